// Blocked time on the agenda (decision 233): a break, a training or a meeting taken off one
// employee's or one cabin's or machine's column. Written only by the owner or a manager of that
// shop; refused over a booking already there (409 time_booked), the column's advisory lock taken
// first so a booking written at the same moment waits for it (migration: the appointments trigger
// takes the same lock shared and refuses a booking on blocked time). The storefront's availability
// reads it (server/booking/availability-source.ts); the agenda's NOTIFY trigger tells open agendas.
import type { Tenant, TenantCompany } from "../tenant";
import { and, eq, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { BLOCK_KINDS } from "../../domain/agenda";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { assertShop, type TeamMember } from "../accounts/team";
import { audit, type Actor } from "../audit";
import { appointments, blockedTimes, employees, resources, shops } from "../db/schema";

export type BlockKind = (typeof BLOCK_KINDS)[number];

/** the longest time one blocked time takes: a training week, not a holiday (that is an absence) */
const MAX_BLOCK_MS = 7 * 24 * 3_600_000;
/** the advisory lock spaces of an employee's and of a resource's column (the migration's) */
const LOCK = { employee: 43301, resource: 43302 } as const;

export interface BlockInput {
  shopId: number;
  employeeId?: number | null;
  resourceId?: number | null;
  start: string;
  end: string;
  kind: BlockKind;
  note?: string | null;
}

export async function addBlockedTime({ db, company }: TenantCompany, user: TeamMember, actor: Actor, input: BlockInput, now: Date) {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end <= start) throw new Invalid({ end: "must be after the start" });
  if (end.getTime() - start.getTime() > MAX_BLOCK_MS) throw new Invalid({ end: "at most 7 days after the start: a longer time off is an absence" });
  const employeeId = input.employeeId ?? null;
  const resourceId = input.resourceId ?? null;
  if ((employeeId === null) === (resourceId === null)) throw new Invalid({ employeeId: "name an employee or a resource, one of them" });
  const [shop] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, company.id), eq(shops.id, input.shopId)));
  if (!shop) throw new NotFound("not_found", { shopId: "unknown" });
  assertShop(user, input.shopId);
  if (employeeId !== null) {
    const [own] = await db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, company.id), eq(employees.shopId, input.shopId), eq(employees.id, employeeId), eq(employees.active, true)));
    if (!own) throw new NotFound("not_found", { employeeId: "not an employee of this shop" });
  } else {
    const [own] = await db.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, company.id), eq(resources.shopId, input.shopId), eq(resources.id, resourceId!)));
    if (!own) throw new NotFound("not_found", { resourceId: "not a cabin or equipment of this shop" });
  }
  return db.transaction(async (tx) => {
    await tx.execute(employeeId !== null ? sql`select pg_advisory_xact_lock(${LOCK.employee}, ${employeeId})` : sql`select pg_advisory_xact_lock(${LOCK.resource}, ${resourceId})`);
    const column: SQL = employeeId !== null ? eq(appointments.employeeId, employeeId) : or(eq(appointments.cabinId, resourceId!), eq(appointments.equipmentId, resourceId!))!;
    const [booked] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, company.id),
          column,
          lt(appointments.startAt, end),
          gt(appointments.endAt, start),
          // a hold still running is someone paying for that time
          or(eq(appointments.status, "active"), and(eq(appointments.status, "held"), gt(appointments.heldUntil, now))),
        ),
      )
      .limit(1);
    if (booked) throw new Conflict("time_booked", { start: "a booking already takes this time on this column" });
    const [row] = await tx
      .insert(blockedTimes)
      .values({ companyId: company.id, shopId: input.shopId, employeeId, resourceId, startAt: start, endAt: end, kind: input.kind, note: input.note?.trim() || null })
      .returning();
    const block = blockView(row!);
    await audit({ db: tx, company, actor, now }, { action: "create", entity: "blocked_time", id: block.id, after: block });
    return block;
  });
}

export async function removeBlockedTime({ db, company }: TenantCompany, user: TeamMember, actor: Actor, id: number, now: Date): Promise<void> {
  const [row] = await db.select().from(blockedTimes).where(and(eq(blockedTimes.companyId, company.id), eq(blockedTimes.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  assertShop(user, row.shopId);
  await db.transaction(async (tx) => {
    await tx.delete(blockedTimes).where(and(eq(blockedTimes.companyId, company.id), eq(blockedTimes.id, id)));
    await audit({ db: tx, company, actor, now }, { action: "delete", entity: "blocked_time", id, before: blockView(row) });
  });
}

/** The blocked times of a shop over [from, to) on the columns shown (the employees' and resources'). */
export async function blockedTimesOf({ db, companyId }: Tenant, shopId: number, columns: { employees: number[]; resources: number[] }, from: Date, to: Date) {
  const on = [
    ...(columns.employees.length ? [inArray(blockedTimes.employeeId, columns.employees)] : []),
    ...(columns.resources.length ? [inArray(blockedTimes.resourceId, columns.resources)] : []),
  ];
  if (on.length === 0) return [];
  const rows = await db
    .select()
    .from(blockedTimes)
    .where(and(eq(blockedTimes.companyId, companyId), eq(blockedTimes.shopId, shopId), or(...on), lt(blockedTimes.startAt, to), gt(blockedTimes.endAt, from)));
  return rows.map((r) => ({ id: r.id, employeeId: r.employeeId, resourceId: r.resourceId, start: r.startAt, end: r.endAt, kind: r.kind as BlockKind, note: r.note }));
}

function blockView(r: typeof blockedTimes.$inferSelect) {
  return { id: r.id, shopId: r.shopId, employeeId: r.employeeId, resourceId: r.resourceId, start: r.startAt.toISOString(), end: r.endAt.toISOString(), kind: r.kind as BlockKind, note: r.note };
}
