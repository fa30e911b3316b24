// The content as the back-office writes it: every post with its state (draft, scheduled at a
// shop-local hour, live), every event and alert; each write recorded; input refused by field;
// another business's rows unknown; staff refused.
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/passwords";
import { auditTrail } from "../../audit";
import { companyUsers } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
const PASSWORD = "un-mot-de-passe-long";
const tokens: Record<string, string> = {};
let spaId: number;

async function signIn(company: string, email: string, role: "owner" | "manager" | "staff") {
  const c = (await server.companies.byTokenOrNull(company))!;
  await server.database.db.insert(companyUsers).values({ companyId: c.id, email, firstname: "Inès", role, passwordHash: await hashPassword(PASSWORD), activatedAt: new Date() });
  const res = await json(server, "POST", "/api/cmpusers/login", { email, password: PASSWORD }, { company });
  expect(res.status).toBe(200);
  return { token: (await res.json()).token as string, id: c.id };
}

beforeAll(async () => {
  // 10:00 in Paris on the 23rd of November 2026
  server.setNow(new Date("2026-11-23T09:00:00Z"));
  const spa = await signIn(SPA, "writer@lumiere.example", "owner");
  ({ token: tokens.owner } = spa);
  spaId = spa.id;
  ({ token: tokens.manager } = await signIn(SPA, "manager-writer@lumiere.example", "manager"));
  ({ token: tokens.staff } = await signIn(SPA, "staff-writer@lumiere.example", "staff"));
  ({ token: tokens.solo } = await signIn(SOLO, "writer@clara.example", "owner"));
});

const post = (slug: string, over: Record<string, unknown> = {}) => ({ slug, title: `Titre ${slug}`, body: "<p>Un <strong>soin</strong> <a href=\"https://example.com\">lié</a><script>x()</script></p>", lang: ["fr"], published: true, date: "2026-11-23", ...over });
const slugsListed = async () => ((await (await json(server, "GET", "/api/posts?perPage=99&lang=fr")).json()).posts as { slug: string }[]).map((p) => p.slug);

describe("posts as written", () => {
  it("a post scheduled at 11:00 shop time is written, listed as scheduled to its writer and not yet to visitors", async () => {
    const res = await json(server, "POST", "/api/posts", post("plus-tard", { time: "11:00" }), { token: tokens.manager });
    expect(res.status).toBe(201);
    const { post: made } = await res.json();
    expect(made).toMatchObject({ time: "11:00", status: "scheduled" });
    expect(made.body).toBe('<p>Un <strong>soin</strong> <a href="https://example.com">lié</a></p>');
    expect(await slugsListed()).not.toContain("plus-tard");
    expect((await json(server, "GET", "/api/posts/slug/plus-tard")).status).toBe(404);

    const written = await (await json(server, "GET", "/api/posts/written", undefined, { token: tokens.owner })).json();
    expect(written.posts.find((p: { slug: string }) => p.slug === "plus-tard")).toMatchObject({ status: "scheduled", time: "11:00" });
    const one = await json(server, "GET", `/api/posts/written/${made.id}`, undefined, { token: tokens.owner });
    expect((await one.json()).post.title).toBe("Titre plus-tard");

    // at 09:00 the same post is live: published now, listed at once
    const now = await json(server, "PUT", `/api/posts/${made.id}`, post("plus-tard", { time: "09:00" }), { token: tokens.owner });
    expect((await now.json()).post.status).toBe("live");
    expect(await slugsListed()).toContain("plus-tard");

    const trail = await auditTrail({ db: server.database.db, companyId: spaId }, "post", made.id);
    expect(trail.map((r) => r.action)).toEqual(["update", "create"]);
  });

  it("a draft is the writer's only", async () => {
    const { post: draft } = await (await json(server, "POST", "/api/posts", post("brouillon", { published: false }), { token: tokens.owner })).json();
    expect(draft.status).toBe("draft");
    expect(await slugsListed()).not.toContain("brouillon");
    expect((await json(server, "GET", `/api/posts/${draft.id}`)).status).toBe(404);
    expect((await json(server, "GET", `/api/posts/written/${draft.id}`, undefined, { token: tokens.owner })).status).toBe(200);
  });

  it("refuses a time that is no time, naming the field, and writes nothing", async () => {
    const res = await json(server, "POST", "/api/posts", post("mauvaise-heure", { time: "25:00" }), { token: tokens.owner });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("time");
    const written = await (await json(server, "GET", "/api/posts/written", undefined, { token: tokens.owner })).json();
    expect(written.posts.map((p: { slug: string }) => p.slug)).not.toContain("mauvaise-heure");
  });

  it("another business's post is unknown, and staff may neither read the written posts nor write", async () => {
    const { post: mine } = await (await json(server, "POST", "/api/posts", post("a-moi"), { token: tokens.owner })).json();
    expect((await json(server, "GET", `/api/posts/written/${mine.id}`, undefined, { token: tokens.solo, company: SOLO })).status).toBe(404);
    expect((await json(server, "PUT", `/api/posts/${mine.id}`, post("a-moi"), { token: tokens.solo, company: SOLO })).status).toBe(404);
    expect((await json(server, "GET", "/api/posts/written", undefined, { token: tokens.staff })).status).toBe(403);
    expect((await json(server, "POST", "/api/posts", post("du-staff"), { token: tokens.staff })).status).toBe(403);
    expect((await json(server, "GET", "/api/posts/written")).status).toBe(401);
  });
});

