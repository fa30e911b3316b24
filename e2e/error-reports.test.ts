// Error reports (spec §9; decision 264): a server with SENTRY_DSN sends a loader's error and the API
// failure under it to a local fake of the service (its envelope protocol), each with the release
// and the request id and nothing personal, and the browser's own errors with the release. A server
// without a DSN loads no reporting code.
import { sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../server/main";
import { startSentryFake } from "../server/fakes/sentry";
import { at, launch, newPage, PHONE } from "./browser";
import { TEST_BUILD_DIR } from "./server-process";
import { journeyDatabase } from "./booking-support";

let browser: Browser;
let fake: Awaited<ReturnType<typeof startSentryFake>>;
let server: Awaited<ReturnType<typeof startServer>>;
const url = (path: string) => `http://localhost:${server.port}${path}`;
const wait = { timeout: 15_000 };

beforeAll(async () => {
  fake = await startSentryFake();
  [browser, server] = await Promise.all([
    launch(),
    startServer({ NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "fatal", COMPANY_CACHE_SECONDS: "0", BUILD_DIR: TEST_BUILD_DIR, SENTRY_DSN: fake.dsn, SENTRY_RELEASE: "vitrine@e2e-1" }, { from: journeyDatabase() }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const PERSONAL = /lea@example|lea%40example|secret-session|Bearer /;

describe("error reports with a DSN", () => {
  it("a loader's error reaches the service with the release and the request id, without the visitor's cookie or query", async () => {
    const db = server.database.db;
    await db.execute(sql.raw("ALTER TABLE post_categories RENAME TO post_categories_broken"));
    let res: Response;
    try {
      // the request's id as a proxy in front would give it (the server keeps a well-formed one)
      res = await fetch(url("/magazine?email=lea@example.com"), { headers: { cookie: "lang=fr; visit=secret-session", "x-request-id": "e2e-loader-error-1" } });
    } finally {
      await db.execute(sql.raw("ALTER TABLE post_categories_broken RENAME TO post_categories"));
    }
    expect(res.status).toBe(500);
    const requestId = "e2e-loader-error-1";
    await expect.poll(() => fake.events.filter((e) => e.event.tags?.request_id === requestId).length, wait).toBeGreaterThan(0);
    const reports = fake.events.filter((e) => e.event.tags?.request_id === requestId);
    for (const { event, raw } of reports) {
      expect(event.release).toBe("vitrine@e2e-1");
      expect(event.tags).toMatchObject({ request_id: requestId, company: "demo-spa-lumiere" });
      expect(raw).not.toMatch(PERSONAL);
    }
    // each report is an exception with its stack, the error as thrown
    expect(reports.every((r) => (r.event.exception?.values?.length ?? 0) > 0)).toBe(true)
  });
});

describe("the browser's own errors with a DSN", () => {
  it("a page answer names its request; an error thrown in the page reaches the service with the release, nothing personal, within the page's policy", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies([{ name: "visit", value: "secret-session", url: url("/") }]);
    // a policy violation is said on the console (an eval refused, a host not allowed)
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
    });
    const answer = await page.goto(url("/?email=lea@example.com"));
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()["x-request-id"]).toMatch(/^[\w=-]+$/);
    // the SDK arrives as its own chunk once the page has started
    await expect.poll(() => page.evaluate(() => "__SENTRY__" in globalThis), wait).toBe(true);
    // this error is meant: the page's usual watch (a page error fails the journey) stands aside
    page.removeAllListeners("pageerror");
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e: thrown in the browser");
      }, 0);
    });
    const thrown = () => fake.events.filter((e) => e.event.exception?.values?.some((v) => v.value === "e2e: thrown in the browser"));
    await expect.poll(() => thrown().length, wait).toBeGreaterThan(0);
    for (const { event, raw } of thrown()) {
      expect(event.release).toBe("vitrine@e2e-1");
      expect(raw).not.toMatch(PERSONAL);
      expect(event).not.toHaveProperty("user");
      expect(event).not.toHaveProperty("breadcrumbs");
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("without a DSN (the journeys' shared server)", () => {
  it("the pages load no reporting code", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(r.url()));
    const document = await page.goto(at("/"));
    await page.waitForLoadState("networkidle");
    expect(document!.ok()).toBe(true);
    await expect(page.evaluate(() => "__SENTRY__" in globalThis)).resolves.toBe(false);
    expect(fetched.filter((u) => /error-reports|sentry/i.test(u))).toEqual([]);
    await context.close();
  });
});
