import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateOf } from "../../../domain/time";
import { hashPassword } from "../../auth/passwords";
import { bump, countIn, LIMITS } from "../../auth/rate-limit";
import { articles, companyUsers, posts, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json, lastMessage } from "../users/test-helpers";

const server = useTestServer();
const today = localDateOf(new Date(), "Europe/Paris");
const PASSWORD = "un-mot-de-passe-long";
let spaToken: string;
let soloToken: string;
let spaId: number;
let soloId: number;

async function addUser(company: string, email: string) {
  const c = (await server.companies.byTokenOrNull(company))!;
  await server.database.db.insert(companyUsers).values({ companyId: c.id, email, firstname: "Inès", role: "owner", passwordHash: await hashPassword(PASSWORD), activatedAt: new Date() });
  const res = await json(server, "POST", "/api/cmpusers/login", { email, password: PASSWORD }, { company });
  expect(res.status).toBe(200);
  return { token: (await res.json()).token as string, companyId: c.id };
}

beforeAll(async () => {
  ({ token: spaToken, companyId: spaId } = await addUser(SPA, "editor@lumiere.example"));
  ({ token: soloToken, companyId: soloId } = await addUser(SOLO, "editor@clara.example"));
});

const postBody = (slug: string, over: Record<string, unknown> = {}) => ({ slug, title: `Titre ${slug}`, excerpt: "Résumé", body: "<p>Bonjour</p>", lang: "all", published: true, date: today, ...over });
const listed = async (query = "", lang?: string) => ((await (await json(server, "GET", `/api/posts?perPage=99${query}`, undefined, { lang })).json()).posts as { slug: string }[]).map((p) => p.slug);

