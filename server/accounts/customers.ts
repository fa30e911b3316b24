// The company's customers: found by e-mail, phone or id, changed, and shown as the API shows
// them. Every query is scoped to the company: the same e-mail at two businesses is two customers.
import { and, eq } from "drizzle-orm";
import { pageCustomerOf, type PageCustomer } from "../../contract/page-context";
import type { UserView } from "../../contract/users";
import { Conflict } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import { createSession, customerForToken, type Customer } from "../auth/sessions";
import { isUniqueViolation, type Db } from "../db";
import { customers, sessions } from "../db/schema";
import { accountFacts, type AccountFacts } from "./account-facts";
import type { Tenant } from "../tenant";
import type { AccountScope } from "./scope";

type Changes = Partial<typeof customers.$inferInsert>;
const mine = (scope: AccountScope, id: number) => and(eq(customers.companyId, scope.company.id), eq(customers.id, id));

export async function byEmail(scope: AccountScope, email: string): Promise<Customer | null> {
  const [row] = await scope.db.select().from(customers).where(and(eq(customers.companyId, scope.company.id), eq(customers.email, email)));
  return row ?? null;
}

export async function byPhone(scope: AccountScope, phone: string): Promise<Customer | null> {
  // Several phone-only profiles may share a number (spec: duplicate clean-up); a verified one, else the oldest.
  const rows = await scope.db.select().from(customers).where(and(eq(customers.companyId, scope.company.id), eq(customers.phone, phone))).orderBy(customers.id);
  return rows.find((r) => r.phoneVerifiedAt) ?? rows[0] ?? null;
}

export async function byId(scope: AccountScope, id: number): Promise<Customer | null> {
  const [row] = await scope.db.select().from(customers).where(mine(scope, id));
  return row ?? null;
}

export async function byAddress(scope: AccountScope, address: { email: string } | { phone: string }) {
  return "email" in address ? byEmail(scope, address.email) : byPhone(scope, address.phone);
}

export async function createCustomer(scope: AccountScope, values: Changes & { lang: Lang }): Promise<Customer> {
  const [row] = await scope.db.insert(customers).values({ ...values, companyId: scope.company.id }).returning();
  return row!;
}

/** Changes a customer of the company; an e-mail another account has is a conflict (spec §8: 409 Conflict). */
export async function updateCustomer(scope: AccountScope, id: number, changes: Changes): Promise<Customer | null> {
  try {
    const [row] = await scope.db.update(customers).set(changes).where(mine(scope, id)).returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict("email_taken", { email: "Conflict" });
    throw err;
  }
}

/**
 * The customer as the API shows them (never the password hash): with the account's facts read
 * with the session (server/auth/sessions.ts), else read now (after a change, they may have moved).
 */
export async function userView(db: Db, customer: Customer, known?: AccountFacts): Promise<UserView> {
  const facts = known ?? (await db.select(accountFacts).from(customers).where(and(eq(customers.companyId, customer.companyId), eq(customers.id, customer.id))))[0];
  return {
    id: customer.id,
    email: customer.email,
    phone: customer.phone,
    firstname: customer.firstname,
    lastname: customer.lastname,
    city: customer.city,
    country: customer.country,
    birthday: customer.birthday,
    lang: customer.lang,
    noPass: !customer.passwordHash,
    emailVerified: Boolean(customer.emailVerifiedAt),
    phoneVerified: Boolean(customer.phoneVerifiedAt),
    links: (facts?.linkedProviders ?? []).map((provider) => ({ provider })),
    profileWarning: !customer.phone || !customer.email,
    hasLoyaltyCard: facts?.hasLoyaltyCard ?? false,
  };
}

/**
 * A page's session, read once: the row the API's calls of this page then share, and the customer
 * as every page knows them (null for a token the company no longer knows).
 */
export async function pageAccount(tenant: Tenant, token: string, now: Date) {
  const session = await customerForToken(tenant, token, now);
  return { session, customer: session ? pageCustomerOf(await userView(tenant.db, session.customer, session.facts)) : null };
}

/** A new session for the customer, answered as the spec's login answers it. */
export async function signIn(scope: AccountScope, customer: Customer) {
  const token = await createSession(scope, customer.id, scope.now);
  return { token, user: await userView(scope.db, customer), exist: true as const };
}

/**
 * A code proved the address it was sent to (`channel`, `address`): the account it was sent for
 * has it verified from now on. An address nobody had proved signs nobody in, so whatever was set
 * around it before is not the prover's to inherit:
 * - the account's other address was proved (by whoever set this one up): this address leaves
 *   that account and the prover gets an account of their own with it;
 * - nothing of the account was proved: its password and its other, unproved address are dropped
 *   and its sessions end (`keepPassword`: the registration that chose it in the same step).
 */
export async function proveAddress(scope: AccountScope, customer: Customer, channel: "email" | "phone", opts: { keepPassword?: boolean } = {}): Promise<Customer> {
  const now = scope.now;
  const proved = channel === "email" ? customer.emailVerifiedAt : customer.phoneVerifiedAt;
  if (proved) return customer;
  const otherProved = channel === "email" ? customer.phoneVerifiedAt : customer.emailVerifiedAt;
  if (otherProved) {
    const address = channel === "email" ? customer.email! : customer.phone!;
    await updateCustomer(scope, customer.id, channel === "email" ? { email: null } : { phone: null });
    return createCustomer(scope, { lang: customer.lang as Lang, ...(channel === "email" ? { email: address, emailVerifiedAt: now } : { phone: address, phoneVerifiedAt: now }) });
  }
  const changes: Changes = channel === "email" ? { emailVerifiedAt: now, phone: null } : { phoneVerifiedAt: now, email: null };
  if (!opts.keepPassword) changes.passwordHash = null;
  else delete (changes as Record<string, unknown>)[channel === "email" ? "phone" : "email"];
  await scope.db.delete(sessions).where(and(eq(sessions.companyId, scope.company.id), eq(sessions.customerId, customer.id)));
  return (await updateCustomer(scope, customer.id, changes))!;
}
