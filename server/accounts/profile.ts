// The customer's profile: the details they change themselves, and a new e-mail or phone that
// becomes theirs once a code sent to it comes back.
import type { z } from "zod";
import type * as op from "../../contract/users";
import { Conflict, Forbidden, Invalid } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import type { customers } from "../db/schema";
import { byEmail, updateCustomer, userView } from "./customers";
import { redeemCode, sendCode, throttleSend } from "./outreach";
import type { AccountScope } from "./scope";
import type { Address } from "./code-sign-in";

/** A changed e-mail or phone is not verified any more. Nothing to change leaves the profile as it is. */
export async function updateProfile(scope: AccountScope, me: Customer, input: z.output<typeof op.updateMe.body>) {
  const { firstname, lastname, city, country, lang, birthday } = input;
  const given = { firstname, lastname, city, country, lang, birthday };
  const changes = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<typeof customers.$inferInsert>;
  if (input.email !== undefined && input.email !== me.email) Object.assign(changes, { email: input.email, emailVerifiedAt: null });
  if (input.phone !== undefined && input.phone !== me.phone) Object.assign(changes, { phone: input.phone, phoneVerifiedAt: null });
  const customer = Object.keys(changes).length ? await updateCustomer(scope, me.id, changes) : me;
  return { user: await userView(scope.db, customer!) };
}

export async function sendChangeCode(scope: AccountScope, me: Customer, address: Address) {
  const to = "email" in address ? address.email : address.phone;
  await throttleSend(scope, to);
  await sendCode(scope, { purpose: "check", channel: "email" in address ? "email" : "sms", address: to, customerId: me.id, lang: me.lang as Lang });
}

/** The code sent to the new address makes it the customer's own, verified. */
export async function confirmChange(scope: AccountScope, me: Customer, channel: "email" | "phone", input: { profileId: number; code: string; email?: string; phone?: string }) {
  const address = input[channel]!;
  if (input.profileId !== me.id) throw new Forbidden({ profileId: "not yours" });
  const { customerId } = await redeemCode(scope, { purpose: "check", address }, input.code);
  if (customerId !== me.id) throw new Invalid({ code: "invalid" }, "invalid_code");
  if (channel === "email") {
    const other = await byEmail(scope, address);
    if (other && other.id !== me.id) throw new Conflict("email_taken", { email: "Conflict" });
  }
  const now = new Date();
  const customer = await updateCustomer(scope, me.id, channel === "email" ? { email: address, emailVerifiedAt: now } : { phone: address, phoneVerifiedAt: now });
  return { user: await userView(scope.db, customer!) };
}
