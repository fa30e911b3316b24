// A company user signs into the back-office as a person would: /admin sends them to the sign-in
// page, which brings them back to the agenda.
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { signedInCustomer } from "../server/booking/test-support";
import { bookingOrders } from "../server/db/schema";
import { DEMO_TEAM_PASSWORD } from "../server/db/seed";
import { openHostedPage, submitCard } from "../server/fakes/browser";
import type { BookingServer } from "./booking-support";

const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";

/** `admin`: the full address of /admin (with its language prefix) on the journey's server */
export async function signInToAdmin(page: Page, admin: string, email: string) {
  await page.goto(admin);
  await page.waitForURL(/\/admin\/login\?next=/, wait);
  await page.fill("input[name=email]", email);
  await page.fill("input[name=password]", DEMO_TEAM_PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin\/agenda/, wait);
}

export type Slot = { start: string; shopStatus: string; free: { employees: string[] } };

/** A customer's storefront calls at the spa's Paris shop: the free times of a service over days, a booking, a booking paid online. */
export async function agendaCustomer(server: BookingServer, firstname: string) {
  const who = await signedInCustomer(server.db, SPA, { firstname });
  const api = (path: string, init: RequestInit = {}) => fetch(server.url(`/api${path}`), { ...init, headers: { "content-type": "application/json", company: SPA, authorization: `Bearer ${who.token}` } });
  const { articles } = await (await api("/articles")).json();
  const idOf = (slug: string) => articles.find((a: { slug: string }) => a.slug === slug).id as number;
  return {
    name: `${who.customer.firstname} ${who.customer.lastname}`,
    async days(slug: string, fromDays: number) {
      const from = new Date(Date.now() + fromDays * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + (fromDays + 20) * 86_400_000).toISOString().slice(0, 10);
      const { appointments: found } = await (await api(`/appointments?shopid=ab-1001&serviceid=${idOf(slug)}&start=${from}&end=${to}`)).json();
      return (found.data as { date: string; slots: Slot[] }[]).map((d) => ({ date: d.date, free: d.slots.filter((s) => s.shopStatus === "open" && s.free.employees.length > 0) }));
    },
    async book(slug: string, start: string, employeeId: string) {
      const res = await api("/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [idOf(slug)], start, employeeId: Number(employeeId) } }) });
      expect(res.status).toBe(201);
      return (await res.json()).order.id as number;
    },
    /** the hammam ritual's 30 % deposit, paid on the Stripe fake's page */
    async bookPaid(start: string, employeeId: string) {
      const res = await api("/payment/initialize", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [idOf("rituel-hammam-gommage")], start, employeeId: Number(employeeId) } }) });
      expect(res.status).toBe(201);
      const started = await res.json();
      const back = await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
      // back from the provider's page, as the browser would be
      if (back.returned) await fetch(back.returned.url, { redirect: "manual", headers: { authorization: `Bearer ${who.token}` } });
      const orderId = started.cartId as number;
      await expect.poll(async () => (await server.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!.status, wait).toBe("confirmed");
      return orderId;
    },
  };
}
