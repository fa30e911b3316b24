// The geographic groups written by the business (contract/geogroupments.ts): found through the
// request's company, each write and its audit record in one transaction. The groups' and shops'
// triggers move the company's version (migration 0007), so the storefront reads them at once.
import type { Tenant } from "../tenant";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { geoGroupInput, WrittenGeoGroup } from "../../contract/geogroupments";
import { Conflict, NotFound } from "../../domain/errors";
import { assertShop } from "../accounts/team";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { geoGroups, shops } from "../db/schema";
import { ownShop } from "./shop-writes";
import { geoGroupOf } from "./store";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;
type Row = typeof geoGroups.$inferSelect;

async function view(db: Reader, row: Row): Promise<WrittenGeoGroup> {
  const members = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, row.companyId), eq(shops.geoGroupId, row.id))).orderBy(asc(shops.sortOrder), asc(shops.id));
  return { ...geoGroupOf(row), shopIds: members.map((m) => m.id) };
}

async function lockedGroup({ db: tx, companyId }: Tenant<Tx>, id: number, field = "id") {
  const [row] = await tx.select().from(geoGroups).where(and(eq(geoGroups.companyId, companyId), eq(geoGroups.id, id))).for("update");
  if (!row) throw new NotFound("not_found", { [field]: "unknown" });
  return row;
}

export async function saveGeoGroup({ db, companyId }: Tenant, input: z.output<typeof geoGroupInput>, editor: Editor, id?: number): Promise<WrittenGeoGroup> {
  const values = {
    name: input.name,
    type: input.type ?? "region",
    descriptionShort: input.descriptionShort ?? {},
    descriptionLong: input.descriptionLong ?? {},
    image: input.image ?? null,
    sortOrder: input.order ?? 0,
  };
  return db.transaction(async (tx: Tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(geoGroups).values({ ...values, companyId }).returning();
      const after = await view(tx, row!);
      await record({ db: tx, companyId }, editor, { action: "create", entity: "geo_group", id: row!.id, after });
      return after;
    }
    const before = await view(tx, await lockedGroup({ db: tx, companyId }, id));
    const [row] = await tx.update(geoGroups).set(values).where(and(eq(geoGroups.companyId, companyId), eq(geoGroups.id, id))).returning();
    const after = await view(tx, row!);
    await record({ db: tx, companyId }, editor, { action: "update", entity: "geo_group", id, before, after });
    return after;
  });
}

/** Removes a group no shop is in: the shops would otherwise change group unasked (409 naming them). */
export async function deleteGeoGroup({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const before = await view(tx, await lockedGroup({ db: tx, companyId }, id));
    if (before.shopIds.length) throw new Conflict("in_use", { id: `shops ${before.shopIds.join(", ")} are in this group` });
    await tx.delete(geoGroups).where(and(eq(geoGroups.companyId, companyId), eq(geoGroups.id, id)));
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "geo_group", id, before });
  });
}

/** Puts the shop in the group (a shop is in one group at most). */
export async function linkGeoGroupShop({ db, companyId }: Tenant, shopId: number, geoGroupId: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await lockedGroup({ db: tx, companyId }, geoGroupId, "geoGroupId");
    await ownShop({ db: tx, companyId }, shopId);
    assertShop(editor.by, shopId);
    const [before] = await tx.select({ geoGroupId: shops.geoGroupId }).from(shops).where(eq(shops.id, shopId)).for("update");
    await tx.update(shops).set({ geoGroupId }).where(and(eq(shops.companyId, companyId), eq(shops.id, shopId)));
    await record({ db: tx, companyId }, editor, { action: "link", entity: "geo_group_shop", id: `${geoGroupId}:${shopId}`, before: before ?? null, after: { geoGroupId } });
  });
}

export async function unlinkGeoGroupShop({ db, companyId }: Tenant, shopId: number, geoGroupId: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownShop({ db: tx, companyId }, shopId);
    assertShop(editor.by, shopId);
    const gone = await tx
      .update(shops)
      .set({ geoGroupId: null })
      .where(and(eq(shops.companyId, companyId), eq(shops.id, shopId), eq(shops.geoGroupId, geoGroupId)))
      .returning({ id: shops.id });
    if (gone.length === 0) throw new NotFound("not_found", { geoGroupId: "the shop is not in this group" });
    await record({ db: tx, companyId }, editor, { action: "unlink", entity: "geo_group_shop", id: `${geoGroupId}:${shopId}`, before: { geoGroupId } });
  });
}
