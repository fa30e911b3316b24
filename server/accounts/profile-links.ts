// A customer's profiles at the other businesses of the installation (decision 263): the phone
// they share is proved by a code sent to it, then the customer sees those profiles and links them
// to their account here. The sends are limited as sign-in's are (1 a minute and 5 an hour per
// phone, per IP), a wrong code counts a try (5 burn it), and the answer to a send is the same
// whether or not the phone is known anywhere: nothing tells a stranger who has an account where.
import { and, asc, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { Invalid, NotFound, TooMany } from "../../domain/errors";
import { internationalPhone, phoneCountryOf, type PhoneCountry } from "../../domain/phone";
import type { Lang } from "../../domain/types";
import { checkCode } from "../auth/codes";
import { take, HOUR } from "../auth/rate-limit";
import type { Customer } from "../auth/sessions";
import { companies, customers, oneTimeCodes, profileLinks } from "../db/schema";
import { sendCode, throttleIp, throttleSend } from "./outreach";
import type { AccountScope } from "./scope";

/** Availability asked by one customer per hour: enough for a form, too few to sweep numbers. */
const AVAILABILITY_PER_HOUR = { max: 20, seconds: HOUR };

/** A typed phone in its international form for a country; 400 naming `phone` when it is none. */
export function phoneFor(typed: string, country: PhoneCountry | undefined) {
  const picked = country ?? phoneCountryOf(null);
  const phone = internationalPhone(picked, typed);
  if (!phone) throw new Invalid({ phone: "not a phone number for this country" });
  return { phone, country: picked };
}

/** Whether the phone can go on the customer's profile here: no other customer here holds it verified. */
export async function phoneAvailable(scope: AccountScope, me: Customer, phone: string) {
  if (!(await take(scope, `phoneavailable:${me.id}`, AVAILABILITY_PER_HOUR, scope.now))) throw new TooMany("too_many_requests");
  await throttleIp(scope, "phoneavailable");
  const [other] = await scope.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, scope.company.id), eq(customers.phone, phone), isNotNull(customers.phoneVerifiedAt), ne(customers.id, me.id)))
    .limit(1);
  return { available: !other };
}

/** Sends the code that proves the phone (the customer's own when none is given); the same answer either way. */
export async function sendLinkCode(scope: AccountScope, me: Customer, given: string | undefined) {
  const phone = given ?? me.phone;
  if (!phone) throw new Invalid({ phone: "required: your profile has no phone" });
  await throttleIp(scope, "link-code");
  await throttleSend(scope, phone);
  const userID = await sendCode(scope, { purpose: "link", channel: "sms", address: phone, customerId: me.id, lang: me.lang as Lang });
  return { userID, phone };
}

/** The customer's latest link code still unused: the phone it went to. */
async function pendingPhone(scope: AccountScope, me: Customer) {
  const [row] = await scope.db
    .select({ address: oneTimeCodes.address })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.companyId, scope.company.id), eq(oneTimeCodes.purpose, "link"), eq(oneTimeCodes.customerId, me.id), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row) throw new Invalid({ code: "invalid" }, "invalid_code");
  return row.address;
}

/** The phone a right code proves; `keep` leaves the code valid for linking. */
async function provedPhone(scope: AccountScope, me: Customer, code: string, keep: boolean) {
  const phone = await pendingPhone(scope, me);
  const result = await checkCode(scope.db, { companyId: scope.company.id, purpose: "link", address: phone }, code, scope.now, keep);
  if (result.ok && result.customerId === me.id) return phone;
  const reason = result.ok ? "invalid" : result.reason;
  if (reason === "burnt") throw new TooMany("code_burnt", { code: reason });
  throw new Invalid({ code: reason }, reason === "expired" ? "code_expired" : "invalid_code");
}

/** The installation's other businesses' customers who verified this phone. */
async function profilesWithPhone(scope: AccountScope, phone: string) {
  return scope.db
    .select({ business: companies.token, identity: companies.settings, companyId: customers.companyId, profileId: customers.id, firstname: customers.firstname, lastname: customers.lastname })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(customers.phone, phone), isNotNull(customers.phoneVerifiedAt), ne(customers.companyId, scope.company.id)))
    .orderBy(asc(companies.nickname), asc(customers.id));
}

const businessName = (settings: unknown, business: string) => ((settings as { identity?: { displayName?: string } } | null)?.identity?.displayName || business);
const elsewhere = (row: Awaited<ReturnType<typeof profilesWithPhone>>[number]) => ({
  business: row.business,
  businessName: businessName(row.identity, row.business),
  profileId: row.profileId,
  firstname: row.firstname,
  lastname: row.lastname,
});

export async function profilesByCode(scope: AccountScope, me: Customer, code: string) {
  const phone = await provedPhone(scope, me, code, true);
  return { phone, profiles: (await profilesWithPhone(scope, phone)).map(elsewhere) };
}

/** Links the chosen profiles; each must share the proved phone, else 400 naming it (nothing linked, the code kept). */
export async function linkProfiles(scope: AccountScope, me: Customer, input: { code: string; profiles: { business: string; profileId: number }[] }) {
  const phone = await provedPhone(scope, me, input.code, true);
  const candidates = await profilesWithPhone(scope, phone);
  const chosen = input.profiles.map((ref, i) => {
    const found = candidates.find((c) => c.business === ref.business && c.profileId === ref.profileId);
    if (!found) throw new Invalid({ [`profiles.${i}`]: "not a profile with your phone" });
    return found;
  });
  // the choice is right: the code is used up now (a refused choice left it for the next try)
  await provedPhone(scope, me, input.code, false);
  await scope.db
    .insert(profileLinks)
    .values(chosen.map((c) => ({ companyId: scope.company.id, customerId: me.id, linkedCompanyId: c.companyId, linkedCustomerId: c.profileId, phone })))
    .onConflictDoNothing();
  return { links: await linksOf(scope, me) };
}

export async function linksOf(scope: AccountScope, me: Customer) {
  const rows = await scope.db
    .select({ id: profileLinks.id, phone: profileLinks.phone, linkedAt: profileLinks.createdAt, business: companies.token, identity: companies.settings, profileId: customers.id, firstname: customers.firstname, lastname: customers.lastname })
    .from(profileLinks)
    .innerJoin(customers, and(eq(customers.companyId, profileLinks.linkedCompanyId), eq(customers.id, profileLinks.linkedCustomerId)))
    .innerJoin(companies, eq(companies.id, profileLinks.linkedCompanyId))
    .where(and(eq(profileLinks.companyId, scope.company.id), eq(profileLinks.customerId, me.id)))
    .orderBy(asc(profileLinks.id));
  return rows.map((r) => ({ id: r.id, business: r.business, businessName: businessName(r.identity, r.business), profileId: r.profileId, firstname: r.firstname, lastname: r.lastname, phone: r.phone, linkedAt: r.linkedAt.toISOString() }));
}

/** Only the customer's own links: another id is unknown (404), never someone else's list. */
export async function linksOfUser(scope: AccountScope, me: Customer, userId: number) {
  if (userId !== me.id) throw new NotFound("not_found", { userId: "unknown" });
  return { links: await linksOf(scope, me) };
}

