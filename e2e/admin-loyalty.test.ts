// The back-office's commerce settings in Chromium at 1280×800, in French and English: the owner adds
// a gift voucher amount (refused first for an amount that is not one, the form keeping what was
// typed and naming the field) and a theme with its picture uploaded to the media library, and both
// are on /gift at once; the owner changes the points per euro, and a booking honoured afterwards
// earns at the new rate on the customer's card, which says the new rule; the owner moves an e-shop
// shelf with the keyboard alone and /boutique follows. Axe finds nothing serious on any page.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { awardHonouredBookings } from "../server/loyalty/earning";
import { employeeId, nextWeekday, serviceId, wallTime } from "../server/booking/test-support";
import { CompanyDirectory } from "../server/tenancy/companies";
import { signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { DESKTOP, PHONE, newPage, screenshot } from "./browser";
import { axeClean, giveConsent } from "./shell-helpers";

// DEMO=1: the spa takes payments online (the local fake), so /gift is on; the uploaded picture's files in a folder of their own
const journey = bookingJourney({ DEMO: "1", MEDIA_DIR: mkdtempSync(join(tmpdir(), "vitrine-gift-media-")) });
const wait = { timeout: 15_000 };
const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
});
const picture = fileURLToPath(new URL("../public/images/demo/gift-zen.jpg", import.meta.url));

const WORDS = {
  fr: { prefix: "", gifts: "Bons cadeaux", loyalty: "Fidélité", shelves: "Rayons de la boutique", amount: "Montant 8", euros: "Indiquez un montant en euros", theme: { fr: "Anniversaire", en: "Birthday" }, shown: "Anniversaire", price: "65 €", slot: ["amount.2", "65"], rate: "3", rateWords: "Chaque euro payé vous rapporte 3 points.", up: (n: string) => `Monter « ${n} »`, moved: (n: string) => `« ${n} » est maintenant en position 1 sur` },
  en: { prefix: "/en", gifts: "Gift vouchers", loyalty: "Loyalty", shelves: "Shop shelves", amount: "Amount 8", euros: "Enter an amount in euros", theme: { fr: "Printemps", en: "Spring" }, shown: "Spring", price: "€95", slot: ["amount.4", "95"], rate: "2.5", rateWords: "Every euro you pay earns you 2.5 points.", up: (n: string) => `Move “${n}” up`, moved: (n: string) => `“${n}” is now in position 1 of` },
} as const;

