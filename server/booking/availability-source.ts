// Gathers what domain/availability.ts needs for one shop and a span of dates: opening hours,
// exceptional days, the services' blocks, the shop's employees (skills, weekly hours made
// concrete per date, appointments as busy events) and cabins. The same loader serves the
// availability call and the re-check inside the booking transaction.
import type { TenantCompany } from "../tenant";
import { sql } from "drizzle-orm";
import type { EquipmentNeed, ServiceBlock, ShopAvailability } from "../../domain/availability";
import { serviceBlocks } from "../../domain/booking-plan";
import { findShopById } from "../../domain/shops";
import { localDay, localDays, type LocalDate } from "../../domain/time";
import type { Article, HourRange, Shop, Weekday } from "../../domain/types";
import type { Db } from "../db";
import { catalogueSnapshot } from "../catalogue/snapshot";
import type { Company } from "../tenancy/companies";

/** A transaction or the database: both read the same way. */
export type Reader = Pick<Db, "select" | "execute">;

export type CabinMode = "1" | "2";

/** '2' (staff and cabin) when cabins are managed: the shop's own choice, else the company's. */
export function defaultMode(company: Company, shop: Pick<Shop, "booker">): CabinMode {
  const useCabins = shop.booker.shopUseCabins ?? company.settings.booker.useCabinManagement;
  return useCabins ? "2" : "1";
}

/** The company's shop of that id (kept in the process with the rest of its catalogue). */
export async function findShop({ db, company }: TenantCompany, shopId: string): Promise<Shop | null> {
  return findShopById((await catalogueSnapshot(db, company)).shops, shopId) ?? null;
}

/** The bookable services among `ids` (services or packages, not drafts, bookable online), with the package parts. */
export async function loadServices({ db, company }: TenantCompany, ids: number[]): Promise<{ found: Article[]; byId: Map<number, Article>; missing: number[] }> {
  const all = (await catalogueSnapshot(db, company)).articles;
  const asked = new Set(ids);
  const found = all.filter((a) => asked.has(a.id) && a.type !== "2" && !a.draft && a.booker.active);
  const partIds = new Set(found.flatMap((a) => (a.type === "4" ? (a.booker.packageServiceIds ?? []) : [])));
  const parts = all.filter((a) => partIds.has(a.id));
  const byId = new Map([...parts, ...found].map((a) => [a.id, a]));
  const ordered = ids.map((id) => found.find((a) => a.id === id)).filter((a): a is Article => Boolean(a));
  return { found: ordered, byId, missing: ids.filter((id) => !found.some((a) => a.id === id)) };
}

/** Whether equipments are checked: as the call asks ('1'/'0'), else as the company's settings say. */
export function checksEquipments(company: Company, asked?: "0" | "1"): boolean {
  return asked ? asked === "1" : company.settings.booker.equipments.type === "active";
}

/** A booked item as the equipment check reads it: the services it is made of and the minutes it lasts. */
export interface EquipmentItem {
  articleIds: number[];
  minutes: number;
}

/** The items of a booking cart, in order (a package is its services). */
export function equipmentItems(items: readonly Article[], byId: ReadonlyMap<number, Article>): EquipmentItem[] {
  return items.map((item) => {
    const blocks = serviceBlocks(item, byId);
    return { articleIds: [item.id, ...blocks.map((b) => b.id)], minutes: blocks.reduce((sum, b) => sum + b.duration + b.pause, 0) };
  });
}

