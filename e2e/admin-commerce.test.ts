// The back-office's coupons in Chromium at 1280×800, in French and English: the owner creates a
// promo code — refused first for a reduction that is not a percentage, the form keeping what was
// typed and naming the field — and a customer's booking step takes it at once, 30 % off; the
// owner deactivates it from the list and the storefront refuses it; axe finds nothing serious.
import type { BrowserContext } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { signInToAdmin } from "./admin-support";
import { nextWeekday, serviceId, wallTime } from "../server/booking/test-support";
import { axeClean, giveConsent } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
});

/** Cents of a price as the page writes it: '79 €', '23,70 €', '€23.70', '−€5'. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, "").replace(",", ".")) * 100);

const WORDS = {
  fr: { prefix: "", nav: "Commerce", create: "Nouveau code promo", code: "Code", amount: "Remise", save: "Enregistrer le code", percent: "Indiquez un pourcentage", applied: "appliqué", deactivate: "Désactiver", edit: "Modifier", inactive: "Désactivé" },
  en: { prefix: "/en", nav: "Commerce", create: "New promo code", code: "Code", amount: "Reduction", save: "Save the code", percent: "Enter a percentage", applied: "applied", deactivate: "Deactivate", edit: "Edit", inactive: "Deactivated" },
} as const;

describe("the back-office's coupons", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the owner creates a promo code, refused once, and the booking step takes it at once; deactivated, it is refused`, async () => {
      const w = WORDS[lang];
      const code = `ETE30${lang.toUpperCase()}`;
      const admin = await newPage(journey.browser, DESKTOP);
      opened.push(admin.context);
      const { page } = admin;
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.getByRole("navigation").first().getByRole("link", { name: w.nav }).click();
      await page.waitForURL(/\/admin\/commerce$/, wait);
      await page.getByTestId("coupon-BIENVENUE10").waitFor(wait);
      await axeClean(page);
      await page.getByRole("link", { name: w.create }).click();
      await page.waitForURL(/\/admin\/commerce\/coupons\/new$/, wait);
      await axeClean(page);

      await page.getByLabel(w.code, { exact: true }).fill(` ${code.toLowerCase()} `);
      await page.locator("input[name='name.fr']").fill("30 % sur les soins d'été");
      await page.locator("input[name='name.en']").fill("30% off summer treatments");
      await page.locator("label[for=scope-services]").click();
      await page.getByLabel(w.amount, { exact: true }).fill("trente");
      await page.getByTestId("coupon-save").click();
      // refused: nothing written, the field named and focused, what was typed still there
      await page.getByTestId("coupon-refused").waitFor(wait);
      const amount = page.getByLabel(w.amount, { exact: true });
      await expect(amount.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="amount"]').textContent()).resolves.toContain(w.percent);
      await expect(amount.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.locator("input[name='name.en']").inputValue()).resolves.toBe("30% off summer treatments");
      await expect(page.locator("#scope-services").isChecked()).resolves.toBe(true);
      await axeClean(page);
      await screenshot(page, `admin-coupon-refused-${lang}`);

      await amount.fill("30");
      await page.getByTestId("coupon-save").click();
      await page.waitForURL(/\/admin\/commerce\/coupons\/\d+\?saved$/, wait);
      await page.getByTestId("coupon-saved").waitFor(wait);
      await expect(page.getByLabel(w.code, { exact: true }).inputValue()).resolves.toBe(code);

      // a customer at the booking step: the code takes 30 % off the massage at once
      const shopper = await newPage(journey.browser, DESKTOP, { popups: false });
      opened.push(shopper.context);
      await giveConsent(shopper.context, journey.server.url("/"));
      await journey.server.signIn(shopper.context);
      const booking = shopper.page;
      await booking.goto(journey.server.url(`${w.prefix}/paris-marais/services/massages/massage-californien?page=reserved`));
      const slots = booking.getByTestId("slots").locator("button");
      await slots.first().waitFor(wait);
      await slots.first().click();
      await booking.getByTestId("booking-discounts-open").click();
      await booking.getByTestId("booking-summary").waitFor(wait);
      await booking.getByTestId("coupon-open").click();
      await booking.getByTestId("coupon-field").fill(code.toLowerCase());
      await booking.getByTestId("coupon-apply").click();
      await expect.poll(() => booking.getByTestId("coupon-applied").textContent(), wait).toContain(`${code} ${w.applied}`);
      const subtotal = cents((await booking.getByTestId("discount-lines").locator("dd").first().textContent())!);
      expect(cents((await booking.getByTestId("discount-coupon").locator("dd").textContent())!)).toBe(Math.round(subtotal * 0.3));

      // deactivated from the list, in place: marked, and the storefront refuses it
      await page.goto(journey.server.url(`${w.prefix}/admin/commerce`));
      const row = page.getByTestId(`coupon-${code}`);
      await row.getByRole("button", { name: `${w.deactivate} ${code}` }).click();
      await row.getByText(w.inactive, { exact: true }).waitFor(wait);
      await axeClean(page);
      await screenshot(page, `admin-coupons-${lang}`);
      // on a phone the list and the form stay readable and accessible
      await page.setViewportSize(PHONE);
      await axeClean(page);
      await screenshot(page, `admin-coupons-${lang}-phone`);
      await page.getByRole("link", { name: `${w.edit} ${code}` }).click();
      await page.waitForURL(/\/admin\/commerce\/coupons\/\d+$/, wait);
      await expect(page.locator("#f-amount").inputValue()).resolves.toBe("30");
      await expect(page.locator("[data-testid=coupon-active]").isChecked()).resolves.toBe(false);
      await axeClean(page);
      await screenshot(page, `admin-coupon-${lang}-phone`);
      const massage = await serviceId(journey.server.db, "demo-spa-lumiere", "massage-californien");
      const start = wallTime(nextWeekday("wednesday", 14), "10:00").toISOString();
      const res = await fetch(journey.server.url("/api/coupons/apply"), { method: "POST", headers: { "content-type": "application/json", company: "demo-spa-lumiere" }, body: JSON.stringify({ code, booking: { shopId: "ab-1001", services: [massage], start } }) });
      const tried = (await res.json()).error?.code;
      expect(tried).toBe("coupon_inactive");
    });
  }
});
