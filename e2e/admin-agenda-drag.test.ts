// The agenda by finger, in the week view and for staff, in Chromium on a demo server: on a tablet
// (1024×768, touch) the owner holds a booking still with a finger, slides it to a colleague's
// column and lets go — the one move runs (the customer's calendar file one sequence higher); at
// 1280×800 a booking is dragged with the mouse to the next day's column of the week view; a staff
// member (Camille, on a phone at 390×844) sees only her own column, marks her customer arrived,
// and is refused on a colleague's booking, nothing changed. No page reload; axe finds nothing
// serious.
import { and, eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appointments, bookingOrders, employees, shops } from "../server/db/schema";
import { DESKTOP, PHONE, newPage, screenshot } from "./browser";
import { agendaCustomer, signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
const wait = { timeout: 15_000 };
const TABLET = { width: 1024, height: 768 };

const wallClock = (iso: string) => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(new Date(iso));
const activeOf = async (orderId: number) => (await journey.server.db.select().from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.status, "active")))).map((a) => ({ start: a.startAt.toISOString(), employeeId: a.employeeId }));
const parisId = async () => (await journey.server.db.select().from(shops).where(eq(shops.externalId, "ab-1001")))[0]!.id;
const employeeNamed = async (name: string) => String((await journey.server.db.select().from(employees).where(eq(employees.displayName, name)))[0]!.id);
const shot = (page: Page, name: string) => screenshot(page, `drag-${name}`, { fullPage: false }).catch(() => undefined);