/** Per item, the shop's equipments linked to any of its services (decision 217). */
function needsOf(items: readonly EquipmentItem[], equipments: readonly { id: number; services: number[] | null }[]): EquipmentNeed[] {
  let offset = 0;
  return items.map((item) => {
    const need = { offsetMinutes: offset, minutes: item.minutes, candidates: equipments.filter((e) => (e.services ?? []).some((id) => item.articleIds.includes(id))).map((e) => String(e.id)) };
    offset += item.minutes;
    return need;
  });
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
  { db, company }: TenantCompany<Reader>,
  shop: Shop,
  blocks: ServiceBlock[],
  span: { from: LocalDate; to: LocalDate },
  mode: CabinMode,
  now: Date,
  /** the booked items when equipments are checked; null: they are not */
  equipment: readonly EquipmentItem[] | null = null,
  /** a booking being moved: its own appointments leave their times free for it */
  exceptOrderId: number | null = null,
): Promise<ShopSource> {
  const companyId = company.id;
  const days = localDays(span.from, span.to, shop.timeZone, 366);
  const spanStart = new Date(localDay(span.from, shop.timeZone).startMs);
  const spanEnd = new Date(localDay(span.to, shop.timeZone).endMs);

  // One round trip: the shop's staff, cabins, exceptional days, skills and the active (or still
  // held: someone is paying for them) appointments overlapping the span (found through appointments_shop_busy_idx, whatever the
  // length of the shop's history).
  const result = await db.execute(sql`
    select
      coalesce((select json_agg(json_build_object('id', e.id, 'name', e.display_name, 'hours', e.working_hours) order by e.sort_order, e.id)
        from employees e where e.company_id = ${companyId} and e.shop_id = ${shop.id} and e.active), '[]') as staff,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.display_name) order by r.sort_order, r.id)
        from resources r where r.company_id = ${companyId} and r.shop_id = ${shop.id} and r.type = 'cabin' and ${mode === "2"}), '[]') as cabins,
      coalesce((select json_agg(json_build_object('id', r.id, 'services', (select json_agg(l.article_id) from equipment_services l where l.company_id = r.company_id and l.resource_id = r.id)) order by r.sort_order, r.id)
        from resources r where r.company_id = ${companyId} and r.shop_id = ${shop.id} and r.type = 'equipment' and ${equipment !== null}), '[]') as equipments,
      coalesce((select json_agg(json_build_array(x.employee_id, (extract(epoch from x.start_at) * 1000)::bigint, (extract(epoch from x.end_at) * 1000)::bigint))
        from employee_absences x join employees e on e.id = x.employee_id
        where x.company_id = ${companyId} and e.shop_id = ${shop.id}
          and tstzrange(x.start_at, x.end_at, '[)') && tstzrange(${spanStart.toISOString()}::timestamptz, ${spanEnd.toISOString()}::timestamptz, '[)')), '[]') as absences,
      coalesce((select json_agg(json_build_array(b.employee_id, b.resource_id, (extract(epoch from b.start_at) * 1000)::bigint, (extract(epoch from b.end_at) * 1000)::bigint))
        from blocked_times b
        where b.company_id = ${companyId} and b.shop_id = ${shop.id}
          and tstzrange(b.start_at, b.end_at, '[)') && tstzrange(${spanStart.toISOString()}::timestamptz, ${spanEnd.toISOString()}::timestamptz, '[)')), '[]') as blocked,
      coalesce((select json_agg(json_build_object('day', d.day, 'kind', d.kind, 'hours', d.hours))
        from shop_days d where d.company_id = ${companyId} and d.shop_id = ${shop.id} and d.day >= ${span.from}::date and d.day <= ${span.to}::date), '[]') as days,
      coalesce((select json_agg(json_build_array(k.employee_id, k.article_id))
        from employee_skills k join employees e on e.id = k.employee_id
        where k.company_id = ${companyId} and e.shop_id = ${shop.id} and e.active), '[]') as skills,
      coalesce((select json_agg(json_build_array(a.employee_id, a.cabin_id, (extract(epoch from a.start_at) * 1000)::bigint, (extract(epoch from a.end_at) * 1000)::bigint, a.equipment_id))
        from appointments a
        where a.shop_id = ${shop.id} and a.company_id = ${companyId}
          and a.status in ('active', 'held') and (a.status = 'active' or a.held_until > ${now.toISOString()}::timestamptz)
          and a.order_id <> ${exceptOrderId ?? 0}
          and tstzrange(a.start_at, a.end_at, '[)') && tstzrange(${spanStart.toISOString()}::timestamptz, ${spanEnd.toISOString()}::timestamptz, '[)')), '[]') as booked
  `);
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as Record<string, unknown>;
  const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
  const staff = json<{ id: number; name: string; hours: Partial<Record<Weekday, HourRange[]>> }[]>(row.staff);
  const cabins = json<{ id: number; name: string }[]>(row.cabins);
  const exceptional = json<{ day: LocalDate; kind: "open" | "closed"; hours: HourRange[] }[]>(row.days);
  const skills = json<[number, number][]>(row.skills);
  const equipments = json<{ id: number; services: number[] | null }[]>(row.equipments);
  // Each appointment's times come as milliseconds since 1970: no date text to write, then read back.
  const eventsOfEmployee = new Map<number, { start: Date; end: Date }[]>();
  const eventsOfCabin = new Map<number, { start: Date; end: Date }[]>();
  const eventsOfEquipment = new Map<number, { start: Date; end: Date }[]>();
  const add = (events: Map<number, { start: Date; end: Date }[]>, id: number, event: { start: Date; end: Date }) => {
    const list = events.get(id);
    if (list) list.push(event);
    else events.set(id, [event]);
  };
  for (const [employeeId, cabinId, start, end, equipmentId] of json<[number, number | null, number, number, number | null][]>(row.booked)) {
    const event = { start: new Date(start), end: new Date(end) };
    add(eventsOfEmployee, employeeId, event);
    if (cabinId != null) add(eventsOfCabin, cabinId, event);
    if (equipmentId != null) add(eventsOfEquipment, equipmentId, event);
  }
  // An absence makes its employee busy like an appointment does.
  for (const [employeeId, start, end] of json<[number, number, number][]>(row.absences)) add(eventsOfEmployee, employeeId, { start: new Date(start), end: new Date(end) });
  // So does a blocked time, on its employee's or its cabin's or machine's column (decision 233).
  for (const [employeeId, resourceId, start, end] of json<[number | null, number | null, number, number][]>(row.blocked)) {
    const event = { start: new Date(start), end: new Date(end) };
    if (employeeId != null) add(eventsOfEmployee, employeeId, event);
    if (resourceId != null) {
      add(eventsOfCabin, resourceId, event);
      add(eventsOfEquipment, resourceId, event);
    }
  }

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
        displayname: e.name,
        serviceIds: skills.filter(([employeeId]) => employeeId === e.id).map(([, articleId]) => articleId),
        workingHours: Object.fromEntries(days.map((d) => [d.date, (e.hours[d.weekday] ?? []) as HourRange[]])),
        events: eventsOfEmployee.get(e.id) ?? [],
      })),
      cabins: cabins.map((c) => ({
        id: String(c.id),
        displayname: c.name,
        events: eventsOfCabin.get(c.id) ?? [],
      })),
      ...(equipment
        ? { equipments: equipments.map((e) => ({ id: String(e.id), events: eventsOfEquipment.get(e.id) ?? [] })), equipmentNeeds: needsOf(equipment, equipments) }
        : {}),
    },
    employees: staff.map((e) => ({ id: String(e.id), displayname: e.name })),
    cabins: cabins.map((c) => ({ id: String(c.id), displayname: c.name })),
  };
}
