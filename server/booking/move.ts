// Moving a booking to another time, employee or cabin (decision 236): ONE operation for the
// back-office (drag or the 'Move' dialog on the agenda) and for the customer (their profile, the
// signed link of their mails). In one transaction the order's appointments are set aside, the new
// time is judged by the storefront's rule (domain/availability.ts recheckSlot) on what is left, and
// the same rows are written at the new time: the exclusion constraints decide a race, and a refusal
// rolls everything back, so the old slot is freed only if the new one is taken. The appointments
// keep their ids, so the payment, deposit and totals stay attached; the calendar file's SEQUENCE
// goes up and the customer is told with it (same UID), in the same transaction.
import type { TenantCompany } from "../tenant";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { computeAvailability, recheckSlot, type SlotRefusal } from "../../domain/availability";
import { planBooking, serviceBlocks } from "../../domain/booking-plan";
import { canCancel } from "../../domain/cancellation";
import { Conflict, EmployeeUnavailable, NotFound, SlotTaken, SlotUnavailable, TooLateToMove, type DomainError } from "../../domain/errors";
import { localDateOf, type LocalDate } from "../../domain/time";
import type { Lang, Shop } from "../../domain/types";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import { catalogueSnapshot } from "../catalogue/snapshot";
import type { Db } from "../db";
import { appointments, bookingOrders, customers } from "../db/schema";
import { checksEquipments, defaultMode, equipmentItems, loadShopSource } from "./availability-source";
import { isOverlapRefusal } from "./book";
import { queueConfirmation } from "./confirmation-mail";
import { orderView } from "./orders";
import { noteFreedTimes } from "../waitlist/freed";

export interface MoveTarget {
  start: Date;
  /** null: whoever is free then (the booking's own employee first when free) */
  employeeId: number | null;
  /** a cabin asked for (cabin mode); absent: the first free one */
  cabinId?: number | null;
}

/** Who moves: a company user (their shops; any notice) or the customer (their own booking, until the notice). */
export type Mover = { kind: "business"; user: TeamMember } | { kind: "customer"; customerId: number };

const refusals: Record<SlotRefusal, () => DomainError> = {
  slot_taken: () => new SlotTaken(),
  slot_unavailable: () => new SlotUnavailable(),
  employee_unavailable: () => new EmployeeUnavailable(),
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The order, locked, and its booked appointments; refused like a missing one when it is not the mover's. */
async function movable({ db: tx, company }: TenantCompany<Tx | Db>, orderId: number, by: Mover, now: Date, lock: boolean) {
  const query = tx
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
  const [order] = lock ? await query.for("update") : await query;
  if (!order || (by.kind === "customer" && order.customerId !== by.customerId)) throw new NotFound("not_found", { id: "unknown" });
  if (by.kind === "business") assertShop(by.user, order.shopId);
  if (order.status !== "confirmed") throw new Conflict("booking_not_movable", { id: order.status });
  const rows = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "active")))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  if (rows.length === 0) throw new Conflict("booking_not_movable", { id: "nothing booked" });
  const notice = company.settings.booker.appointment.minNoticeMinutes;
  if (by.kind === "customer" && !canCancel(rows[0]!.startAt, now, notice)) throw new TooLateToMove(notice);
  return { order, rows };
}

/** The services of the booking, in order, as the catalogue describes them now (a package stays one item). */
async function servicesOf({ db, company }: TenantCompany, rows: { articleId: number }[], shopId: number) {
  const snapshot = await catalogueSnapshot(db, company);
  const shop = snapshot.shops.find((s) => s.id === shopId);
  const byId = new Map(snapshot.articles.map((a) => [a.id, a]));
  const items = rows.map((r) => byId.get(r.articleId));
  if (!shop || items.some((a) => !a)) throw new Conflict("booking_not_movable", { id: "its service or shop is gone" });
  return { shop: shop as Shop, items: items as NonNullable<(typeof items)[number]>[], byId };
}

/** A free time the booking could move to: its start and end, and who is free then. */
export interface MoveTime {
  start: string;
  end: string;
  employees: number[];
}

/** The times of `date` (shop-local) the whole booking fits in, its own appointments counted free. */
export async function freeTimesForMove({ db, company }: TenantCompany, orderId: number, by: Mover, date: LocalDate, now: Date): Promise<MoveTime[]> {
  const { order, rows } = await movable({ db, company }, orderId, by, now, false);
  const { shop, items, byId } = await servicesOf({ db, company }, rows, order.shopId);
  const blocks = items.flatMap((a) => serviceBlocks(a, byId));
  const minutes = blocks.reduce((sum, b) => sum + b.duration + b.pause, 0);
  const equipment = checksEquipments(company) ? equipmentItems(items, byId) : null;
  const source = await loadShopSource({ db, company }, shop, blocks, { from: date, to: date }, defaultMode(company, shop), now, equipment, orderId);
  return computeAvailability({ ...source.availability, from: date, to: date }).flatMap((d) =>
    d.slots
      .filter((s) => s.shopStatus === "open" && s.free.employees.length > 0)
      .map((s) => ({ start: s.start.toISOString(), end: new Date(s.start.getTime() + minutes * 60_000).toISOString(), employees: s.free.employees.map(Number) })),
  );
}

