// Treatment records (spec §7 'prestations'): whom, at which of their appointments, by which
// practitioner, when, with which pigments and needles — and the recall that answers which
// customers a batch touched. Reached and logged as every record is (decision 280).
import type { Tenant } from "../tenant";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { NotFound } from "../../domain/errors";
import { appointments, customers, employees, needles, pigments, prestationNeedles, prestationPigments, prestations } from "../db/schema";
import { customerForRecords, logRecordAccess, type RecordReader, type RecordScope } from "./access-log";
import { needleView, pigmentView } from "./supplies";

type PrestationRow = typeof prestations.$inferSelect;

export interface PrestationInput {
  appointmentId: number | null;
  employeeId: number;
  performedAt: string;
  notes: string;
  pigmentIds: number[];
  needleIds: number[];
}

/** The rows with their practitioner, pigments and needles, in the order given. */
export async function prestationViews({ db, companyId }: Tenant, rows: PrestationRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [people, usedPigments, usedNeedles] = await Promise.all([
    db.select({ id: employees.id, displayName: employees.displayName }).from(employees).where(and(eq(employees.companyId, companyId), inArray(employees.id, [...new Set(rows.map((r) => r.employeeId))]))),
    db.select({ prestationId: prestationPigments.prestationId, pigment: pigments }).from(prestationPigments).innerJoin(pigments, and(eq(pigments.companyId, prestationPigments.companyId), eq(pigments.id, prestationPigments.pigmentId))).where(and(eq(prestationPigments.companyId, companyId), inArray(prestationPigments.prestationId, ids))).orderBy(pigments.id),
    db.select({ prestationId: prestationNeedles.prestationId, needle: needles }).from(prestationNeedles).innerJoin(needles, and(eq(needles.companyId, prestationNeedles.companyId), eq(needles.id, prestationNeedles.needleId))).where(and(eq(prestationNeedles.companyId, companyId), inArray(prestationNeedles.prestationId, ids))).orderBy(needles.id),
  ]);
  return rows.map((r) => ({
    id: r.id,
    customerId: r.customerId,
    appointmentId: r.appointmentId,
    practitioner: { id: r.employeeId, displayName: people.find((p) => p.id === r.employeeId)?.displayName ?? "" },
    performedAt: r.performedAt.toISOString(),
    notes: r.notes,
    pigments: usedPigments.filter((u) => u.prestationId === r.id).map((u) => pigmentView(u.pigment)),
    needles: usedNeedles.filter((u) => u.prestationId === r.id).map((u) => needleView(u.needle)),
  }));
}

async function prestationOf({ db, companyId }: Tenant, id: number, reader: RecordReader) {
  const [row] = await db.select().from(prestations).where(and(eq(prestations.companyId, companyId), eq(prestations.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  await customerForRecords({ db, companyId }, row.customerId, reader);
  return row;
}

/** What a treatment record names must be this business's: the customer's own appointment, an employee, pigments and needles (404 naming the field). */
async function checkLinks({ db: tx, companyId }: Tenant, customerId: number, input: PrestationInput) {
  const missing = (field: string) => new NotFound("not_found", { [field]: "unknown" });
  if (input.appointmentId !== null) {
    const [a] = await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.companyId, companyId), eq(appointments.id, input.appointmentId), eq(appointments.customerId, customerId)));
    if (!a) throw missing("appointmentId");
  }
  const [e] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, input.employeeId)));
  if (!e) throw missing("employeeId");
  const pigmentIds = [...new Set(input.pigmentIds)];
  const needleIds = [...new Set(input.needleIds)];
  if (pigmentIds.length && (await tx.select({ id: pigments.id }).from(pigments).where(and(eq(pigments.companyId, companyId), inArray(pigments.id, pigmentIds)))).length !== pigmentIds.length) throw missing("pigmentIds");
  if (needleIds.length && (await tx.select({ id: needles.id }).from(needles).where(and(eq(needles.companyId, companyId), inArray(needles.id, needleIds)))).length !== needleIds.length) throw missing("needleIds");
  return { pigmentIds, needleIds };
}

async function writeSupplies({ db: tx, companyId }: Tenant, prestationId: number, used: { pigmentIds: number[]; needleIds: number[] }) {
  await tx.delete(prestationPigments).where(and(eq(prestationPigments.companyId, companyId), eq(prestationPigments.prestationId, prestationId)));
  await tx.delete(prestationNeedles).where(and(eq(prestationNeedles.companyId, companyId), eq(prestationNeedles.prestationId, prestationId)));
  if (used.pigmentIds.length) await tx.insert(prestationPigments).values(used.pigmentIds.map((pigmentId) => ({ companyId, prestationId, pigmentId })));
  if (used.needleIds.length) await tx.insert(prestationNeedles).values(used.needleIds.map((needleId) => ({ companyId, prestationId, needleId })));
}

export async function listPrestations(scope: RecordScope, reader: RecordReader, customerId: number) {
  await customerForRecords(scope, customerId, reader);
  const rows = await scope.db.select().from(prestations).where(and(eq(prestations.companyId, scope.companyId), eq(prestations.customerId, customerId))).orderBy(desc(prestations.performedAt), desc(prestations.id));
  await logRecordAccess(scope, rows.map((r) => ({ action: "read" as const, record: "prestation" as const, id: r.id, customerId })));
  return prestationViews(scope, rows);
}

export async function readPrestation(scope: RecordScope, reader: RecordReader, id: number) {
  const row = await prestationOf(scope, id, reader);
  await logRecordAccess(scope, { action: "read", record: "prestation", id, customerId: row.customerId });
  return (await prestationViews(scope, [row]))[0]!;
}

