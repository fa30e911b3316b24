// Signing in with a one-time code sent by mail or SMS (v2): 'continue with my e-mail or phone'
// creates the account on first use; a code proves an address; phone-only profiles made by the
// shop can be merged into the customer who proves that phone.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { Forbidden } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import { issueLinkToken } from "../auth/link-tokens";
import type { Customer } from "../auth/sessions";
import { customers } from "../db/schema";
import { byAddress, byId, byPhone, createCustomer, proveAddress, signIn } from "./customers";
import { decoyCode, mailTo, redeemCode, sendCode, throttleIp, throttleSend } from "./outreach";
import type { AccountScope } from "./scope";

export type Address = { email: string } | { phone: string };
const addressOf = (a: Address) => ("email" in a ? a.email : a.phone);
const channelOf = (a: Address) => ("email" in a ? ("email" as const) : ("sms" as const));

/** A sign-in code to the address, the account created on first use; answers the code's id. */
export async function codeSignUp(scope: AccountScope, address: Address) {
  await throttleIp(scope, "register");
  await throttleSend(scope, addressOf(address));
  const customer = (await byAddress(scope, address)) ?? (await createCustomer(scope, { lang: scope.lang, ...address }));
  return { userID: await sendCode(scope, { purpose: "signin", channel: channelOf(address), address: addressOf(address), customerId: customer.id, lang: scope.lang }) };
}

/** A sign-in code for an existing account only; the caller's answer is the same either way. */
export async function sendSignInCode(scope: AccountScope, address: Address) {
  await throttleSend(scope, addressOf(address));
  const customer = await byAddress(scope, address);
  if (customer) {
    await sendCode(scope, { purpose: "signin", channel: channelOf(address), address: addressOf(address), customerId: customer.id, lang: customer.lang as Lang });
    return;
  }
  // Nobody there: a code for no one and, to an e-mail address, a mail saying so — the same work
  // as for an account. (No SMS to an unknown number: a paid message to a stranger.)
  await decoyCode(scope, "signin", channelOf(address), addressOf(address));
  if ("email" in address) await mailTo(scope, address.email, "unknown", scope.lang);
}

/** The code proves the address it was sent to: verified, and signed in. */
export async function signInWithCode(scope: AccountScope, address: Address, code: string) {
  const { customerId } = await redeemCode(scope, { purpose: "signin", address: addressOf(address) }, code);
  const customer = await proveAddress(scope, (await byId(scope, customerId))!, "email" in address ? "email" : "phone");
  return signIn(scope, customer);
}

/**
 * v2 registration: the code (found by its id, or by the address) proves the address; the answer
 * carries a token to choose a password.
 */
export async function checkAddress(scope: AccountScope, channel: "email" | "phone", input: { code: string; email?: string; phone?: string; userId?: string }) {
  const where = input.userId ? { publicId: input.userId } : { address: input[channel]! };
  const { customerId } = await redeemCode(scope, { purpose: "signin", ...where }, input.code);
  const customer = await proveAddress(scope, (await byId(scope, customerId))!, channel);
  const passwordToken = await issueLinkToken(scope, customer.id, "set_password", scope.now);
  return { ...(await signIn(scope, customer)), passwordToken };
}

/** A phone-only account without e-mail or password (a customer booking by phone). */
export async function createPhoneOnlyCustomer(scope: AccountScope, phone: string) {
  await throttleIp(scope, "register");
  if (!(await byPhone(scope, phone))) await createCustomer(scope, { phone, lang: scope.lang });
}

/** The signed-in customer, whose phone is verified, absorbs the empty profiles with the same phone. */
export async function mergePhoneDuplicates(scope: AccountScope, me: Customer, ids: number[]) {
  if (!me.phone || !me.phoneVerifiedAt) throw new Forbidden({ phone: "not verified" }, "phone_not_verified");
  const removed = await scope.db
    .delete(customers)
    .where(
      and(
        eq(customers.companyId, scope.company.id),
        inArray(customers.id, ids),
        ne(customers.id, me.id),
        eq(customers.phone, me.phone),
        isNull(customers.email),
        isNull(customers.passwordHash),
      ),
    )
    .returning({ id: customers.id });
  return { removed: removed.map((r) => r.id) };
}
