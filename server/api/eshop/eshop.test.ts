import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../../domain/errors";
import { companyId, serviceId } from "../../booking/test-support";
import { companies, shopArticles, shops } from "../../db/schema";
import { giveStockBack, stockStamp, takeStock } from "../../eshop/stock";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
const get = async (path: string, company = SPA) => {
  const res = await server.api(path, { company, lang: "en" });
  return { status: res.status, body: await res.json() };
};
const product = (slug: string, company = SPA) => serviceId(server.database.db, company, slug);

describe("GET /api/eshopcategories", () => {
  it("lists the e-shop's shelves in their order with the shop's products, prices and what it can sell", async () => {
    const paris = await get("/api/eshopcategories?shopid=ab-1001");
    expect(paris.status).toBe(200);
    expect(paris.body.categories.map((c: { slug: string }) => c.slug)).toEqual(["bien-etre-maison", "soins-visage-corps", "coffrets"]);
    const [home, , boxes] = paris.body.categories;
    expect(home.products.map((p: { slug: string }) => p.slug)).toEqual(["huile-de-massage-relaxante", "bougie-parfumee-figue", "sels-de-bain"]);
    expect(home.products[2]).toMatchObject({ name: { fr: "Sels de bain de la mer Morte" }, stock: 999999, stockState: { state: "in_stock" }, vat: 20 });
    expect(boxes.products[0]).toMatchObject({ slug: "coffret-decouverte", price: 5900, stock: 2, stockState: { state: "low", left: 2 } });
    const lyon = await get("/api/eshopcategories?shopid=ab-1002");
    expect(lyon.body.categories[2].products[0]).toMatchObject({ stock: 8, stockState: { state: "in_stock" } });
  });

  it("keeps the e-shop's categories off the services pages, and another business's shelves to itself", async () => {
    const services = await get("/api/categories");
    expect(services.body.categories.map((c: { slug: string }) => c.slug)).not.toContain("coffrets");
    expect((await get("/api/eshopcategories?shopid=ab-1001", SOLO)).status).toBe(404);
    expect((await get("/api/eshopcategories")).body.error.fields).toHaveProperty("shopid");
  });
});

describe("GET /api/eshop/stock/{id}/{qty}", () => {
  it("says what the shop can sell: its own stock for a tracked product, 999999 untracked, 0 for what is not a product here", async () => {
    const box = await product("coffret-decouverte");
    expect((await get(`/api/eshop/stock/${box}/1?shopid=ab-1001`)).body).toEqual({ id: box, stock: 2, quantity: 1, enough: true });
    expect((await get(`/api/eshop/stock/${box}/3?shopid=ab-1001`)).body).toEqual({ id: box, stock: 2, quantity: 3, enough: false });
    expect((await get(`/api/eshop/stock/${box}/3?shopid=ab-1002`)).body).toMatchObject({ stock: 8, enough: true });
    const salts = await product("sels-de-bain");
    expect((await get(`/api/eshop/stock/${salts}/5?shopid=ab-1001`)).body).toMatchObject({ stock: 999999, enough: true });
    const massage = await product("massage-californien");
    expect((await get(`/api/eshop/stock/${massage}/1?shopid=ab-1001`)).body).toMatchObject({ stock: 0, enough: false });
    expect((await get(`/api/eshop/stock/99999999/1?shopid=ab-1001`)).body).toMatchObject({ stock: 0, enough: false });
    // another business's product is not found here
    const theirs = await product("manucure-classique", SOLO);
    expect((await get(`/api/eshop/stock/${theirs}/1?shopid=ab-1001`)).body).toMatchObject({ stock: 0, enough: false });
    expect((await get(`/api/eshop/stock/${box}/1?shopid=ab-1001`, SOLO)).status).toBe(404);
  });

  it("refuses bad quantities and an unknown shop, naming the field", async () => {
    const box = await product("coffret-decouverte");
    for (const qty of ["0", "-1", "1000000000", "abc", "1.5"]) {
      const res = await get(`/api/eshop/stock/${box}/${qty}?shopid=ab-1001`);
      expect(res.status, qty).toBe(400);
      expect(res.body.error.fields).toHaveProperty("qty");
    }
    const noShop = await get(`/api/eshop/stock/${box}/1?shopid=ab-9999`);
    expect(noShop.status).toBe(404);
    expect(noShop.body.error).toMatchObject({ code: "unknown_shop", fields: { shopid: "unknown" } });
    expect((await get(`/api/eshop/stock/${box}/1`)).body.error.fields).toHaveProperty("shopid");
  });
});

