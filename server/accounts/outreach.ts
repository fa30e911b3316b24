// Reaching a customer: codes and links by mail or SMS, in their language, with the business's
// name and logo, and the limits that keep those sends from being abused (1 a minute and 5 an
// hour per address, per IP for new accounts), whether or not an account exists, so the answer
// says nothing about accounts.
import { TooMany } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import { checkCode, issueCode, type Channel, type CodePurpose } from "../auth/codes";
import { LIMITS, take } from "../auth/rate-limit";
import { queueMail, queueSms, type OutboxWriter } from "../notify";
import { renderCodeSms, renderMail, type MailContext, type MailKind } from "../notify/templates";
import { Invalid } from "../../domain/errors";
import type { AccountScope } from "./scope";

/** The storefront's address for links in mails, in `lang` (`CompanyDirectory.siteFor`: a forged host never leads a link elsewhere). */
export async function siteUrl(scope: AccountScope, lang: Lang): Promise<string> {
  const base = await scope.companies.siteFor(scope.company, scope.siteHost);
  return lang === "fr" ? base : `${base}/${lang}`;
}

async function mailContext(scope: AccountScope, lang: Lang, extra: Partial<MailContext> = {}): Promise<MailContext> {
  const identity = scope.company.settings.identity;
  const site = await siteUrl(scope, lang);
  const logoUrl = identity.logo ? new URL(identity.logo, new URL(site).origin).href : "";
  return { business: identity.displayName, logoUrl, siteUrl: site, ...extra };
}

export async function mailTo(scope: AccountScope, to: string, kind: MailKind, lang: Lang, extra: Partial<MailContext> = {}) {
  await queueAccountMail(scope.db, scope, to, kind, lang, await mailContext(scope, lang, extra));
}

function queueAccountMail(db: OutboxWriter, scope: AccountScope, to: string, kind: MailKind, lang: Lang, ctx: MailContext) {
  const { subject, text, html } = renderMail(kind, lang, ctx);
  return queueMail({ db, companyId: scope.company.id }, { to, subject, text, html, fromName: ctx.business });
}

/** One send to an address: 429 when too soon or too often. */
export async function throttleSend(scope: AccountScope, address: string, kind: "code" | "reset" | "exists" = "code") {
  const key = `send-${kind}:${address}`;
  if (!(await take(scope, key, LIMITS.codesPerMinute, scope.now))) throw new TooMany("resend_too_soon");
  if (!(await take(scope, key, LIMITS.codesPerHour, scope.now))) throw new TooMany("too_many_codes");
}

/** One more request of a kind from the caller's IP: 429 when too many. */
export async function throttleIp(scope: AccountScope, what: string) {
  if (!(await take(scope, `${what}-ip:${scope.ip}`, LIMITS.requestsPerIp, scope.now))) throw new TooMany("too_many_requests");
}

/** Issues a code and sends it by mail or SMS, in `lang`; answers the code's public id. */
export async function sendCode(scope: AccountScope, input: { purpose: CodePurpose; channel: Channel; address: string; customerId: number | null; lang: Lang }) {
  // The message's surroundings are read first; the code and its message are written together.
  const ctx = await mailContext(scope, input.lang);
  return scope.db.transaction(async (tx) => {
    const { code, publicId } = await issueCode(tx, { companyId: scope.company.id, purpose: input.purpose, channel: input.channel, address: input.address, customerId: input.customerId }, scope.now);
    if (input.channel === "email") await queueAccountMail(tx, scope, input.address, "code", input.lang, { ...ctx, code });
    else await queueSms({ db: tx, companyId: scope.company.id }, input.address, renderCodeSms(input.lang, { ...ctx, code }), ctx.business);
    return publicId;
  });
}

/**
 * A code written for no one, where an account is missing: the same writes as a real one so the
 * request takes the same time; `redeemCode` refuses a code without a customer.
 */
export async function decoyCode(scope: AccountScope, purpose: CodePurpose, channel: Channel, address: string) {
  return (await issueCode(scope.db, { companyId: scope.company.id, purpose, channel, address, customerId: null }, scope.now)).publicId;
}

/**
 * Uses a code: the customer it was sent for, with the channel it travelled by. A wrong code is
 * 400, an expired one too, a code tried too often 429.
 */
export async function redeemCode(scope: AccountScope, where: { purpose: CodePurpose } & ({ publicId: string } | { address: string }), code: string) {
  const result = await checkCode(scope.db, { companyId: scope.company.id, ...where }, code, scope.now);
  if (result.ok && result.customerId !== null) return { customerId: result.customerId, channel: result.channel };
  const reason = result.ok ? "invalid" : result.reason;
  if (reason === "burnt") throw new TooMany("code_burnt", { code: reason });
  throw new Invalid({ code: reason }, reason === "expired" ? "code_expired" : "invalid_code");
}
