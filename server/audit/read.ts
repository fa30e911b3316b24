// The audit log as the owner reads it (decision 212): newest first, filtered by who, the kind of
// thing and the business's local days, a page at a time, with the people and kinds that appear in
// it for the filters. Each entry says what changed (its fields) and what the thing is called.
import type { Tenant } from "../tenant";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { changedFields, thingName } from "../../domain/audit";
import type { Lang } from "../../domain/types";
import { auditLog } from "../db/schema";
import { inPeriod } from "../statistics/period";

export interface AuditFilter {
  actor?: string;
  entity?: string;
  from?: string;
  to?: string;
  page?: number;
  perPage?: number;
}

export async function auditEntries({ db, companyId }: Tenant, filter: AuditFilter, timeZone: string, lang: Lang) {
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? 25;
  const where: SQL[] = [eq(auditLog.companyId, companyId)];
  if (filter.actor !== undefined) where.push(eq(auditLog.actorLabel, filter.actor));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.from && filter.to) where.push(inPeriod(auditLog.at, sql`${timeZone}`, { from: filter.from, to: filter.to }));
  else if (filter.from) where.push(sql`(${auditLog.at} at time zone ${timeZone})::date >= ${filter.from}::date`);
  else if (filter.to) where.push(sql`(${auditLog.at} at time zone ${timeZone})::date <= ${filter.to}::date`);
  const mine = eq(auditLog.companyId, companyId);
  const [rows, [counted], actors, entities] = await Promise.all([
    db.select().from(auditLog).where(and(...where)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(auditLog).where(and(...where)),
    db.selectDistinct({ label: auditLog.actorLabel }).from(auditLog).where(mine).orderBy(auditLog.actorLabel),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).where(mine).orderBy(auditLog.entity),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { kind: r.actorKind, label: r.actorLabel },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      name: thingName(r.before, r.after, lang),
      fields: changedFields(r.before, r.after),
    })),
    total: Number(counted?.total ?? 0),
    page,
    perPage,
    actors: actors.map((a) => a.label),
    entities: entities.map((e) => e.entity),
  };
}
