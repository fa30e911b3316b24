// The one way a write of the business's data is recorded (decision 212): who (the company user or
// access account of the request), when (the request's `now`), what (action, entity, id) and the
// row before and after. Called in the write's own transaction, so a write is never without its
// record and a refused write leaves none. Secrets never reach the log: any key naming a password,
// a secret, a token or a hash is written as "[hidden]".
import type { Tenant } from "../tenant";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db";
import { auditLog } from "../db/schema";

/** Who is writing: a company user, an access account, or the installation (the first owner's creation). */
export interface Actor {
  kind: "company_user" | "access_account" | "installation";
  id: number | null;
  label: string;
}

/** What audit() needs of a request: the database (or the write's transaction), the business, who, when. */
export interface AuditScope {
  db: Db;
  company: { id: number };
  actor: Actor | null;
  now: Date;
}

export interface AuditEntry {
  /** 'create', 'update', 'delete', 'link', 'unlink', … */
  action: string;
  /** the kind of row, in the business's words: 'company_user', 'shop', 'article', … */
  entity: string;
  id: string | number;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /password|secret|token|hash|private/i;

/** A JSON copy with every secret-looking key hidden (payment keys, password hashes, tokens). */
export function withoutSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && v != null ? "[hidden]" : withoutSecrets(v)]));
  }
  return value;
}

export async function audit(scope: AuditScope, entry: AuditEntry): Promise<void> {
  await scope.db.insert(auditLog).values({
    companyId: scope.company.id,
    actorKind: scope.actor?.kind ?? "installation",
    actorId: scope.actor?.id ?? null,
    actorLabel: scope.actor?.label ?? "",
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.id),
    before: withoutSecrets(entry.before ?? null),
    after: withoutSecrets(entry.after ?? null),
    at: scope.now,
  });
}

/** The records of one row of the business, newest first (for the back-office and the tests). */
export async function auditTrail({ db, companyId }: Tenant, entity: string, id: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}
