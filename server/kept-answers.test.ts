// The pages' kept answers: asked again, an answer comes from the process; a post, event or alert
// written by any process (here straight into the database) moves the company's version and is
// shown at the next page; the turn of a quarter hour reads again; kept answers cannot be changed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../contract/client";
import { alerts, companies, events, posts } from "./db/schema";
import { KeptAnswers } from "./kept-answers";
import { SPA } from "./testing";
import { useTestServer } from "./use-test-server";

const server = useTestServer();

/** A page's API client as server/app.ts makes it, counting the calls that reach the API. */
async function pageClient(kept: KeptAnswers) {
  const company = (await server.companies.byTokenOrNull(SPA))!;
  const reached: string[] = [];
  const api = createApiClient({
    fetch: (request) => {
      reached.push(new URL(request.url).pathname);
      return Promise.resolve(server.app.fetch(request));
    },
    baseUrl: "http://internal/api",
    companyToken: SPA,
    lang: "fr",
    keep: (url, load) => (KeptAnswers.keeps(url) ? kept.answer(company, `fr ${url.pathname}${url.search}`, load) : load()),
  });
  return { api, reached, company };
}

const companyId = async () => (await server.database.db.select({ id: companies.id }).from(companies).where(eq(companies.token, SPA)))[0]!.id;

describe("answers kept for the pages", () => {
  it("a second page asks the API nothing for what it already read; the company's own pages still ask", async () => {
    const kept = new KeptAnswers();
    const first = await pageClient(kept);
    await Promise.all([first.api.get("/shops"), first.api.get("/categories"), first.api.get("/posts", { query: { lang: "fr", perPage: "1" } }), first.api.get("/events"), first.api.get("/alerts")]);
    expect(first.reached).toHaveLength(5);
    const second = await pageClient(kept);
    await Promise.all([second.api.get("/shops"), second.api.get("/categories"), second.api.get("/posts", { query: { lang: "fr", perPage: "1" } }), second.api.get("/events"), second.api.get("/alerts")]);
    expect(second.reached).toEqual([]);
    // another query is another answer; a customer's own resources are never kept
    await second.api.get("/posts", { query: { lang: "fr", perPage: "2" } });
    await second.api.get("/users/me").catch(() => null);
    expect(second.reached).toEqual(["/api/posts", "/api/users/me"]);
  });

  it("a post, an event and an alert written straight into the database are on the next page", async () => {
    const kept = new KeptAnswers();
    const id = await companyId();
    const before = await pageClient(kept);
    const postsBefore = (await before.api.get("/posts", { query: { lang: "fr", perPage: "50" } })).total;
    const eventsBefore = (await before.api.get("/events")).events.length;
    const alertsBefore = (await before.api.get("/alerts")).alerts.length;
    const db = server.database.db;
    await db.insert(posts).values({ companyId: id, slug: "kept-answers-news", title: "Nouveauté", body: "<p>Ouvert</p>", published: true, publishedOn: "2020-01-01" });
    await db.insert(events).values({ companyId: id, start: "2020-01-01", end: "2099-12-31", body: { fr: "<p>Portes ouvertes</p>" } });
    await db.insert(alerts).values({ companyId: id, start: "2020-01-01", end: "2099-12-31", body: { fr: "Fermé à midi" } });
    const after = await pageClient(kept);
    expect(after.company.version).toBeGreaterThan(before.company.version);
    expect((await after.api.get("/posts", { query: { lang: "fr", perPage: "50" } })).total).toBe(postsBefore + 1);
    expect((await after.api.get("/events")).events).toHaveLength(eventsBefore + 1);
    expect((await after.api.get("/alerts")).alerts).toHaveLength(alertsBefore + 1);
  });

  it("the turn of a quarter hour reads again (a day begins on one in every time zone)", async () => {
    let now = Date.parse("2026-11-27T22:59:00Z");
    const kept = new KeptAnswers(() => now);
    const page = await pageClient(kept);
    await page.api.get("/events");
    await page.api.get("/events");
    expect(page.reached).toEqual(["/api/events"]);
    now = Date.parse("2026-11-27T23:00:00Z");
    await page.api.get("/events");
    expect(page.reached).toEqual(["/api/events", "/api/events"]);
  });

  it("a kept answer cannot be changed by the page that reads it", async () => {
    const page = await pageClient(new KeptAnswers());
    const { shops } = await page.api.get("/shops");
    expect(() => {
      (shops as { slug: string }[])[0]!.slug = "changed";
    }).toThrow(TypeError);
    expect(() => (shops as unknown[]).push(null)).toThrow(TypeError);
  });

  it("a failed answer is not kept", async () => {
    const kept = new KeptAnswers();
    let calls = 0;
    const company = { id: 1, version: 1 };
    await expect(kept.answer(company, "k", () => (calls++, Promise.reject(new Error("down"))))).rejects.toThrow("down");
    await expect(kept.answer(company, "k", () => (calls++, Promise.resolve(1)))).resolves.toBe(1);
    expect(calls).toBe(2);
  });
});
