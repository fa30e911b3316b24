// Booking a caller from the back-office (decision 232): the free times come from the storefront's
// availability code (server/booking/request.ts) and the booking goes through its booking path
// (server/booking/book.ts createBooking: the slot judged again, the exclusion constraints last),
// marked 'phone', confirmed and paid at the shop. Several services run back to back as the storefront's
// basket does (decision 299): one plan, one availability rule. A new caller becomes a customer in the same
// transaction, so a refused time leaves no customer behind either. Audited.
import type { Tenant, TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import type { LocalDate } from "../../domain/time";
import type { Shop } from "../../domain/types";
import { assertShop, type TeamMember } from "../accounts/team";
import { audit, type Actor } from "../audit";
import { createBooking, judge } from "../booking/book";
import { seriesStarts } from "../../domain/booking-series";
import { customerMinutes, planBooking } from "../../domain/booking-plan";
import { noticeCaller, type CallerNotice } from "./caller-notice";
import { availabilityOf, bookableServices } from "../booking/request";
import { catalogueSnapshot } from "../catalogue/snapshot";
import { customers } from "../db/schema";

export interface CallerBooking {
  shopId: number;
  /** booked back to back from `start`, as the storefront's basket (decision 299) */
  serviceIds: number[];
  employeeId: number | null;
  start: string;
  customer: { id: number } | { firstname: string; lastname: string; phone?: string; email?: string };
  /** the same time every N weeks until a date (decision 235) */
  repeat?: { everyWeeks: number; until: LocalDate } | null;
  /** the dates that are not free are left out; without it, one such date refuses the whole series */
  skipConflicts?: boolean;
  /** the caller's confirmation by mail and SMS */
  notify?: CallerNotice;
}

/** One of the user's shops, bookable: 404 when the company has no such shop, 403 when it is not theirs. */
async function callerShop({ db, company }: TenantCompany, user: TeamMember, shopId: number): Promise<Shop> {
  const shop = (await catalogueSnapshot(db, company)).shops.find((s) => s.id === shopId);
  if (!shop) throw new NotFound("unknown_shop", { shopId: "unknown" });
  assertShop(user, shopId);
  return shop;
}

/** The free times of the whole sequence of services, and what the visit lasts and costs that day (the storefront's plan). */
export async function callerFreeTimes({ db, company }: TenantCompany, user: TeamMember, q: { shopId: number; serviceIds: number[]; date: LocalDate; employeeId?: number }, now: Date) {
  const shop = await callerShop({ db, company }, user, q.shopId);
  const services = await bookableServices({ db, company }, shop, q.serviceIds, "serviceIds");
  const answer = await availabilityOf({ db, company }, shop, services, { from: q.date, to: q.date }, undefined, now);
  const wanted = q.employeeId == null ? null : String(q.employeeId);
  const times = answer.data.flatMap((d) =>
    d.slots
      .filter((s) => s.shopStatus === "open" && s.free.employees.length > 0 && (wanted === null || s.free.employees.includes(wanted)))
      .map((s) => ({ start: s.start, end: s.end, employees: s.free.employees.map(Number) })),
  );
  // the price depends on the day only (weekday or weekend), so any instant of it plans the total
  const plan = planBooking(services.found, services.byId, shop.artebeauteId, now, q.date);
  return { times, total: { minutes: customerMinutes(plan.blocks), price: plan.total } };
}

/** The booking's start, or each date of its series (an end before the first date: 400 naming it). */
function startsOf(body: Pick<CallerBooking, "start" | "repeat">, timeZone: string): Date[] {
  const first = new Date(body.start);
  if (!body.repeat) return [first];
  const starts = seriesStarts(first, body.repeat.everyWeeks, body.repeat.until, timeZone);
  if (starts.length === 0) throw new Invalid({ "repeat.until": "must not be before the first date" });
  return starts;
}

/** Each date of a series (one date without a repeat), judged by the booking's own rule: free or not. */
export async function checkCallerSeries({ db, company }: TenantCompany, user: TeamMember, body: Omit<CallerBooking, "customer">, now: Date) {
  const shop = await callerShop({ db, company }, user, body.shopId);
  const services = await bookableServices({ db, company }, shop, body.serviceIds, "serviceIds");
  const starts = startsOf(body, shop.timeZone);
  const occurrences = [];
  for (const start of starts) {
    const verdict = await judge({ db, company }, { shop, services: services.found, byId: services.byId, start, employeeId: body.employeeId }, now);
    occurrences.push(verdict.ok ? { start: start.toISOString(), free: true, employeeId: Number(verdict.employeeId), reason: null } : { start: start.toISOString(), free: false, employeeId: null, reason: verdict.reason });
  }
  return occurrences;
}

export async function bookForCaller({ db, company }: TenantCompany, user: TeamMember, actor: Actor, body: CallerBooking, now: Date) {
  const shop = await callerShop({ db, company }, user, body.shopId);
  const services = await bookableServices({ db, company }, shop, body.serviceIds, "serviceIds");
  const starts = startsOf(body, shop.timeZone);
  return db.transaction(async (tx) => {
    const customerId = await callerCustomer({ db: tx, companyId: company.id }, body.customer);
    const booked: { orderId: number; customerId: number; employeeId: number; start: string; end: string; source: "phone" }[] = [];
    const skipped: string[] = [];
    for (const start of starts) {
      try {
        // each date through the storefront's path, in its own savepoint: a refused date leaves nothing
        const created = await createBooking({ db: tx, company }, customerId, { shop, services: services.found, byId: services.byId, start, employeeId: body.employeeId, lang: "fr" }, now, { source: "phone" });
        const first = created.appointments[0]!;
        const last = created.appointments[created.appointments.length - 1]!;
        const booking = { orderId: created.id, customerId, employeeId: first.employeeId, start: first.start.toISOString(), end: last.end.toISOString(), source: "phone" as const };
        await audit({ db: tx, company, actor, now }, { action: "create", entity: "booking_order", id: created.id, after: booking });
        booked.push(booking);
      } catch (err) {
        // a single booking keeps its own refusal; a series lists its dates that are not free
        if (!body.repeat || !(err instanceof Conflict)) throw err;
        if (!body.skipConflicts) throw new Conflict("repeat_conflicts", { repeat: `not free: ${start.toISOString()}` });
        skipped.push(start.toISOString());
      }
    }
    if (booked.length === 0) throw new Conflict("repeat_conflicts", { repeat: "no date of the series is free" });
    const [customer] = await tx.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, customerId)));
    const told = await noticeCaller({ db: tx, company }, customer!, booked.map((b) => ({ orderId: b.orderId, start: new Date(b.start) })), shop.timeZone, body.notify ?? {}, now);
    return { booking: booked[0]!, series: booked, skipped, told };
  });
}

/** The customer named, or the new caller written (an e-mail already known: 409 naming it). */
async function callerCustomer({ db: tx, companyId }: Tenant, who: CallerBooking["customer"]): Promise<number> {
  if ("id" in who) {
    const [row] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, who.id)));
    if (!row) throw new NotFound("not_found", { "customer.id": "unknown" });
    return row.id;
  }
  if (!who.phone && !who.email) throw new Invalid({ "customer.phone": "a phone or an e-mail is needed" });
  if (who.email) {
    const [known] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), eq(customers.email, who.email)));
    if (known) throw new Conflict("email_taken", { "customer.email": "already a customer: search for them" });
  }
  const [row] = await tx.insert(customers).values({ companyId, firstname: who.firstname, lastname: who.lastname, phone: who.phone ?? null, email: who.email ?? null }).returning({ id: customers.id });
  return row!.id;
}