describe("events and alerts as written", () => {
  it("lists past and coming ones to the writer, records each write and delete", async () => {
    const coming = await (await json(server, "POST", "/api/alerts", { body: { fr: "Fermé le 24 décembre" }, start: "2026-12-20", end: "2026-12-24" }, { token: tokens.owner })).json();
    const past = await (await json(server, "POST", "/api/events", { body: { fr: "<h3>Portes ouvertes</h3>" }, start: "2026-10-01", end: "2026-10-02" }, { token: tokens.owner })).json();
    expect((await (await json(server, "GET", "/api/alerts")).json()).alerts.map((a: { id: number }) => a.id)).not.toContain(coming.alert.id);
    expect((await (await json(server, "GET", "/api/alerts/written", undefined, { token: tokens.manager })).json()).alerts.map((a: { id: number }) => a.id)).toContain(coming.alert.id);
    expect((await (await json(server, "GET", "/api/events/written", undefined, { token: tokens.owner })).json()).events.map((e: { id: number }) => e.id)).toContain(past.event.id);
    expect((await json(server, "GET", "/api/events/written", undefined, { token: tokens.solo, company: SOLO }).then((r) => r.json())).events.map((e: { id: number }) => e.id)).not.toContain(past.event.id);
    expect((await json(server, "DELETE", `/api/events/${past.event.id}`, undefined, { token: tokens.solo, company: SOLO })).status).toBe(404);
    expect((await json(server, "DELETE", `/api/events/${past.event.id}`, undefined, { token: tokens.owner })).status).toBe(204);
    expect((await auditTrail({ db: server.database.db, companyId: spaId }, "event", past.event.id)).map((r) => r.action)).toEqual(["delete", "create"]);
    expect((await auditTrail({ db: server.database.db, companyId: spaId }, "alert", coming.alert.id)).map((r) => r.action)).toEqual(["create"]);
  });

  it("refuses an alert that ends before it starts, naming the field", async () => {
    const res = await json(server, "POST", "/api/alerts", { body: { fr: "x" }, start: "2026-12-20", end: "2026-12-01" }, { token: tokens.owner });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("end");
    expect((await json(server, "GET", "/api/alerts/written", undefined, { token: tokens.staff })).status).toBe(403);
  });
});
