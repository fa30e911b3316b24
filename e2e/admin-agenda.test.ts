// The back-office's agenda in Chromium at 1280×800, in French and English: the demo's Lyon manager
// signs in at /admin, sees the day's bookings, a booking made through the storefront's API appears
// in the open agenda without a reload (server-sent events from the database's NOTIFY), and axe
// finds nothing serious on the page. The manager books a caller for two services into a free time (in English on a
// computer, in French on a phone), and the same time from a page opened before is refused; the demo's staff member sees only their own column.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInCustomer } from "../server/booking/test-support";
import { DESKTOP, PHONE, newPage } from "./browser";
import { signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";

type Slot = { start: string; shopStatus: string; free: { employees: string[] } };

/** A customer's storefront calls: the free times of a Lyon service, and a booking of one. */
async function storefront(firstname: string) {
  const who = await signedInCustomer(journey.server.db, SPA, { firstname });
  const api = (path: string, init: RequestInit = {}) => fetch(journey.server.url(`/api${path}`), { ...init, headers: { "content-type": "application/json", company: SPA, authorization: `Bearer ${who.token}` } });
  const { articles } = await (await api("/articles")).json();
  const service = articles.find((a: { slug: string }) => a.slug === "massage-californien");
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const { appointments } = await (await api(`/appointments?shopid=ab-1002&serviceid=${service.id}&start=${from}&end=${to}`)).json();
  // the first day with at least two free times
  const day = appointments.data.find((d: { slots: Slot[] }) => d.slots.filter((s) => s.shopStatus === "open" && s.free.employees.length > 0).length >= 2);
  const free = (day.slots as Slot[]).filter((s) => s.shopStatus === "open" && s.free.employees.length > 0);
  const book = async (slot: Slot) => {
    const res = await api("/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1002", services: [service.id], start: slot.start } }) });
    expect(res.status).toBe(201);
  };
  return { date: day.date as string, first: free[0]!, last: free[free.length - 1]!, book, name: `${who.customer.firstname} ${who.customer.lastname}`, serviceId: service.id as number };
}

const signIn = (page: Page, prefix: string, email = "lyon@demo.example") => signInToAdmin(page, journey.server.url(`${prefix}/admin`), email);

const WORDS = {
  fr: { prefix: "", title: /Agenda · /, live: "Mises à jour en direct", customer: "Chloé" },
  en: { prefix: "/en", title: /Calendar · /, live: "Live updates", customer: "Emma" },
} as const;

const CALLER = {
  en: { prefix: "/en", viewport: DESKTOP, first: "Olivia", caller: "Caller", late: "Late", addService: "Add a service", add: "Add", remove: (n: string) => `Remove ${n}`, foot: "Foot reflexology", facial: "Express facial", massage: "Californian massage", firstname: "First name", lastname: "Last name", phone: "Phone", book: "Book", booked: "Booking saved – it is now in the calendar.", source: "Phone", taken: "This time has just been taken" },
  fr: { prefix: "", viewport: PHONE, first: "Inès", caller: "Dupré", late: "Tardif", addService: "Ajouter une prestation", add: "Ajouter", remove: (n: string) => `Retirer ${n}`, foot: "Réflexologie plantaire", facial: "Soin express", massage: "Massage californien", firstname: "Prénom", lastname: "Nom", phone: "Téléphone", book: "Réserver", booked: "Rendez-vous enregistré : il est dans l'agenda.", source: "Téléphone", taken: "Ce créneau vient d'être pris" },
} as const;

