// Two records of the same person made one (decision 275): everything the other record holds moves
// to the kept one in one transaction, then the other is deleted. Both rows are locked in id order
// first, so two merges of the same pair at once run one after the other: the second finds a
// record gone (404), and nothing is lost or moved twice.
import { and, eq, inArray, sql } from "drizzle-orm";
import { Invalid, NotFound } from "../../domain/errors";
import { audit, type AuditScope } from "../audit";
import type { Db } from "../db";
import { bookingOrders, customers, eshopOrders, giftVouchers, loyaltyCards } from "../db/schema";

/** What a merge moved, for the answer and the audit log. */
export interface Merged {
  kept: number;
  removed: number;
  moved: { bookings: number; eshopOrders: number; vouchers: number; loyaltyPoints: number };
}

/** The notes of both records, the kept one's first, once each. */
export function mergedNotes(kept: string, removed: string): string {
  const a = kept.trim();
  const b = removed.trim();
  if (!b || a === b) return a;
  return a ? `${a}\n\n${b}` : b;
}

/** Moves a kind of order to the kept record; returns how many moved. */
async function moveOrders(tx: Db, table: typeof bookingOrders | typeof eshopOrders, company: number, keptId: number, removedId: number) {
  const moved = await tx.update(table).set({ customerId: keptId }).where(and(eq(table.companyId, company), eq(table.customerId, removedId))).returning({ id: table.id });
  return moved.length;
}

export async function mergeCustomers(scope: AuditScope, keptId: number, removedId: number): Promise<Merged> {
  if (keptId === removedId) throw new Invalid({ from: "must be another customer than the one kept" });
  const company = scope.company.id;
  return scope.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, company), inArray(customers.id, [keptId, removedId])))
      .orderBy(customers.id)
      .for("update");
    const kept = rows.find((r) => r.id === keptId);
    const removed = rows.find((r) => r.id === removedId);
    if (!kept) throw new NotFound("not_found", { id: "unknown" });
    if (!removed) throw new NotFound("not_found", { from: "unknown" });
    const bookings = await moveOrders(tx, bookingOrders, company, keptId, removedId);
    const eshop = await moveOrders(tx, eshopOrders, company, keptId, removedId);
    const vouchers = (await tx.update(giftVouchers).set({ buyerId: keptId }).where(and(eq(giftVouchers.companyId, company), eq(giftVouchers.buyerId, removedId))).returning({ id: giftVouchers.id })).length;
    for (const table of ["appointments", "coupons", "coupon_uses", "tracked_carts", "waitlist_entries", "waitlist_notices", "dossiers", "record_items", "prestations"]) {
      await tx.execute(sql`update ${sql.identifier(table)} set customer_id = ${keptId} where company_id = ${company} and customer_id = ${removedId}`);
    }
    // a sign-in the kept record already has at that provider wins; the other is dropped with its record
    await tx.execute(sql`update customer_links set customer_id = ${keptId} where company_id = ${company} and customer_id = ${removedId}
      and provider not in (select provider from customer_links where company_id = ${company} and customer_id = ${keptId})`);
    await tx.execute(sql`update profile_links set customer_id = ${keptId} where company_id = ${company} and customer_id = ${removedId}
      and linked_customer_id not in (select linked_customer_id from profile_links where company_id = ${company} and customer_id = ${keptId})`);
    await tx.execute(sql`update profile_links p set linked_customer_id = ${keptId} where linked_company_id = ${company} and linked_customer_id = ${removedId}
      and not exists (select 1 from profile_links q where q.company_id = p.company_id and q.customer_id = p.customer_id and q.linked_customer_id = ${keptId})`);
    const loyaltyPoints = await mergeCards(tx, company, keptId, removedId);
    // the removed record goes first: its e-mail is free to fill the kept one's blank
    await tx.delete(customers).where(and(eq(customers.companyId, company), eq(customers.id, removedId)));
    const after = {
      email: kept.email ?? removed.email,
      phone: kept.phone ?? removed.phone,
      birthday: kept.birthday ?? removed.birthday,
      firstname: kept.firstname || removed.firstname,
      lastname: kept.lastname || removed.lastname,
      city: kept.city || removed.city,
      country: kept.country || removed.country,
      notes: mergedNotes(kept.notes, removed.notes),
    };
    await tx.update(customers).set(after).where(and(eq(customers.companyId, company), eq(customers.id, keptId)));
    const merged: Merged = { kept: keptId, removed: removedId, moved: { bookings, eshopOrders: eshop, vouchers, loyaltyPoints } };
    const { passwordHash: _k, searchText: _ks, ...keptBefore } = kept;
    const { passwordHash: _r, searchText: _rs, ...removedBefore } = removed;
    await audit({ ...scope, db: tx }, { action: "merge", entity: "customer", id: keptId, before: { kept: keptBefore, removed: removedBefore }, after: { ...after, moved: merged.moved } });
    return merged;
  });
}

/** One card holds both records' points, ledger and rewards; returns the points moved. */
async function mergeCards(tx: Db, company: number, keptId: number, removedId: number): Promise<number> {
  const cards = await tx.select().from(loyaltyCards).where(and(eq(loyaltyCards.companyId, company), inArray(loyaltyCards.customerId, [keptId, removedId]))).for("update");
  const from = cards.find((c) => c.customerId === removedId);
  if (!from) return 0;
  const into = cards.find((c) => c.customerId === keptId);
  if (!into) {
    await tx.update(loyaltyCards).set({ customerId: keptId }).where(eq(loyaltyCards.id, from.id));
    return from.balance;
  }
  await tx.execute(sql`update loyalty_ledger set card_id = ${into.id} where company_id = ${company} and card_id = ${from.id}`);
  await tx.execute(sql`update loyalty_rewards set card_id = ${into.id} where company_id = ${company} and card_id = ${from.id}`);
  await tx.update(loyaltyCards).set({ balance: sql`${loyaltyCards.balance} + ${from.balance}` }).where(eq(loyaltyCards.id, into.id));
  await tx.delete(loyaltyCards).where(eq(loyaltyCards.id, from.id));
  return from.balance;
}
