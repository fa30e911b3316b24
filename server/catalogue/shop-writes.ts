// The shops written by the business (contract/shops.ts). Every row is found through the request's
// company; a shop's group and articles are checked to be the company's own before anything is
// written. The tables' triggers move the company's version (migration 0007), so the storefront's
// kept catalogue (snapshot.ts) is read again at the next request.
import type { Tenant } from "../tenant";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { shopDayInput, shopInput } from "../../contract/shops";
import { Conflict, NotFound } from "../../domain/errors";
import type { Shop } from "../../domain/types";
import { assertShop } from "../accounts/team";
import { record, type Editor } from "../audit/editor";
import { deleteUnlessNamed, isUniqueViolation, type Db } from "../db";
import { articles, bookingOrders, eshopOrders, geoGroups, shopArticles, shopDays, shops } from "../db/schema";
import { toShop } from "./store";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

/** The name of the constraint that refused a write, however the driver wraps it. */
function constraintOf(err: unknown): string {
  for (let e = err as { cause?: unknown; constraint?: string; constraint_name?: string } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const name = e.constraint_name ?? e.constraint;
    if (name) return name;
  }
  return "";
}

/** A unique key refused the write: the slug or the external reference is another shop's. */
export async function uniqueSafe<T>(write: () => Promise<T>, fields: { slug?: string; reference?: string }): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    if (fields.slug && /slug/.test(constraintOf(err))) throw new Conflict("slug_taken", { [fields.slug]: "taken" });
    throw new Conflict("reference_taken", { [fields.reference ?? "artebeauteId"]: "taken" });
  }
}

/** The company's shop `id` (locked for the write), else 404 naming `field`. */
export async function ownShop({ db: tx, companyId }: Tenant<Reader & Pick<Db, "select">>, id: number, field = "id") {
  const [row] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, id)));
  if (!row) throw new NotFound("shop_not_found", { [field]: "unknown" });
  return row.id;
}

async function ownGroup({ db: tx, companyId }: Tenant<Reader>, id: number | null | undefined) {
  if (id == null) return null;
  const [row] = await tx.select({ id: geoGroups.id }).from(geoGroups).where(and(eq(geoGroups.companyId, companyId), eq(geoGroups.id, id)));
  if (!row) throw new NotFound("not_found", { geoGroupId: "unknown" });
  return row.id;
}

function shopValues(input: z.output<typeof shopInput>) {
  return {
    slug: input.slug,
    externalId: input.artebeauteId,
    webId: input.webId ?? null,
    name: input.name,
    address: input.address ?? "",
    city: input.city ?? "",
    zipcode: input.zipcode ?? "",
    country: input.country ?? "FR",
    phone: input.phone ?? null,
    email: input.email ?? null,
    description: input.description ?? {},
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    timeZone: input.timeZone,
    openingHours: input.openingHours,
    images: input.images ?? [],
    bookingActive: input.bookingActive ?? true,
    useCabins: input.useCabins ?? null,
    sortOrder: input.order ?? 0,
  };
}

/** Adds a shop (no id) or replaces the company's shop `id`. */
export async function saveShop({ db, companyId }: Tenant, input: z.output<typeof shopInput>, editor: Editor, id?: number): Promise<Shop> {
  return uniqueSafe(
    () =>
      db.transaction(async (tx: Tx) => {
        const values = { ...shopValues(input), geoGroupId: await ownGroup({ db: tx, companyId }, input.geoGroupId) };
        if (id === undefined) {
          const [row] = await tx.insert(shops).values({ ...values, companyId }).returning();
          await record({ db: tx, companyId }, editor, { action: "create", entity: "shop", id: row!.id, after: row });
          return toShop(row!);
        }
        const [before] = await tx.select().from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, id))).for("update");
        if (!before) throw new NotFound("shop_not_found", { id: "unknown" });
        assertShop(editor.by, id);
        const [row] = await tx.update(shops).set(values).where(and(eq(shops.companyId, companyId), eq(shops.id, id))).returning();
        await record({ db: tx, companyId }, editor, { action: "update", entity: "shop", id, before, after: row });
        return toShop(row!);
      }),
    { slug: "slug", reference: "artebeauteId" },
  );
}

