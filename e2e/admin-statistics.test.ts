// The back-office's statistics and change history in Chromium at 1280×800, French and English: the
// owner opens a seeded fortnight (server/statistics/test-support.ts: 4–17 March 2024) per week and
// reads the hand-counted figures in the tables, downloads the CSV and finds the same figures in
// euros with two decimals, writes a customer's note and finds that change, in words, at the top
// of the change history; axe finds nothing serious on either page, and both fit a phone. A shop's
// manager filters on their own shop only.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seedFortnight } from "../server/statistics/test-support";
import { signInToAdmin } from "./admin-support";
import { DESKTOP, newPage, PHONE, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
let seeded: Awaited<ReturnType<typeof seedFortnight>>;

beforeAll(async () => {
  seeded = await seedFortnight(journey.server.database.db, "e2e");
});

const shot = (page: Page, name: string) => screenshot(page, name);
/** the values of the filter's shop menu ("" for every shop) */
const shopChoices = (page: Page) => page.locator("select[name=shop] option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
/** a table's rows as their cells' text, amounts reduced to their digits (140 € and €140 alike: whole euros are written without cents) */
const rowsOf = (page: Page, id: string) =>
  page.getByTestId(`stat-${id}`).locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("th, td")].map((c, i) => (i === 0 ? c.textContent!.trim() : c.textContent!.replace(/\D/g, "")))));

const WORDS = {
  fr: { prefix: "", week1: "Semaine du 4 mars 2024", week2: "Semaine du 11 mars 2024", file: "statistiques-2024-03-04-2024-03-17.csv", csvWeek: "Semaine du 4 mars 2024;2;140,00;0", csvSold: "Bons cadeaux vendus;2;80,00", online: "En ligne", nora: ["21:00", "1:30", "7,1\u202f%"], notes: "Ce que l’équipe doit savoir", saveNotes: "Enregistrer les notes", notesSaved: "Notes enregistrées.", did: "a modifié la fiche client", changed: "modifié : notes" },
  en: { prefix: "/en", week1: "Week of Mar 4, 2024", week2: "Week of Mar 11, 2024", file: "statistics-2024-03-04-2024-03-17.csv", csvWeek: "Week of Mar 4, 2024\",2,140.00,0", csvSold: "Gift vouchers sold,2,80.00", online: "Online", nora: ["21:00", "1:30", "7.1%"], notes: "What the team should know", saveNotes: "Save the notes", notesSaved: "Notes saved.", did: "changed the customer record", changed: "changed: notes" },
} as const;

describe("the back-office's statistics and change history", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a seeded fortnight's figures, their CSV, and a change found in the history`, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP, { acceptDownloads: true });
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.goto(journey.server.url(`${w.prefix}/admin/statistics?bucket=week&from=2024-03-04&to=2024-03-17`));
      await page.getByTestId("stat-series").waitFor(wait);
      // counted by hand: week 1 Yann 80 € + Zoé 60 €; week 2 Zoé at Lyon 90 € + Nora 75 €, and one cancelled
      await expect(rowsOf(page, "series")).resolves.toEqual([
        [w.week1, "2", "140", "0"],
        [w.week2, "2", "165", "1"],
      ]);
      await expect(rowsOf(page, "sources")).resolves.toContainEqual([w.online, "2", "2", "155"]);
      await expect(rowsOf(page, "customers")).resolves.toEqual([expect.arrayContaining(["1"]), expect.arrayContaining(["1"])]);
      await expect(rowsOf(page, "coupons")).resolves.toEqual([[seeded.coupon, "2", "15"]]);
      // Nora: Mondays and Wednesdays 7 h, Paris closed on Wednesday 13 (her absence that day counts once): 21 h, 1 h 30 booked
      const nora = page.getByTestId("stat-occupancy").locator("tbody tr", { hasText: "Nora e2e" });
      await expect(nora.locator("td").allTextContents()).resolves.toEqual(w.nora);
      await expect(page.getByTestId("stat-series").locator("svg[role=img]").count()).resolves.toBe(1);
      // the owner filters on every shop
      await expect(shopChoices(page)).resolves.toEqual(["", String(seeded.paris), String(seeded.lyon)]);
      await axeClean(page);
      await shot(page, `statistics-${lang}-desktop`);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("stat-csv").click()]);
      expect(download.suggestedFilename()).toBe(w.file);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv).toContain(w.csvWeek);
      expect(csv).toContain(w.csvSold);

      // a change the owner makes is at the top of the history, in words
      await page.goto(journey.server.url(`${w.prefix}/admin/customers/${seeded.zoe}`));
      await page.getByRole("textbox", { name: w.notes }).fill(`Préfère le matin (${lang})`);
      await page.getByRole("button", { name: w.saveNotes }).click();
      await page.getByText(w.notesSaved).waitFor(wait);
      await page.goto(journey.server.url(`${w.prefix}/admin/audit?actor=proprietaire%40demo.example`));
      const first = page.getByTestId("audit-entries").locator("li").first();
      await expect(first.textContent()).resolves.toContain(w.did);
      await expect(first.textContent()).resolves.toContain(w.changed);
      await axeClean(page);
      await shot(page, `audit-${lang}-desktop`);

      // a phone: nothing wider than the screen
      await page.setViewportSize(PHONE);
      for (const address of [`${w.prefix}/admin/statistics?bucket=day&from=2024-03-01&to=2024-03-31`, `${w.prefix}/admin/audit`]) {
        await page.goto(journey.server.url(address));
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
        if (!address.includes("audit")) {
          // a month of days: the axis's labels shown do not run into each other
          const boxes = await page.getByTestId("stat-series").locator("svg[role=img] > g > text").evaluateAll((texts) => texts.filter((t) => getComputedStyle(t).display !== "none").map((t) => t.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left, right: r.right })));
          const axis = boxes.filter((b) => b.top === Math.max(...boxes.map((x) => x.top))).sort((a, b) => a.left - b.left);
          expect(axis.length).toBeGreaterThan(1);
          for (let i = 1; i < axis.length; i += 1) expect(axis[i]!.left, JSON.stringify(axis)).toBeGreaterThanOrEqual(axis[i - 1]!.right);
        }
        await shot(page, `${address.includes("audit") ? "audit" : "statistics"}-${lang}-phone`);
      }
      await context.close();
    });
  }

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a shop's manager filters on their own shop; another shop in the address is dropped, not refused`, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "lyon@demo.example");
      await page.goto(journey.server.url(`${w.prefix}/admin/statistics?bucket=week&from=2024-03-04&to=2024-03-17&shop=${seeded.paris}`));
      await page.getByTestId("stat-series").waitFor(wait);
      const shop = page.locator("select[name=shop]");
      await expect(shopChoices(page)).resolves.toEqual(["", String(seeded.lyon)]);
      await expect(shop.inputValue()).resolves.toBe("");
      // Lyon's alone: Zoé's 90 € in week 2
      await expect(rowsOf(page, "series")).resolves.toEqual([[w.week2, "1", "90", "0"]]);
      await expect(page.getByTestId("stat-csv").getAttribute("href")).resolves.not.toContain("shop=");
      await context.close();
    });
  }
});
