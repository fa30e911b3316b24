// The business's customers as its company users find them (spec §7 'customers/artebeaute/search',
// 'customers/v2/birthday'): every query filters on the company, so another business's customer id
// is no one here (404). Personal data only for the roles that need it (domain/customer-balance.ts).
import type { Tenant } from "../tenant";
import { and, asc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { seesPersonalData } from "../../domain/customer-balance";
import { likeLiteral, searchWords } from "../../domain/customer-search";
import { Invalid, NotFound } from "../../domain/errors";
import { audit, type AuditScope } from "../audit";
import type { Db } from "../db";
import { customers } from "../db/schema";

type CustomerRow = typeof customers.$inferSelect;

/** Who is asking: their role decides what of a customer they see; staff, which customers (their shops'). */
export interface Reader {
  role: string;
  shops: readonly number[];
}

/**
 * The customers a reader reaches: every one of the business, or for staff those with an
 * appointment at one of their shops (decision 223) — of any table naming a customer by its
 * company and customer columns (the customer's own records too).
 */
export function reachesCustomer(reader: Reader, companyColumn: AnyColumn, customerColumn: AnyColumn): SQL {
  if (reader.role !== "staff") return sql`true`;
  if (reader.shops.length === 0) return sql`false`;
  const shops = sql.join(reader.shops.map((id) => sql`${id}`), sql`, `);
  return sql`exists (select 1 from appointments a where a.company_id = ${companyColumn} and a.customer_id = ${customerColumn} and a.shop_id in (${shops}))`;
}

const reached = (reader: Reader) => reachesCustomer(reader, customers.companyId, customers.id);

/** A customer as a company user sees them. */
export function customerCard(row: Pick<CustomerRow, "id" | "firstname" | "lastname" | "email" | "phone" | "city" | "country" | "birthday" | "notes" | "createdAt">, reader: Reader) {
  const full = seesPersonalData(reader.role);
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: full ? row.email : null,
    phone: full ? row.phone : null,
    city: full ? row.city : null,
    country: full ? row.country : null,
    birthday: full ? row.birthday : null,
    // staff read the notes too: an allergy matters to whoever does the treatment (decision 275)
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

export const DEFAULT_PER_PAGE = 20;

/**
 * Every word of the filter somewhere in the customer's folded name, e-mail and phone (the trigram
 * index of migration 0026 answers it), a page at a time in name order, with how many there are.
 */
export async function searchCustomers({ db, companyId }: Tenant, query: { filter?: string; page?: number; enregbypage?: number }, reader: Reader) {
  const page = query.page ?? 1;
  const perPage = query.enregbypage ?? DEFAULT_PER_PAGE;
  const words = searchWords(query.filter ?? "");
  const where: SQL[] = [eq(customers.companyId, companyId), reached(reader)];
  // `like`, not `ilike`: the column and the words are both lower case and folded already
  // (domain/customer-search.ts); the trigram index answers `like` on any part of a word.
  for (const word of words) where.push(sql`${customers.searchText} like ${`%${likeLiteral(word)}%`}`);
  const found = words.length === 0 ? await everyCustomer(db, where, page, perPage) : await matching(db, where, page, perPage);
  return { customers: found.rows.map((r) => customerCard(r, reader)), total: found.total, page, enregbypage: perPage };
}

/** Name order, the id breaking ties: one order for every page. */
const byName = (t: { lastname: AnyColumn; firstname: AnyColumn; id: AnyColumn }) => [asc(t.lastname), asc(t.firstname), asc(t.id)];

/** No filter: the name-order index gives the page without sorting anyone. */
async function everyCustomer(db: Db, where: SQL[], page: number, perPage: number) {
  const [rows, [counted]] = await Promise.all([
    db.select().from(customers).where(and(...where)).orderBy(...byName(customers)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(customers).where(and(...where)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Some words: the matches are collected once through the trigram index (a CTE read twice, so
 * materialised), then counted, and sorted for the page. The planner prices a `like` per row far
 * below its cost (a text scan each), so it would read every customer, or walk the name order
 * filtering out tens of thousands; sequential scans are priced out for this one transaction.
 */
async function matching(db: Db, where: SQL[], page: number, perPage: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const matches = tx.$with("matches").as(tx.select({ id: customers.id, lastname: customers.lastname, firstname: customers.firstname }).from(customers).where(and(...where)));
    const onPage = tx.$with("on_page").as(tx.select().from(matches).orderBy(...byName(matches)).limit(perPage).offset((page - 1) * perPage));
    const found = await tx
      .with(matches, onPage)
      .select({ customer: customers, total: sql<number>`(select count(*) from ${matches})::int` })
      .from(onPage)
      .innerJoin(customers, eq(customers.id, onPage.id))
      .orderBy(...byName(onPage));
    if (found.length > 0 || page === 1) return { rows: found.map((f) => f.customer), total: found[0]?.total ?? 0 };
    // a page past the last match has no row to carry the count
    const [counted] = await tx.with(matches).select({ total: sql<number>`count(*)::int` }).from(matches);
    return { rows: [], total: counted?.total ?? 0 };
  });
}

/** One customer of this company the reader reaches, or NotFound (another business's id is no one here, nor for staff a customer they do not serve). */
export async function customerOf({ db, companyId }: Tenant, customerId: number, reader: Reader): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, customerId), reached(reader)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return row;
}

/** The earliest birthday taken: a year typed by mistake ('0985') is refused, not kept. */
const EARLIEST_BIRTHDAY = "1900-01-01";

/** Sets or forgets a customer's birthday: a day from 1900 that is not after `today` (the business's date). */
export async function setBirthday(scope: AuditScope, customerId: number, date: string | null, today: string) {
  if (date !== null && date < EARLIEST_BIRTHDAY) throw new Invalid({ date: `must be ${EARLIEST_BIRTHDAY} or later` });
  if (date !== null && date > today) throw new Invalid({ date: "must not be in the future" });
  return scope.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ birthday: customers.birthday })
      .from(customers)
      .where(and(eq(customers.companyId, scope.company.id), eq(customers.id, customerId)))
      .for("update");
    if (!before) throw new NotFound("not_found", { id: "unknown" });
    await tx.update(customers).set({ birthday: date }).where(and(eq(customers.companyId, scope.company.id), eq(customers.id, customerId)));
    await audit({ ...scope, db: tx }, { action: "update", entity: "customer", id: customerId, before, after: { birthday: date } });
    return date;
  });
}

/** Writes the business's notes on a customer (the whole text; empty forgets them). */
export async function setNotes(scope: AuditScope, customerId: number, notes: string) {
  return scope.db.transaction(async (tx) => {
    const where = and(eq(customers.companyId, scope.company.id), eq(customers.id, customerId));
    const [before] = await tx.select({ notes: customers.notes }).from(customers).where(where).for("update");
    if (!before) throw new NotFound("not_found", { id: "unknown" });
    const after = notes.trim();
    await tx.update(customers).set({ notes: after }).where(where);
    await audit({ ...scope, db: tx }, { action: "update", entity: "customer", id: customerId, before, after: { notes: after } });
    return after;
  });
}