describe("company users' sign-in (cmpusers)", () => {
  it("answers a wrong password, an unknown address and an inactive user the same way", async () => {
    const c = (await server.companies.byTokenOrNull(SPA))!;
    await server.database.db.insert(companyUsers).values({ companyId: c.id, email: "inactive@lumiere.example" });
    const answers = await Promise.all(
      [
        { email: "editor@lumiere.example", password: "wrong-password" },
        { email: "nobody@lumiere.example", password: PASSWORD },
        { email: "inactive@lumiere.example", password: PASSWORD },
      ].map((body) => json(server, "POST", "/api/cmpusers/login", body, { ip: "198.51.100.9" })),
    );
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    // A company user's token is no customer, and no one at another business.
    expect((await json(server, "GET", "/api/users/me", undefined, { token: spaToken })).status).toBe(401);
    expect((await json(server, "GET", "/api/cmpusers/me", undefined, { token: spaToken, company: SOLO })).status).toBe(401);
    expect((await (await json(server, "GET", "/api/cmpusers/me", undefined, { token: spaToken })).json()).user.email).toBe("editor@lumiere.example");
  });

  it("locks an IP after too many failures", async () => {
    const ip = "192.0.2.50";
    const c = (await server.companies.byTokenOrNull(SPA))!;
    expect((await json(server, "POST", "/api/cmpusers/login", { email: "target@lumiere.example", password: "guess" }, { ip })).status).toBe(401);
    expect(await countIn({ db: server.database.db, companyId: c.id }, `cmp-signin-ip:${ip}`, LIMITS.failedSigninsPerIp, new Date())).toBe(1);
    // The other failures of the hour, counted as the sign-in counts them (no need to spend Argon2 on each).
    for (let i = 1; i < LIMITS.failedSigninsPerIp.max; i++) await bump({ db: server.database.db, companyId: c.id }, `cmp-signin-ip:${ip}`, LIMITS.failedSigninsPerIp, new Date());
    const locked = await json(server, "POST", "/api/cmpusers/login", { email: "editor@lumiere.example", password: PASSWORD }, { ip });
    expect(locked.status).toBe(429);
    expect((await json(server, "POST", "/api/cmpusers/login", { email: "editor@lumiere.example", password: PASSWORD }, { ip: "192.0.2.51" })).status).toBe(200);
  });

  it("a colleague adds a user, who activates their access once through the mailed link", async () => {
    expect((await json(server, "POST", "/api/cmpusers/register", { email: "new@lumiere.example" })).status).toBe(401);
    const res = await json(server, "POST", "/api/cmpusers/register", { email: "New@Lumiere.example", firstname: "Zoé" }, { token: spaToken });
    expect(res.status).toBe(201);
    expect((await json(server, "POST", "/api/cmpusers/register", { email: "new@lumiere.example" }, { token: spaToken })).status).toBe(409);
    const mail = await lastMessage(server, "new@lumiere.example");
    const token = /\/pro\/activation\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    expect((await json(server, "POST", "/api/cmpusers/login", { email: "new@lumiere.example", password: PASSWORD })).status).toBe(401);
    expect((await (await json(server, "GET", `/api/cmpusers/token/${token}`)).json()).user).toEqual({ email: "new@lumiere.example", firstname: "Zoé" });
    expect((await json(server, "GET", `/api/cmpusers/token/${token}`, undefined, { company: SOLO })).status).toBe(404);
    const short = await json(server, "PUT", `/api/cmpusers/token/${token}`, { password: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields).toHaveProperty("password");
    const done = await json(server, "PUT", `/api/cmpusers/token/${token}`, { password: PASSWORD });
    expect(done.status).toBe(200);
    expect((await json(server, "GET", "/api/cmpusers/me", undefined, { token: (await done.json()).token })).status).toBe(200);
    expect((await json(server, "PUT", `/api/cmpusers/token/${token}`, { password: PASSWORD })).status).toBe(404);
    expect((await json(server, "POST", "/api/cmpusers/login", { email: "new@lumiere.example", password: PASSWORD })).status).toBe(200);
  });
});

describe("posts", () => {
  it("a company user writes, changes and removes a post; its visitors read it", async () => {
    const created = await json(server, "POST", "/api/posts", postBody("crud-post"), { token: spaToken });
    expect(created.status).toBe(201);
    const { post } = await created.json();
    expect(await listed()).toContain("crud-post");
    const updated = await json(server, "PUT", `/api/posts/${post.id}`, postBody("crud-post", { title: "Nouveau titre" }), { token: spaToken });
    expect((await updated.json()).post.title).toBe("Nouveau titre");
    expect((await (await json(server, "GET", "/api/posts/slug/crud-post")).json()).post.title).toBe("Nouveau titre");
    expect((await json(server, "DELETE", `/api/posts/${post.id}`, undefined, { token: spaToken })).status).toBe(204);
    expect((await json(server, "GET", "/api/posts/slug/crud-post")).status).toBe(404);
    expect((await json(server, "DELETE", `/api/posts/${post.id}`, undefined, { token: spaToken })).status).toBe(404);
  });

  it("refuses writes without a token, with another business's, or on another business's post, and changes nothing", async () => {
    const { post } = await (await json(server, "POST", "/api/posts", postBody("guarded"), { token: spaToken })).json();
    const attempts = [
      await json(server, "POST", "/api/posts", postBody("intruder")),
      await json(server, "POST", "/api/posts", postBody("intruder"), { token: soloToken }),
      await json(server, "PUT", `/api/posts/${post.id}`, postBody("guarded", { title: "pwned" })),
      await json(server, "PUT", `/api/posts/${post.id}`, postBody("guarded", { title: "pwned" }), { token: soloToken }),
      await json(server, "PUT", `/api/posts/${post.id}`, postBody("guarded", { title: "pwned" }), { token: soloToken, company: SOLO }),
      await json(server, "DELETE", `/api/posts/${post.id}`, undefined, { token: soloToken }),
      await json(server, "DELETE", `/api/posts/${post.id}`, undefined, { token: soloToken, company: SOLO }),
      await json(server, "POST", "/api/events", { start: today, end: today, body: { fr: "x" } }, { token: soloToken }),
      await json(server, "POST", "/api/alerts", { start: today, end: today, body: { fr: "x" } }),
      await json(server, "POST", "/api/postcategories", { slug: "x", name: { fr: "x" } }, { token: "x".repeat(43) }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401, 404, 401, 404, 401, 401, 401]);
    const [row] = await server.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.title).toBe("Titre guarded");
    expect(await server.database.db.select().from(posts).where(eq(posts.slug, "intruder"))).toHaveLength(0);
    // Nor does another business see it.
    expect((await json(server, "GET", "/api/posts/slug/guarded", undefined, { company: SOLO })).status).toBe(404);
    expect((await json(server, "GET", `/api/posts/${post.id}`, undefined, { company: SOLO })).status).toBe(404);
  });

  it("stores and shows a body without script, event handlers or javascript: addresses", async () => {
    const dirty = '<p>Soin</p><script>alert(1)</script><img src="/images/x.jpg" onerror="alert(1)"><a href="javascript:alert(1)">lien</a>';
    const { post } = await (await json(server, "POST", "/api/posts", postBody("dirty", { body: dirty }), { token: spaToken })).json();
    for (const body of [post.body, (await (await json(server, "GET", "/api/posts/slug/dirty")).json()).post.body]) {
      expect(body).toContain("<p>Soin</p>");
      expect(body).not.toMatch(/script|onerror|javascript/i);
    }
    const [row] = await server.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.body).not.toMatch(/script|onerror|javascript/i);
    // Written past the API (an import, an old row): still shown clean.
    await server.database.db.update(posts).set({ body: '<p onmouseover="x()">old</p><script>x()</script>' }).where(eq(posts.id, post.id));
    expect((await (await json(server, "GET", "/api/posts/slug/dirty")).json()).post.body).toBe("<p>old</p>");
  });

  it("lists neither drafts, nor tomorrow's posts, nor other languages; featured first", async () => {
    for (const [slug, over] of [
      ["draft", { published: false }],
      ["tomorrow", { date: addDays(today, 1) }],
      ["german-only", { lang: ["de"] }],
      ["english-and-french", { lang: ["en", "fr"], date: addDays(today, -30) }],
      ["star", { date: addDays(today, -60), vedette: { active: true, start: addDays(today, -1), end: addDays(today, 1) } }],
      ["star-over", { date: addDays(today, -90), vedette: { active: true, start: addDays(today, -9), end: addDays(today, -1) } }],
    ] as const) {
      expect((await json(server, "POST", "/api/posts", postBody(slug, over), { token: spaToken })).status).toBe(201);
    }
    const fr = await listed();
    // Featured (though older) before the newer ones.
    expect(fr.indexOf("star")).toBeLessThan(fr.indexOf("english-and-french"));
    expect(fr).toEqual(expect.arrayContaining(["english-and-french", "star-over"]));
    expect(fr).not.toEqual(expect.arrayContaining(["draft"]));
    for (const hidden of ["draft", "tomorrow", "german-only"]) expect(fr).not.toContain(hidden);
    expect(await listed("", "de")).toContain("german-only");
    expect(await listed("&lang=it")).not.toContain("english-and-french");
    for (const hidden of ["draft", "tomorrow"]) expect((await json(server, "GET", `/api/posts/slug/${hidden}`)).status).toBe(404);
    expect(fr.indexOf("english-and-french")).toBeLessThan(fr.indexOf("star-over"));
  });

  it("pages, and filters by category and by place (home, a shop)", async () => {
    const { postcategory } = await (await json(server, "POST", "/api/postcategories", { slug: "rituels", name: { fr: "Rituels", en: "Rituals" } }, { token: spaToken })).json();
    // Paris: no demo post is linked to it (Lyon has its hammam's news)
    const [shop] = await server.database.db.select().from(shops).where(and(eq(shops.companyId, spaId), eq(shops.externalId, "ab-1001")));
    await json(server, "POST", "/api/posts", postBody("in-category", { categoryId: postcategory.id, position: "home" }), { token: spaToken });
    await json(server, "POST", "/api/posts", postBody("for-a-shop", { position: "shop", linkedShop: shop!.id }), { token: spaToken });
    expect(await listed("&category=rituels")).toEqual(["in-category"]);
    expect(await listed("&position=home")).toContain("in-category");
    expect(await listed("&position=home")).not.toContain("for-a-shop");
    expect(await listed(`&position=shop&shop=${shop!.id}`)).toEqual(["for-a-shop"]);
    const page = await (await json(server, "GET", "/api/posts?perPage=2&page=2")).json();
    expect(page).toMatchObject({ page: 2, perPage: 2 });
    expect(page.posts).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
    const { post, related } = await (await json(server, "GET", "/api/posts/slug/in-category")).json();
    expect(post.category.slug).toBe("rituels");
    expect(post.readingTime).toBe(1);
    expect(related.map((p: { slug: string }) => p.slug)).not.toContain("in-category");
    // The category goes; its post stays, without one.
    expect((await json(server, "DELETE", `/api/postcategories/${postcategory.id}`, undefined, { token: spaToken })).status).toBe(204);
    expect((await (await json(server, "GET", "/api/posts/slug/in-category")).json()).post.category).toBeNull();
  });

  it("refuses bad input naming the field, and changes nothing", async () => {
    const soloCategory = await (await json(server, "POST", "/api/postcategories", { slug: "solo-cat", name: { fr: "Solo" } }, { token: soloToken, company: SOLO })).json();
    const [soloShop] = await server.database.db.select().from(shops).where(eq(shops.companyId, soloId)).limit(1);
    const cases: [Record<string, unknown>, string][] = [
      [postBody("Bad Slug"), "slug"],
      [postBody("no-title", { title: "" }), "title"],
      [postBody("bad-date", { date: "2026-02-30" }), "date"],
      [postBody("bad-lang", { lang: ["xx"] }), "lang"],
      [postBody("bad-image", { image: { url: "javascript:alert(1)" } }), "image.url"],
      [postBody("other-category", { categoryId: soloCategory.postcategory.id }), "categoryId"],
      [postBody("other-shop", { position: "shop", linkedShop: soloShop!.id }), "linkedShop"],
      [postBody("no-shop", { position: "shop" }), "linkedShop"],
      [postBody("bad-vedette", { vedette: { active: true, start: today, end: addDays(today, -1) } }), "vedette.end"],
    ];
    for (const [body, field] of cases) {
      const res = await json(server, "POST", "/api/posts", body, { token: spaToken });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields, field).toHaveProperty([field]);
    }
    await json(server, "POST", "/api/posts", postBody("taken"), { token: spaToken });
    const clash = await json(server, "POST", "/api/posts", postBody("taken"), { token: spaToken });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.fields).toEqual({ slug: "taken" });
    expect(await server.database.db.select().from(posts).where(and(eq(posts.companyId, spaId), eq(posts.slug, "other-category")))).toHaveLength(0);
  });
});

