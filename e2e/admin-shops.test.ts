// The back-office's shops and staff in Chromium at 1280×800, in French and English: the owner
// gives Camille two days of holiday — refused first for a holiday that ends before it starts, the
// form keeping what was typed and naming the field — and her times on those days leave the
// storefront's booking step at once; a break outside the shop's hours is refused, the field named
// and nothing written; axe finds nothing serious on the new pages. A shop's manager finds their
// shop alone on both pages.
import { describe, expect, it } from "vitest";
import { addDays } from "../domain/time";
import { ISO } from "../app/lib/i18n";
import { nextWeekday, wallTime } from "../server/booking/test-support";
import { signInToAdmin } from "./admin-support";
import { DESKTOP, newPage } from "./browser";
import { bookingJourney } from "./booking-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
// two browsers, a booking step and axe five times: slow on a loaded machine
const LONG = { timeout: 240_000 };
const SPA = "demo-spa-lumiere";

const storefront = async (path: string) => (await fetch(journey.server.url(`/api${path}`), { headers: { company: SPA } })).json();

const WORDS = {
  fr: { prefix: "", staff: "Équipe", shops: "Boutiques", from: "Premier jour", to: "Dernier jour", reason: "Motif (facultatif)", add: "Ajouter l'absence", afterStart: "La fin doit venir après le début", full: "complet", breakEnd: "Pause 1 : fin", outside: "La pause doit tenir dans les horaires", save: "Enregistrer", name: "Nom", resources: "Cabines et équipements" },
  en: { prefix: "/en", staff: "Staff", shops: "Shops", from: "First day", to: "Last day", reason: "Reason (optional)", add: "Add the absence", afterStart: "The end must come after the start", full: "fully booked", breakEnd: "Break 1: end", outside: "The break must lie within the day's hours", save: "Save", name: "Name", resources: "Cabins and equipments" },
} as const;

/** Whether Camille (by id) is offered at some time of each day, for the californien massage at Paris. */
async function camilleFree(camille: number, from: string, to: string) {
  const { articles } = await storefront("/articles?type=1");
  const californien = articles.find((a: { slug: string }) => a.slug === "massage-californien").id;
  const { appointments } = await storefront(`/appointments?shopid=ab-1001&serviceid=${californien}&start=${from}&end=${to}`);
  return appointments.data.map((d: { slots: { free: { employees: string[] } }[] }) => d.slots.some((s) => s.free.employees.includes(String(camille))));
}

