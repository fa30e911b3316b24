// The customer's 'manage my booking' link (decision 250): `/booking/manage/<order>.<signature>`,
// the signature an HMAC of the order's id under a key drawn for that order alone and kept in its
// row. No sign-in needed; it survives restarts and works on every process without a shared secret,
// reveals nothing of other orders, and stops working with the booking itself (cancelled or begun).
import type { Tenant } from "../tenant";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, min } from "drizzle-orm";
import { NotFound } from "../../domain/errors";
import { appointments, bookingOrders } from "../db/schema";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";

const sign = (orderId: number, key: string) => createHmac("sha256", key).update(`manage-booking:${orderId}`).digest("base64url");

/** The link's last segment for an order. */
export function manageToken(order: { id: number; manageKey: string }): string {
  return `${order.id}.${sign(order.id, order.manageKey)}`;
}

/** The full address of the page where the customer moves their booking (mails: confirmation, reminder). */
export function manageBookingUrl(site: string, lang: Lang, token: string): string {
  return `${site.replace(/\/$/, "")}${localePath(`/booking/manage/${token}`, lang)}`;
}

/** The link of a booking order's row, as a mail written away from the booking (a reminder) needs it. */
export function manageBookingUrlOf(company: { site: string }, lang: Lang, order: { id: number; manageKey: string }): string {
  return manageBookingUrl(company.site, lang, manageToken(order));
}

/** The order a token names, to be checked against its key with `tokenMatches`; null for anything malformed. */
export function orderOfToken(token: string): { orderId: number; signature: string } | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return m ? { orderId: Number(m[1]), signature: m[2]! } : null;
}

export function tokenMatches(signature: string, order: { id: number; manageKey: string }): boolean {
  const expected = Buffer.from(sign(order.id, order.manageKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The booking a link names, while the link holds: the signature matches the order's key, and the
 * booking is confirmed and not begun (the link expires with it). Anything else: 404, the same for
 * a forged link as for a past booking, so a guess learns nothing.
 */
export async function bookingOfLink({ db, companyId }: Tenant, token: string, now: Date): Promise<{ orderId: number; customerId: number; lang: string }> {
  const named = orderOfToken(token);
  const [order] = named ? await db.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, named.orderId))) : [];
  if (!named || !order || !tokenMatches(named.signature, order) || order.status !== "confirmed") throw new NotFound("not_found", { token: "unknown or expired link" });
  const [first] = await db
    .select({ start: min(appointments.startAt) })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.orderId, order.id), eq(appointments.status, "active")));
  if (!first?.start || first.start.getTime() <= now.getTime()) throw new NotFound("not_found", { token: "unknown or expired link" });
  return { orderId: order.id, customerId: order.customerId, lang: order.lang };
}
