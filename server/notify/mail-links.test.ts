// Links in mails lead back to the storefront as the visitor reached it: on a demo or a developer's
// machine (http, a port), the port and http are kept, so the links and the logo are not dead.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { siteOrigin } from "../tenancy/companies";
import { useTestServer } from "../use-test-server";

const server = useTestServer(async () => ({ env: { PORT: "4321" } }));

/** A password reset asked from a page on `siteHost` (the header the storefront's pages send). */
async function resetMail(email: string, siteHost?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", company: "demo-spa-lumiere" };
  if (siteHost) headers["x-site-host"] = siteHost;
  expect((await server.app.request("/api/users/password/reset", { method: "POST", headers, body: JSON.stringify({ email }) })).status).toBe(204);
  const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, email));
  return mail!;
}

describe("the storefront's address in mails", () => {
  it("keeps the host's port and http on a machine's own host; a real domain follows PUBLIC_URL", () => {
    const site = { publicUrl: "https://{host}", port: 3103 };
    expect(siteOrigin(site, "localhost:3103")).toBe("http://localhost:3103");
    expect(siteOrigin(site, "solo.localhost")).toBe("http://solo.localhost:3103");
    expect(siteOrigin(site, "127.0.0.1:8080")).toBe("http://127.0.0.1:8080");
    expect(siteOrigin({ publicUrl: "https://{host}", port: 80 }, "localhost")).toBe("http://localhost");
    expect(siteOrigin(site, "spa.example")).toBe("https://spa.example");
    expect(siteOrigin({ publicUrl: "http://{host}:3000/", port: 3000 }, "localhost:3000")).toBe("http://localhost:3000");
  });

  it("a mail asked from the page keeps its port in the links and the logo", async () => {
    const mail = await resetMail("port-kept@example.com", "localhost:4321");
    expect(mail.html).toContain('href="http://localhost:4321"');
    expect(mail.html).toContain('src="http://localhost:4321/images/demo/logo-lumiere.svg"');
    expect(mail.text).toContain("http://localhost:4321");
    expect(`${mail.text}${mail.html}`).not.toContain("https://localhost");
  });

  it("a mail asked away from a page leads to the company's first named host on this server's port", async () => {
    const mail = await resetMail("no-page@example.com");
    expect(mail.html).toContain('href="http://localhost:4321"');
    expect(mail.html).not.toContain("127.0.0.1");
  });

  it("a forged page host never leads a link elsewhere", async () => {
    const mail = await resetMail("forged@example.com", "evil.example:4321");
    expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
  });
});