/** Removes a shop no booking or e-shop order names (they keep their shop): else 409. */
export async function deleteShop({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await deleteUnlessNamed(() => deleteShopRow({ db, companyId }, id, editor), "other records name this shop");
}

async function deleteShopRow({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [before] = await tx.select().from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, id))).for("update");
    if (!before) throw new NotFound("shop_not_found", { id: "unknown" });
    const named = await tx.execute(sql`select exists(select 1 from ${bookingOrders} where company_id = ${companyId} and shop_id = ${id}) or exists(select 1 from ${eshopOrders} where company_id = ${companyId} and shop_id = ${id}) as used`);
    const rows = Array.isArray(named) ? named : (named as { rows: { used: boolean }[] }).rows;
    if ((rows[0] as { used: boolean }).used) throw new Conflict("in_use", { id: "orders name this shop" });
    await tx.delete(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, id)));
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "shop", id, before });
  });
}

export async function putShopDay({ db, companyId }: Tenant, shopId: number, date: string, input: z.output<typeof shopDayInput>, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownShop({ db: tx, companyId }, shopId);
    assertShop(editor.by, shopId);
    const values = { kind: input.kind, hours: input.kind === "open" ? (input.hours ?? []) : [], label: input.label ?? {} };
    await tx
      .insert(shopDays)
      .values({ companyId, shopId, day: date, ...values })
      .onConflictDoUpdate({ target: [shopDays.shopId, shopDays.day], set: values });
    await record({ db: tx, companyId }, editor, { action: "update", entity: "shop_day", id: `${shopId}:${date}`, after: values });
  });
}

export async function deleteShopDay({ db, companyId }: Tenant, shopId: number, date: string, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownShop({ db: tx, companyId }, shopId);
    assertShop(editor.by, shopId);
    const gone = await tx.delete(shopDays).where(and(eq(shopDays.companyId, companyId), eq(shopDays.shopId, shopId), eq(shopDays.day, date))).returning();
    if (gone.length === 0) throw new NotFound("not_found", { date: "no exceptional day" });
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "shop_day", id: `${shopId}:${date}`, before: gone[0] });
  });
}

/** The shop offers the article, at its own price (cents) or the article's (null). */
export async function linkShopArticle({ db, companyId }: Tenant, articleId: number, shopId: number, price: number | null, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownShop({ db: tx, companyId }, shopId, "shopId");
    assertShop(editor.by, shopId);
    const [article] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, articleId)));
    if (!article) throw new NotFound("article_not_found", { id: "unknown" });
    const [before] = await tx.select().from(shopArticles).where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.shopId, shopId), eq(shopArticles.articleId, articleId)));
    await tx
      .insert(shopArticles)
      .values({ companyId, shopId, articleId, price })
      .onConflictDoUpdate({ target: [shopArticles.shopId, shopArticles.articleId], set: { price } });
    await record({ db: tx, companyId }, editor, { action: "link", entity: "shop_article", id: `${shopId}:${articleId}`, before: before ?? null, after: { shopId, articleId, price } });
  });
}

export async function unlinkShopArticle({ db, companyId }: Tenant, articleId: number, shopId: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await ownShop({ db: tx, companyId }, shopId, "shopId");
    assertShop(editor.by, shopId);
    const gone = await tx.delete(shopArticles).where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.shopId, shopId), eq(shopArticles.articleId, articleId))).returning();
    if (gone.length === 0) throw new NotFound("not_found", { id: "not offered by this shop" });
    await record({ db: tx, companyId }, editor, { action: "unlink", entity: "shop_article", id: `${shopId}:${articleId}`, before: gone[0] });
  });
}

export async function shopMappings({ db, companyId }: Tenant<Reader>) {
  return db
    .select({ id: shops.id, name: shops.name, artebeauteId: shops.externalId, webId: shops.webId })
    .from(shops)
    .where(eq(shops.companyId, companyId))
    .orderBy(asc(shops.sortOrder), asc(shops.id));
}

export async function putShopMapping({ db, companyId }: Tenant, input: { id: number; artebeauteId: string; webId?: string | null }, editor: Editor) {
  return uniqueSafe(
    () =>
      db.transaction(async (tx: Tx) => {
        const [before] = await tx.select({ id: shops.id, artebeauteId: shops.externalId, webId: shops.webId }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, input.id)));
        if (!before) throw new NotFound("shop_not_found", { id: "unknown" });
        const [row] = await tx
          .update(shops)
          .set({ externalId: input.artebeauteId, ...(input.webId === undefined ? {} : { webId: input.webId }) })
          .where(and(eq(shops.companyId, companyId), eq(shops.id, input.id)))
          .returning({ id: shops.id, name: shops.name, artebeauteId: shops.externalId, webId: shops.webId });
        await record({ db: tx, companyId }, editor, { action: "update", entity: "shop_mapping", id: input.id, before, after: row });
        return row!;
      }),
    { reference: "artebeauteId" },
  );
}
