// The back-office agenda of one shop (contract/agenda.ts): its employees, hours, exceptional days,
// absences and bookings over a day or a week, laid out by domain/agenda.ts in the shop's zone.
// The shop is found within the request's company (another business's: 404), then checked to be
// one of the user's (403); a staff member sees their own column only (decision 230).
import type { Tenant } from "../tenant";
import { and, asc, eq, gte, inArray, lt, lte, gt, ne } from "drizzle-orm";
import type { AgendaView as AgendaAnswer } from "../../contract/agenda";
import { agendaDates, agendaDays, agendaWindow, bookingState, nowLine, placeOnDay, shiftView, type AgendaView } from "../../domain/agenda";
import { NotFound } from "../../domain/errors";
import { shopsReached } from "../../domain/roles";
import { localDateOf, type LocalDate } from "../../domain/time";
import type { Lang, Localised } from "../../domain/types";
import { assertShop, type TeamMember } from "../accounts/team";
import { appointments, articles, bookingOrders, customers, employeeAbsences, employees, resources, shopDays, shops } from "../db/schema";
import { consentStates } from "../consent/forms";
import { counterPaymentsOf } from "../loyalty/earning";
import { vouchersPaidOnOrders } from "../payments/counter";
import { blockedTimesOf } from "./blocked-time";

export interface AgendaQuery {
  shopId?: number;
  date?: LocalDate;
  view?: AgendaView;
}

/** The shops of the company this user reaches, in the company's order. */
export async function reachableShops({ db, companyId }: Tenant, user: TeamMember) {
  const reached = shopsReached(user);
  return db
    .select({ id: shops.id, name: shops.name, timeZone: shops.timeZone, openingHours: shops.openingHours })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), reached === null ? undefined : inArray(shops.id, reached.length ? [...reached] : [0])))
    .orderBy(asc(shops.sortOrder), asc(shops.id));
}

/**
 * The shop the agenda shows: the one asked (404 when the company has none of that id, 403 when
 * it is not one of the user's), else the user's first.
 */
export async function agendaShop({ db, companyId }: Tenant, user: TeamMember, shopId: number | undefined) {
  if (shopId !== undefined) {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, shopId)));
    if (!shop) throw new NotFound("not_found", { shopId: "unknown" });
    assertShop(user, shopId);
  }
  const reachable = await reachableShops({ db, companyId }, user);
  const shop = shopId === undefined ? reachable[0] : reachable.find((s) => s.id === shopId);
  if (!shop) throw new NotFound("not_found", { shopId: "none of your shops" });
  return { shop, reachable };
}

/** A staff member's own column: the employee their account is linked to (decision 214); none linked, no column. */
function ownColumn<E extends { id: number }>(user: TeamMember, staff: E[]): E[] {
  if (user.role !== "staff") return staff;
  return user.employeeId == null ? [] : staff.filter((e) => e.id === user.employeeId);
}

const inLang = (text: Localised, lang: Lang) => text[lang] || text.fr || Object.values(text).find(Boolean) || "";

