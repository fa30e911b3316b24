// Helpers shared by the account routes: input shapes, the customer as the API shows it, the
// caller's IP, the storefront address used in mail links, and sending codes.
import { TooMany } from "../../../domain/errors";
import { and, asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { LANGS, type Lang } from "../../../domain/types";
import type { Customer } from "../../auth/sessions";
import { issueCode, type Channel, type CodePurpose } from "../../auth/codes";
import { LIMITS, take } from "../../auth/rate-limit";
import { companyHosts, customerLinks } from "../../db/schema";
import { renderCodeSms, renderMail, type MailContext, type MailKind } from "../../notify/templates";
import type { ApiEnv } from "../context";

// ── input ──
export const emailField = z
  .string()
  .trim()
  .max(254)
  .email()
  .transform((v) => v.toLowerCase());

/** A phone in international form; a French national number (0612345678) is read as +33. */
export const phoneField = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.replace(/[\s.\-()]/g, "").replace(/^00/, "+").replace(/^0(\d{9})$/, "+33$1"))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be a phone number in international form, e.g. +33612345678"));

/** At least 8 characters (NIST 800-63B), at most 128 (Argon2 input stays bounded). */
export const passwordField = z.string().min(8).max(128);
export const codeField = z.string().trim().regex(/^\d{6}$/, "must be 6 digits");
export const nameField = z.string().trim().max(80);
export const langField = z.enum(LANGS);

// ── output ──
export async function userView(c: Context<ApiEnv>, customer: Customer) {
  const links = await c
    .get("services")
    .db.select({ provider: customerLinks.provider })
    .from(customerLinks)
    .where(and(eq(customerLinks.companyId, customer.companyId), eq(customerLinks.customerId, customer.id)));
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
    /** no password yet: signs in by code or social network */
    noPass: !customer.passwordHash,
    emailVerified: Boolean(customer.emailVerifiedAt),
    phoneVerified: Boolean(customer.phoneVerifiedAt),
    links: links.map((l) => ({ provider: l.provider })),
    /** spec §5: warn when phone or e-mail is missing */
    profileWarning: !customer.phone || !customer.email,
  };
}
export type UserView = Awaited<ReturnType<typeof userView>>;

// ── caller ──
/** The client's IP: the socket's, or X-Forwarded-For's last hop behind a trusted proxy. */
export function clientIp(c: Context<ApiEnv>): string {
  if (c.get("services").config.TRUST_PROXY) {
    const hops = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    if (hops?.length) return hops[hops.length - 1]!;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * The storefront's address for links in mails. Taken from the `x-site-host` the pages send only
 * when that host belongs to the company (a forged host would send a reset link elsewhere).
 */
export async function siteUrl(c: Context<ApiEnv>, lang: Lang): Promise<string> {
  const company = c.get("company");
  const asked = c.req.header("x-site-host");
  let host: string | null = null;
  if (asked && (await c.get("services").companies.tokenForHost(asked)) === company.token) host = asked.replace(/:\d+$/, "");
  if (!host) {
    const [row] = await c.get("services").db.select({ host: companyHosts.host }).from(companyHosts).where(eq(companyHosts.companyId, company.id)).orderBy(asc(companyHosts.host)).limit(1);
    host = row?.host ?? "localhost";
  }
  const base = c.get("services").config.PUBLIC_URL.replace("{host}", host).replace(/\/$/, "");
  return lang === "fr" ? base : `${base}/${lang}`;
}

export async function mailContext(c: Context<ApiEnv>, lang: Lang, extra: Partial<MailContext> = {}): Promise<MailContext> {
  const identity = c.get("company").settings.identity;
  const site = await siteUrl(c, lang);
  const origin = new URL(site).origin;
  const logoUrl = identity.logo ? new URL(identity.logo, origin).href : "";
  return { business: identity.displayName, logoUrl, siteUrl: site, ...extra };
}

export async function mailTo(c: Context<ApiEnv>, to: string, kind: MailKind, lang: Lang, extra: Partial<MailContext> = {}) {
  const ctx = await mailContext(c, lang, extra);
  const { subject, text, html } = renderMail(kind, lang, ctx);
  await c.get("services").notifier.mail(c.get("company").id, { to, subject, text, html, fromName: ctx.business }, c.get("log"));
}

/**
 * Throttle sending to one address (1 a minute, 5 an hour), whether or not an account exists, so the
 * answer says nothing about accounts. 429 when too soon.
 */
export async function throttleSend(c: Context<ApiEnv>, address: string, kind: "code" | "reset" | "exists" = "code") {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  if (!(await take(db, companyId, `send-${kind}:${address}`, LIMITS.codesPerMinute))) throw new TooMany("resend_too_soon");
  if (!(await take(db, companyId, `send-${kind}:${address}`, LIMITS.codesPerHour))) throw new TooMany("too_many_codes");
}

export async function throttleIp(c: Context<ApiEnv>, what: string) {
  if (!(await take(c.get("services").db, c.get("company").id, `${what}-ip:${clientIp(c)}`, LIMITS.requestsPerIp))) throw new TooMany("too_many_requests");
}

/** Issue a code and send it by mail or SMS, in `lang`. */
export async function sendCode(c: Context<ApiEnv>, input: { purpose: CodePurpose; channel: Channel; address: string; customerId: number | null; lang: Lang }) {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  const { code, publicId } = await issueCode(db, { companyId, purpose: input.purpose, channel: input.channel, address: input.address, customerId: input.customerId });
  if (input.channel === "email") await mailTo(c, input.address, "code", input.lang, { code });
  else await c.get("services").notifier.sms(companyId, input.address, renderCodeSms(input.lang, await mailContext(c, input.lang, { code })), c.get("log"));
  return publicId;
}
