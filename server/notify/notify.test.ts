import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { testConfig } from "../testing";
import { useTestServer } from "../use-test-server";
import { json } from "../api/users/test-helpers";

const server = useTestServer();

describe("/dev/outbox", () => {
  it("lists the outbox in development and on a demo server (DEMO), and does not exist in production", async () => {
    await json(server, "POST", "/api/users/v2/register", { email: "outbox@example.com" });
    const log = pino({ level: "silent" });
    const dev = createApp({ db: server.database.db, companies: server.companies, log, config: testConfig(), mode: "development" });
    const page = await dev.request("/dev/outbox");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("outbox@example.com");
    const prod = createApp({ db: server.database.db, companies: server.companies, log, config: testConfig(), mode: "production" });
    expect((await prod.request("/dev/outbox")).status).toBe(404);
    const demo = createApp({ db: server.database.db, companies: server.companies, log, config: { ...testConfig(), DEMO: true }, mode: "production" });
    const shown = await demo.request("/dev/outbox");
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("outbox@example.com");
    // read on a phone too: its width, not a desktop page shrunk
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });
});