describe("GET /api/eshop/stock/verify/{ids}/{qty}", () => {
  it("takes one quantity for all the products", async () => {
    const [box, salts] = [await product("coffret-decouverte"), await product("sels-de-bain")];
    const one = await get(`/api/eshop/stock/verify/${box},${salts}/2?shopid=ab-1001`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ ok: true, items: [{ id: box, stock: 2, quantity: 2, enough: true }, { id: salts, stock: 999999, quantity: 2, enough: true }] });
    const three = await get(`/api/eshop/stock/verify/${box},${salts}/3?shopid=ab-1001`);
    expect(three.body).toMatchObject({ ok: false, items: [{ id: box, quantity: 3, enough: false }, { id: salts, quantity: 3, enough: true }] });
  });

  it("checks a basket line by line, the same product's quantities counted together", async () => {
    const [box, salts] = [await product("coffret-decouverte"), await product("sels-de-bain")];
    const ok = await get(`/api/eshop/stock/verify/${box},${salts}/2,10?shopid=ab-1001`);
    expect(ok.body).toEqual({ ok: true, items: [{ id: box, stock: 2, quantity: 2, enough: true }, { id: salts, stock: 999999, quantity: 10, enough: true }] });
    const twice = await get(`/api/eshop/stock/verify/${box},${box}/1,2?shopid=ab-1001`);
    expect(twice.body.ok).toBe(false);
    const mismatch = await get(`/api/eshop/stock/verify/${box},${salts},${box}/1,2?shopid=ab-1001`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toHaveProperty("qty");
  });
});

describe("GET /api/eshopcategories when the stock cannot be read", () => {
  it("answers the shelves with every stock 0 (spec §8), never a 500", async () => {
    const db = server.database.db;
    await db.execute(sql.raw("ALTER TABLE shop_articles RENAME COLUMN stock TO stock_unreadable"));
    try {
      const res = await get("/api/eshopcategories?shopid=ab-1001");
      expect(res.status).toBe(200);
      const products = res.body.categories.flatMap((c: { products: { stock: number }[] }) => c.products);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p: { stock: number }) => p.stock === 0)).toBe(true);
    } finally {
      await db.execute(sql.raw("ALTER TABLE shop_articles RENAME COLUMN stock_unreadable TO stock"));
    }
    const back = await get("/api/eshopcategories?shopid=ab-1001");
    expect(back.body.categories.flatMap((c: { products: { stock: number }[] }) => c.products).some((p: { stock: number }) => p.stock > 0)).toBe(true);
  });
});

