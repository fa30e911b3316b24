// Social sign-in against a local OAuth 2 / OpenID Connect server, through the real redirect and
// callback: our API builds the provider's address, the provider redirects back with a code,
// our API exchanges it (PKCE, state, nonce, ID token) and signs the customer in.
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../../use-test-server";
import { json } from "./test-helpers";

let idp: OAuth2Server;
const REDIRECT = "http://localhost:3000/auth/customer/login";
let person = { sub: "google-123", email: "social@example.com", given_name: "Camille", family_name: "Roy" };

const server = useTestServer(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  const issuer = idp.issuer.url!;
  idp.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { sub: person.sub, email: person.email, email_verified: true, given_name: person.given_name, family_name: person.family_name });
  });
  idp.service.on("beforeUserinfo", (res) => {
    // Facebook's Graph API /me shape.
    res.body = { id: person.sub, email: person.email, first_name: person.given_name, last_name: person.family_name };
  });
  return { env: { GOOGLE_ISSUER: issuer, FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`, FACEBOOK_TOKEN_URL: `${issuer}/token`, FACEBOOK_PROFILE_URL: `${issuer}/userinfo` } };
});
beforeAll(async () => {
  const company = (await server.companies.byTokenOrNull("demo-spa-lumiere"))!;
  const settings = structuredClone(company.settings);
  settings.booker.oauthKeys.google = { clientId: "spa-google", clientSecret: "google-secret" };
  settings.booker.oauthKeys.facebook = { appId: "spa-facebook", appSecret: "facebook-secret" };
  expect((await server.companies.updateSettings(company.id, settings)).ok).toBe(true);
});
afterAll(() => idp.stop());

/** Start, follow the provider's redirect back to our callback address, complete. */
async function socialSignIn(provider: "google" | "facebook", opts: { token?: string; tamperState?: boolean } = {}) {
  const path = opts.token ? "/api/users/link/provider" : "/api/users/oauth/start";
  const start = await json(server, "POST", path, { provider, redirectUri: REDIRECT }, { token: opts.token });
  expect(start.status).toBe(200);
  const { url, state } = (await start.json()).authorization;
  const authorize = new URL(url);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("scope")).toBe(provider === "google" ? "openid email profile" : "public_profile email");
  const redirect = await fetch(url, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  const callbackUrl = redirect.headers.get("location")!;
  expect(callbackUrl.startsWith(`${REDIRECT}?`)).toBe(true);
  return json(server, "POST", "/api/users/oauth/callback", { provider, callbackUrl, state: opts.tamperState ? `${state}x` : state });
}

describe("social sign-in", () => {
  it("Google (OpenID Connect): creates the customer from the verified ID token and signs in", async () => {
    const res = await socialSignIn("google");
    expect(res.status).toBe(200);
    const { token, user } = await res.json();
    expect(user).toMatchObject({ email: "social@example.com", firstname: "Camille", emailVerified: true, noPass: true, links: [{ provider: "google" }] });
    expect((await json(server, "GET", "/api/users/me", undefined, { token })).status).toBe(200);
    // Again: the same customer.
    const again = await (await socialSignIn("google")).json();
    expect(again.user.id).toBe(user.id);
  });

  it("Facebook (OAuth 2 + Graph API profile) with the same verified e-mail joins the same customer", async () => {
    const google = await (await socialSignIn("google")).json();
    person = { ...person, sub: "fb-987" };
    const res = await socialSignIn("facebook");
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.id).toBe(google.user.id);
    expect(user.links.map((l: { provider: string }) => l.provider).sort()).toEqual(["facebook", "google"]);
  });

  it("a signed-in customer links, then unlinks, a provider", async () => {
    const { userID } = await (await json(server, "POST", "/api/users/register/steps/2", { email: "linker@example.com", password: "password 123" })).json();
    const { lastCode } = await import("./test-helpers");
    const { token } = await (await json(server, "POST", "/api/users/register/verify/code", { userID, code: await lastCode(server, "linker@example.com") })).json();
    person = { sub: "google-linker", email: "other-address@gmail.example", given_name: "L", family_name: "K" };
    const linked = await socialSignIn("google", { token });
    expect(linked.status).toBe(200);
    expect((await linked.json()).user).toMatchObject({ email: "linker@example.com", links: [{ provider: "google" }] });
    const unlinked = await json(server, "POST", "/api/users/unlink/provider", { provider: "google" }, { token });
    expect((await unlinked.json()).user.links).toEqual([]);
  });

  it("refuses a callback whose state is not the browser's (login CSRF)", async () => {
    const res = await socialSignIn("google", { tamperState: true });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ state: "mismatch" });
  });

  it("refuses a return address outside the business, and a provider without keys", async () => {
    const evil = await json(server, "POST", "/api/users/oauth/start", { provider: "google", redirectUri: "https://evil.example/auth/customer/login" });
    expect(evil.status).toBe(400);
    expect((await evil.json()).error.fields).toHaveProperty("redirectUri");
    const solo = await json(server, "POST", "/api/users/oauth/start", { provider: "google", redirectUri: "http://solo.localhost/auth/customer/login" }, { company: "demo-atelier-clara" });
    expect(solo.status).toBe(400);
    expect((await solo.json()).error.code).toBe("oauth_not_configured");
  });
});
