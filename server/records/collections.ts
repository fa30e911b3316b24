// The record types a business defines (contract/records.ts: collection schemas): their fields
// checked once (domain/record-schema.ts); a type no item uses may go. Every query filters on the
// company, so another business's type is no one here (404).
import type { Tenant } from "../tenant";
import { and, asc, eq, sql } from "drizzle-orm";
import { fieldsFaults, publicFields, type RecordField } from "../../domain/record-schema";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { isUniqueViolation } from "../db";
import { collections, recordItems } from "../db/schema";

type CollectionRow = typeof collections.$inferSelect;
export interface CollectionInput {
  type: string;
  name: string;
  fields: RecordField[];
}

export const collectionView = (row: Pick<CollectionRow, "id" | "type" | "name" | "fields">, onlyPublic = false) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  fields: (onlyPublic ? publicFields(row.fields) : row.fields).map((f) => ({ key: f.key, label: f.label, kind: f.kind, required: f.required, public: f.public, ...(f.choices?.length ? { choices: f.choices } : {}) })),
});

export async function listCollections({ db, companyId }: Tenant, onlyPublic = false) {
  const rows = await db.select().from(collections).where(eq(collections.companyId, companyId)).orderBy(asc(collections.name), asc(collections.id));
  return rows.map((r) => collectionView(r, onlyPublic)).filter((c) => c.fields.length > 0 || !onlyPublic);
}

export async function collectionOf({ db, companyId }: Tenant, id: number): Promise<CollectionRow> {
  const [row] = await db.select().from(collections).where(and(eq(collections.companyId, companyId), eq(collections.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return row;
}

function checked(input: CollectionInput): CollectionInput {
  const faults = fieldsFaults(input.fields);
  if (Object.keys(faults).length > 0) throw new Invalid(faults);
  return { ...input, fields: input.fields.map((f) => ({ ...f, choices: f.kind === "choice" ? f.choices : undefined })) };
}


export async function createCollection({ db, companyId }: Tenant, input: CollectionInput, now: Date) {
  const value = checked(input);
  try {
    const [row] = await db.insert(collections).values({ companyId, type: value.type, name: value.name, fields: value.fields, updatedAt: now }).returning();
    return collectionView(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict("slug_taken", { type: "taken" });
    throw err;
  }
}

export async function updateCollection({ db, companyId }: Tenant, id: number, input: CollectionInput, now: Date) {
  const value = checked(input);
  try {
    const [row] = await db
      .update(collections)
      .set({ type: value.type, name: value.name, fields: value.fields, updatedAt: now })
      .where(and(eq(collections.companyId, companyId), eq(collections.id, id)))
      .returning();
    if (!row) throw new NotFound("not_found", { id: "unknown" });
    return collectionView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict("slug_taken", { type: "taken" });
    throw err;
  }
}

export async function deleteCollection({ db, companyId }: Tenant, id: number) {
  await db.transaction(async (tx) => {
    await collectionOf({ db: tx, companyId }, id);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(recordItems).where(and(eq(recordItems.companyId, companyId), eq(recordItems.collectionId, id)));
    if ((used?.n ?? 0) > 0) throw new Conflict("in_use", { id: "items of this type are kept" });
    await tx.delete(collections).where(and(eq(collections.companyId, companyId), eq(collections.id, id)));
  });
}
