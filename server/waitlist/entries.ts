// A customer's waitlist entries (domain/waitlist.ts): joining for services at a shop on a range
// of days, their own list, leaving (signed in, or from the signed link of a waitlist mail, which
// names one entry: `/waitlist/leave/<entry>.<signature>`, the signature an HMAC under a key drawn
// for that entry alone, as the 'manage my booking' link does).
import type { Tenant, TenantCompany } from "../tenant";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { localise } from "../../domain/catalogue";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { localePath } from "../../domain/service-url";
import { localDateOf, type LocalDate } from "../../domain/time";
import type { Lang, Shop } from "../../domain/types";
import { rangeFault, WAITLIST_MAX_ENTRIES } from "../../domain/waitlist";
import { bookableServices, bookableShop } from "../booking/request";
import { catalogueSnapshot } from "../catalogue/snapshot";
import { waitlistEntries } from "../db/schema";

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

const sign = (id: number, key: string) => createHmac("sha256", key).update(`leave-waitlist:${id}`).digest("base64url");

export const leaveToken = (entry: Pick<WaitlistEntryRow, "id" | "leaveKey">) => `${entry.id}.${sign(entry.id, entry.leaveKey)}`;

/** The full address of the page that takes the customer off the waitlist (its mails). */
export const leaveWaitlistUrl = (site: string, lang: Lang, entry: Pick<WaitlistEntryRow, "id" | "leaveKey">) =>
  `${site.replace(/\/$/, "")}${localePath(`/waitlist/leave/${leaveToken(entry)}`, lang)}`;

/** The entry a link names, of this business; 404 alike for a forged link and a missing entry. */
export async function entryOfLink({ db, companyId }: Tenant, token: string): Promise<WaitlistEntryRow> {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const [entry] = m ? await db.select().from(waitlistEntries).where(and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.id, Number(m[1])))) : [];
  if (!m || !entry) throw new NotFound("not_found", { token: "unknown link" });
  const expected = Buffer.from(sign(entry.id, entry.leaveKey));
  const given = Buffer.from(m[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new NotFound("not_found", { token: "unknown link" });
  return entry;
}

export interface JoinRequest {
  shopId: string;
  services: number[];
  from: LocalDate;
  to: LocalDate;
}

/** Joins the waitlist: the shop and services bookable, the range from today (shop-local) on. */
export async function joinWaitlist({ db, company }: TenantCompany, customerId: number, asked: JoinRequest, lang: Lang, now: Date): Promise<WaitlistEntryRow> {
  const shop = await bookableShop({ db, company }, asked.shopId, "shopId");
  await bookableServices({ db, company }, shop, asked.services, "services");
  const fault = rangeFault(asked.from, asked.to, localDateOf(now, shop.timeZone));
  if (fault) throw new Invalid({ [fault.field]: fault.reason });
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.companyId, company.id), eq(waitlistEntries.customerId, customerId), isNull(waitlistEntries.leftAt)));
    if ((live?.n ?? 0) >= WAITLIST_MAX_ENTRIES) throw new Conflict("waitlist_full");
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ companyId: company.id, customerId, shopId: shop.id, serviceIds: asked.services, dateFrom: asked.from, dateTo: asked.to, lang, leaveKey: randomBytes(32).toString("base64url"), createdAt: now })
      .returning();
    return entry!;
  });
}

/** The customer's entries still waiting (their range not past), the first joined first. */
export async function ownEntries({ db, company }: TenantCompany, customerId: number): Promise<WaitlistEntryRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, company.id), eq(waitlistEntries.customerId, customerId), isNull(waitlistEntries.leftAt)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Takes an entry off the waitlist (once: leaving again keeps the first time); someone else's is 404. */
export async function leaveEntry({ db, company }: TenantCompany, entryId: number, customerId: number | null, now: Date): Promise<WaitlistEntryRow> {
  const [entry] = await db.select().from(waitlistEntries).where(and(eq(waitlistEntries.companyId, company.id), eq(waitlistEntries.id, entryId)));
  if (!entry || (customerId !== null && entry.customerId !== customerId)) throw new NotFound("not_found", { id: "unknown" });
  if (entry.leftAt) return entry;
  const [left] = await db
    .update(waitlistEntries)
    .set({ leftAt: now })
    .where(and(eq(waitlistEntries.companyId, company.id), eq(waitlistEntries.id, entryId), isNull(waitlistEntries.leftAt)))
    .returning();
  return left ?? entry;
}

/** An entry as the API answers it: the shop and the services named from the catalogue. */
export async function entryView({ db, company }: TenantCompany, entry: WaitlistEntryRow, lang: Lang) {
  const snapshot = await catalogueSnapshot(db, company);
  const shop = snapshot.shops.find((s) => s.id === entry.shopId) as Shop | undefined;
  const byId = new Map(snapshot.articles.map((a) => [a.id, a]));
  return {
    id: entry.id,
    shop: { id: shop?.artebeauteId ?? "", name: shop?.publicInfo.name ?? "", timeZone: shop?.timeZone ?? "Europe/Paris" },
    services: entry.serviceIds.map((id) => ({ id, name: localise(byId.get(id)?.name, lang) })),
    from: entry.dateFrom,
    to: entry.dateTo,
    lang: entry.lang,
    createdAt: entry.createdAt.toISOString(),
    leftAt: entry.leftAt?.toISOString() ?? null,
  };
}
