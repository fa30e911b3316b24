// The company's data kept in the process: a change made through the database (as another
// process or the back-office would make it) is answered at the next request, never later.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Category, Shop } from "../../domain/types";
import { articles, categories, companies, shops } from "../db/schema";
import { SPA } from "../testing";
import { useTestServer } from "../use-test-server";

const server = useTestServer();

const get = async <T>(path: string) => {
  const res = await server.api(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

async function spa() {
  const [row] = await server.database.db.select().from(companies).where(eq(companies.token, SPA));
  return row!;
}

describe("company data kept in the process", () => {
  it("a shop renamed in the database is answered renamed at the next request, and the company's version moved", async () => {
    const db = server.database.db;
    const before = await spa();
    const first = await get<{ shops: Shop[] }>("/api/shops");
    const shop = first.shops[0]!;
    await db.update(shops).set({ name: "Renamed shop" }).where(eq(shops.id, shop.id));
    expect((await spa()).version).toBeGreaterThan(before.version);
    const second = await get<{ shops: Shop[] }>("/api/shops");
    expect(second.shops.find((s) => s.id === shop.id)!.publicInfo.name).toBe("Renamed shop");
  });

  it("an article's new price, a category removed and the settings changed are all seen at once", async () => {
    const db = server.database.db;
    const company = await spa();
    const { categories: listed } = await get<{ categories: Category[] }>("/api/categories");
    const article = listed[0]!.articles[0]!;
    await db.update(articles).set({ price: 12345 }).where(eq(articles.id, article.id));
    const after = await get<{ categories: Category[] }>("/api/categories");
    expect(after.categories[0]!.articles.find((a) => a.id === article.id)!.prices).toBe(12345);

    const last = listed[listed.length - 1]!;
    await db.delete(categories).where(and(eq(categories.companyId, company.id), eq(categories.id, last.id)));
    expect((await get<{ categories: Category[] }>("/api/categories")).categories.map((c) => c.id)).not.toContain(last.id);
  });

  it("a change of stock alone does not move the version (sales do not contend on the company)", async () => {
    const db = server.database.db;
    const before = await spa();
    const [product] = await db.select().from(articles).where(and(eq(articles.companyId, before.id), eq(articles.type, "2")));
    await db.update(articles).set({ stock: (product!.stock ?? 0) + 1 }).where(eq(articles.id, product!.id));
    expect((await spa()).version).toBe(before.version);
  });

  it("settings written directly move the version, so the company is read again", async () => {
    const db = server.database.db;
    const before = await spa();
    await get("/api/shops");
    await db.update(companies).set({ nickname: "renamed" }).where(eq(companies.id, before.id));
    expect((await spa()).version).toBe(before.version + 1);
    expect((await server.companies.byTokenOrNull(SPA))!.nickname).toBe("renamed");
  });
});