describe("the back-office's shops and staff", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the owner gives Camille a holiday; refused once, it keeps what was typed; her times leave the booking step at once`, LONG, async () => {
      const w = WORDS[lang];
      // a Wednesday and Thursday Camille works, a week apart for each language
      const first = nextWeekday("wednesday", lang === "fr" ? 14 : 21);
      const last = addDays(first, 1);
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.getByRole("navigation").first().getByRole("link", { name: w.staff }).click();
      await page.waitForURL(/\/admin\/staff$/, wait);
      await axeClean(page);
      await page.getByRole("link", { name: "Camille" }).click();
      await page.waitForURL(/\/admin\/staff\/\d+$/, wait);
      const camille = Number(new URL(page.url()).pathname.split("/").pop());
      await axeClean(page);
      expect(await camilleFree(camille, first, last)).toEqual([true, true]);

      // the last day before the first: refused, the field named and focused, what was typed kept
      const form = page.getByTestId("absence-form");
      await form.getByLabel(w.from).fill(last);
      await form.getByLabel(w.to).fill(first);
      await form.getByLabel(w.reason).fill("Congés");
      await form.getByRole("button", { name: w.add }).click();
      await page.getByTestId("employee-refused").waitFor(wait);
      const to = page.getByTestId("absence-form").getByLabel(w.to);
      await expect(to.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="absence.to"]').textContent()).resolves.toContain(w.afterStart);
      await expect(to.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.getByTestId("absence-form").getByLabel(w.reason).inputValue()).resolves.toBe("Congés");
      await expect(page.getByTestId("absence-form").getByLabel(w.from).inputValue()).resolves.toBe(last);
      expect(await camilleFree(camille, first, last)).toEqual([true, true]);
      await axeClean(page);

      await page.getByTestId("absence-form").getByLabel(w.from).fill(first);
      await to.fill(last);
      await page.getByTestId("absence-form").getByRole("button", { name: w.add }).click();
      await page.waitForURL(/\?saved=absence$/, wait);
      await expect(page.getByTestId("absences").textContent()).resolves.toContain("Congés");
      // the storefront: no time with Camille on either day; on Saturday, her next day of work, she is back
      expect(await camilleFree(camille, first, last)).toEqual([false, false]);
      expect(await camilleFree(camille, addDays(last, 2), addDays(last, 2))).toEqual([true]);

      // the booking step, with Camille chosen: both days are full
      const shop = await newPage(journey.browser, DESKTOP);
      await shop.page.goto(journey.server.url(`${w.prefix}/paris-marais/services/massages/massage-californien?page=reserved&start=${encodeURIComponent(wallTime(first, "11:00").toISOString())}`));
      await shop.page.getByTestId("date-strip").waitFor(wait);
      // the choice is a styled label over a hidden radio: the label is what a person clicks
      await shop.page.getByTestId("booking-step").locator("label", { hasText: "Camille" }).click();
      const full = new Intl.DateTimeFormat(ISO[lang], { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      for (const day of [first, last]) {
        const radio = shop.page.getByTestId("date-strip").getByRole("radio", { name: `${full.format(new Date(`${day}T12:00:00Z`))}, ${w.full}` });
        await expect(radio.getAttribute("aria-disabled")).resolves.toBe("true");
      }
      await shop.context.close();
      await context.close();
    });
  }

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a break outside the shop's hours is refused naming the field, nothing written; the shop pages pass axe`, LONG, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.getByRole("navigation").first().getByRole("link", { name: w.shops }).click();
      await page.waitForURL(/\/admin\/shops$/, wait);
      await axeClean(page);
      await page.getByTestId("shop-list").getByRole("link", { name: "Maison Lumière Paris Marais", exact: true }).click();
      await page.waitForURL(/\/admin\/shops\/\d+$/, wait);
      await axeClean(page);
      const before = (await storefront("/shops/slug/paris-marais")).shop;
      // Saturday closes at 19:00: a break to 20:00 is outside
      const saturday = page.getByTestId("day-hours.saturday");
      await page.getByLabel(w.name, { exact: true }).fill("Maison Lumière Marais");
      await saturday.getByLabel(w.breakEnd).fill("20:00");
      await page.getByTestId("shop-save").click();
      await page.getByTestId("shop-refused").waitFor(wait);
      const end = saturday.getByLabel(w.breakEnd);
      await expect(end.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="hours.saturday.breaks.0.end"]').textContent()).resolves.toContain(w.outside);
      await expect(end.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(end.inputValue()).resolves.toBe("20:00");
      await expect(page.getByLabel(w.name, { exact: true }).inputValue()).resolves.toBe("Maison Lumière Marais");
      expect((await storefront("/shops/slug/paris-marais")).shop).toEqual(before);
      await axeClean(page);

      await page.getByRole("link", { name: w.resources }).first().click();
      await page.waitForURL(/\/resources$/, wait);
      await axeClean(page);
      await context.close();
    });
  }

  it("a shop's manager finds their own shop alone on the shops and staff pages", async () => {
    const lyon = (await storefront("/shops")).shops.find((s: { artebeauteId: string }) => s.artebeauteId === "ab-1002");
    const { context, page } = await newPage(journey.browser, DESKTOP);
    await signInToAdmin(page, journey.server.url("/admin"), "lyon@demo.example");
    await page.goto(journey.server.url("/admin/shops"));
    const list = page.getByTestId("shop-list");
    await list.waitFor(wait);
    expect((await list.locator("h2").allTextContents()).map((t) => t.trim())).toEqual([lyon.publicInfo.name]);
    await page.goto(journey.server.url("/admin/staff"));
    await page.locator(`#shop-${lyon.id}`).waitFor(wait);
    expect(await page.locator("h2[id^='shop-']").evaluateAll((hs) => hs.map((h) => h.id))).toEqual([`shop-${lyon.id}`]);
    await context.close();
  });
});
