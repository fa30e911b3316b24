import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createProviderToken } from "../../auth/provider-tokens";
import { encodePreviewTheme } from "../../../domain/preview-theme";
import { companyUsers, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { asUser, companyUser } from "../provider-test-support";
import { pageSession, type CompanyUserSession, type PageSession } from "../route";
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

  it("names the shops the user reaches: a manager's and a staff member's own, every shop (null) for an owner", async () => {
    const company = (await server.companies.byTokenOrNull(SPA))!;
    const [first, second] = (await server.database.db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, company.id)).orderBy(shops.id)).map((s) => s.id);
    const cases = [
      { who: await companyUser(server, SPA, "manager", [second!]), shops: [second] },
      { who: await companyUser(server, SPA, "staff", [first!, second!]), shops: [first, second] },
      { who: await companyUser(server, SPA, "staff"), shops: [] },
      // an owner reaches every shop, whichever they are linked to
      { who: await companyUser(server, SPA, "owner", [first!]), shops: null },
    ];
    for (const { who, shops: reached } of cases) {
      for (const path of ["/api/cmp-users/me", "/api/cmpusers/me"]) {
        const res = await asUser(server, who, "GET", path);
        expect(res.status, path).toBe(200);
        expect((await res.json()).user.shops, `${path} ${JSON.stringify(reached)}`).toEqual(reached);
      }
    }
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

describe("a back-office page's in-process calls (server/app.ts)", () => {
  // what the page handler hands each in-process call: the company it read, the page's sessions
  const pageCall = (method: string, path: string, bearer: string, env: Record<string, unknown>) =>
    server.app.fetch(new Request(`http://internal/api${path}`, { method, headers: { company: SPA, authorization: `Bearer ${bearer}` } }), env);

  it("read the company user once for all their reading calls, and look up no customer with their token", async () => {
    const company = (await server.companies.byTokenOrNull(SPA))!;
    const { token: pageToken } = await companyUser(server, SPA);
    const colleague = await companyUser(server, SPA);
    let lookups = 0;
    const shared = pageSession<CompanyUserSession>(pageToken);
    const pageCompanyUser: PageSession<CompanyUserSession> = { ...shared, read: (method, lookup) => shared.read(method, () => (lookups++, lookup())) };
    // a customer's page session under the same token: a provider operation never asks it
    const customerReads: string[] = [];
    const customerSession: PageSession = { ...pageSession(pageToken), read: (method, lookup) => (customerReads.push(method), lookup()) };
    const env = { pageCompany: company, pageSession: customerSession, pageCompanyUser };

    const answers = await Promise.all([pageCall("GET", "/cmp-users/me", pageToken, env), pageCall("GET", "/cmp-users/me", pageToken, env), pageCall("GET", "/articles/written", pageToken, env)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(lookups).toBe(1);
    expect(customerReads).toEqual([]);

    // another token in the same page (a sign-in's new one) is read on its own, not given the page's user
    const other = await pageCall("GET", "/cmp-users/me", colleague.token, env);
    expect(other.status).toBe(200);
    expect(((await other.json()) as { user: { email: string } }).user.email).toBe(colleague.user.email);
    expect(lookups).toBe(1);

    // the sign-out reads no company user, but the page's kept one goes with it: the next read is afresh
    expect((await pageCall("POST", "/cmp-users/logout", pageToken, env)).status).toBe(204);
    expect((await pageCall("GET", "/cmp-users/me", pageToken, env)).status).toBe(401);
    expect(lookups).toBe(2);
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

describe("signing the look's whole draft (POST /api/cmp-users/preview-theme with look)", () => {
  let owner: string;
  let manager: string;
  beforeAll(async () => {
    const company = (await server.companies.byTokenOrNull(SPA))!;
    const [o, m] = await server.database.db
      .insert(companyUsers)
      .values([
        { companyId: company.id, email: "owner-draft@lumiere.example", firstname: "Anne", role: "owner" },
        { companyId: company.id, email: "manager-draft@lumiere.example", firstname: "Marc", role: "manager" },
      ])
      .returning();
    owner = await createProviderToken({ db: server.database.db, companyId: company.id }, o!.id, new Date());
    manager = await createProviderToken({ db: server.database.db, companyId: company.id }, m!.id, new Date());
  });
  const draft = {
    themes: { colors: { primary: "#0b5d4b" } },
    look: {
      identity: { displayName: "Lumière (brouillon)" },
      // the look's own fields, and two it does not edit: a preview never carries those
      booker: { homepageType: "mono", gift: { active: false }, magazineEnabled: false, sections: { home: { heroImage: { enabled: false } } }, previewOrigins: ["https://evil.example"], ganalytics: "G-EVIL1234" },
    },
  };

  it("signs the owner's draft: companies/me with it shows the home type, hero, modules and name of the draft, and nothing outside the look", async () => {
    const saved = (await (await server.api("/api/companies/me")).json()).company.settings;
    const res = await json(server, "POST", "/api/cmp-users/preview-theme", draft, { token: owner });
    expect(res.status).toBe(200);
    const { previewTheme } = await res.json();
    const { company } = await (await server.api("/api/companies/me", { headers: { previewtheme: previewTheme } })).json();
    expect(company.settings.themes.colors.primary).toBe("#0b5d4b");
    expect(company.settings.identity.displayName).toBe("Lumière (brouillon)");
    expect(company.settings.booker).toMatchObject({ homepageType: "mono", gift: { active: false }, magazineEnabled: false, sections: { home: { heroImage: { enabled: false } } } });
    expect(company.settings.booker.previewOrigins).toEqual(saved.booker.previewOrigins);
    expect(company.settings.booker.ganalytics).toEqual(saved.booker.ganalytics);
    // the saved settings are untouched, and so is what any visitor reads
    expect((await (await server.api("/api/companies/me")).json()).company.settings.booker).toMatchObject({ homepageType: saved.booker.homepageType, gift: { active: saved.booker.gift.active } });
  });

  it("refuses a draft to a manager (the look is the owner's) and a draft the settings would refuse", async () => {
    expect((await json(server, "POST", "/api/cmp-users/preview-theme", draft, { token: manager })).status).toBe(403);
    const bad = await json(server, "POST", "/api/cmp-users/preview-theme", { themes: {}, look: { booker: { homepageType: "carousel" } } }, { token: owner });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ look: "invalid" });
  });

  it("an unsigned or tampered draft is refused by companies/me, naming the header", async () => {
    const { previewTheme } = await (await json(server, "POST", "/api/cmp-users/preview-theme", draft, { token: owner })).json();
    const [, expires, signature] = (previewTheme as string).split(".");
    const other = encodePreviewTheme({ ...draft, look: { booker: { gift: { active: true }, homepageType: "multi" } } });
    for (const sent of [encodePreviewTheme(draft), `${other}.${expires}.${signature}`]) {
      const res = await server.api("/api/companies/me", { headers: { previewtheme: sent } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ previewtheme: "invalid" });
    }
  });
});
