// Social sign-in through openid-client: Google by OpenID Connect (discovery, PKCE, nonce, ID token
// checked), Facebook by OAuth 2 (PKCE, then the Graph API v15.0 profile). Keys come from the
// business's settings (booker.oauthKeys); the endpoints from the configuration, so a test can point
// them at a local server.
import * as client from "openid-client";
import type { CompanySettings } from "../../domain/company-settings";
import type { SocialProvider } from "../../contract/users";
import type { Env } from "../env";

/** The providers' addresses, from the configuration. */
export type OAuthEndpoints = Pick<Env, "GOOGLE_ISSUER" | "FACEBOOK_AUTHORIZE_URL" | "FACEBOOK_TOKEN_URL" | "FACEBOOK_PROFILE_URL">;

export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

const insecure = (url: string) => (url.startsWith("http://") ? { execute: [client.allowInsecureRequests] } : undefined);
const discovered = new Map<string, { at: number; config: client.Configuration }>();

/** The client configuration for a business, or null when it has not set that provider's keys. */
export async function providerConfig(settings: CompanySettings, provider: SocialProvider, env: OAuthEndpoints): Promise<client.Configuration | null> {
  const keys = settings.booker.oauthKeys;
  if (provider === "google") {
    if (!keys.google.clientId || !keys.google.clientSecret) return null;
    const cacheKey = `${env.GOOGLE_ISSUER}|${keys.google.clientId}|${keys.google.clientSecret}`;
    const hit = discovered.get(cacheKey);
    if (hit && Date.now() - hit.at < 3_600_000) return hit.config;
    const config = await client.discovery(new URL(env.GOOGLE_ISSUER), keys.google.clientId, keys.google.clientSecret, undefined, insecure(env.GOOGLE_ISSUER));
    discovered.set(cacheKey, { at: Date.now(), config });
    return config;
  }
  if (!keys.facebook.appId || !keys.facebook.appSecret) return null;
  const config = new client.Configuration(
    { issuer: new URL(env.FACEBOOK_AUTHORIZE_URL).origin, authorization_endpoint: env.FACEBOOK_AUTHORIZE_URL, token_endpoint: env.FACEBOOK_TOKEN_URL },
    keys.facebook.appId,
    keys.facebook.appSecret,
    client.ClientSecretPost(keys.facebook.appSecret),
  );
  if (env.FACEBOOK_TOKEN_URL.startsWith("http://")) client.allowInsecureRequests(config);
  return config;
}

export const SCOPES: Record<SocialProvider, string> = { google: "openid email profile", facebook: "public_profile email" };

export async function authorizationUrl(config: client.Configuration, provider: SocialProvider, redirectUri: string) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: SCOPES[provider],
    response_type: "code",
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  };
  if (provider === "google") params.nonce = nonce;
  return { url: client.buildAuthorizationUrl(config, params).href, state, nonce, codeVerifier };
}

/** Exchange the code of the callback address and read who signed in. */
export async function completeSignIn(
  config: client.Configuration,
  provider: SocialProvider,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
  env: OAuthEndpoints,
): Promise<SocialProfile> {
  if (provider === "google") {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, { expectedState: checks.state, expectedNonce: checks.nonce, pkceCodeVerifier: checks.codeVerifier, idTokenExpected: true });
    const claims = tokens.claims()!;
    return {
      subject: claims.sub,
      email: typeof claims.email === "string" ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      firstname: typeof claims.given_name === "string" ? claims.given_name : "",
      lastname: typeof claims.family_name === "string" ? claims.family_name : "",
    };
  }
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, { expectedState: checks.state, pkceCodeVerifier: checks.codeVerifier });
  const res = await client.fetchProtectedResource(config, tokens.access_token, new URL(env.FACEBOOK_PROFILE_URL), "GET");
  const me = (await res.json()) as { id?: string; sub?: string; email?: string; first_name?: string; last_name?: string };
  const subject = me.id ?? me.sub;
  if (!subject) throw new Error("the Graph API gave no user id");
  // Facebook only gives e-mail addresses it has confirmed.
  return { subject: String(subject), email: me.email?.toLowerCase() ?? null, emailVerified: Boolean(me.email), firstname: me.first_name ?? "", lastname: me.last_name ?? "" };
}