describe("taking stock for orders", () => {
  it("never oversells: 200 orders at once for a product with 5 in stock → exactly 5 taken, 195 refused, 0 left, never below", async () => {
    const db = server.database.db;
    const spa = await companyId(db, SPA);
    const candle = await product("bougie-parfumee-figue");
    const [paris] = await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001")));
    const row = and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, candle));
    await db.update(shopArticles).set({ stock: 5 }).where(row);
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => db.transaction((tx) => takeStock({ db: tx, companyId: spa }, paris!.id, [{ articleId: candle, quantity: 1 }], (i) => `lines.${i}.quantity`))));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(refused).toHaveLength(195);
    expect(refused.every((r) => r.reason instanceof DomainError && r.reason.code === "out_of_stock" && r.reason.fields?.["lines.0.quantity"] === "0 left")).toBe(true);
    expect((await db.select().from(shopArticles).where(row))[0]!.stock).toBe(0);

    // an order that fails gives its units back; an untracked product is left as it is
    await db.transaction((tx) => giveStockBack({ db: tx, companyId: spa }, paris!.id, [{ articleId: candle, quantity: 2 }]));
    expect((await db.select().from(shopArticles).where(row))[0]!.stock).toBe(2);
    const salts = await product("sels-de-bain");
    await db.transaction((tx) => takeStock({ db: tx, companyId: spa }, paris!.id, [{ articleId: salts, quantity: 40 }], () => "q"));
    expect((await db.select().from(shopArticles).where(and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, salts))))[0]!.stock).toBeNull();
  });

  it("stamps the stock: any unit taken or given back, any count, moves the company's stamp and no other company's", async () => {
    const db = server.database.db;
    const [spa, solo] = [await companyId(db, SPA), await companyId(db, SOLO)];
    const [paris] = await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001")));
    const oil = await product("huile-de-massage-relaxante");
    const row = and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, oil));
    await db.update(shopArticles).set({ stock: 4 }).where(row);
    const stamps = async () => [await stockStamp({ db, companyId: spa }), await stockStamp({ db, companyId: solo })];
    const [first, other] = await stamps();
    expect(await stamps()).toEqual([first, other]);
    const version = async () => (await db.select({ version: companies.version }).from(companies).where(eq(companies.id, spa)))[0]!.version;
    const before = await version();
    await db.transaction((tx) => takeStock({ db: tx, companyId: spa }, paris!.id, [{ articleId: oil, quantity: 1 }], () => "q"));
    const [taken, otherAfter] = await stamps();
    expect(taken).not.toBe(first);
    expect(otherAfter).toBe(other);
    // a sale moves no company version: orders do not wait on the company's row, kept pages stay
    expect(await version()).toBe(before);
    await db.transaction((tx) => giveStockBack({ db: tx, companyId: spa }, paris!.id, [{ articleId: oil, quantity: 1 }]));
    expect((await stamps())[0]).toBe(first);
    // counted again (the back-office's stock), or no longer counted
    await db.update(shopArticles).set({ stock: 5 }).where(row);
    expect((await stamps())[0]).not.toBe(first);
    await db.update(shopArticles).set({ stock: null }).where(row);
    expect(new Set([first, taken, (await stamps())[0]]).size).toBe(3);
    await db.update(shopArticles).set({ stock: 4 }).where(row);
    expect((await stamps())[0]).toBe(first);
    expect(await version()).toBe(before);
    // the shop's price for it is the catalogue's: that moves the version
    const [offer] = await db.select({ price: shopArticles.price }).from(shopArticles).where(row);
    await db.update(shopArticles).set({ price: (offer!.price ?? 1000) + 100 }).where(row);
    expect(await version()).toBe(before + 1);
    await db.update(shopArticles).set({ price: offer!.price }).where(row);
  });

  it("takes a whole basket or nothing", async () => {
    const db = server.database.db;
    const spa = await companyId(db, SPA);
    const [paris] = await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001")));
    const [oil, cream] = [await product("huile-de-massage-relaxante"), await product("creme-mains-karite")];
    await db.update(shopArticles).set({ stock: 3 }).where(and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, oil)));
    await db.update(shopArticles).set({ stock: 1 }).where(and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, cream)));
    await expect(db.transaction((tx) => takeStock({ db: tx, companyId: spa }, paris!.id, [{ articleId: oil, quantity: 2 }, { articleId: cream, quantity: 2 }], (i) => `lines.${i}.quantity`))).rejects.toMatchObject({ code: "out_of_stock", fields: { "lines.1.quantity": "1 left" } });
    const left = await db.select().from(shopArticles).where(eq(shopArticles.shopId, paris!.id));
    expect(left.find((r) => r.articleId === oil)!.stock).toBe(3);
  });
});
