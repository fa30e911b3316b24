import { eq, sql } from "drizzle-orm";
import { categories } from "../../db/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceId } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string;
let soloOwner: string;
let manager: string;
let californien: number;
const fingerprint = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from categories) c, (select max(xmin::text::bigint) from categories) x, (select count(*) from category_articles) l`));
const body = { slug: "soins-signature", name: { fr: "Soins signature", en: "Signature treatments" }, order: 1 };

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  manager = (await companyUserToken(db, SPA, "manager")).token;
  soloOwner = (await companyUserToken(db, SOLO)).token;
  californien = await serviceId(db, SPA, "massage-californien");
});

describe("categories written by the business", () => {
  it("adds a category, lists an article in it: the storefront shows both at once; unlinked and removed, they go", async () => {
    let res = await json(server, "POST", "/api/categories", body, { token: owner });
    expect(res.status).toBe(201);
    const { category } = await res.json();
    expect((await json(server, "POST", `/api/categories/link/article/${californien}`, { categoryId: category.id }, { token: owner })).status).toBe(204);
    res = await json(server, "GET", "/api/categories/slug/soins-signature");
    expect((await res.json()).category.articles.map((a: { id: number }) => a.id)).toEqual([californien]);
    expect((await json(server, "PUT", `/api/categories/${category.id}`, { ...body, name: { fr: "Rituels signature" } }, { token: owner })).status).toBe(200);
    expect((await (await json(server, "GET", "/api/categories/slug/soins-signature")).json()).category.name.fr).toBe("Rituels signature");
    expect((await json(server, "DELETE", `/api/categories/link/article/${californien}?categoryId=${category.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await json(server, "DELETE", `/api/categories/${category.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await json(server, "GET", "/api/categories/slug/soins-signature")).status).toBe(404);
  });

  it("refuses bad input naming the field, a manager, and another business's ids; nothing changes", async () => {
    const before = await fingerprint();
    for (const [b, field] of [
      [{ ...body, name: { en: "No French" } }, "name.fr"],
      [{ ...body, slug: "Not A Slug" }, "slug"],
      [{ ...body, order: -1 }, "order"],
    ] as const) {
      const res = await json(server, "POST", "/api/categories", b, { token: owner });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields, field).toHaveProperty([field]);
    }
    expect((await json(server, "POST", "/api/categories", body, { token: manager })).status).toBe(403);
    const { companyId: spaId } = await companyUserToken(server.database.db, SPA, "staff");
    const id = (await server.database.db.select({ id: categories.id }).from(categories).where(eq(categories.companyId, spaId)).limit(1))[0]!.id;
    const as = { token: soloOwner, company: SOLO };
    expect((await json(server, "PUT", `/api/categories/${id}`, body, as)).status).toBe(404);
    expect((await json(server, "DELETE", `/api/categories/${id}`, undefined, as)).status).toBe(404);
    expect((await json(server, "POST", `/api/categories/link/article/${californien}`, { categoryId: id }, as)).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });
});
