// Social sign-in (issue 5 §4). The page asks for the provider's address (/users/oauth/start),
// the visitor signs in there, the provider sends them back to /auth/customer/login with a code,
// and the page hands that address to /users/oauth/callback, which checks state, PKCE and nonce,
// then signs in, links or creates the customer.
import { Conflict, Invalid, Upstream } from "../../../domain/errors";
import { and, eq, gt, ne } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { authorizationUrl, completeSignIn, providerConfig, SOCIAL_PROVIDERS, type SocialProvider } from "../../auth/oauth";
import { createSession, hashToken } from "../../auth/sessions";
import { customerLinks, customers, oauthStates } from "../../db/schema";
import type { ApiEnv } from "../context";
import { parseOr400, requireCustomer } from "../http";
import { userView } from "./support";

type C = Context<ApiEnv>;
const STATE_TTL_MS = 10 * 60 * 1000;
const body = async (c: C) => (await c.req.json().catch(() => ({}))) as unknown;

const providerField = z.enum(SOCIAL_PROVIDERS);

async function configOr400(c: C, provider: SocialProvider) {
  const config = await providerConfig(c.get("company").settings, provider, c.get("services").config).catch((err) => {
    c.get("log").warn({ err, provider }, "social sign-in: provider unreachable");
    throw new Upstream("oauth_failed");
  });
  if (!config) throw new Invalid({ provider: "not configured" }, "oauth_not_configured");
  return config;
}

/** The return address must be the sign-in page on one of the business's own hosts. */
async function checkRedirect(c: C, raw: string) {
  const url = new URL(raw);
  const token = await c.get("services").companies.tokenForHost(url.host);
  if (token !== c.get("company").token || !/^(\/(de|en|es|it))?\/auth\/customer\/login$/.test(url.pathname) || url.search || url.hash) {
    throw new Invalid({ redirectUri: "not a sign-in page of this business" });
  }
  return url.href;
}

async function start(c: C, provider: SocialProvider, redirectUri: string, customerId: number | null) {
  const config = await configOr400(c, provider);
  const target = await checkRedirect(c, redirectUri);
  const { url, state, nonce, codeVerifier } = await authorizationUrl(config, provider, target);
  await c.get("services").db.insert(oauthStates).values({ stateHash: hashToken(state), companyId: c.get("company").id, provider, codeVerifier, nonce, redirectUri: target, customerId, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  return c.json({ url, state });
}

const startInput = z.object({ provider: providerField, redirectUri: z.string().url().max(500) });

export const oauthRoutes = new Hono<ApiEnv>()
  .post("/users/oauth/start", async (c) => {
    const { provider, redirectUri } = parseOr400(startInput, await body(c));
    return start(c, provider, redirectUri, null);
  })

  .post("/users/link/provider", async (c) => {
    const me = requireCustomer(c);
    const { provider, redirectUri } = parseOr400(startInput, await body(c));
    return start(c, provider, redirectUri, me.id);
  })

  .post("/users/oauth/callback", async (c) => {
    const input = parseOr400(z.object({ provider: providerField, callbackUrl: z.string().url().max(4000), state: z.string().min(10).max(200) }), await body(c));
    const { db } = c.get("services");
    const companyId = c.get("company").id;
    const returned = new URL(input.callbackUrl);
    // The state in the address must be the one this browser started with (its cookie): no login CSRF.
    if (returned.searchParams.get("state") !== input.state) throw new Invalid({ state: "mismatch" }, "oauth_failed");
    const [pending] = await db
      .delete(oauthStates)
      .where(and(eq(oauthStates.stateHash, hashToken(input.state)), eq(oauthStates.companyId, companyId), eq(oauthStates.provider, input.provider), gt(oauthStates.expiresAt, new Date())))
      .returning();
    if (!pending) throw new Invalid({ state: "unknown or expired" }, "oauth_failed");
    const config = await configOr400(c, input.provider);
    // Rebuild the callback address on the registered redirect URI: only its query comes from outside.
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = returned.search;
    let profile;
    try {
      profile = await completeSignIn(config, input.provider, callbackUrl, { state: input.state, nonce: pending.nonce, codeVerifier: pending.codeVerifier }, c.get("services").config);
    } catch (err) {
      c.get("log").warn({ err, provider: input.provider }, "social sign-in refused");
      throw new Invalid(undefined, "oauth_failed");
    }

    const [link] = await db.select().from(customerLinks).where(and(eq(customerLinks.companyId, companyId), eq(customerLinks.provider, input.provider), eq(customerLinks.subject, profile.subject)));

    if (pending.customerId !== null) {
      // Linking to the signed-in customer.
      if (link && link.customerId !== pending.customerId) throw new Conflict("provider_linked_elsewhere", { provider: "linked to another customer" });
      if (!link) await db.insert(customerLinks).values({ companyId, customerId: pending.customerId, provider: input.provider, subject: profile.subject, email: profile.email }).onConflictDoNothing();
      const [me] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, pending.customerId)));
      return c.json({ linked: true, token: null, user: await userView(c, me!) });
    }

    let customerId = link?.customerId ?? null;
    if (customerId === null) {
      // Same verified e-mail: the same person; otherwise a new customer.
      const [byEmail] = profile.email && profile.emailVerified ? await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.email, profile.email))) : [];
      if (byEmail) {
        customerId = byEmail.id;
        if (!byEmail.emailVerifiedAt) await db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, byEmail.id));
      } else {
        const [created] = await db
          .insert(customers)
          .values({ companyId, email: profile.emailVerified ? profile.email : null, emailVerifiedAt: profile.emailVerified ? new Date() : null, firstname: profile.firstname, lastname: profile.lastname, lang: c.get("lang") })
          .returning();
        customerId = created!.id;
      }
      await db.insert(customerLinks).values({ companyId, customerId, provider: input.provider, subject: profile.subject, email: profile.email }).onConflictDoNothing();
    }
    const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
    const token = await createSession(db, companyId, customerId);
    return c.json({ token, user: await userView(c, customer!), exist: true });
  })

  .post("/users/unlink/provider", async (c) => {
    const me = requireCustomer(c);
    const { provider } = parseOr400(z.object({ provider: providerField }), await body(c));
    const { db } = c.get("services");
    const others = await db.select({ id: customerLinks.id }).from(customerLinks).where(and(eq(customerLinks.companyId, me.companyId), eq(customerLinks.customerId, me.id), ne(customerLinks.provider, provider)));
    // Never leave an account nobody can sign in to.
    if (!me.passwordHash && !me.email && !me.phone && others.length === 0) throw new Conflict("cannot_unlink", { provider: "last way to sign in" });
    await db.delete(customerLinks).where(and(eq(customerLinks.companyId, me.companyId), eq(customerLinks.customerId, me.id), eq(customerLinks.provider, provider)));
    const [fresh] = await db.select().from(customers).where(and(eq(customers.companyId, me.companyId), eq(customers.id, me.id)));
    return c.json({ user: await userView(c, fresh!) });
  });
