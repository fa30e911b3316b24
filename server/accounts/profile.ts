// The customer's profile: the details they change themselves, and a new e-mail or phone that
// becomes theirs only once a code sent to it comes back. Until then the old address stays, and
// signs in; an address another account holds gets no code (its owner is told by mail) and the
// answer is the same, so the profile says nothing about who else is a customer.
import type { z } from "zod";
import type * as op from "../../contract/users";
import { Conflict, Forbidden, Invalid } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import type { customers } from "../db/schema";
import { byEmail, byPhone, updateCustomer, userView } from "./customers";
import { decoyCode, mailTo, redeemCode, sendCode, throttleIp, throttleSend } from "./outreach";
import type { AccountScope } from "./scope";
import type { Address } from "./code-sign-in";

/**
 * Names, city, birthday… are saved; a new e-mail or phone is only offered its code (`pending` in
 * the answer). A phone removed is removed. Nothing to change leaves the profile as it is.
 */
export async function updateProfile(scope: AccountScope, me: Customer, input: z.output<typeof op.updateMe.body>) {
  const { firstname, lastname, city, country, lang, birthday } = input;
  const given = { firstname, lastname, city, country, lang, birthday };
  const changes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<typeof customers.$inferInsert>;
  const offered: Address[] = [];
  if (input.email !== undefined && input.email !== me.email) offered.push({ email: input.email });
  if (input.phone === null && me.phone !== null) Object.assign(changes, { phone: null, phoneVerifiedAt: null });
  else if (input.phone != null && input.phone !== me.phone) offered.push({ phone: input.phone });
  // The limits are taken before anything is written: a refusal changes nothing.
  for (const address of offered) await throttleOffer(scope, address);
  const customer = Object.keys(changes).length ? await updateCustomer(scope, me.id, changes) : me;
  for (const address of offered) await offerAddress(scope, customer!, address);
  const pending = offered.length ? Object.assign({}, ...offered) : undefined;
  return { user: await userView(scope.db, customer!), ...(pending ? { pending } : {}) };
}

export async function sendChangeCode(scope: AccountScope, me: Customer, address: Address) {
  await throttleOffer(scope, address);
  await offerAddress(scope, me, address);
}

/** The limits of a sign-in code (per address, and per IP), so the change cannot probe addresses faster. */
async function throttleOffer(scope: AccountScope, address: Address) {
  await throttleIp(scope, "check");
  await throttleSend(scope, "email" in address ? address.email : address.phone);
}

/**
 * A code to the new address, or, when another account holds it (its e-mail, or its verified
 * phone), a code for no one and a mail to that account's owner: the same writes either way.
 */
async function offerAddress(scope: AccountScope, me: Customer, address: Address) {
  const to = "email" in address ? address.email : address.phone;
  const channel = "email" in address ? ("email" as const) : ("sms" as const);
  const holder = "email" in address ? await byEmail(scope, address.email) : await byPhone(scope, address.phone);
  const taken = holder && holder.id !== me.id && ("email" in address || holder.phoneVerifiedAt);
  if (!taken) {
    await sendCode(scope, { purpose: "check", channel, address: to, customerId: me.id, lang: me.lang as Lang });
    return;
  }
  await decoyCode(scope, "check", channel, to);
  if (holder.email) await mailTo(scope, holder.email, "taken", holder.lang as Lang);
}

/** The code sent to the new address makes it the customer's own, verified. */
export async function confirmChange(scope: AccountScope, me: Customer, channel: "email" | "phone", input: { profileId: number; code: string; email?: string; phone?: string }) {
  const address = input[channel];
  if (!address) throw new Invalid({ [channel]: "required" });
  if (input.profileId !== me.id) throw new Forbidden({ profileId: "not yours" });
  const { customerId } = await redeemCode(scope, { purpose: "check", address }, input.code);
  if (customerId !== me.id) throw new Invalid({ code: "invalid" }, "invalid_code");
  if (channel === "email") {
    // taken between the code and its use
    const other = await byEmail(scope, address);
    if (other && other.id !== me.id) throw new Conflict("email_taken", { email: "Conflict" });
  }
  const now = scope.now;
  const customer = await updateCustomer(scope, me.id, channel === "email" ? { email: address, emailVerifiedAt: now } : { phone: address, phoneVerifiedAt: now });
  return { user: await userView(scope.db, customer!) };
}
