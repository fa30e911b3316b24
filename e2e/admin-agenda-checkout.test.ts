// The checkout at the counter from the back-office agenda (decision 277), in Chromium at 1280×800
// (French) and on a tablet at 1024×768 (English), on a demo server: a customer booked a massage to
// pay at the shop; the owner opens it from its card with the keyboard, marks the customer arrived,
// and takes the rest with a gift voucher and cash, the booking marked done. The order's balance is
// zero, the voucher spent, the panel and the card say 'paid' and 'done'; no page reload; axe finds nothing serious.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { generateVoucherCode } from "../domain/gift-voucher";
import { bookingOrders, counterPayments, giftVouchers, shops } from "../server/db/schema";
import { signedInCustomer } from "../server/booking/test-support";
import { DESKTOP, newPage, screenshot } from "./browser";
import { signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";
const TABLET = { width: 1024, height: 768 };

/** A customer's booking of the massage at Paris, to pay at the shop, on the first free time from `fromDays` on. */
async function bookedAtShop(firstname: string, fromDays: number) {
  const who = await signedInCustomer(journey.server.db, SPA, { firstname });
  const api = (path: string, init: RequestInit = {}) => fetch(journey.server.url(`/api${path}`), { ...init, headers: { "content-type": "application/json", company: SPA, authorization: `Bearer ${who.token}` } });
  const { articles } = await (await api("/articles")).json();
  const massage = articles.find((a: { slug: string }) => a.slug === "massage-californien").id as number;
  const from = new Date(Date.now() + fromDays * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (fromDays + 14) * 86_400_000).toISOString().slice(0, 10);
  const { appointments: found } = await (await api(`/appointments?shopid=ab-1001&serviceid=${massage}&start=${from}&end=${to}`)).json();
  type Slot = { start: string; shopStatus: string; free: { employees: string[] } };
  const day = (found.data as { date: string; slots: Slot[] }[]).find((d) => d.slots.some((s) => s.shopStatus === "open" && s.free.employees.length > 0))!;
  const slot = day.slots.find((s) => s.shopStatus === "open" && s.free.employees.length > 0)!;
  const res = await api("/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [massage], start: slot.start, employeeId: Number(slot.free.employees[0]) } }) });
  expect(res.status).toBe(201);
  return { orderId: (await res.json()).order.id as number, name: `${who.customer.firstname} ${who.customer.lastname}`, date: day.date, start: slot.start };
}

const signIn = (page: Page, prefix: string, email = "proprietaire@demo.example") => signInToAdmin(page, journey.server.url(`${prefix}/admin`), email);

const wallClock = (iso: string) => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" }).format(new Date(iso));
const order = async (id: number) => (await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, id)))[0]!;

const WORDS = {
  fr: { prefix: "", viewport: DESKTOP, open: "Ouvrir le rendez-vous de", arrived: "Client arrivé", code: "Code du bon cadeau", cash: "Espèces (EUR)", settled: "Tout est réglé", done: "Terminé", atShop: "À régler sur place", paid: "Payé", firstname: "Apolline", fromDays: 6, decimal: "," },
  en: { prefix: "/en", viewport: TABLET, open: "Open", arrived: "Customer arrived", code: "Gift voucher code", cash: "Cash (EUR)", settled: "Fully paid", done: "Done", atShop: "To pay in store", paid: "Paid", firstname: "Harriet", fromDays: 13, decimal: "." },
} as const;

describe("the checkout at the counter from the agenda", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: arrived, then a gift voucher and cash close the order (balance zero, done)`, async () => {
      const words = WORDS[lang];
      const booked = await bookedAtShop(words.firstname, words.fromDays);
      const amount = (await order(booked.orderId)).amount;
      const spa = (await journey.server.db.select({ companyId: shops.companyId, id: shops.id }).from(shops).where(eq(shops.externalId, "ab-1001")))[0]!;
      const [voucher] = await journey.server.db
        .insert(giftVouchers)
        .values({ companyId: spa.companyId, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value: 5000, balance: 5000, validUntil: "2099-12-31", deliverOn: "2026-01-01" })
        .returning();
      const cash = amount - 5000;

      const { context, page } = await newPage(journey.browser, words.viewport);
      await signIn(page, words.prefix);
      await page.goto(journey.server.url(`${words.prefix}/admin/agenda?shop=${spa.id}&date=${booked.date}&view=day`));
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const opener = page.getByRole("button", { name: new RegExp(`^${words.open}.*${booked.name}.*, ${wallClock(booked.start)}–`) });
      await opener.waitFor(wait);
      await opener.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByTestId("booking-panel");
      const checkout = panel.getByTestId("booking-checkout");
      await checkout.waitFor(wait);
      await expect.poll(() => checkout.getByTestId("checkout-balance").getAttribute("data-balance"), wait).toBe(String(amount));
      expect((await panel.getByTestId("booking-state").textContent())?.trim()).toBe(words.atShop);

      await checkout.getByRole("button", { name: words.arrived }).click();
      await expect.poll(() => checkout.getByTestId("checkout-attendance").textContent(), wait).not.toBe("");
      await expect.poll(async () => (await order(booked.orderId)).attendance, wait).toBe("arrived");

      // the keyboard fills the form: the voucher's code as a customer reads it, the rest in cash
      await checkout.getByLabel(words.code).fill(voucher!.code.toLowerCase());
      await checkout.getByLabel(words.cash).fill(`${Math.floor(cash / 100)}${words.decimal}${String(cash % 100).padStart(2, "0")}`);
      await expect(checkout.getByTestId("checkout-done").isChecked()).resolves.toBe(true);
      await injectAxe(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await screenshot(page, `admin-agenda-checkout-${lang}`);
      await checkout.getByLabel(words.cash).press("Enter");

      await checkout.getByTestId("checkout-balance").filter({ hasText: words.settled }).waitFor(wait);
      await expect.poll(() => checkout.getByTestId("checkout-attendance").textContent(), wait).toBe(words.done);
      // the state counts what the counter took: paid, never 'to pay at the shop' beside 'fully paid'
      await expect.poll(async () => (await panel.getByTestId("booking-state").textContent())?.trim(), wait).toBe(words.paid);
      expect(await order(booked.orderId)).toMatchObject({ attendance: "done" });
      const taken = await journey.server.db.select().from(counterPayments).where(and(eq(counterPayments.orderId, booked.orderId)));
      expect(taken.map((p) => [p.method, p.amount])).toEqual([
        ["voucher", 5000],
        ["cash", cash],
      ]);
      expect((await journey.server.db.select().from(giftVouchers).where(eq(giftVouchers.id, voucher!.id)))[0]!.balance).toBe(0);
      await injectAxe(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await screenshot(page, `admin-agenda-checkout-done-${lang}`);
      // the agenda's card says it, without a reload
      await page.keyboard.press("Escape");
      const card = page.locator(`[data-testid=agenda-booking][data-attendance=done]`).filter({ hasText: booked.name });
      await expect.poll(() => card.count(), wait).toBe(1);
      expect(await card.getAttribute("data-state")).toBe("paid");
      const said = (await card.getAttribute("title"))!;
      expect(said).toContain(` · ${words.paid} · `);
      expect(said).not.toContain(words.atShop);
      await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
      await context.close();
    });
  }
});
