// A customer's files (spec §7 'dossiers') and the items of the business's record types kept in
// them (items, items/type/{type}). Every query filters on the company; a company user reaches the
// customers decision 280 lets them (customerForRecords), anyone else's file is 404; every file and
// item read or written is logged (logRecordAccess), a write in its own transaction.
import type { Tenant } from "../tenant";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { checkItem } from "../../domain/record-schema";
import { Invalid, NotFound } from "../../domain/errors";
import type { Db } from "../db";
import { collections, dossiers, recordItems } from "../db/schema";
import { customerForRecords, logRecordAccess, reachesRecords, type RecordReader, type RecordScope } from "./access-log";
import { collectionOf } from "./collections";

type DossierRow = typeof dossiers.$inferSelect;
const LIST_LIMIT = 200;

export const dossierView = (row: DossierRow) => ({
  id: row.id,
  customerId: row.customerId,
  type: row.type,
  title: row.title,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const itemColumns = { item: recordItems, collection: { id: collections.id, type: collections.type, name: collections.name, fields: collections.fields } };
type ItemRow = { item: typeof recordItems.$inferSelect; collection: { id: number; type: string; name: string } };

export const itemView = (r: ItemRow, values = r.item.values) => ({
  id: r.item.id,
  dossierId: r.item.dossierId,
  customerId: r.item.customerId,
  collection: { id: r.collection.id, type: r.collection.type, name: r.collection.name },
  values,
  createdAt: r.item.createdAt.toISOString(),
  updatedAt: r.item.updatedAt.toISOString(),
});

/** The items matching `where`, with their type, newest first. */
export function selectItems(db: Db, where: SQL | undefined, limit = LIST_LIMIT) {
  return db
    .select(itemColumns)
    .from(recordItems)
    .innerJoin(collections, and(eq(collections.companyId, recordItems.companyId), eq(collections.id, recordItems.collectionId)))
    .where(where)
    .orderBy(desc(recordItems.id))
    .limit(limit);
}

/** The files of a type and/or of a customer the reader reaches, newest first; each logged as read. */
export async function listDossiers(scope: RecordScope, reader: RecordReader, filter: { type?: string; customerId?: number }) {
  const where = [eq(dossiers.companyId, scope.companyId), reachesRecords(reader, dossiers.companyId, dossiers.customerId)];
  if (filter.customerId !== undefined) {
    await customerForRecords(scope, filter.customerId, reader);
    where.push(eq(dossiers.customerId, filter.customerId));
  }
  if (filter.type) where.push(eq(dossiers.type, filter.type));
  const rows = await scope.db.select().from(dossiers).where(and(...where)).orderBy(desc(dossiers.id)).limit(LIST_LIMIT);
  await logRecordAccess(scope, rows.map((r) => ({ action: "read" as const, record: "dossier" as const, id: r.id, customerId: r.customerId })));
  return rows.map(dossierView);
}

/** One file of the business the reader reaches (404 otherwise), without logging. */
async function dossierOf({ db, companyId }: Tenant, id: number, reader: RecordReader): Promise<DossierRow> {
  const [row] = await db.select().from(dossiers).where(and(eq(dossiers.companyId, companyId), eq(dossiers.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  await customerForRecords({ db, companyId }, row.customerId, reader);
  return row;
}

/** A file with its items, logged as read (the file and each item). */
export async function dossierWithItems(scope: RecordScope, reader: RecordReader, id: number) {
  const row = await dossierOf(scope, id, reader);
  const items = await selectItems(scope.db, and(eq(recordItems.companyId, scope.companyId), eq(recordItems.dossierId, id)));
  await logRecordAccess(scope, [{ action: "read", record: "dossier", id, customerId: row.customerId }, ...items.map((i) => ({ action: "read" as const, record: "item" as const, id: i.item.id, customerId: row.customerId }))]);
  return { ...dossierView(row), items: items.map((i) => itemView(i)) };
}

export interface DossierInput {
  type: string;
  title: string;
  notes: string;
}

export async function createDossier(scope: RecordScope, reader: RecordReader, input: DossierInput & { customerId: number }) {
  return scope.db.transaction(async (tx) => {
    await customerForRecords({ db: tx, companyId: scope.companyId }, input.customerId, reader).catch(() => {
      throw new NotFound("not_found", { customerId: "unknown" });
    });
    const [row] = await tx.insert(dossiers).values({ companyId: scope.companyId, customerId: input.customerId, type: input.type.trim(), title: input.title.trim(), notes: input.notes.trim(), updatedAt: scope.now }).returning();
    await logRecordAccess({ ...scope, db: tx }, { action: "create", record: "dossier", id: row!.id, customerId: row!.customerId });
    return dossierView(row!);
  });
}

export async function updateDossier(scope: RecordScope, reader: RecordReader, id: number, input: DossierInput) {
  return scope.db.transaction(async (tx) => {
    const before = await dossierOf({ db: tx, companyId: scope.companyId }, id, reader);
    const [row] = await tx
      .update(dossiers)
      .set({ type: input.type.trim(), title: input.title.trim(), notes: input.notes.trim(), updatedAt: scope.now })
      .where(and(eq(dossiers.companyId, scope.companyId), eq(dossiers.id, id)))
      .returning();
    await logRecordAccess({ ...scope, db: tx }, { action: "update", record: "dossier", id, customerId: before.customerId });
    return dossierView(row!);
  });
}

/** The values checked against the type's fields, or 400 naming each bad field ('values.allergies'). */
function itemValues(fields: Parameters<typeof checkItem>[0], values: Record<string, unknown>) {
  const checked = checkItem(fields, values);
  if ("faults" in checked) throw new Invalid(checked.faults);
  return checked.values;
}

async function oneItem({ db, companyId }: Tenant, id: number, reader: RecordReader) {
  const [row] = await selectItems(db, and(eq(recordItems.companyId, companyId), eq(recordItems.id, id)), 1);
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  await customerForRecords({ db, companyId }, row.item.customerId, reader);
  return row;
}

export async function createItem(scope: RecordScope, reader: RecordReader, input: { dossierId: number; collectionId: number; values: Record<string, unknown> }) {
  return scope.db.transaction(async (tx) => {
    const dossier = await dossierOf({ db: tx, companyId: scope.companyId }, input.dossierId, reader).catch(() => {
      throw new NotFound("not_found", { dossierId: "unknown" });
    });
    const collection = await collectionOf({ db: tx, companyId: scope.companyId }, input.collectionId).catch(() => {
      throw new NotFound("not_found", { collectionId: "unknown" });
    });
    const values = itemValues(collection.fields, input.values);
    const [row] = await tx.insert(recordItems).values({ companyId: scope.companyId, customerId: dossier.customerId, dossierId: dossier.id, collectionId: collection.id, values, updatedAt: scope.now }).returning();
    await logRecordAccess({ ...scope, db: tx }, { action: "create", record: "item", id: row!.id, customerId: dossier.customerId });
    return itemView({ item: row!, collection });
  });
}

export async function readItem(scope: RecordScope, reader: RecordReader, id: number) {
  const row = await oneItem(scope, id, reader);
  await logRecordAccess(scope, { action: "read", record: "item", id, customerId: row.item.customerId });
  return itemView(row);
}

export async function updateItem(scope: RecordScope, reader: RecordReader, id: number, input: { values: Record<string, unknown> }) {
  return scope.db.transaction(async (tx) => {
    const before = await oneItem({ db: tx, companyId: scope.companyId }, id, reader);
    const values = itemValues(before.collection.fields, input.values);
    const [row] = await tx.update(recordItems).set({ values, updatedAt: scope.now }).where(and(eq(recordItems.companyId, scope.companyId), eq(recordItems.id, id))).returning();
    await logRecordAccess({ ...scope, db: tx }, { action: "update", record: "item", id, customerId: before.item.customerId });
    return itemView({ item: row!, collection: before.collection });
  });
}

export async function deleteItem(scope: RecordScope, reader: RecordReader, id: number) {
  await scope.db.transaction(async (tx) => {
    const before = await oneItem({ db: tx, companyId: scope.companyId }, id, reader);
    await tx.delete(recordItems).where(and(eq(recordItems.companyId, scope.companyId), eq(recordItems.id, id)));
    await logRecordAccess({ ...scope, db: tx }, { action: "delete", record: "item", id, customerId: before.item.customerId });
  });
}

/** The items of a record type, of one customer or of every customer the reader reaches; each logged as read. */
export async function itemsOfType(scope: RecordScope, reader: RecordReader, type: string, customerId?: number) {
  const [collection] = await scope.db.select({ id: collections.id }).from(collections).where(and(eq(collections.companyId, scope.companyId), eq(collections.type, type)));
  if (!collection) throw new NotFound("not_found", { type: "unknown" });
  const where = [eq(recordItems.companyId, scope.companyId), eq(recordItems.collectionId, collection.id), reachesRecords(reader, recordItems.companyId, recordItems.customerId)];
  if (customerId !== undefined) {
    await customerForRecords(scope, customerId, reader);
    where.push(eq(recordItems.customerId, customerId));
  }
  const rows = await selectItems(scope.db, and(...where));
  await logRecordAccess(scope, rows.map((r) => ({ action: "read" as const, record: "item" as const, id: r.item.id, customerId: r.item.customerId })));
  return rows.map((r) => itemView(r));
}

/** A customer's files and items (their own reading and their export): the rows, unlogged. */
export async function recordsOfCustomer({ db, companyId }: Tenant, customerId: number) {
  const files = await db.select().from(dossiers).where(and(eq(dossiers.companyId, companyId), eq(dossiers.customerId, customerId))).orderBy(desc(dossiers.id));
  const items = files.length === 0 ? [] : await selectItems(db, and(eq(recordItems.companyId, companyId), inArray(recordItems.dossierId, files.map((f) => f.id))), 10_000);
  return { files, items };
}
