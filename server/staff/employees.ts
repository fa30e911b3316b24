// The employees written by the business (contract/employees.ts): each found through the request's
// company, its shop and skills checked to be the company's own before anything is written. The
// availability call reads employees, skills and absences afresh at each request
// (server/booking/availability-source.ts), so a change shows in the next slots asked.
import type { Tenant } from "../tenant";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { absenceInput, EmployeeView, employeeInput } from "../../contract/employees";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { assertShop } from "../accounts/team";
import { record, type Editor } from "../audit/editor";
import { deleteUnlessNamed, type Db } from "../db";
import { appointments, articles, companyUsers, employeeAbsences, employeeSkills, employees, shops } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

export async function listEmployees({ db, companyId }: Tenant<Reader>, now: Date, filter: { shopId?: number; id?: number } = {}): Promise<EmployeeView[]> {
  const rows = await db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), filter.shopId === undefined ? undefined : eq(employees.shopId, filter.shopId), filter.id === undefined ? undefined : eq(employees.id, filter.id)))
    .orderBy(asc(employees.shopId), asc(employees.sortOrder), asc(employees.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const skills = await db.select().from(employeeSkills).where(and(eq(employeeSkills.companyId, companyId), inArray(employeeSkills.employeeId, ids))).orderBy(asc(employeeSkills.articleId));
  const absences = await db
    .select()
    .from(employeeAbsences)
    .where(and(eq(employeeAbsences.companyId, companyId), inArray(employeeAbsences.employeeId, ids), gt(employeeAbsences.endAt, now)))
    .orderBy(asc(employeeAbsences.startAt));
  return rows.map((r) => ({
    id: r.id,
    shopId: r.shopId,
    displayName: r.displayName,
    image: r.image ?? null,
    workingHours: r.workingHours,
    serviceIds: skills.filter((s) => s.employeeId === r.id).map((s) => s.articleId),
    active: r.active,
    order: r.sortOrder,
    absences: absences.filter((a) => a.employeeId === r.id).map((a) => ({ id: a.id, start: a.startAt.toISOString(), end: a.endAt.toISOString(), reason: a.reason })),
  }));
}

export async function employee({ db, companyId }: Tenant<Reader>, id: number, now: Date): Promise<EmployeeView> {
  const [found] = await listEmployees({ db, companyId }, now, { id });
  if (!found) throw new NotFound("not_found", { id: "unknown" });
  return found;
}

async function hasAppointments({ db: tx, companyId }: Tenant<Reader>, id: number) {
  const [row] = await tx.select({ one: sql<number>`1` }).from(appointments).where(and(eq(appointments.companyId, companyId), eq(appointments.employeeId, id))).limit(1);
  return Boolean(row);
}

/** Adds an employee (no id) or replaces the company's employee `id`, with their skills. */
export async function saveEmployee({ db, companyId }: Tenant, input: z.output<typeof employeeInput>, editor: Editor, id?: number): Promise<EmployeeView> {
  const now = editor.now;
  const savedId = await db.transaction(async (tx: Tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, input.shopId)));
    if (!shop) throw new NotFound("shop_not_found", { shopId: "unknown" });
    assertShop(editor.by, shop.id);
    const asked = [...new Set(input.serviceIds)];
    const found = asked.length ? await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), inArray(articles.id, asked), inArray(articles.type, ["1", "4"]))) : [];
    const missing = asked.filter((a) => !found.some((f) => f.id === a));
    if (missing.length) throw new Invalid({ serviceIds: `not services of this company: ${missing.join(",")}` });
    const values = { shopId: input.shopId, displayName: input.displayName, ...(input.image === undefined ? {} : { image: input.image }), workingHours: input.workingHours, active: input.active ?? true, sortOrder: input.order ?? 0 };
    let rowId: number;
    if (id === undefined) {
      rowId = (await tx.insert(employees).values({ ...values, companyId }).returning({ id: employees.id }))[0]!.id;
    } else {
      const [row] = await tx.select({ id: employees.id, shopId: employees.shopId }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, id))).for("update");
      if (!row) throw new NotFound("not_found", { id: "unknown" });
      assertShop(editor.by, row.shopId);
      const before = (await listEmployees({ db: tx, companyId }, now, { id }))[0];
      // Their appointments stay at the shop they were booked at: someone with a history does not move.
      if (row.shopId !== input.shopId && (await hasAppointments({ db: tx, companyId }, id))) throw new Conflict("in_use", { shopId: "appointments keep them at their shop" });
      await tx.update(employees).set(values).where(eq(employees.id, row.id));
      await tx.delete(employeeSkills).where(and(eq(employeeSkills.companyId, companyId), eq(employeeSkills.employeeId, row.id)));
      rowId = row.id;
      await record({ db: tx, companyId }, editor, { action: "update", entity: "employee", id: rowId, before, after: { ...values, serviceIds: asked } });
    }
    if (asked.length) await tx.insert(employeeSkills).values(asked.map((articleId) => ({ companyId, employeeId: rowId, articleId })));
    if (id === undefined) await record({ db: tx, companyId }, editor, { action: "create", entity: "employee", id: rowId, after: { ...values, serviceIds: asked } });
    return rowId;
  });
  return employee({ db, companyId }, savedId, now);
}

