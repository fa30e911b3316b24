// Cabins and equipments written by the business (decision 217): each found through the request's
// company, its shop and linked services checked to be the company's own before anything is
// written, the row and its links replaced in one transaction.
import type { Tenant } from "../tenant";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ResourceView, resourceInput } from "../../contract/resources";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { assertShop } from "../accounts/team";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { appointments, articles, equipmentServices, resources, shops } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

export interface ResourceFilter {
  shopId?: number;
  type?: string;
}

/** The company's resources, by shop then order, each with its shop's reference and linked services. */
export async function listResources({ db, companyId }: Tenant<Reader>, filter: ResourceFilter = {}, id?: number): Promise<ResourceView[]> {
  const rows = await db
    .select({ id: resources.id, shopId: resources.shopId, shopRef: shops.externalId, type: resources.type, displayName: resources.displayName, order: resources.sortOrder })
    .from(resources)
    .innerJoin(shops, and(eq(shops.id, resources.shopId), eq(shops.companyId, resources.companyId)))
    .where(
      and(
        eq(resources.companyId, companyId),
        filter.shopId === undefined ? undefined : eq(resources.shopId, filter.shopId),
        filter.type === undefined ? undefined : eq(resources.type, filter.type),
        id === undefined ? undefined : eq(resources.id, id),
      ),
    )
    .orderBy(asc(shops.sortOrder), asc(resources.sortOrder), asc(resources.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ resourceId: equipmentServices.resourceId, articleId: equipmentServices.articleId })
    .from(equipmentServices)
    .where(and(eq(equipmentServices.companyId, companyId), inArray(equipmentServices.resourceId, rows.map((r) => r.id))))
    .orderBy(asc(equipmentServices.articleId));
  return rows.map((r) => ({ ...r, serviceIds: links.filter((l) => l.resourceId === r.id).map((l) => l.articleId) }));
}

/** One shop's resources, the shop named by its artebeauteId. */
export async function shopResources({ db, companyId }: Tenant<Reader>, shopRef: string, type?: string): Promise<ResourceView[]> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, shopRef)));
  if (!shop) throw new NotFound("shop_not_found", { shopId: "unknown" });
  return listResources({ db, companyId }, { shopId: shop.id, type });
}

export async function resource({ db, companyId }: Tenant<Reader>, id: number): Promise<ResourceView> {
  const [found] = await listResources({ db, companyId }, {}, id);
  if (!found) throw new NotFound("not_found", { id: "unknown" });
  return found;
}

/** The shop and the services named are the company's own (services or packages), else a refusal naming the field. */
async function checkOwn({ db: tx, companyId }: Tenant<Reader>, input: z.output<typeof resourceInput>) {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, input.shopId)));
  if (!shop) throw new NotFound("shop_not_found", { shopId: "unknown" });
  const asked = [...new Set(input.serviceIds ?? [])];
  if (asked.length === 0) return asked;
  const found = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, asked), inArray(articles.type, ["1", "4"])));
  const missing = asked.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw new Invalid({ serviceIds: `not services of this company: ${missing.join(",")}` });
  return asked;
}

/** Adds a resource (no id) or replaces the company's resource `id`, with its linked services. */
export async function saveResource({ db, companyId }: Tenant, input: z.output<typeof resourceInput>, editor: Editor, id?: number): Promise<ResourceView> {
  const savedId = await db.transaction(async (tx: Tx) => {
    const services = await checkOwn({ db: tx, companyId }, input);
    assertShop(editor.by, input.shopId);
    const values = { shopId: input.shopId, type: input.type, displayName: input.displayName, sortOrder: input.order ?? 0 };
    let rowId: number;
    if (id === undefined) {
      const [row] = await tx.insert(resources).values({ ...values, companyId }).returning({ id: resources.id });
      rowId = row!.id;
    } else {
      const [row] = await tx.select().from(resources).where(and(eq(resources.companyId, companyId), eq(resources.id, id))).for("update");
      if (!row) throw new NotFound("not_found", { id: "unknown" });
      assertShop(editor.by, row.shopId);
      const before = (await listResources({ db: tx, companyId }, {}, id))[0];
      // Appointments keep the cabin or equipment they took: its kind cannot change under them.
      if (row.type !== input.type && (await usedBy({ db: tx, companyId }, id))) throw new Conflict("in_use", { type: "appointments took this resource as a " + row.type });
      await tx.update(resources).set(values).where(eq(resources.id, row.id));
      await tx.delete(equipmentServices).where(and(eq(equipmentServices.companyId, companyId), eq(equipmentServices.resourceId, row.id)));
      rowId = row.id;
      await record({ db: tx, companyId }, editor, { action: "update", entity: "resource", id: rowId, before, after: { ...values, serviceIds: services } });
    }
    if (services.length) await tx.insert(equipmentServices).values(services.map((articleId) => ({ companyId, resourceId: rowId, articleId })));
    if (id === undefined) await record({ db: tx, companyId }, editor, { action: "create", entity: "resource", id: rowId, after: { ...values, serviceIds: services } });
    return rowId;
  });
  return resource({ db, companyId }, savedId);
}

async function usedBy({ db: tx, companyId }: Tenant<Reader>, id: number): Promise<boolean> {
  const [used] = await tx
    .select({ one: sql<number>`1` })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), or(eq(appointments.cabinId, id), eq(appointments.equipmentId, id))))
    .limit(1);
  return Boolean(used);
}

/** Removes a resource no appointment took (their history keeps what they took): else 409. */
export async function deleteResource({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(resources).where(and(eq(resources.companyId, companyId), eq(resources.id, id))).for("update");
    if (!row) throw new NotFound("not_found", { id: "unknown" });
    assertShop(editor.by, row.shopId);
    if (await usedBy({ db: tx, companyId }, id)) throw new Conflict("in_use", { id: "taken by appointments" });
    await tx.delete(resources).where(eq(resources.id, row.id));
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "resource", id, before: row });
  });
}
