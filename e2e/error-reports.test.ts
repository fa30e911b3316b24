// Error reports (spec §9; decision 264): a server with SENTRY_DSN sends a loader's error and the API
// failure under it to a local fake of the service (its envelope protocol), each with the release
// and the request id and nothing personal. A server without a DSN loads no reporting code.
import { sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../server/main";
import { startSentryFake } from "../server/fakes/sentry";
import { at, launch, newPage, PHONE } from "./browser";
import { TEST_BUILD_DIR } from "./server-process";

let browser: Browser;
let fake: Awaited<ReturnType<typeof startSentryFake>>;
let server: Awaited<ReturnType<typeof startServer>>;
const url = (path: string) => `http://localhost:${server.port}${path}`;
const wait = { timeout: 15_000 };

beforeAll(async () => {
  fake = await startSentryFake();
  [browser, server] = await Promise.all([
    launch(),
    startServer({ NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "fatal", COMPANY_CACHE_SECONDS: "0", BUILD_DIR: TEST_BUILD_DIR, SENTRY_DSN: fake.dsn, SENTRY_RELEASE: "vitrine@e2e-1" }),
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
      res = await fetch(url("/magazine?email=lea@example.com"), { headers: { cookie: "lang=fr; visit=secret-session" } });
    } finally {
      await db.execute(sql.raw("ALTER TABLE post_categories_broken RENAME TO post_categories"));
    }
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    await expect.poll(() => fake.events.filter((e) => e.event.tags?.request_id === requestId).length, wait).toBeGreaterThan(0);
    const reports = fake.events.filter((e) => e.event.tags?.request_id === requestId);
    for (const { event, raw } of reports) {
      expect(event.release).toBe("vitrine@e2e-1");
      expect(event.tags).toMatchObject({ request_id: requestId, company: "demo-spa-lumiere" });
      expect(raw).not.toMatch(PERSONAL);
    }
    // the API's own failure and the loader's that it caused
    expect(reports.some((r) => r.event.exception?.values?.some((v) => /post_categories/.test(v.value ?? "")))).toBe(true);
  });
});

describe("without a DSN (the journeys' shared server)", () => {
  it("the pages load no reporting code", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const document = await page.goto(at("/"));
    await page.waitForLoadState("networkidle");
    expect(document!.ok()).toBe(true);
    await expect(page.evaluate(() => "__SENTRY__" in globalThis)).resolves.toBe(false);
    await context.close();
  });
});
