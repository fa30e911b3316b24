// The access log of a customer's records (decision 280): every read and every write of a
// health-adjacent record — a file, an item, a treatment record, a consent form, an export — is
// written here, with who (a company user, an access account or the customer themself), what and
// when (the request's `now`, never the system time). A write logs in its own transaction, so a
// refused write leaves no line; a read logs before its answer leaves, so nothing is read unlogged.
// Which company users reach a customer's records is asked here too (`customerForRecords`).
import type { Tenant } from "../tenant";
import { and, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { Forbidden, NotFound } from "../../domain/errors";
import { keepsRecords, readsOwnCustomersOnly, type RecordAction, type RecordActorKind, type RecordKind } from "../../domain/records";
import type { CompanyUser } from "../auth/provider-tokens";
import type { Reader } from "../customers/cards";
import type { Db } from "../db";
import { customers, recordAccessLog } from "../db/schema";

/** A company user reading records: their role, their shops, and the employee whose column is theirs. */
export interface RecordReader extends Reader {
  employeeId?: number | null;
}

/**
 * The customers whose records a reader reaches (decision 292), of any table naming a customer by
 * its company and customer columns: every one, or for a practitioner (staff) those with an
 * appointment on their own employee's column.
 */
export function reachesRecords(reader: RecordReader, companyColumn: AnyColumn, customerColumn: AnyColumn): SQL {
  if (!readsOwnCustomersOnly(reader.role)) return sql`true`;
  if (reader.employeeId == null) return sql`false`;
  return sql`exists (select 1 from appointments a where a.company_id = ${companyColumn} and a.customer_id = ${customerColumn} and a.employee_id = ${reader.employeeId})`;
}

/** Who touches a record. */
export interface RecordActor {
  kind: RecordActorKind;
  id: number;
  label: string;
}

/** What a read or a write of records needs: the database (or the write's transaction), the business, who, when. */
export interface RecordScope {
  db: Db;
  companyId: number;
  actor: RecordActor;
  now: Date;
}

/** One touch of one record of one customer. */
export interface RecordTouch {
  action: RecordAction;
  record: RecordKind;
  id: string | number;
  /** whose record it is */
  customerId: number;
}

/** The log's actor for a company user (an access account's login is in `email`). */
export const staffActor = (user: Pick<CompanyUser, "id" | "email" | "kind">): RecordActor => ({ kind: user.kind === "access" ? "access_account" : "company_user", id: user.id, label: user.email });

/** The log's actor for the customer reading their own records. */
export const customerActor = (customer: { id: number; email: string | null; phone?: string | null }): RecordActor => ({ kind: "customer", id: customer.id, label: customer.email ?? customer.phone ?? "" });

/** Writes one line per touch (nothing for none). Call it in the write's transaction, or before a read's answer. */
export async function logRecordAccess(scope: RecordScope, touches: RecordTouch | readonly RecordTouch[]): Promise<void> {
  const list = Array.isArray(touches) ? touches : [touches as RecordTouch];
  if (list.length === 0) return;
  await scope.db.insert(recordAccessLog).values(
    list.map((t) => ({
      companyId: scope.companyId,
      customerId: t.customerId,
      actorKind: scope.actor.kind,
      actorId: scope.actor.id,
      actorLabel: scope.actor.label,
      action: t.action,
      record: t.record,
      recordId: String(t.id),
      at: scope.now,
    })),
  );
}

/** Who touched a customer's records, newest first (the back-office's 'who opened this file', the tests). */
export async function recordAccessTrail({ db, companyId }: Tenant, customerId: number, limit = 200) {
  return db
    .select({ id: recordAccessLog.id, actorKind: recordAccessLog.actorKind, actorId: recordAccessLog.actorId, actorLabel: recordAccessLog.actorLabel, action: recordAccessLog.action, record: recordAccessLog.record, recordId: recordAccessLog.recordId, at: recordAccessLog.at })
    .from(recordAccessLog)
    .where(and(eq(recordAccessLog.companyId, companyId), eq(recordAccessLog.customerId, customerId)))
    .orderBy(desc(recordAccessLog.id))
    .limit(limit);
}

/**
 * The customer whose records a company user opens: their role must keep records (403 otherwise),
 * and the customer must be one they reach (another business's, or for a practitioner one not
 * booked with them, is no one: 404, nothing returned).
 */
export async function customerForRecords({ db, companyId }: Tenant, customerId: number, user: RecordReader) {
  if (!keepsRecords(user.role)) throw new Forbidden({ role: "may not read customers' records" });
  const [row] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, customerId), reachesRecords(user, customers.companyId, customers.id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return row;
}
