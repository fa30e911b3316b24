// Social sign-in: the page asks for the provider's address (start), the visitor signs in there,
// the provider sends them back to /auth/customer/login with a code, and the page hands that
// address over (finish), which checks state, PKCE and nonce, then signs in, links or creates the
// customer. Keys are the business's (settings), endpoints the configuration's.
import { and, eq, gt, ne } from "drizzle-orm";
import type { SocialProvider } from "../../contract/users";
import { Conflict, Invalid, Upstream } from "../../domain/errors";
import { authorizationUrl, completeSignIn, providerConfig } from "../auth/oauth";
import { createSession, hashToken, type Customer } from "../auth/sessions";
import { customerLinks, customers, oauthStates } from "../db/schema";
import { byId, createCustomer, proveAddress, userView } from "./customers";
import type { AccountScope } from "./scope";

const STATE_TTL_MS = 10 * 60 * 1000;

async function configOf(scope: AccountScope, provider: SocialProvider) {
  const config = await providerConfig(scope.company.settings, provider, scope.config).catch((err) => {
    scope.log.warn({ err, provider }, "social sign-in: provider unreachable");
    throw new Upstream("oauth_failed");
  });
  if (!config) throw new Invalid({ provider: "not configured" }, "oauth_not_configured");
  return config;
}

/** The return address must be the sign-in page on one of the business's own hosts. */
async function checkedReturn(scope: AccountScope, raw: string) {
  const url = new URL(raw);
  const token = await scope.companies.tokenForHost(url.host);
  if (token !== scope.company.token || !/^(\/(de|en|es|it))?\/auth\/customer\/login$/.test(url.pathname) || url.search || url.hash) {
    throw new Invalid({ redirectUri: "not a sign-in page of this business" });
  }
  return url.href;
}

/** The provider's address to send the visitor to; `linkTo` links the provider to that customer instead of signing in. */
export async function startSocialSignIn(scope: AccountScope, provider: SocialProvider, redirectUri: string, linkTo: number | null) {
  const config = await configOf(scope, provider);
  const target = await checkedReturn(scope, redirectUri);
  const { url, state, nonce, codeVerifier } = await authorizationUrl(config, provider, target);
  await scope.db
    .insert(oauthStates)
    .values({ stateHash: hashToken(state), companyId: scope.company.id, provider, codeVerifier, nonce, redirectUri: target, customerId: linkTo, expiresAt: new Date(scope.now.getTime() + STATE_TTL_MS) });
  return { authorization: { url, state } };
}

export async function finishSocialSignIn(scope: AccountScope, input: { provider: SocialProvider; callbackUrl: string; state: string }) {
  const { db, company } = scope;
  const returned = new URL(input.callbackUrl);
  // The state in the address must be the one this browser started with (its cookie): no login CSRF.
  if (returned.searchParams.get("state") !== input.state) throw new Invalid({ state: "mismatch" }, "oauth_failed");
  const [pending] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, hashToken(input.state)), eq(oauthStates.companyId, company.id), eq(oauthStates.provider, input.provider), gt(oauthStates.expiresAt, scope.now)))
    .returning();
  if (!pending) throw new Invalid({ state: "unknown or expired" }, "oauth_failed");
  const config = await configOf(scope, input.provider);
  // Rebuild the callback address on the registered redirect URI: only its query comes from outside.
  const callbackUrl = new URL(pending.redirectUri);
  callbackUrl.search = returned.search;
  let profile;
  try {
    profile = await completeSignIn(config, input.provider, callbackUrl, { state: input.state, nonce: pending.nonce, codeVerifier: pending.codeVerifier }, scope.config);
  } catch (err) {
    scope.log.warn({ err, provider: input.provider }, "social sign-in refused");
    throw new Invalid(undefined, "oauth_failed");
  }
  const [link] = await db.select().from(customerLinks).where(and(eq(customerLinks.companyId, company.id), eq(customerLinks.provider, input.provider), eq(customerLinks.subject, profile.subject)));
  const linkRow = (customerId: number) => ({ companyId: company.id, customerId, provider: input.provider, subject: profile.subject, email: profile.email });

  if (pending.customerId !== null) {
    // Linking to the signed-in customer.
    if (link && link.customerId !== pending.customerId) throw new Conflict("provider_linked_elsewhere", { provider: "linked to another customer" });
    if (!link) await db.insert(customerLinks).values(linkRow(pending.customerId)).onConflictDoNothing();
    return { linked: true as const, token: null, user: await userView(db, (await byId(scope, pending.customerId))!) };
  }

  let customerId = link?.customerId ?? null;
  if (customerId === null) {
    // Same verified e-mail: the same person; otherwise a new customer.
    const [sameEmail] = profile.email && profile.emailVerified ? await db.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.email, profile.email))) : [];
    if (sameEmail) {
      // the provider proved the e-mail: an account that held it unproved keeps nothing for the prover to inherit
      customerId = (await proveAddress(scope, sameEmail, "email")).id;
    } else {
      const created = await createCustomer(scope, {
        email: profile.emailVerified ? profile.email : null,
        emailVerifiedAt: profile.emailVerified ? scope.now : null,
        firstname: profile.firstname,
        lastname: profile.lastname,
        lang: scope.lang,
      });
      customerId = created.id;
    }
    await db.insert(customerLinks).values(linkRow(customerId)).onConflictDoNothing();
  }
  const customer = (await byId(scope, customerId))!;
  const token = await createSession({ db, companyId: company.id }, customerId, scope.now);
  return { token, user: await userView(db, customer), exist: true as const };
}

/** Never leaves an account nobody can sign in to. */
export async function unlinkProvider(scope: AccountScope, me: Customer, provider: SocialProvider) {
  const mine = and(eq(customerLinks.companyId, me.companyId), eq(customerLinks.customerId, me.id));
  const others = await scope.db.select({ id: customerLinks.id }).from(customerLinks).where(and(mine, ne(customerLinks.provider, provider)));
  if (!me.passwordHash && !me.email && !me.phone && others.length === 0) throw new Conflict("cannot_unlink", { provider: "last way to sign in" });
  await scope.db.delete(customerLinks).where(and(mine, eq(customerLinks.provider, provider)));
  return { user: await userView(scope.db, (await byId(scope, me.id))!) };
}