describe("the back-office agenda", () => {
  it("is kept by no cache and indexed by no search engine", async () => {
    const robots = await (await fetch(journey.server.url("/robots.txt"))).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /en/admin");
    for (const path of ["/admin/login", "/en/admin/login"]) {
      const res = await fetch(journey.server.url(path), { redirect: "manual" });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    // signed out, the agenda is the sign-in page, coming back afterwards
    const agenda = await fetch(journey.server.url("/admin/agenda?date=2031-03-11"), { redirect: "manual" });
    expect(agenda.status).toBe(302);
    expect(agenda.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent("/admin/agenda?date=2031-03-11")}`);
  });

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the Lyon manager sees the day's bookings, and a storefront booking appears without reload`, async () => {
      const words = WORDS[lang];
      const booking = await storefront(words.customer);
      await booking.book(booking.first);
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signIn(page, words.prefix);
      await page.goto(journey.server.url(`${words.prefix}/admin/agenda?date=${booking.date}`));
      await expect(page.title()).resolves.toMatch(words.title);
      await expect(page.locator("h1").textContent()).resolves.toBeTruthy();
      // Lyon only: the manager has no shop picker, and the day's booking is there with its customer
      const cards = page.getByTestId("agenda-booking").filter({ hasText: booking.name });
      await expect.poll(() => cards.count(), wait).toBe(1);
      await expect(cards.first().getByTestId("agenda-customer").textContent()).resolves.toBe(booking.name);
      await expect(page.getByTestId("agenda-shop-form").count()).resolves.toBe(0);

      // live: a booking made meanwhile on the storefront shows, the document unchanged
      await page.getByTestId("agenda-live").getByText(words.live).waitFor(wait);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await booking.book(booking.last);
      await expect.poll(() => cards.count(), wait).toBe(2);
      await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);

      await injectAxe(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await context.close();
    });
  }

  it.each(["en", "fr"] as const)("%s: the manager books a caller for two services into a free time (a computer in English, a phone in French); the same time from a page opened before is refused", async (lang) => {
    const w = CALLER[lang];
    const { date, first, serviceId } = await storefront(w.first);
    const employee = first.free.employees[0]!;
    const { context, page } = await newPage(journey.browser, w.viewport);
    await signIn(page, w.prefix);
    await page.getByTestId("agenda-new-booking").click();
    await page.waitForURL(/\/admin\/agenda\/new/, wait);
    await page.goto(journey.server.url(`${w.prefix}/admin/agenda/new?date=${date}&service=${serviceId}&employee=${employee}`));
    // a second service added by keyboard, a third added and removed: the total is the sequence's
    const addService = async (name: string) => {
      await page.getByLabel(w.addService).selectOption({ label: name });
      await page.getByRole("button", { name: w.add, exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("book-services").locator("li", { hasText: name }).waitFor(wait);
    };
    await addService(w.foot);
    await addService(w.facial);
    await page.getByRole("button", { name: w.remove(w.facial) }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("book-services").locator("li").count(), wait).toBe(2);
    // 60 min, the 15 min pause between them, 45 min
    await expect(page.getByTestId("book-total").textContent()).resolves.toMatch(/120\smin/);
    const form = page.url();
    const start = (await page.locator("input[name=start]").first().getAttribute("value"))!;
    // a colleague's page, opened on the same free times
    const colleague = await context.newPage();
    await colleague.goto(form);
    const caller = async (p: Page, lastname: string) => {
      await p.locator(`input[name=start][value="${start}"]`).check();
      await p.getByLabel(w.firstname).fill("Paul");
      await p.getByLabel(w.lastname, { exact: true }).fill(lastname);
      await p.getByLabel(w.phone, { exact: true }).fill("06 12 34 56 78");
      await p.getByRole("button", { name: w.book, exact: true }).click();
    };
    await injectAxe(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await caller(page, w.caller);
    await page.waitForURL(/\/admin\/agenda\?.*booked=/, wait);
    await expect(page.getByTestId("agenda-booked").textContent()).resolves.toBe(w.booked);
    const card = page.getByTestId("agenda-booking").filter({ hasText: `Paul ${w.caller}` });
    // one card per service, back to back, both marked 'phone'
    await expect.poll(() => card.count(), wait).toBe(2);
    await expect(card.filter({ hasText: w.foot }).textContent()).resolves.toContain(w.source);
    await expect(card.filter({ hasText: w.massage }).textContent()).resolves.toContain(w.source);

    await caller(colleague, w.late);
    await colleague.getByText(w.taken).waitFor(wait);
    expect(colleague.url()).toContain(`${w.prefix}/admin/agenda/new`);
    await page.reload();
    await expect(page.getByTestId("agenda-booking").filter({ hasText: `Paul ${w.late}` }).count()).resolves.toBe(0);
    // the blocked-time page of the same desk: nothing serious for axe either
    await page.goto(journey.server.url(`${w.prefix}/admin/agenda/block?date=${date}`));
    await page.locator("h1").waitFor(wait);
    await injectAxe(page);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it("fr: the demo's staff member sees Camille's column only", async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    await signIn(page, "", "equipe@demo.example");
    await page.getByTestId("agenda-grid").waitFor(wait);
    const columns = page.locator('[data-testid^="agenda-col-"] h3');
    await expect(columns.allTextContents()).resolves.toEqual(["Camille"]);
    await expect(page.getByTestId("agenda-new-booking").count()).resolves.toBe(0);
    await context.close();
  });
});