/**
 * Removes an employee; with appointments (their history), they are made inactive instead. One a
 * company user is linked to (their own agenda, decision 214) is refused: 409 naming the user.
 */
export async function deleteEmployee({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await deleteUnlessNamed(() => removeEmployee({ db, companyId }, id, editor), "a company user is linked to this employee");
}

async function removeEmployee({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, id))).for("update");
    if (!row) throw new NotFound("not_found", { id: "unknown" });
    assertShop(editor.by, row.shopId);
    const kept = await hasAppointments({ db: tx, companyId }, id);
    if (!kept) {
      const [user] = await tx.select({ id: companyUsers.id }).from(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.employeeId, id)));
      if (user) throw new Conflict("in_use", { id: `company user ${user.id} is linked to this employee` });
    }
    if (kept) await tx.update(employees).set({ active: false }).where(eq(employees.id, id));
    else await tx.delete(employees).where(eq(employees.id, id));
    await record({ db: tx, companyId }, editor, { action: kept ? "deactivate" : "delete", entity: "employee", id, before: row });
  });
}

/** The company's employee `id`, within the editor's shops. */
async function ownEmployee({ db, companyId }: Tenant<Reader>, id: number, editor: Editor) {
  const [own] = await db.select({ id: employees.id, shopId: employees.shopId }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, id)));
  if (!own) throw new NotFound("not_found", { id: "unknown" });
  assertShop(editor.by, own.shopId);
}

export async function addAbsence({ db, companyId }: Tenant, employeeId: number, input: z.output<typeof absenceInput>, editor: Editor) {
  const row = await db.transaction(async (tx: Tx) => {
    await ownEmployee({ db: tx, companyId }, employeeId, editor);
    const [added] = await tx
      .insert(employeeAbsences)
      .values({ companyId, employeeId, startAt: new Date(input.start), endAt: new Date(input.end), reason: input.reason ?? null })
      .returning();
    await record({ db: tx, companyId }, editor, { action: "create", entity: "employee_absence", id: added!.id, after: added });
    return added;
  });
  return { id: row!.id, start: row!.startAt.toISOString(), end: row!.endAt.toISOString(), reason: row!.reason };
}

export async function deleteAbsence({ db, companyId }: Tenant, employeeId: number, absenceId: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownEmployee({ db: tx, companyId }, employeeId, editor);
    const gone = await tx
      .delete(employeeAbsences)
      .where(and(eq(employeeAbsences.companyId, companyId), eq(employeeAbsences.employeeId, employeeId), eq(employeeAbsences.id, absenceId)))
      .returning();
    if (gone.length === 0) throw new NotFound("not_found", { absenceId: "unknown" });
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "employee_absence", id: absenceId, before: gone[0] });
  });
}