describe("events and alerts", () => {
  it("lists only the current ones, with sanitised event bodies", async () => {
    const write = (path: string, body: unknown) => json(server, "POST", path, body, { token: spaToken });
    const now = await write("/api/events", { start: today, end: today, showDates: true, body: { fr: '<p>Portes ouvertes</p><img src="x" onerror="alert(1)">' }, link: { url: "/services", title: { fr: "Voir" } } });
    expect(now.status).toBe(201);
    const later = await (await write("/api/events", { start: addDays(today, 1), end: addDays(today, 3), body: { fr: "<p>Plus tard</p>" } })).json();
    await write("/api/events", { start: addDays(today, -3), end: addDays(today, -1), body: { fr: "<p>Fini</p>" } });
    const { events } = await (await json(server, "GET", "/api/events")).json();
    const bodies = events.map((e: { body: { fr: string } }) => e.body.fr);
    expect(bodies).toContain('<p>Portes ouvertes</p><img src="x" />');
    expect(bodies).not.toContain("<p>Plus tard</p>");
    expect(bodies).not.toContain("<p>Fini</p>");
    expect((await write("/api/events", { start: today, end: addDays(today, -1), body: {} }).then((r) => r.json())).error.fields).toHaveProperty("end");
    expect((await write("/api/events", { start: today, end: today, body: {}, link: { url: "javascript:alert(1)" } }).then((r) => r.json())).error.fields).toHaveProperty(["link.url"]);
    // Moved to today, it shows; removed, it goes.
    await json(server, "PUT", `/api/events/${later.event.id}`, { start: today, end: today, body: { fr: "<p>Plus tard</p>" } }, { token: spaToken });
    expect(JSON.stringify(await (await json(server, "GET", "/api/events")).json())).toContain("Plus tard");
    expect((await json(server, "DELETE", `/api/events/${later.event.id}`, undefined, { token: spaToken })).status).toBe(204);
    expect(JSON.stringify(await (await json(server, "GET", "/api/events")).json())).not.toContain("Plus tard");
    expect(JSON.stringify(await (await json(server, "GET", "/api/events", undefined, { company: SOLO })).json())).not.toContain("Portes ouvertes");
  });

  it("links an alert to one of the company's services only", async () => {
    const [own] = await server.database.db.select().from(articles).where(and(eq(articles.companyId, spaId), eq(articles.type, "1"))).limit(1);
    const [other] = await server.database.db.select().from(articles).where(and(eq(articles.companyId, soloId), eq(articles.type, "1"))).limit(1);
    const write = (body: unknown) => json(server, "POST", "/api/alerts", body, { token: spaToken });
    const bad = await write({ start: today, end: today, serviceId: other!.id, body: { fr: "x" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ serviceId: "unknown" });
    const ok = await write({ start: today, end: addDays(today, 2), serviceId: own!.id, body: { fr: "Un créneau s'est libéré" } });
    expect(ok.status).toBe(201);
    await write({ start: addDays(today, 5), end: addDays(today, 6), body: { fr: "Bientôt" } });
    const { alerts } = await (await json(server, "GET", "/api/alerts")).json();
    expect(alerts.map((a: { body: { fr: string } }) => a.body.fr)).toContain("Un créneau s'est libéré");
    expect(alerts.map((a: { body: { fr: string } }) => a.body.fr)).not.toContain("Bientôt");
    expect((await json(server, "GET", "/api/alerts", undefined, { company: SOLO }).then((r) => r.json())).alerts.map((a: { body: { fr: string } }) => a.body.fr)).not.toContain("Un créneau s'est libéré");
  });

  it("refuses a lone UTF-16 surrogate in a category's name or an alert's body with 400 naming the field, on create and on change", async () => {
    const created = await json(server, "POST", "/api/postcategories", { slug: "surrogates", name: { fr: "Bien" } }, { token: spaToken });
    expect(created.status).toBe(201);
    const categoryId = (await created.json()).postcategory.id as number;
    const alert = await json(server, "POST", "/api/alerts", { start: today, end: today, body: { fr: "Bien" } }, { token: spaToken });
    expect(alert.status).toBe(201);
    const alertId = (await alert.json()).alert.id as number;
    const refusedAt = async (res: Response, field: string) => {
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
    };
    await refusedAt(await json(server, "POST", "/api/postcategories", { slug: "x1", name: { fr: "\ud800" } }, { token: spaToken }), "name.fr");
    await refusedAt(await json(server, "PUT", `/api/postcategories/${categoryId}`, { slug: "surrogates", name: { fr: "\udc00" } }, { token: spaToken }), "name.fr");
    await refusedAt(await json(server, "POST", "/api/alerts", { start: today, end: today, body: { fr: "\ud800" } }, { token: spaToken }), "body.fr");
    await refusedAt(await json(server, "PUT", `/api/alerts/${alertId}`, { start: today, end: today, body: { fr: "\ud800" } }, { token: spaToken }), "body.fr");
    const { alerts } = await (await json(server, "GET", "/api/alerts")).json();
    expect(alerts.find((a: { id: number }) => a.id === alertId).body.fr).toBe("Bien");
  });
});
