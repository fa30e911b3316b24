import { beforeAll, describe, expect, it } from "vitest";
import { createProviderToken } from "../../auth/provider-tokens";
import { companyUsers } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let token: string;
beforeAll(async () => {
  const company = (await server.companies.byTokenOrNull(SPA))!;
  const [user] = await server.database.db.insert(companyUsers).values({ companyId: company.id, email: "manager@lumiere.example", firstname: "Inès", role: "manager" }).returning();
  token = await createProviderToken({ db: server.database.db, companyId: company.id }, user!.id, new Date());
});

describe("provider profile (GET /api/cmp-users/me)", () => {
  it("gives the company user of the stored token", async () => {
    const res = await json(server, "GET", "/api/cmp-users/me", undefined, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: "manager@lumiere.example", firstname: "Inès", role: "manager" });
  });

  it("refuses no token, an unknown token, another business's token, and a token after logout", async () => {
    expect((await json(server, "GET", "/api/cmp-users/me")).status).toBe(401);
    expect((await json(server, "GET", "/api/cmp-users/me", undefined, { token: "x".repeat(43) })).status).toBe(401);
    expect((await json(server, "GET", "/api/cmp-users/me", undefined, { token, company: SOLO })).status).toBe(401);
    // A provider token is not a customer session.
    expect((await json(server, "GET", "/api/users/me", undefined, { token })).status).toBe(401);
    await json(server, "POST", "/api/cmp-users/logout", {}, { token });
    expect((await json(server, "GET", "/api/cmp-users/me", undefined, { token })).status).toBe(401);
  });
});

describe("signing a preview theme (POST /api/cmp-users/preview-theme)", () => {
  let token: string;
  beforeAll(async () => {
    const company = (await server.companies.byTokenOrNull(SPA))!;
    const [user] = await server.database.db.insert(companyUsers).values({ companyId: company.id, email: "designer@lumiere.example", firstname: "Léa", role: "manager" }).returning();
    token = await createProviderToken({ db: server.database.db, companyId: company.id }, user!.id, new Date());
  });

  it("signs for a signed-in company user, for 30 minutes, and the signed theme shows on companies/me", async () => {
    const res = await json(server, "POST", "/api/cmp-users/preview-theme", { themes: { colors: { primary: "#ff0066" } } }, { token });
    expect(res.status).toBe(200);
    const { previewTheme, expiresAt } = await res.json();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const { company } = await (await server.api("/api/companies/me", { headers: { previewtheme: previewTheme } })).json();
    expect(company.settings.themes.colors.primary).toBe("#ff0066");
  });

  it("refuses without a company user's token, and a theme the settings would refuse", async () => {
    expect((await json(server, "POST", "/api/cmp-users/preview-theme", { themes: {} })).status).toBe(401);
    expect((await json(server, "POST", "/api/cmp-users/preview-theme", { themes: {} }, { token, company: SOLO })).status).toBe(401);
    const bad = await json(server, "POST", "/api/cmp-users/preview-theme", { themes: { colors: { primary: "javascript:alert(1)" } } }, { token });
    expect(bad.status).toBe(400);
  });
});
