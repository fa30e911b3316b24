// Tracked carts (spec §3 'Tracked cart', §4): a signed-in customer's carts kept on the server.
// Only the customer's own carts of their own company are ever read or written.
import type { Tenant } from "../tenant";
import { and, desc, eq, sql } from "drizzle-orm";
import type { TrackedCart } from "../../contract/carts";
import { NotFound } from "../../domain/errors";
import { builtOnce, type Db } from "../db";
import { trackedCarts } from "../db/schema";

type Row = typeof trackedCarts.$inferSelect;
type Items = { id: number; [k: string]: unknown }[];
export interface Owner {
  companyId: number;
  customerId: number;
}

const view = (row: Row): TrackedCart => ({
  id: row.id,
  type: row.type,
  shopId: row.shopId,
  items: row.items,
  customer: row.customerId,
  status: row.status,
  transactionId: row.transactionId,
});

export async function pendingCarts({ db, ...owner }: Tenant & Owner, type: TrackedCart["type"]): Promise<TrackedCart[]> {
  const rows = await pendingQuery(db).execute({ companyId: owner.companyId, customerId: owner.customerId, type });
  return rows.map(view);
}

/** built once per database: a signed-in customer's basket and booking pages ask it on every view */
const pendingQuery = builtOnce((db) =>
  db
    .select()
    .from(trackedCarts)
    .where(and(eq(trackedCarts.companyId, sql.placeholder("companyId")), eq(trackedCarts.customerId, sql.placeholder("customerId")), eq(trackedCarts.type, sql.placeholder("type")), eq(trackedCarts.status, "pending")))
    .orderBy(desc(trackedCarts.updatedAt), desc(trackedCarts.id))
    .prepare("pending_carts"),
);

export async function createCart({ db, ...owner }: Tenant & Owner, cart: { type: TrackedCart["type"]; shopId: string | null; items: Items }): Promise<number> {
  const [row] = await db.insert(trackedCarts).values({ companyId: owner.companyId, customerId: owner.customerId, ...cart }).returning({ id: trackedCarts.id });
  return row!.id;
}

/**
 * The id of one of the owner's carts, for whatever takes a cart id (a booking, a payment): another
 * customer's or another company's cart is not found, so nothing is written with it.
 */
export async function ownCart({ db, ...owner }: Tenant<Pick<Db, "select">> & Owner, id: number, field: string): Promise<number> {
  const [row] = await db
    .select({ id: trackedCarts.id })
    .from(trackedCarts)
    .where(and(eq(trackedCarts.id, id), eq(trackedCarts.companyId, owner.companyId), eq(trackedCarts.customerId, owner.customerId)));
  if (!row) throw new NotFound("not_found", { [field]: "unknown" });
  return row.id;
}

/** Changes one of the owner's carts; another's, or none, is not found. */
export async function updateCart(
  { db, ...owner }: Tenant & Owner,
  id: number,
  change: { shopId: string | null; items: Items; status?: "pending" | "cancelled" } | { status: "success"; transactionId: string },
  now: Date,
) {
  const updated = await db
    .update(trackedCarts)
    .set({ ...change, updatedAt: now })
    .where(and(eq(trackedCarts.id, id), eq(trackedCarts.companyId, owner.companyId), eq(trackedCarts.customerId, owner.customerId)))
    .returning({ id: trackedCarts.id });
  if (updated.length === 0) throw new NotFound("not_found", { id: "unknown" });
}
