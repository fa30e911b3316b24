// The appointments' statistics (spec §7 'history with filters', 'aggregate'): computed by the
// database over the period's rows, found through appointments (company_id, start_at).
import type { Tenant } from "../tenant";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../domain/types";
import { appointments, articles, customers, employees, shops } from "../db/schema";
import { amongShops, inPeriod, type Period } from "./period";

export interface HistoryFilter extends Period {
  shopId?: number;
  serviceId?: number;
  employeeId?: number;
  customerId?: number;
  status?: "active" | "held" | "cancelled" | "released";
  page?: number;
  perPage?: number;
}

const localName = (name: Record<string, string>, lang: Lang) => name[lang] ?? name.fr ?? Object.values(name)[0] ?? "";

export async function appointmentHistory({ db, companyId }: Tenant, filter: HistoryFilter, lang: Lang, shopsReached: readonly number[] | null) {
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? 50;
  const where: SQL[] = [eq(appointments.companyId, companyId), inPeriod(appointments.startAt, shops.timeZone, filter), amongShops(appointments.shopId, shopsReached)];
  if (filter.shopId) where.push(eq(appointments.shopId, filter.shopId));
  if (filter.serviceId) where.push(eq(appointments.articleId, filter.serviceId));
  if (filter.employeeId) where.push(eq(appointments.employeeId, filter.employeeId));
  if (filter.customerId) where.push(eq(appointments.customerId, filter.customerId));
  if (filter.status) where.push(eq(appointments.status, filter.status));
  const base = () =>
    db
      .select({ a: appointments, shopName: shops.name, serviceName: articles.name, employeeName: employees.displayName, firstname: customers.firstname, lastname: customers.lastname })
      .from(appointments)
      .innerJoin(shops, and(eq(shops.companyId, appointments.companyId), eq(shops.id, appointments.shopId)))
      .innerJoin(articles, and(eq(articles.companyId, appointments.companyId), eq(articles.id, appointments.articleId)))
      .innerJoin(employees, and(eq(employees.companyId, appointments.companyId), eq(employees.id, appointments.employeeId)))
      .innerJoin(customers, and(eq(customers.companyId, appointments.companyId), eq(customers.id, appointments.customerId)));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(and(...where))
      .orderBy(asc(appointments.startAt), asc(appointments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(appointments)
      .innerJoin(shops, and(eq(shops.companyId, appointments.companyId), eq(shops.id, appointments.shopId)))
      .where(and(...where)),
  ]);
  return {
    appointments: rows.map((r) => ({
      id: r.a.id,
      orderId: r.a.orderId,
      start: r.a.startAt.toISOString(),
      end: r.a.endAt.toISOString(),
      status: r.a.status,
      shop: { id: r.a.shopId, name: r.shopName },
      service: { id: r.a.articleId, name: localName(r.serviceName as Record<string, string>, lang) },
      employee: { id: r.a.employeeId, name: r.employeeName },
      customer: { id: r.a.customerId, firstname: r.firstname, lastname: r.lastname },
      price: r.a.price,
    })),
    total: counted?.total ?? 0,
    page,
    perPage,
  };
}

export type GroupBy = "day" | "shop" | "service" | "employee";

/**
 * Per group: the appointments kept (active), their takings (cents, the prices booked), and those
 * cancelled. A hold still paying for, or released, counts in neither.
 */
export async function aggregate({ db, companyId }: Tenant, query: Period & { shopId?: number; groupBy: GroupBy }, lang: Lang, shopsReached: readonly number[] | null) {
  const key: Record<GroupBy, SQL> = {
    day: sql`to_char(${appointments.startAt} at time zone ${shops.timeZone}, 'YYYY-MM-DD')`,
    shop: sql`${appointments.shopId}::text`,
    service: sql`${appointments.articleId}::text`,
    employee: sql`${appointments.employeeId}::text`,
  };
  const label: Record<GroupBy, SQL> = {
    day: sql`min(to_char(${appointments.startAt} at time zone ${shops.timeZone}, 'YYYY-MM-DD'))`,
    shop: sql`min(${shops.name})`,
    service: sql`min(coalesce(${articles.name} ->> ${lang}, ${articles.name} ->> 'fr', ''))`,
    employee: sql`min(${employees.displayName})`,
  };
  const where: SQL[] = [eq(appointments.companyId, companyId), inPeriod(appointments.startAt, shops.timeZone, query), amongShops(appointments.shopId, shopsReached)];
  if (query.shopId) where.push(eq(appointments.shopId, query.shopId));
  const k = key[query.groupBy];
  const rows = await db
    .select({
      key: sql<string>`${k}`,
      label: sql<string>`${label[query.groupBy]}`,
      appointments: sql<number>`(count(*) filter (where ${appointments.status} = 'active'))::int`,
      revenue: sql<number>`(coalesce(sum(${appointments.price}) filter (where ${appointments.status} = 'active'), 0))::int`,
      cancelled: sql<number>`(count(*) filter (where ${appointments.status} = 'cancelled'))::int`,
    })
    .from(appointments)
    .innerJoin(shops, and(eq(shops.companyId, appointments.companyId), eq(shops.id, appointments.shopId)))
    .innerJoin(articles, and(eq(articles.companyId, appointments.companyId), eq(articles.id, appointments.articleId)))
    .innerJoin(employees, and(eq(employees.companyId, appointments.companyId), eq(employees.id, appointments.employeeId)))
    .where(and(...where))
    .groupBy(k)
    .orderBy(query.groupBy === "day" ? k : sql`2`);
  return rows.map((r) => ({ key: r.key, label: r.label, appointments: Number(r.appointments), revenue: Number(r.revenue), cancelled: Number(r.cancelled) }));
}