export async function shopAgenda({ db, companyId }: Tenant, user: TeamMember, query: AgendaQuery, lang: Lang, now: Date): Promise<AgendaAnswer> {
  const { shop, reachable } = await agendaShop({ db, companyId }, user, query.shopId);
  const tz = shop.timeZone;
  const view = query.view ?? "day";
  const date = query.date ?? localDateOf(now, tz);
  const dates = agendaDates(date, view, tz);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const from = new Date(first.startMs);
  const to = new Date(last.endMs);

  const staffRows = await db
    .select({ id: employees.id, name: employees.displayName, workingHours: employees.workingHours })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.shopId, shop.id), eq(employees.active, true)))
    .orderBy(asc(employees.sortOrder), asc(employees.id));
  const staff = ownColumn(user, staffRows);
  const ids = staff.length ? staff.map((e) => e.id) : [0];
  // the shop's cabins and machines, a row of their own (decision 234); staff see their column only
  const shopResources =
    user.role === "staff"
      ? []
      : await db
          .select({ id: resources.id, name: resources.displayName, type: resources.type })
          .from(resources)
          .where(and(eq(resources.companyId, companyId), eq(resources.shopId, shop.id)))
          .orderBy(asc(resources.sortOrder), asc(resources.id));

  const [days, absences, rows, blocked] = await Promise.all([
    db
      .select({ day: shopDays.day, kind: shopDays.kind, hours: shopDays.hours })
      .from(shopDays)
      .where(and(eq(shopDays.companyId, companyId), eq(shopDays.shopId, shop.id), gte(shopDays.day, first.date), lte(shopDays.day, last.date))),
    db
      .select({ employeeId: employeeAbsences.employeeId, start: employeeAbsences.startAt, end: employeeAbsences.endAt, reason: employeeAbsences.reason })
      .from(employeeAbsences)
      .where(and(eq(employeeAbsences.companyId, companyId), inArray(employeeAbsences.employeeId, ids), lt(employeeAbsences.startAt, to), gt(employeeAbsences.endAt, from))),
    db
      .select({
        id: appointments.id,
        orderId: appointments.orderId,
        employeeId: appointments.employeeId,
        cabinId: appointments.cabinId,
        equipmentId: appointments.equipmentId,
        start: appointments.startAt,
        end: appointments.endAt,
        status: appointments.status,
        heldUntil: appointments.heldUntil,
        orderStatus: bookingOrders.status,
        paidOnline: bookingOrders.paidOnline,
        amount: bookingOrders.amount,
        source: bookingOrders.source,
        attendance: bookingOrders.attendance,
        firstname: customers.firstname,
        lastname: customers.lastname,
        phone: customers.phone,
        service: articles.name,
      })
      .from(appointments)
      .innerJoin(bookingOrders, and(eq(bookingOrders.companyId, appointments.companyId), eq(bookingOrders.id, appointments.orderId)))
      .innerJoin(customers, and(eq(customers.companyId, appointments.companyId), eq(customers.id, appointments.customerId)))
      .innerJoin(articles, and(eq(articles.companyId, appointments.companyId), eq(articles.id, appointments.articleId)))
      .where(and(eq(appointments.companyId, companyId), eq(appointments.shopId, shop.id), inArray(appointments.employeeId, ids), lt(appointments.startAt, to), gt(appointments.endAt, from), ne(appointments.status, "released")))
      .orderBy(asc(appointments.startAt), asc(appointments.id)),
    blockedTimesOf({ db, companyId }, shop.id, { employees: staff.map((e) => e.id), resources: shopResources.map((r) => r.id) }, from, to),
  ]);

  const hours = {
    timeZone: tz,
    openingHours: shop.openingHours,
    openDays: days.filter((d) => d.kind === "open").map((d) => ({ date: d.day, hours: d.hours })),
    closedDays: days.filter((d) => d.kind === "closed").map((d) => d.day),
  };
  const laidOut = agendaDays(hours, dates, staff, absences);
  // what the counter and vouchers took, so a card reads paid once the checkout settled it
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const [counter, vouchers, consents] = await Promise.all([counterPaymentsOf(db, orderIds), vouchersPaidOnOrders({ db, companyId }, orderIds), consentStates({ db, companyId }, orderIds)]);
  const bookings = rows
    // a hold that ran out is no booking any more
    .filter((r) => r.status !== "held" || (r.heldUntil !== null && r.heldUntil > now))
    .flatMap((r) =>
      dates.flatMap((day) => {
        const placed = placeOnDay(r, day, tz);
        if (!placed) return [];
        return [
          {
            id: r.id,
            orderId: r.orderId,
            date: day.date,
            employeeId: r.employeeId,
            cabinId: r.cabinId,
            equipmentId: r.equipmentId,
            ...placed,
            startAt: r.start.toISOString(),
            endAt: r.end.toISOString(),
            customer: { name: `${r.firstname} ${r.lastname}`.trim(), phone: r.phone },
            service: inLang(r.service, lang),
            state: bookingState({
              status: r.status,
              orderStatus: r.orderStatus,
              amount: r.amount,
              paidOnline: r.paidOnline,
              vouchersPaid: vouchers.get(r.orderId) ?? 0,
              counter: counter.get(r.orderId) ?? [],
            }),
            source: r.source,
            attendance: r.attendance,
            consents: (consents.get(r.orderId) ?? []).map((c) => ({ ...c, title: inLang(c.title, lang) })),
          },
        ];
      }),
    );
  const blocks = blocked.flatMap((b) =>
    dates.flatMap((day) => {
      const placed = placeOnDay(b, day, tz);
      return placed ? [{ id: b.id, date: day.date, employeeId: b.employeeId, resourceId: b.resourceId, ...placed, startAt: b.start.toISOString(), endAt: b.end.toISOString(), kind: b.kind, note: b.note }] : [];
    }),
  );
  const shown = dates.map((d) => d.date);
  return {
    shops: reachable.map((s) => ({ id: s.id, name: s.name })),
    shop: { id: shop.id, name: shop.name, timeZone: tz },
    view,
    date,
    today: localDateOf(now, tz),
    previous: shiftView(date, view, -1),
    next: shiftView(date, view, 1),
    now: nowLine(now, shown, tz),
    window: agendaWindow(laidOut, bookings),
    employees: staff.map((e) => ({ id: e.id, name: e.name })),
    resources: shopResources.map((r) => ({ id: r.id, name: r.name, type: r.type === "equipment" ? ("equipment" as const) : ("cabin" as const) })),
    days: laidOut,
    bookings,
    blocks,
  };
}
