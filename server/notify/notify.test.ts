import { createServer } from "node:http";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { testConfig } from "../testing";
import { useTestServer } from "../use-test-server";
import { json } from "../api/users/test-helpers";
import { httpSmsProvider } from "./transports";

const server = useTestServer();

describe("SMS provider", () => {
  it("posts {to, from, text} with the Bearer token to the configured address", async () => {
    const got: { auth?: string; body: string }[] = [];
    const http = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        got.push({ auth: req.headers.authorization, body });
        res.writeHead(req.url === "/fail" ? 500 : 202).end();
      });
    });
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
    await httpSmsProvider(`${base}/sms`, "sms-secret", "Lumiere").send("+33612345678", "123456 est votre code");
    expect(got[0]).toEqual({ auth: "Bearer sms-secret", body: JSON.stringify({ to: "+33612345678", from: "Lumiere", text: "123456 est votre code" }) });
    await expect(httpSmsProvider(`${base}/fail`, "t", "x").send("+33600000000", "x")).rejects.toThrow("500");
    http.closeAllConnections();
    http.close();
  });
});

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
