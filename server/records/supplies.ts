// The pigments and needles a business keeps (spec §7 'pigments', 'needles'): plain rows of the
// business; one a treatment used is kept (409 on deleting it), as a recall needs it.
import type { Tenant } from "../tenant";
import { and, asc, eq, sql } from "drizzle-orm";
import { Conflict, NotFound } from "../../domain/errors";
import { needles, pigments, prestationNeedles, prestationPigments } from "../db/schema";

type PigmentRow = typeof pigments.$inferSelect;
type NeedleRow = typeof needles.$inferSelect;
export type PigmentInput = { brand: string; colour: string; batch: string; expiresOn: string };
export type NeedleInput = { type: string; batch: string };

export const pigmentView = (r: Pick<PigmentRow, "id" | "brand" | "colour" | "batch" | "expiresOn">) => ({ id: r.id, brand: r.brand, colour: r.colour, batch: r.batch, expiresOn: r.expiresOn });
export const needleView = (r: Pick<NeedleRow, "id" | "type" | "batch">) => ({ id: r.id, type: r.type, batch: r.batch });

const trimmed = <T extends Record<string, string>>(v: T): T => Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as T;
const unknown = () => new NotFound("not_found", { id: "unknown" });

export async function listPigments({ db, companyId }: Tenant) {
  return (await db.select().from(pigments).where(eq(pigments.companyId, companyId)).orderBy(asc(pigments.brand), asc(pigments.colour), asc(pigments.id))).map(pigmentView);
}
export async function pigmentOf({ db, companyId }: Tenant, id: number) {
  const [row] = await db.select().from(pigments).where(and(eq(pigments.companyId, companyId), eq(pigments.id, id)));
  if (!row) throw unknown();
  return pigmentView(row);
}
export async function createPigment({ db, companyId }: Tenant, input: PigmentInput) {
  const [row] = await db.insert(pigments).values({ companyId, ...trimmed(input) }).returning();
  return pigmentView(row!);
}
export async function updatePigment({ db, companyId }: Tenant, id: number, input: PigmentInput) {
  const [row] = await db.update(pigments).set(trimmed(input)).where(and(eq(pigments.companyId, companyId), eq(pigments.id, id))).returning();
  if (!row) throw unknown();
  return pigmentView(row);
}
export async function deletePigment({ db, companyId }: Tenant, id: number) {
  await db.transaction(async (tx) => {
    await pigmentOf({ db: tx, companyId }, id);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(prestationPigments).where(and(eq(prestationPigments.companyId, companyId), eq(prestationPigments.pigmentId, id)));
    if ((used?.n ?? 0) > 0) throw new Conflict("in_use", { id: "used by a treatment record" });
    await tx.delete(pigments).where(and(eq(pigments.companyId, companyId), eq(pigments.id, id)));
  });
}

export async function listNeedles({ db, companyId }: Tenant) {
  return (await db.select().from(needles).where(eq(needles.companyId, companyId)).orderBy(asc(needles.type), asc(needles.id))).map(needleView);
}
export async function needleOf({ db, companyId }: Tenant, id: number) {
  const [row] = await db.select().from(needles).where(and(eq(needles.companyId, companyId), eq(needles.id, id)));
  if (!row) throw unknown();
  return needleView(row);
}
export async function createNeedle({ db, companyId }: Tenant, input: NeedleInput) {
  const [row] = await db.insert(needles).values({ companyId, ...trimmed(input) }).returning();
  return needleView(row!);
}
export async function updateNeedle({ db, companyId }: Tenant, id: number, input: NeedleInput) {
  const [row] = await db.update(needles).set(trimmed(input)).where(and(eq(needles.companyId, companyId), eq(needles.id, id))).returning();
  if (!row) throw unknown();
  return needleView(row);
}
export async function deleteNeedle({ db, companyId }: Tenant, id: number) {
  await db.transaction(async (tx) => {
    await needleOf({ db: tx, companyId }, id);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(prestationNeedles).where(and(eq(prestationNeedles.companyId, companyId), eq(prestationNeedles.needleId, id)));
    if ((used?.n ?? 0) > 0) throw new Conflict("in_use", { id: "used by a treatment record" });
    await tx.delete(needles).where(and(eq(needles.companyId, companyId), eq(needles.id, id)));
  });
}