export interface MovedBooking {
  orderId: number;
  employeeId: number;
  cabinId: number | null;
  start: string;
  end: string;
  sequence: number;
}

export async function moveBooking({ db, company }: TenantCompany, orderId: number, target: MoveTarget, by: Mover, now: Date, options: { notify: boolean } = { notify: true }): Promise<MovedBooking> {
  try {
    return await db.transaction(async (tx) => {
      const { order, rows } = await movable({ db: tx, company }, orderId, by, now, true);
      const { shop, items, byId } = await servicesOf({ db: tx, company }, rows, order.shopId);
      const ids = rows.map((r) => r.id);
      // Set aside: the rule below reads the shop as if this booking were not there (rolled back on refusal).
      await tx.update(appointments).set({ status: "released" }).where(and(eq(appointments.companyId, company.id), inArray(appointments.id, ids)));
      const plan = planBooking(items, byId, shop.artebeauteId, target.start, localDateOf(target.start, shop.timeZone));
      const mode = defaultMode(company, shop);
      const equipment = checksEquipments(company) ? equipmentItems(items, byId) : null;
      const date = localDateOf(target.start, shop.timeZone);
      const source = await loadShopSource({ db: tx, company }, shop, plan.blocks, { from: date, to: date }, mode, now, equipment);
      // no preference: the booking's own employee (and cabin) when free, else the first free one;
      // a cabin asked for is that cabin or a refusal (decision 299)
      const own = String(rows[0]!.employeeId);
      const ownCabin = rows[0]!.cabinId == null ? null : String(rows[0]!.cabinId);
      const wanted = target.employeeId != null ? String(target.employeeId) : null;
      const cabins = target.cabinId != null ? [String(target.cabinId)] : ownCabin ? [ownCabin, null] : [null];
      const tries = (wanted ? [wanted] : [own, null]).flatMap((employeeId) => cabins.map((cabinId) => ({ employeeId, cabinId })));
      let verdict = recheckSlot(source.availability, { start: target.start, ...tries[0]! });
      for (const t of tries.slice(1)) if (!verdict.ok) verdict = recheckSlot(source.availability, { start: target.start, ...t });
      if (!verdict.ok) throw refusals[verdict.reason]();
      if (plan.lines.length !== rows.length) throw new Conflict("booking_not_movable", { id: "its services changed" });
      for (const [i, line] of plan.lines.entries()) {
        await tx
          .update(appointments)
          .set({
            status: "active",
            startAt: line.start,
            endAt: line.end,
            employeeId: Number(verdict.employeeId),
            cabinId: verdict.cabinId == null ? null : Number(verdict.cabinId),
            equipmentId: verdict.equipmentIds[i] == null ? null : Number(verdict.equipmentIds[i]),
            mode,
          })
          .where(eq(appointments.id, rows[i]!.id));
      }
      // The refund rule reads each line's start: it follows the booking to its new time.
      const totals = order.totals && { ...order.totals, lines: order.totals.lines.map((l) => ({ ...l, start: l.appointmentId != null && ids.includes(l.appointmentId) ? plan.lines[ids.indexOf(l.appointmentId)]!.start.toISOString() : l.start })) };
      const [after] = await tx
        .update(bookingOrders)
        .set({ icsSequence: sql`${bookingOrders.icsSequence} + 1`, ...(totals ? { totals } : {}) })
        .where(eq(bookingOrders.id, orderId))
        .returning({ sequence: bookingOrders.icsSequence });
      const moved: MovedBooking = {
        orderId,
        employeeId: Number(verdict.employeeId),
        cabinId: verdict.cabinId == null ? null : Number(verdict.cabinId),
        start: plan.lines[0]!.start.toISOString(),
        end: plan.end.toISOString(),
        sequence: after!.sequence,
      };
      // the old times are free: the customers waiting for them are told (a job, written with the move)
      await noteFreedTimes(tx, rows, now);
      const [customer] = await tx.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, order.customerId)));
      const lang = order.lang as Lang;
      // the desk may move a booking without telling (the customer asked for it on the phone)
      const view = options.notify ? await orderView({ db: tx, company }, order.customerId, orderId, lang, now) : null;
      if (customer && view) await queueConfirmation({ db: tx, company }, customer, view, lang, true);
      if (by.kind === "business") {
        const before = { employeeId: rows[0]!.employeeId, start: rows[0]!.startAt.toISOString() };
        await audit({ db: tx, company, actor: actorOf(by.user), now }, { action: "update", entity: "booking_order", id: orderId, before, after: { employeeId: moved.employeeId, start: moved.start } });
      }
      return moved;
    });
  } catch (err) {
    if (isOverlapRefusal(err)) throw new SlotTaken();
    throw err;
  }
}
