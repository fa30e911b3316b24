// Moving and cancelling from the back-office agenda, in Chromium at 1280×800 (French) and on a
// tablet at 1024×768 (English), on a demo server (its Stripe fake in the process): the owner opens
// a booking (customer, services, state, source, payment), moves it through the 'Move' dialog with
// the keyboard alone, drags another to a colleague's column, drags it onto a taken time and sees
// it put back with the reason, and cancels a booking paid online with a partial refund. No page
// reload throughout; axe finds nothing serious with the panel open. A move into a cabin taken at that
// time is refused with the cabin named.
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enableDemoPayments } from "../server/db/demo/payments";
import { appointments, bookingOrders, resources, shops } from "../server/db/schema";
import { DESKTOP, newPage, screenshot } from "./browser";
import { agendaCustomer, signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
const wait = { timeout: 15_000 };
const TABLET = { width: 1024, height: 768 };

const signIn = (page: Page, prefix: string, email = "proprietaire@demo.example") => signInToAdmin(page, journey.server.url(`${prefix}/admin`), email);

/** Tab (forward) until the focus is on `selector`: the keyboard's way there. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 30; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

const wallClock = (iso: string) => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(new Date(iso));
const startsOf = async (orderId: number) => (await journey.server.db.select().from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.status, "active")))).map((a) => ({ start: a.startAt.toISOString(), employeeId: a.employeeId }));

const WORDS = {
  fr: { prefix: "", viewport: DESKTOP, open: "Ouvrir le rendez-vous de", move: "Déplacer", moved: "déplacé à", taken: "n'est plus libre", cancel: "Annuler le rendez-vous", partial: "Rembourser une partie", amount: "Montant à rembourser (EUR)", cancelled: "annulé, 5\u00a0€ remboursés", firstname: "Margaux", fromDays: 4 },
  en: { prefix: "/en", viewport: TABLET, open: "Open", move: "Move", moved: "moved to", taken: "no longer free", cancel: "Cancel the booking", partial: "Refund part of it", amount: "Amount to refund (EUR)", cancelled: "cancelled, €5 refunded", firstname: "Grace", fromDays: 11 },
} as const;

describe("moving and cancelling bookings from the agenda", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: open, move by keyboard, drag, a refused drag put back, cancel with a partial refund`, async () => {
      const words = WORDS[lang];
      await enableDemoPayments(journey.server.db, "stripe");
      const who = await agendaCustomer(journey.server, words.firstname);
      const massageDays = await who.days("massage-californien", words.fromDays);
      // a day with a time two colleagues are free at, and room after it
      const day = massageDays.find((d) => d.free.length >= 8 && d.free.some((s) => s.free.employees.length >= 2))!;
      const shared = day.free.find((s) => s.free.employees.length >= 2)!;
      const [e1, e2] = shared.free.employees as [string, string];
      const dragged = await who.book("massage-californien", shared.start, e1);
      // one booked by keyboard, three hours later with the same colleague
      const later = day.free.find((s) => Date.parse(s.start) >= Date.parse(shared.start) + 3 * 3_600_000 && s.free.employees.includes(e1))!;
      const keyed = await who.book("massage-californien", later.start, e1);
      const hammam = (await who.days("rituel-hammam-gommage", words.fromDays)).find((d) => d.date === day.date)!;
      const paidAt = hammam.free.find((s) => Date.parse(s.start) >= Date.parse(later.start) + 2 * 3_600_000) ?? hammam.free[hammam.free.length - 1]!;
      const paid = await who.bookPaid(paidAt.start, paidAt.free.employees[0]!);

      const { context, page } = await newPage(journey.browser, words.viewport);
      await signIn(page, words.prefix);
      const paris = (await journey.server.db.select().from(shops).where(eq(shops.externalId, "ab-1001")))[0]!.id;
      await page.goto(journey.server.url(`${words.prefix}/admin/agenda?shop=${paris}&date=${day.date}&view=day`));
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const openers = page.getByRole("button", { name: new RegExp(`^${words.open}.*${who.name}`) });
      await expect.poll(() => openers.count(), wait).toBe(3);

      // 1. the keyboard: open the later booking, 'Move', a free time, confirm
      const keyedTime = wallClock(later.start);
      const keyedOpener = page.getByRole("button", { name: new RegExp(`${who.name}.*, ${keyedTime}–`) });
      await keyedOpener.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByTestId("booking-panel");
      await panel.getByTestId("booking-details").waitFor(wait);
      await expect(panel.getByTestId("booking-payment").textContent()).resolves.toBeTruthy();
      await injectAxe(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await screenshot(page, `admin-agenda-panel-${lang}`);
      await tabTo(page, "[data-testid=booking-move]");
      await page.keyboard.press("Enter");
      await panel.getByTestId("move-form").waitFor(wait);
      // the first free time of the list that is not the booking's own
      await panel.locator("input[name=start]").first().waitFor(wait);
      await tabTo(page, "input[name=start]");
      await page.keyboard.press("Space");
      const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
      expect(chosen).not.toBe("");
      await screenshot(page, `admin-agenda-move-${lang}`);
      await tabTo(page, "[data-testid=move-confirm]");
      await page.keyboard.press("Enter");
      await page.getByTestId("agenda-desk-message").filter({ hasText: words.moved }).waitFor(wait);
      expect((await startsOf(keyed))[0]!.start).toBe(new Date(chosen).toISOString());
      await expect.poll(() => page.getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(chosen)}–`) }).count(), wait).toBeGreaterThan(0);

      // 2. the pointer: drag the first booking to the colleague's column, same time
      const card = page.getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(shared.start)}–`) }).first();
      await card.scrollIntoViewIfNeeded();
      const from = (await card.boundingBox())!;
      const column = (await page.getByTestId(`agenda-col-${e2}`).boundingBox())!;
      await page.mouse.move(from.x + 10, from.y + 6);
      await page.mouse.down();
      await page.mouse.move(from.x + 30, from.y + 6, { steps: 4 });
      await page.mouse.move(column.x + column.width / 2, from.y + 6, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId("agenda-desk-message").filter({ hasText: words.moved }).waitFor(wait);
      await expect.poll(async () => (await startsOf(dragged))[0]!.employeeId, wait).toBe(Number(e2));
      await expect.poll(() => page.getByTestId(`agenda-col-${e2}`).getByRole("button", { name: new RegExp(who.name) }).count(), wait).toBe(1);

      // 3. dragged onto the keyed booking's new time, in its column: refused, put back, the reason said
      const keyedNow = (await startsOf(keyed))[0]!;
      const target = page.getByTestId(`agenda-col-${keyedNow.employeeId}`).getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(keyedNow.start)}–`) });
      const moving = page.getByTestId(`agenda-col-${e2}`).getByRole("button", { name: new RegExp(who.name) });
      await target.scrollIntoViewIfNeeded();
      const to = (await target.boundingBox())!;
      const at = (await moving.boundingBox())!;
      await page.mouse.move(at.x + 10, at.y + 6);
      await page.mouse.down();
      await page.mouse.move(at.x + 30, at.y + 30, { steps: 4 });
      await page.mouse.move(to.x + 10, to.y + 6, { steps: 10 });
      await page.mouse.up();
      await page.getByTestId("agenda-desk-message").filter({ hasText: words.taken }).waitFor(wait);
      expect((await startsOf(dragged))[0]!.employeeId).toBe(Number(e2));
      await expect.poll(() => page.getByTestId(`agenda-col-${e2}`).getByRole("button", { name: new RegExp(who.name) }).count(), wait).toBe(1);

      // 4. cancel the booking paid online, refunding 5 of its deposit
      await page.getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(paidAt.start)}–`) }).click();
      await panel.getByTestId("booking-details").waitFor(wait);
      await panel.getByTestId("booking-cancel").click();
      await panel.getByTestId("cancel-notice").waitFor(wait);
      await panel.getByLabel(words.partial).check();
      await panel.getByLabel(words.amount).fill(lang === "fr" ? "5,00" : "5.00");
      await injectAxe(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await screenshot(page, `admin-agenda-cancel-${lang}`);
      await panel.getByTestId("cancel-confirm").click();
      await page.getByTestId("agenda-desk-message").filter({ hasText: words.cancelled }).waitFor(wait);
      const [order] = await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, paid));
      expect(order).toMatchObject({ status: "cancelled", refunded: 500, icsSequence: 1 });

      await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
      await context.close();
    });
  }

  it("fr: a move into a cabin taken at that time is refused, the cabin named, and the booking stays where it was", async () => {
    const db = journey.server.db;
    const who = await agendaCustomer(journey.server, "Salomé");
    const [paris] = await db.select().from(shops).where(eq(shops.externalId, "ab-1001"));
    // the demo's Paris shop has one cabin: a second one, so the time itself is free
    await db.insert(resources).values({ companyId: paris!.companyId, shopId: paris!.id, type: "cabin", displayName: "Cabine Opale" });
    const day = (await who.days("massage-californien", 33)).find((d) => d.free.length >= 8 && d.free.some((s) => s.free.employees.length >= 2))!;
    const first = day.free[0]!;
    const later = day.free.find((s) => Date.parse(s.start) >= Date.parse(first.start) + 3 * 3_600_000 && s.free.employees.length >= 2)!;
    const mine = await who.book("massage-californien", first.start, first.free.employees[0]!);
    const other = await who.book("massage-californien", later.start, later.free.employees[0]!);
    const cabinOf = async (orderId: number) => (await db.select({ cabinId: appointments.cabinId }).from(appointments).where(eq(appointments.orderId, orderId)))[0]!.cabinId!;
    const taken = await cabinOf(other);
    const [takenCabin] = await db.select().from(resources).where(eq(resources.id, taken));
    const before = await startsOf(mine);

    const { context, page } = await newPage(journey.browser, DESKTOP);
    await signIn(page, "");
    await page.goto(journey.server.url(`/admin/agenda?shop=${paris!.id}&date=${day.date}&view=day`));
    await page.getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(first.start)}–`) }).click();
    const panel = page.getByTestId("booking-panel");
    await panel.getByTestId("booking-details").waitFor(wait);
    await panel.getByTestId("booking-move").click();
    await panel.getByTestId("move-form").waitFor(wait);
    // the colleague free at the other booking's time, that time, and the cabin the other booking holds
    await panel.locator("#move-employee").selectOption(later.free.employees[1]!);
    const radios = panel.locator("input[name=start]");
    await radios.first().waitFor(wait);
    const value = (await radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).find((v) => Date.parse(v) === Date.parse(later.start));
    expect(value).toBeDefined();
    await panel.locator(`input[name=start][value="${value}"]`).check();
    await panel.getByTestId("move-cabin").selectOption(String(taken));
    await panel.getByTestId("move-confirm").click();
    const refused = panel.getByTestId("move-refused");
    await refused.waitFor(wait);
    await expect(refused.textContent()).resolves.toContain(`« ${takenCabin!.displayName} » n'est pas libre à cet horaire : le rendez-vous n'a pas bougé.`);
    expect(await startsOf(mine)).toEqual(before);
    await injectAxe(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, "admin-agenda-cabin-taken-fr");
    await context.close();
  });
});
