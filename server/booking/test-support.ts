// Test support for the booking tests: real customers and sessions in the database (the real
// session mechanism, not a mock), and future dates on a chosen weekday.
import { and, eq } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import { createSession } from "../auth/sessions";
import type { Db } from "../db";
import { articles, companies, customers, employees, shops } from "../db/schema";

let counter = 0;

export async function companyId(db: Db, token: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.token, token));
  return row!.id;
}

/** A customer of the company and a session token for them. */
export async function signedInCustomer(db: Db, companyToken: string, more: { email?: string; firstname?: string; now?: Date } = {}) {
  const company = await companyId(db, companyToken);
  counter += 1;
  const [customer] = await db
    .insert(customers)
    .values({ companyId: company, email: more.email ?? `client${counter}-${Date.now()}@example.test`, firstname: more.firstname ?? "Alice", lastname: "Martin" })
    .returning();
  // valid at the time the test set the server to (a session checked at another time would be refused)
  const token = await createSession({ db, companyId: company }, customer!.id, more.now ?? new Date());
  return { customer: customer!, token, auth: { authorization: `Bearer ${token}` } };
}

export async function serviceId(db: Db, companyToken: string, slug: string): Promise<number> {
  const company = await companyId(db, companyToken);
  const [row] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, company), eq(articles.slug, slug)));
  return row!.id;
}

/** a shop of the business by its external reference ("ab-1001") */
export async function shopId(db: Db, companyToken: string, externalId: string): Promise<number> {
  const company = await companyId(db, companyToken);
  const [row] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, company), eq(shops.externalId, externalId)));
  return row!.id;
}

export async function employeeId(db: Db, companyToken: string, name: string): Promise<number> {
  const company = await companyId(db, companyToken);
  const [row] = await db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, company), eq(employees.displayName, name)));
  return row!.id;
}

const WEEKDAY_INDEX = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 } as const;

/** The first given weekday at least `minDays` from today, 'YYYY-MM-DD'. */
export function nextWeekday(weekday: keyof typeof WEEKDAY_INDEX, minDays = 14, from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + minDays));
  while (d.getUTCDay() !== WEEKDAY_INDEX[weekday]) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instant of a wall time in a zone, e.g. at('2026-04-14', '10:00'). */
export function wallTime(date: string, time: string, timeZone = "Europe/Paris"): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, h!, mi!, timeZone).getTime());
}

/**
 * Sets a company's online payment for bookings: the provider with its keys and the appointment's
 * payment rule (deposit, hold), `more` settings beside; answers whether the settings were taken.
 */
export async function setBookingPayment(
  server: { database: { db: Db }; companies: { updateSettings(id: number, settings: Record<string, unknown>): Promise<{ ok: boolean }> } },
  companyId: number,
  payment: { provider: string; keys: Record<string, string>; active: boolean; rule?: Record<string, unknown> },
  more: Record<string, unknown> = {},
): Promise<boolean> {
  const [row] = await server.database.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  const settings = structuredClone(row!.settings) as { booker: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  settings.booker.payment = { provider: payment.provider, keys: { ...payment.keys } };
  settings.booker.appointment = { ...settings.booker.appointment, payment: { active: payment.active, ...(payment.rule ?? {}) } };
  return (await server.companies.updateSettings(companyId, { ...settings, ...more })).ok;
}
