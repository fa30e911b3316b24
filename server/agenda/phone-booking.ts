// Booking a caller from the back-office (decision 232): the free times come from the storefront's
// availability code (server/booking/request.ts) and the booking goes through its booking path
// (server/booking/book.ts createBooking: the slot judged again, the exclusion constraints last),
// marked 'phone', confirmed and paid at the shop. A new caller becomes a customer in the same
// transaction, so a refused time leaves no customer behind either. Audited.
import { and, eq } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import type { LocalDate } from "../../domain/time";
import type { Shop } from "../../domain/types";
import { assertShop, type TeamMember } from "../accounts/team";
import { audit, type Actor } from "../audit";
import { createBooking } from "../booking/book";
import { availabilityOf, bookableServices } from "../booking/request";
import { catalogueSnapshot } from "../catalogue/snapshot";
import type { Db } from "../db";
import { customers } from "../db/schema";
import type { Company } from "../tenancy/companies";

export interface CallerBooking {
  shopId: number;
  serviceId: number;
  employeeId: number | null;
  start: string;
  customer: { id: number } | { firstname: string; lastname: string; phone?: string; email?: string };
}

/** One of the user's shops, bookable: 404 when the company has no such shop, 403 when it is not theirs. */
async function callerShop(db: Db, company: Company, user: TeamMember, shopId: number): Promise<Shop> {
  const shop = (await catalogueSnapshot(db, company)).shops.find((s) => s.id === shopId);
  if (!shop) throw new NotFound("unknown_shop", { shopId: "unknown" });
  assertShop(user, shopId);
  return shop;
}

export async function callerFreeTimes(db: Db, company: Company, user: TeamMember, q: { shopId: number; serviceId: number; date: LocalDate; employeeId?: number }, now: Date) {
  const shop = await callerShop(db, company, user, q.shopId);
  const services = await bookableServices(db, company, shop, [q.serviceId], "serviceId");
  const answer = await availabilityOf(db, company, shop, services, { from: q.date, to: q.date }, undefined, now);
  const wanted = q.employeeId == null ? null : String(q.employeeId);
  return answer.data.flatMap((d) =>
    d.slots
      .filter((s) => s.shopStatus === "open" && s.free.employees.length > 0 && (wanted === null || s.free.employees.includes(wanted)))
      .map((s) => ({ start: s.start, end: s.end, employees: s.free.employees.map(Number) })),
  );
}

export async function bookForCaller(db: Db, company: Company, user: TeamMember, actor: Actor, body: CallerBooking, now: Date) {
  const shop = await callerShop(db, company, user, body.shopId);
  const services = await bookableServices(db, company, shop, [body.serviceId], "serviceId");
  return db.transaction(async (tx) => {
    const customerId = await callerCustomer(tx, company.id, body.customer);
    const created = await createBooking(
      tx,
      company,
      customerId,
      { shop, services: services.found, byId: services.byId, start: new Date(body.start), employeeId: body.employeeId, lang: "fr" },
      now,
      { source: "phone" },
    );
    const first = created.appointments[0]!;
    const last = created.appointments[created.appointments.length - 1]!;
    const booking = { orderId: created.id, customerId, employeeId: first.employeeId, start: first.start.toISOString(), end: last.end.toISOString(), source: "phone" as const };
    await audit({ db: tx, company, actor, now }, { action: "create", entity: "booking_order", id: created.id, after: booking });
    return booking;
  });
}

/** The customer named, or the new caller written (an e-mail already known: 409 naming it). */
async function callerCustomer(tx: Db, companyId: number, who: CallerBooking["customer"]): Promise<number> {
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