async function openAgenda(page: Page, prefix: string, query: string) {
  await page.goto(journey.server.url(`${prefix}/admin/agenda?shop=${await parisId()}&${query}`));
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

/** A finger on the screen, as the browser gets it from a touch screen (touch events, and the pointer events they make). */
async function finger(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  return {
    down: (x: number, y: number) => touch("touchStart", x, y),
    async slide(from: { x: number; y: number }, to: { x: number; y: number }, steps = 10) {
      for (let i = 1; i <= steps; i++) await touch("touchMove", from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    },
    up: (x: number, y: number) => touch("touchEnd", x, y),
  };
}

describe("the agenda by finger, in the week and for staff", () => {
  it("en, tablet: a booking held by a finger and slid to a colleague's column moves, the customer told", async () => {
    const who = await agendaCustomer(journey.server, "Frida");
    const day = (await who.days("massage-californien", 6)).find((d) => d.free.some((s) => s.free.employees.length >= 2))!;
    const shared = day.free.find((s) => s.free.employees.length >= 2)!;
    const [e1, e2] = shared.free.employees as [string, string];
    const orderId = await who.book("massage-californien", shared.start, e1);

    const { context, page } = await newPage(journey.browser, TABLET, { hasTouch: true });
    await signInToAdmin(page, journey.server.url("/en/admin"), "proprietaire@demo.example");
    await openAgenda(page, "/en", `date=${day.date}&view=day`);
    const card = page.getByTestId(`agenda-col-${e1}`).getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(shared.start)}–`) });
    await card.waitFor(wait);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "tablet-day-en");
    const from = (await card.boundingBox())!;
    const column = (await page.getByTestId(`agenda-col-${e2}`).boundingBox())!;
    const start = { x: from.x + 12, y: from.y + 8 };
    const hand = await finger(context, page);
    await hand.down(start.x, start.y);
    // held still, the card lifts (a finger that slides at once scrolls the grid instead)
    await page.locator(`[data-testid=agenda-booking][data-dragging]`).waitFor(wait);
    const end = { x: column.x + column.width / 2, y: start.y };
    await hand.slide(start, end);
    await shot(page, "tablet-dragging-en");
    await hand.up(end.x, end.y);
    await page.getByTestId("agenda-desk-message").filter({ hasText: "moved to" }).waitFor(wait);
    await expect.poll(async () => (await activeOf(orderId))[0]!.employeeId, wait).toBe(Number(e2));
    expect((await activeOf(orderId))[0]!.start).toBe(new Date(shared.start).toISOString());
    // the one move: the customer's calendar file one sequence higher
    expect((await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!.icsSequence).toBe(1);
    await expect.poll(() => page.getByTestId(`agenda-col-${e2}`).getByRole("button", { name: new RegExp(who.name) }).count(), wait).toBe(1);
    await injectAxe(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await expect(sameDocument(page)).resolves.toBe(true);
    await context.close();
  });

  it("fr, 1280×800: a booking dragged to the next day's column of the week view moves to that day, same time, same colleague", async () => {
    const who = await agendaCustomer(journey.server, "Zélie");
    const days = await who.days("massage-californien", 8);
    // a free time one day and again the next day with the same colleague, in one Monday–Sunday week
    let pick: { date: string; start: string; next: string; employee: string } | null = null;
    for (const [i, d] of days.entries()) {
      const following = days[i + 1];
      if (!following || new Date(`${d.date}T12:00:00Z`).getUTCDay() === 0) continue;
      for (const s of d.free) {
        const same = following.free.find((f) => wallClock(f.start) === wallClock(s.start) && f.free.employees.includes(s.free.employees[0]!));
        if (same && Date.parse(same.start) - Date.parse(s.start) === 86_400_000) pick = { date: d.date, start: s.start, next: following.date, employee: s.free.employees[0]! };
        if (pick) break;
      }
      if (pick) break;
    }
    expect(pick).not.toBeNull();
    const orderId = await who.book("massage-californien", pick!.start, pick!.employee);

    const { context, page } = await newPage(journey.browser, DESKTOP);
    await signInToAdmin(page, journey.server.url("/admin"), "proprietaire@demo.example");
    await openAgenda(page, "", `date=${pick!.date}&view=week`);
    const card = page.getByTestId(`agenda-day-${pick!.date}`).getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(pick!.start)}–`) });
    await card.waitFor(wait);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "week-fr");
    const from = (await card.boundingBox())!;
    const column = (await page.getByTestId(`agenda-day-${pick!.next}`).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 6, { steps: 4 });
    await page.mouse.move(column.x + column.width / 2, from.y + 6, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId("agenda-desk-message").filter({ hasText: "déplacé à" }).waitFor(wait);
    await expect.poll(async () => (await activeOf(orderId))[0]!.start, wait).toBe(new Date(Date.parse(pick!.start) + 86_400_000).toISOString());
    expect((await activeOf(orderId))[0]!.employeeId).toBe(Number(pick!.employee));
    await expect.poll(() => page.getByTestId(`agenda-day-${pick!.next}`).getByRole("button", { name: new RegExp(who.name) }).count(), wait).toBe(1);
    await injectAxe(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await expect(sameDocument(page)).resolves.toBe(true);
    await context.close();
  });

  it("fr, phone: a staff member sees her own column, marks her customer arrived, and is refused a colleague's", async () => {
    const camille = await employeeNamed("Camille");
    const ines = await employeeNamed("Inès");
    const who = await agendaCustomer(journey.server, "Apolline");
    const day = (await who.days("massage-californien", 15)).find((d) => d.free.some((s) => s.free.employees.includes(camille)) && d.free.some((s) => s.free.employees.includes(ines)))!;
    const mine = day.free.find((s) => s.free.employees.includes(camille))!;
    const theirs = day.free.find((s) => s.free.employees.includes(ines) && Math.abs(Date.parse(s.start) - Date.parse(mine.start)) >= 2 * 3_600_000)!;
    const own = await who.book("massage-californien", mine.start, camille);
    const colleague = await who.book("massage-californien", theirs.start, ines);

    const { context, page } = await newPage(journey.browser, PHONE, { hasTouch: true });
    await signInToAdmin(page, journey.server.url("/admin"), "equipe@demo.example");
    await openAgenda(page, "", `date=${day.date}&view=day`);
    await page.getByTestId(`agenda-col-${camille}`).waitFor(wait);
    expect(await page.getByTestId(`agenda-col-${ines}`).count()).toBe(0);
    const card = page.getByRole("button", { name: new RegExp(`${who.name}.*, ${wallClock(mine.start)}–`) });
    await card.click();
    const panel = page.getByTestId("attendance-panel");
    await panel.getByTestId("mark-arrived").waitFor(wait);
    await injectAxe(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await shot(page, "staff-panel-fr");
    await panel.getByTestId("mark-arrived").click();
    await page.getByTestId("agenda-desk-message").filter({ hasText: "Présence enregistrée" }).waitFor(wait);
    await expect.poll(async () => (await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, own)))[0]!.attendance, wait).toBe("arrived");
    await page.locator(`[data-testid=agenda-booking][data-attendance=arrived]`).waitFor(wait);
    await shot(page, "staff-day-fr");

    // a colleague's booking, asked by hand with her session: refused, nothing written
    const refused = await page.request.post(journey.server.url(`/admin/agenda/booking/${colleague}`), { form: { intent: "attendance", attendance: "arrived" }, headers: { origin: journey.server.url("").replace(/\/$/, "") } });
    expect(refused.status()).toBe(403);
    expect((await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, colleague)))[0]!.attendance).toBeNull();
    await expect(sameDocument(page)).resolves.toBe(true);
    await context.close();
  });
});
