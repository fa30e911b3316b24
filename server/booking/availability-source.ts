// Gathers what domain/availability.ts needs for one shop and a span of dates: opening hours,
// exceptional days, the services' blocks, the shop's employees (skills, weekly hours made
// concrete per date, appointments as busy events) and cabins. The same loader serves the
// availability call and the re-check inside the booking transaction.
import { and, asc, eq, gt, inArray, lt, gte, lte } from "drizzle-orm";
import type { ServiceBlock, ShopAvailability } from "../../domain/availability";
import { findShopById } from "../../domain/shops";
import { localDay, localDays, type LocalDate } from "../../domain/time";
import type { Article, HourRange, Shop } from "../../domain/types";
import type { Db } from "../db";
import { appointments, employeeSkills, employees, resources, shopDays, shops } from "../db/schema";
import { CatalogueStore, toShop } from "../catalogue/store";
import type { Company } from "../tenancy/companies";

/** A transaction or the database: both read the same way. */
export type Reader = Pick<Db, "select">;

export type CabinMode = "1" | "2";

/** '2' (staff and cabin) when cabins are managed: the shop's own choice, else the company's. */
export function defaultMode(company: Company, shop: Pick<Shop, "booker">): CabinMode {
  const useCabins = shop.booker.shopUseCabins ?? company.settings.booker.useCabinManagement;
  return useCabins ? "2" : "1";
}

export async function findShop(db: Reader, companyId: number, shopId: string): Promise<Shop | null> {
  const rows = await db.select().from(shops).where(eq(shops.companyId, companyId));
  return findShopById(rows.map(toShop), shopId) ?? null;
}

/** The bookable services among `ids` (services or packages, not drafts, bookable online), with the package parts. */
export async function loadServices(db: Db, companyId: number, ids: number[]): Promise<{ found: Article[]; byId: Map<number, Article>; missing: number[] }> {
  const store = new CatalogueStore(db);
  const found = (await store.articles(companyId, { ids })).filter((a) => a.type !== "2" && !a.draft && a.booker.active);
  const partIds = found.flatMap((a) => (a.type === "4" ? (a.booker.packageServiceIds ?? []) : []));
  const parts = partIds.length ? await store.articles(companyId, { ids: partIds }) : [];
  const byId = new Map([...parts, ...found].map((a) => [a.id, a]));
  const ordered = ids.map((id) => found.find((a) => a.id === id)).filter((a): a is Article => Boolean(a));
  return { found: ordered, byId, missing: ids.filter((id) => !found.some((a) => a.id === id)) };
}

export interface ShopSource {
  availability: ShopAvailability;
  employees: { id: string; displayname: string }[];
  cabins: { id: string; displayname: string }[];
}

/**
 * The availability input of `shop` for the dates `from`..`to` (shop-local), for the services
 * `blocks` in order. Busy events are read for exactly that span.
 */
export async function loadShopSource(
  db: Reader,
  company: Company,
  shop: Shop,
  blocks: ServiceBlock[],
  span: { from: LocalDate; to: LocalDate },
  mode: CabinMode,
  now: Date,
): Promise<ShopSource> {
  const companyId = company.id;
  const days = localDays(span.from, span.to, shop.timeZone, 366);
  const spanStart = new Date(localDay(span.from, shop.timeZone).startMs);
  const spanEnd = new Date(localDay(span.to, shop.timeZone).endMs);

  const [staff, cabins, exceptional] = await Promise.all([
    db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.shopId, shop.id), eq(employees.active, true)))
      .orderBy(asc(employees.sortOrder), asc(employees.id)),
    mode === "2"
      ? db
          .select()
          .from(resources)
          .where(and(eq(resources.companyId, companyId), eq(resources.shopId, shop.id), eq(resources.type, "cabin")))
          .orderBy(asc(resources.sortOrder), asc(resources.id))
      : Promise.resolve([]),
    db
      .select()
      .from(shopDays)
      .where(and(eq(shopDays.companyId, companyId), eq(shopDays.shopId, shop.id), gte(shopDays.day, span.from), lte(shopDays.day, span.to))),
  ]);
  const staffIds = staff.map((e) => e.id);
  const [skills, booked] = await Promise.all([
    staffIds.length
      ? db.select().from(employeeSkills).where(and(eq(employeeSkills.companyId, companyId), inArray(employeeSkills.employeeId, staffIds)))
      : Promise.resolve([]),
    db
      .select({ employeeId: appointments.employeeId, cabinId: appointments.cabinId, start: appointments.startAt, end: appointments.endAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, companyId),
          eq(appointments.shopId, shop.id),
          eq(appointments.status, "active"),
          lt(appointments.startAt, spanEnd),
          gt(appointments.endAt, spanStart),
        ),
      ),
  ]);

  return {
    availability: {
      timeZone: shop.timeZone,
      now,
      minNoticeMinutes: company.settings.booker.appointment.minNoticeMinutes,
      cuttingMinutes: company.settings.booker.appointment.cuttingHours,
      openingHours: shop.openingHours,
      openDays: exceptional.filter((d) => d.kind === "open").map((d) => ({ date: d.day, hours: d.hours })),
      closedDays: exceptional.filter((d) => d.kind === "closed").map((d) => d.day),
      services: blocks,
      useCabins: mode === "2",
      employees: staff.map((e) => ({
        id: String(e.id),
        displayname: e.displayName,
        serviceIds: skills.filter((s) => s.employeeId === e.id).map((s) => s.articleId),
        workingHours: Object.fromEntries(days.map((d) => [d.date, (e.workingHours[d.weekday] ?? []) as HourRange[]])),
        events: booked.filter((b) => b.employeeId === e.id).map((b) => ({ start: b.start, end: b.end })),
      })),
      cabins: cabins.map((c) => ({
        id: String(c.id),
        displayname: c.displayName,
        events: booked.filter((b) => b.cabinId === c.id).map((b) => ({ start: b.start, end: b.end })),
      })),
    },
    employees: staff.map((e) => ({ id: String(e.id), displayname: e.displayName })),
    cabins: cabins.map((c) => ({ id: String(c.id), displayname: c.displayName })),
  };
}