describe("the back-office's gift vouchers, loyalty programme and shop shelves", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a new amount and theme are on /gift at once; a new points rate earns on the next booking; a shelf moved by keyboard`, async () => {
      const w = WORDS[lang];
      const admin = await newPage(journey.browser, DESKTOP);
      opened.push(admin.context);
      const { page } = admin;
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.goto(journey.server.url(`${w.prefix}/admin/commerce`));
      await page.getByRole("link", { name: w.gifts, exact: true }).click();
      await page.waitForURL(/\/admin\/commerce\/gifts$/, wait);
      await axeClean(page);

      // refused: an amount that is not one, named and focused, what was typed kept
      const amount = page.getByLabel(w.amount, { exact: true });
      await amount.fill("douze");
      const newTheme = page.getByTestId("gift-theme-new");
      await newTheme.locator("input[name$='.name.fr']").fill(w.theme.fr);
      await newTheme.locator("input[name$='.name.en']").fill(w.theme.en);
      await page.getByTestId("gifts-save").click();
      await page.getByTestId("gifts-refused").waitFor(wait);
      await expect(amount.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="amount.7"]').textContent()).resolves.toContain(w.euros);
      await expect(amount.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(newTheme.locator("input[name$='.name.fr']").inputValue()).resolves.toBe(w.theme.fr);
      // German, Spanish and Italian are missing: marked, the French shown in their place
      await expect(newTheme.getByTestId(/missing-theme\.\d+\.name\.de/).count()).resolves.toBe(1);
      await axeClean(page);

      await amount.fill(lang === "fr" ? "65" : "95");
      await newTheme.locator("input[name=themeFile]").setInputFiles(picture);
      await page.getByTestId("gifts-save").click();
      await page.waitForURL(/\/admin\/commerce\/gifts\?saved$/, wait);
      await page.getByTestId("gifts-saved").waitFor(wait);
      // the form shows what is stored: the amounts in order, the new theme among the themes
      await expect(page.locator(`input[name='${w.slot[0]}']`).inputValue()).resolves.toBe(w.slot[1]);
      await axeClean(page);
      await screenshot(page, `admin-gifts-${lang}`);
      await page.setViewportSize(PHONE);
      await axeClean(page);
      await screenshot(page, `admin-gifts-${lang}-phone`);
      await page.setViewportSize(DESKTOP);

      // the storefront's /gift shows both at once
      const shopper = await newPage(journey.browser, DESKTOP, { popups: false });
      opened.push(shopper.context);
      await giveConsent(shopper.context, journey.server.url("/"));
      const me = await journey.server.signIn(shopper.context);
      const store = shopper.page;
      await store.goto(journey.server.url(`${w.prefix}/gift`));
      await store.getByTestId("gift-themes").getByText(w.shown, { exact: true }).waitFor(wait);
      await store.getByText(w.price, { exact: true }).waitFor(wait);

      // three points a euro in French, two and a half in English, from now on
      await page.getByRole("link", { name: w.loyalty, exact: true }).click();
      await page.waitForURL(/\/admin\/commerce\/loyalty$/, wait);
      await axeClean(page);
      await page.getByLabel(lang === "fr" ? "Points par euro" : "Points per euro", { exact: true }).fill(w.rate);
      await page.getByTestId("loyalty-save").click();
      await page.waitForURL(/\/admin\/commerce\/loyalty\?saved$/, wait);
      await screenshot(page, `admin-loyalty-${lang}`);

      // a booking honoured afterwards (its end passed, the sweep's time injected) earns at that rate, plus the online bonus
      const db = journey.server.db;
      const start = wallTime(nextWeekday(lang === "fr" ? "tuesday" : "thursday", 14), "11:00");
      const res = await fetch(journey.server.url("/api/appointments"), {
        method: "POST",
        headers: { "content-type": "application/json", company: "demo-spa-lumiere", authorization: `Bearer ${me.token}` },
        body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [await serviceId(db, "demo-spa-lumiere", "massage-californien")], start: start.toISOString(), employeeId: await employeeId(db, "demo-spa-lumiere", "Camille") } }),
      });
      expect(res.status).toBe(201);
      const { order } = await res.json();
      expect(await awardHonouredBookings(db, new CompanyDirectory(db, 0), new Date(new Date(order.end).getTime() + 16 * 60_000))).toBeGreaterThan(0);
      await store.goto(journey.server.url(`${w.prefix}/profile/loyalty`));
      await expect.poll(() => store.getByTestId("loyalty-balance").textContent(), wait).toBe(String(Math.floor(Number(w.rate) * order.amount / 100) + 10));
      await expect(store.getByTestId("loyalty-rule").textContent()).resolves.toBe(w.rateWords);

      // the e-shop's shelves: the second moved up with the keyboard alone, and /boutique follows
      await page.getByRole("link", { name: w.shelves, exact: true }).click();
      await page.waitForURL(/\/admin\/commerce\/shelves$/, wait);
      await axeClean(page);
      const names = page.getByTestId("shelf-name");
      const [first, second] = [await names.nth(0).textContent(), await names.nth(1).textContent()];
      const up = page.getByRole("button", { name: w.up(second!) });
      for (let i = 0; i < 80 && !(await up.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
      await expect(up.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("shelves-announce").textContent(), wait).toContain(w.moved(second!));
      // the focus stays on the moved shelf: its Move up is now disabled, so it went to Move down
      await expect(page.evaluate(() => document.activeElement?.getAttribute("data-move") ?? "")).resolves.toMatch(/-down$/);
      await store.goto(journey.server.url(`${w.prefix}/boutique`));
      await expect.poll(async () => (await store.getByTestId("eshop-shelf").locator("h2").allTextContents()).slice(0, 2), wait).toEqual([second, first]);
      await page.reload();
      await axeClean(page);
      await screenshot(page, `admin-shelves-${lang}`);
      await page.setViewportSize(PHONE);
      await axeClean(page);
      await screenshot(page, `admin-shelves-${lang}-phone`);
      await names.first().click();
      await page.waitForURL(/\/admin\/commerce\/shelves\/\d+$/, wait);
      await axeClean(page);
      await screenshot(page, `admin-shelf-${lang}-phone`);
    });
  }
});