export async function createPrestation(scope: RecordScope, reader: RecordReader, input: PrestationInput & { customerId: number }) {
  return scope.db.transaction(async (tx) => {
    await customerForRecords({ db: tx, companyId: scope.companyId }, input.customerId, reader).catch(() => {
      throw new NotFound("not_found", { customerId: "unknown" });
    });
    const used = await checkLinks({ db: tx, companyId: scope.companyId }, input.customerId, input);
    const [row] = await tx
      .insert(prestations)
      .values({ companyId: scope.companyId, customerId: input.customerId, appointmentId: input.appointmentId, employeeId: input.employeeId, performedAt: new Date(input.performedAt), notes: input.notes.trim(), updatedAt: scope.now })
      .returning();
    await writeSupplies({ db: tx, companyId: scope.companyId }, row!.id, used);
    await logRecordAccess({ ...scope, db: tx }, { action: "create", record: "prestation", id: row!.id, customerId: input.customerId });
    return (await prestationViews({ db: tx, companyId: scope.companyId }, [row!]))[0]!;
  });
}

export async function updatePrestation(scope: RecordScope, reader: RecordReader, id: number, input: PrestationInput) {
  return scope.db.transaction(async (tx) => {
    const before = await prestationOf({ db: tx, companyId: scope.companyId }, id, reader);
    const used = await checkLinks({ db: tx, companyId: scope.companyId }, before.customerId, input);
    const [row] = await tx
      .update(prestations)
      .set({ appointmentId: input.appointmentId, employeeId: input.employeeId, performedAt: new Date(input.performedAt), notes: input.notes.trim(), updatedAt: scope.now })
      .where(and(eq(prestations.companyId, scope.companyId), eq(prestations.id, id)))
      .returning();
    await writeSupplies({ db: tx, companyId: scope.companyId }, id, used);
    await logRecordAccess({ ...scope, db: tx }, { action: "update", record: "prestation", id, customerId: before.customerId });
    return (await prestationViews({ db: tx, companyId: scope.companyId }, [row!]))[0]!;
  });
}

export async function deletePrestation(scope: RecordScope, reader: RecordReader, id: number) {
  await scope.db.transaction(async (tx) => {
    const before = await prestationOf({ db: tx, companyId: scope.companyId }, id, reader);
    await tx.delete(prestations).where(and(eq(prestations.companyId, scope.companyId), eq(prestations.id, id)));
    await logRecordAccess({ ...scope, db: tx }, { action: "delete", record: "prestation", id, customerId: before.customerId });
  });
}

/**
 * Which customers received a batch: every treatment record that used a pigment or a needle whose
 * batch number is `batch` (any case, spaces around ignored), newest first; each logged as read.
 */
export async function recallBatch(scope: RecordScope, batch: string) {
  const wanted = batch.trim().toLowerCase();
  const person = { id: customers.id, firstname: customers.firstname, lastname: customers.lastname, email: customers.email, phone: customers.phone };
  const [byPigment, byNeedle] = await Promise.all([
    scope.db
      .select({ customer: person, prestationId: prestations.id, performedAt: prestations.performedAt, product: { id: pigments.id, label: sql<string>`${pigments.brand} || ' — ' || ${pigments.colour}`, batch: pigments.batch } })
      .from(prestationPigments)
      .innerJoin(pigments, and(eq(pigments.companyId, prestationPigments.companyId), eq(pigments.id, prestationPigments.pigmentId)))
      .innerJoin(prestations, and(eq(prestations.companyId, prestationPigments.companyId), eq(prestations.id, prestationPigments.prestationId)))
      .innerJoin(customers, and(eq(customers.companyId, prestations.companyId), eq(customers.id, prestations.customerId)))
      .where(and(eq(prestationPigments.companyId, scope.companyId), sql`lower(${pigments.batch}) = ${wanted}`)),
    scope.db
      .select({ customer: person, prestationId: prestations.id, performedAt: prestations.performedAt, product: { id: needles.id, label: needles.type, batch: needles.batch } })
      .from(prestationNeedles)
      .innerJoin(needles, and(eq(needles.companyId, prestationNeedles.companyId), eq(needles.id, prestationNeedles.needleId)))
      .innerJoin(prestations, and(eq(prestations.companyId, prestationNeedles.companyId), eq(prestations.id, prestationNeedles.prestationId)))
      .innerJoin(customers, and(eq(customers.companyId, prestations.companyId), eq(customers.id, prestations.customerId)))
      .where(and(eq(prestationNeedles.companyId, scope.companyId), sql`lower(${needles.batch}) = ${wanted}`)),
  ]);
  const found = [...byPigment.map((r) => ({ ...r, kind: "pigment" as const })), ...byNeedle.map((r) => ({ ...r, kind: "needle" as const }))].sort((a, b) => b.performedAt.getTime() - a.performedAt.getTime() || b.prestationId - a.prestationId);
  await logRecordAccess(scope, [...new Map(found.map((f) => [f.prestationId, f])).values()].map((f) => ({ action: "read" as const, record: "prestation" as const, id: f.prestationId, customerId: f.customer.id })));
  return found.map((f) => ({ customer: f.customer, prestationId: f.prestationId, performedAt: f.performedAt.toISOString(), product: { kind: f.kind, id: f.product.id, label: f.product.label, batch: f.product.batch } }));
}

/** A customer's treatment records (their own reading and their export): the rows, unlogged. */
export async function prestationsOfCustomer({ db, companyId }: Tenant, customerId: number) {
  const rows = await db.select().from(prestations).where(and(eq(prestations.companyId, companyId), eq(prestations.customerId, customerId))).orderBy(desc(prestations.performedAt), desc(prestations.id));
  return prestationViews({ db, companyId }, rows);
}
