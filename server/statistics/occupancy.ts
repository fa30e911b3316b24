// How full the staff's hours were: per employee, the minutes of their kept appointments over the
// minutes their weekly pattern gives over the period's days (their shop's local days), less their
// absences, and nothing on a day the shop is exceptionally closed. Blocked times (breaks, meetings) stay inside the working time: they are time not sold.
import type { Tenant } from "../tenant";
import { and, eq, gt, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { MAX_PERIOD_DAYS } from "../../contract/statistics";
import { occupancyPercent, workingMinutes } from "../../domain/statistics";
import { localDays } from "../../domain/time";
import { appointments, employeeAbsences, employees, shopDays, shops } from "../db/schema";
import { amongShops, inPeriod, widened, type Period } from "./period";

export async function staffOccupancy({ db, companyId }: Tenant, query: Period & { shopId?: number }, shopsReached: readonly number[] | null) {
  const where: SQL[] = [eq(employees.companyId, companyId), eq(employees.active, true), amongShops(employees.shopId, shopsReached)];
  if (query.shopId) where.push(eq(employees.shopId, query.shopId));
  const staff = await db
    .select({ id: employees.id, name: employees.displayName, hours: employees.workingHours, shopId: employees.shopId, timeZone: shops.timeZone })
    .from(employees)
    .innerJoin(shops, and(eq(shops.companyId, employees.companyId), eq(shops.id, employees.shopId)))
    .where(and(...where))
    .orderBy(employees.shopId, employees.sortOrder, employees.id);
  if (staff.length === 0) return [];
  const ids = staff.map((s) => s.id);
  const { start, end } = widened(query);
  const [booked, absences, closedDays] = await Promise.all([
    db
      .select({ employeeId: appointments.employeeId, minutes: sql<number>`coalesce(sum(extract(epoch from ${appointments.endAt} - ${appointments.startAt}) / 60), 0)::int` })
      .from(appointments)
      .innerJoin(shops, and(eq(shops.companyId, appointments.companyId), eq(shops.id, appointments.shopId)))
      .where(and(eq(appointments.companyId, companyId), eq(appointments.status, "active"), inArray(appointments.employeeId, ids), inPeriod(appointments.startAt, shops.timeZone, query)))
      .groupBy(appointments.employeeId),
    db
      .select({ employeeId: employeeAbsences.employeeId, startAt: employeeAbsences.startAt, endAt: employeeAbsences.endAt })
      .from(employeeAbsences)
      .where(and(eq(employeeAbsences.companyId, companyId), inArray(employeeAbsences.employeeId, ids), lt(employeeAbsences.startAt, new Date(end)), gt(employeeAbsences.endAt, new Date(start)))),
    db
      .select({ shopId: shopDays.shopId, day: shopDays.day })
      .from(shopDays)
      .where(and(eq(shopDays.companyId, companyId), eq(shopDays.kind, "closed"), inArray(shopDays.shopId, [...new Set(staff.map((s) => s.shopId))]), gte(shopDays.day, query.from), lte(shopDays.day, query.to))),
  ]);
  const closedAt = (shopId: number) => new Set(closedDays.filter((d) => d.shopId === shopId).map((d) => d.day));
  const bookedOf = new Map(booked.map((b) => [b.employeeId, Number(b.minutes)]));
  return staff.map((s) => {
    const days = localDays(query.from, query.to, s.timeZone, MAX_PERIOD_DAYS);
    const away = absences.filter((a) => a.employeeId === s.id).map((a) => ({ startMs: a.startAt.getTime(), endMs: a.endAt.getTime() }));
    const working = workingMinutes(s.hours, days, away, closedAt(s.shopId));
    const bookedMinutes = bookedOf.get(s.id) ?? 0;
    return { id: s.id, name: s.name, shopId: s.shopId, workingMinutes: working, bookedMinutes, percent: occupancyPercent(bookedMinutes, working) };
  });
}
