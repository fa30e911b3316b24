// Bookable time slots of a shop (spec §3 Appointment / Time slot, §5 Slots, §9 cutting length).
// Pure: the caller passes `now`, the shop's time zone and every busy event; nothing is fetched.
// Shaped after Cal.com's date ranges: opening hours and working hours become instant intervals,
// busy events are merged once per employee and cabin, then the day is cut into blocks and each
// block is judged by one rule (`judgeBlock`), which the booking re-check (`recheckSlot`) reuses.
//
// Where the spec is silent:
// - The grid steps in elapsed time from the day's first opening, and a slot lasts real minutes, so
//   on a clock-change night the block after 01:30 starts at 03:00 (spring) or 02:00 again (autumn).
// - Every block that fits between first opening and last closing is returned; those that cannot be
//   booked are 'close' with empty free lists, so a client can draw a steady day grid.
// - Touching or overlapping hour ranges (opening or working) are one continuous range.
// - A slot must end by closing on a 'day' status too, and within the employee's shift.
// - A closed day beats an open day on the same date.
import type { DayOpening, HourRange, OpeningHours } from "./types";
import { intervalAt, mergeIntervals, overlapsAny, withinOne, type Interval } from "./availability/intervals";
import { assertTimeZone, localDateOf, localDay, localDays, parseClockTime, type LocalDate, type LocalDay } from "./time";

export type { LocalDate } from "./time";

/** Spec §9: working hours are cut into blocks of 30 minutes unless the company says otherwise. */
export const DEFAULT_CUTTING_MINUTES = 30;
/** Upper bound on one request's span, so a bad query cannot make the server cut years of slots. */
export const MAX_AVAILABILITY_DAYS = 366;

const MINUTE_MS = 60_000;

export type ShopStatus = "open" | "close";

/** A busy period of an employee or cabin (an appointment, an absence), as UTC instants; [start, end). */
export interface BusyEvent {
  start: Date;
  end: Date;
}

/** An exceptional opening on a date; it replaces the weekday's hours and counts as status 'pause'. */
export interface OpenDay {
  date: LocalDate;
  hours: HourRange[];
}

/** A service to book; a package's services are booked back to back by the same employee and cabin. */
export interface ServiceBlock {
  id: number;
  /** minutes */
  duration: number;
  /** minutes of cleaning / rest after the service, still blocking the employee and cabin */
  pause: number;
}

export interface EmployeeAvailability {
  id: string;
  /** carried for callers; the computation does not read it */
  displayname?: string;
  /** the services (article ids) this employee performs */
  serviceIds: number[];
  /** working ranges per shop-local date; a date missing (or an empty list) means not working */
  workingHours: Record<LocalDate, HourRange[]>;
  events: BusyEvent[];
}

export interface CabinAvailability {
  id: string;
  /** carried for callers; the computation does not read it */
  displayname?: string;
  events: BusyEvent[];
}

/**
 * What one booked item needs of the equipments (decision 217): from `offsetMinutes` after the
 * slot's start, for `minutes`, one free equipment among `candidates` (interchangeable machines).
 * No candidates: the item needs none.
 */
export interface EquipmentNeed {
  offsetMinutes: number;
  minutes: number;
  candidates: string[];
}

/** Everything the slot rule needs about one shop, apart from which dates are asked. */
export interface ShopAvailability {
  /** IANA time zone of the shop, e.g. 'Europe/Paris' */
  timeZone: string;
  now: Date;
  /** no slot may start before now + this many minutes; default 0 */
  minNoticeMinutes?: number;
  /** block length and grid step in minutes; default DEFAULT_CUTTING_MINUTES */
  cuttingMinutes?: number;
  openingHours: OpeningHours;
  openDays?: OpenDay[];
  closedDays?: LocalDate[];
  /** the services booked together, in order; at least one */
  services: ServiceBlock[];
  /** in the shop's order of preference: the first free one is the `selected` suggestion */
  employees: EmployeeAvailability[];
  cabins?: CabinAvailability[];
  /** when on, a slot also needs a free cabin */
  useCabins: boolean;
  /** the shop's equipments with their busy events; read only for `equipmentNeeds` */
  equipments?: CabinAvailability[];
  /** per booked item, in order, the equipment it needs; absent: equipments are not checked */
  equipmentNeeds?: EquipmentNeed[];
}

export interface AvailabilityInput extends ShopAvailability {
  /** first shop-local date, inclusive */
  from: LocalDate;
  /** last shop-local date, inclusive */
  to: LocalDate;
}

export interface TimeSlot {
  start: Date;
  /** start + the sum of (duration + pause) of the services */
  end: Date;
  /** the shop-local date the slot belongs to */
  day: LocalDate;
  /** 'open' when the slot can be booked; every other block is 'close' with empty free lists */
  shopStatus: ShopStatus;
  free: { employees: string[]; cabins: string[] };
  /** employees (working then, able to do the services) and cabins that an event overlaps */
  busy: { employees: string[]; cabins: string[] };
  /** the first free employee and cabin, as a default suggestion; null on a closed block */
  selected: { employee: string | null; cabin: string | null };
  /** per equipment need, the equipment it takes (null: none needed, or a closed block), and the needed ones taken then */
  equipment: { selected: (string | null)[]; busy: string[] };
}

export interface AvailabilityDay {
  date: LocalDate;
  /** whether the shop opens at all that day (opening hours, open days, closed days) */
  shopStatus: ShopStatus;
  /** every grid block of the day that fits between opening and closing, in time order */
  slots: TimeSlot[];
}

interface PreparedEmployee {
  id: string;
  workingHours: Record<LocalDate, HourRange[]>;
  busy: Interval[];
}

interface PreparedCabin {
  id: string;
  busy: Interval[];
}

/** The input checked once and turned into what the per-block rule reads. */
interface Prepared {
  timeZone: string;
  earliestStartMs: number;
  cutMs: number;
  lengthMs: number;
  useCabins: boolean;
  openingHours: OpeningHours;
  openDays: Map<LocalDate, HourRange[]>;
  closedDays: Set<LocalDate>;
  /** only the employees who perform every service: nobody else can take the slot */
  employees: PreparedEmployee[];
  cabins: PreparedCabin[];
  needs: { offsetMs: number; lengthMs: number; candidates: PreparedCabin[] }[];
}

/** One day made concrete: its opening as instants and each able employee's shifts. */
interface DayPlan {
  date: LocalDate;
  /** the intervals a block must lie wholly inside; empty when the shop is shut */
  open: Interval[];
  /** first opening to last closing: the span the grid covers */
  window: Interval | null;
  /** per prepared employee, merged working intervals */
  shifts: Interval[][];
}

function nonNegativeInteger(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new RangeError(`${field}: expected a whole number of minutes >= 0, got ${String(value)}`);
  }
  return value;
}

function busyIntervals(events: readonly BusyEvent[], field: string): Interval[] {
  return mergeIntervals(
    events.map((event, i) => {
      const start = event.start instanceof Date ? event.start.getTime() : NaN;
      const end = event.end instanceof Date ? event.end.getTime() : NaN;
      // An unreadable event must not silently free someone up.
      if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError(`${field}[${i}]: start and end must be valid dates`);
      return { start, end };
    }),
  );
}

function prepare(shop: ShopAvailability): Prepared {
  assertTimeZone(shop.timeZone);
  if (!(shop.now instanceof Date) || Number.isNaN(shop.now.getTime())) throw new RangeError("now: expected a valid date");
  const notice = nonNegativeInteger(shop.minNoticeMinutes ?? 0, "minNoticeMinutes");
  const cutting = nonNegativeInteger(shop.cuttingMinutes ?? DEFAULT_CUTTING_MINUTES, "cuttingMinutes");
  if (cutting === 0) throw new RangeError("cuttingMinutes: must be at least 1");
  if (shop.services.length === 0) throw new RangeError("services: at least one service is needed");
  let length = 0;
  for (const [i, service] of shop.services.entries()) {
    length += nonNegativeInteger(service.duration, `services[${i}].duration`);
    length += nonNegativeInteger(service.pause, `services[${i}].pause`);
  }
  if (length === 0) throw new RangeError("services: the total duration must be more than 0 minutes");

  const openDays = new Map<LocalDate, HourRange[]>();
  for (const openDay of shop.openDays ?? []) {
    openDays.set(openDay.date, [...(openDays.get(openDay.date) ?? []), ...openDay.hours]);
  }
  const serviceIds = shop.services.map((s) => s.id);
  return {
    timeZone: shop.timeZone,
    earliestStartMs: shop.now.getTime() + notice * MINUTE_MS,
    cutMs: cutting * MINUTE_MS,
    lengthMs: length * MINUTE_MS,
    useCabins: shop.useCabins,
    openingHours: shop.openingHours,
    openDays,
    closedDays: new Set(shop.closedDays ?? []),
    employees: shop.employees
      .filter((e) => serviceIds.every((id) => e.serviceIds.includes(id)))
      .map((e) => ({ id: e.id, workingHours: e.workingHours, busy: busyIntervals(e.events, `employees[${e.id}].events`) })),
    cabins: shop.useCabins
      ? (shop.cabins ?? []).map((c) => ({ id: c.id, busy: busyIntervals(c.events, `cabins[${c.id}].events`) }))
      : [],
    needs: prepareNeeds(shop),
  };
}

function prepareNeeds(shop: ShopAvailability): Prepared["needs"] {
  const equipments = new Map((shop.equipments ?? []).map((e) => [e.id, { id: e.id, busy: busyIntervals(e.events, `equipments[${e.id}].events`) }]));
  return (shop.equipmentNeeds ?? []).map((need, i) => ({
    offsetMs: nonNegativeInteger(need.offsetMinutes, `equipmentNeeds[${i}].offsetMinutes`) * MINUTE_MS,
    lengthMs: nonNegativeInteger(need.minutes, `equipmentNeeds[${i}].minutes`) * MINUTE_MS,
    // A machine named but not at the shop can never be free: the need stays unmet.
    candidates: need.candidates.map((id) => equipments.get(id) ?? { id, busy: [{ start: -Infinity, end: Infinity }] }),
  }));
}

/** The day's opening: closed days win over open days, which replace the weekday's hours. */
function openingOn(
  date: LocalDate,
  weekday: keyof OpeningHours,
  openingHours: OpeningHours,
  openDays: ReadonlyMap<LocalDate, HourRange[]>,
  closedDays: ReadonlySet<LocalDate>,
): DayOpening {
  if (closedDays.has(date)) return { status: "closed", hours: [] };
  const exceptional = openDays.get(date);
  if (exceptional) return { status: "pause", hours: exceptional };
  return openingHours[weekday] ?? { status: "closed", hours: [] };
}

function toIntervals(day: LocalDay, hours: readonly HourRange[], field: string): Interval[] {
  return mergeIntervals(
    hours.map((range, i) => ({
      start: day.at(parseClockTime(range.start, `${field}[${i}].start`)),
      end: day.at(parseClockTime(range.end, `${field}[${i}].end`)),
    })),
  );
}

function planDay(prepared: Prepared, day: LocalDay): DayPlan {
  const opening = openingOn(day.date, day.weekday, prepared.openingHours, prepared.openDays, prepared.closedDays);
  // A date the zone skipped entirely (Pacific/Apia, 2011-12-30) has no time to open in.
  const exists = day.endMs > day.startMs;
  const ranges = opening.status === "closed" || !exists ? [] : toIntervals(day, opening.hours, `openingHours.${day.date}`);
  if (ranges.length === 0) return { date: day.date, open: [], window: null, shifts: [] };
  const window = { start: ranges[0].start, end: ranges[ranges.length - 1].end };
  return {
    date: day.date,
    // 'day': open continuously from the first start to the last end; 'pause': only inside its ranges.
    open: opening.status === "day" ? [window] : ranges,
    window,
    shifts: prepared.employees.map((e) => toIntervals(day, e.workingHours[day.date] ?? [], `employees[${e.id}].workingHours.${day.date}`)),
  };
}

/** The one slot rule (spec §5), for the block starting at `startMs` of a planned day. */
function judgeBlock(prepared: Prepared, plan: DayPlan, startMs: number): TimeSlot {
  const endMs = startMs + prepared.lengthMs;
  const freeEmployees: string[] = [];
  const busyEmployees: string[] = [];
  for (let i = 0; i < prepared.employees.length; i++) {
    const employee = prepared.employees[i];
    // Offered only if the start lies in a working range (start inclusive, end exclusive) that
    // also holds the whole slot; someone not working then is neither free nor busy.
    const shift = intervalAt(plan.shifts[i], startMs);
    if (!shift || endMs > shift.end) continue;
    if (overlapsAny(employee.busy, startMs, endMs)) busyEmployees.push(employee.id);
    else freeEmployees.push(employee.id);
  }
  const freeCabins: string[] = [];
  const busyCabins: string[] = [];
  for (const cabin of prepared.cabins) {
    if (overlapsAny(cabin.busy, startMs, endMs)) busyCabins.push(cabin.id);
    else freeCabins.push(cabin.id);
  }
  // Each item needing a machine takes the first of its machines free for its own part of the slot.
  const equipmentPicked: (string | null)[] = [];
  const busyEquipments: string[] = [];
  for (const need of prepared.needs) {
    if (need.candidates.length === 0) {
      equipmentPicked.push(null);
      continue;
    }
    const from = startMs + need.offsetMs;
    const free = need.candidates.find((e) => !overlapsAny(e.busy, from, from + need.lengthMs));
    equipmentPicked.push(free?.id ?? null);
    if (!free) busyEquipments.push(...need.candidates.map((e) => e.id));
  }
  const equipped = equipmentPicked.every((id, i) => id != null || prepared.needs[i]!.candidates.length === 0);
  const offered =
    startMs >= prepared.earliestStartMs &&
    withinOne(plan.open, startMs, endMs) &&
    freeEmployees.length > 0 &&
    (!prepared.useCabins || freeCabins.length > 0) &&
    equipped;
  return {
    start: new Date(startMs),
    end: new Date(endMs),
    day: plan.date,
    shopStatus: offered ? "open" : "close",
    free: offered ? { employees: freeEmployees, cabins: freeCabins } : { employees: [], cabins: [] },
    busy: { employees: busyEmployees, cabins: busyCabins },
    selected: offered ? { employee: freeEmployees[0], cabin: freeCabins[0] ?? null } : { employee: null, cabin: null },
    equipment: { selected: offered ? equipmentPicked : equipmentPicked.map(() => null), busy: busyEquipments },
  };
}

/**
 * The bookable slots of a shop, day by day from `from` to `to` (shop-local dates, inclusive).
 * Each day lists every block on the grid (every `cuttingMinutes` of elapsed time from the day's
 * first opening) whose whole length fits before the day's last closing; a block is 'open' only
 * when it can be booked now. Throws a RangeError on malformed input.
 */
export function computeAvailability(input: AvailabilityInput): AvailabilityDay[] {
  const prepared = prepare(input);
  return localDays(input.from, input.to, input.timeZone, MAX_AVAILABILITY_DAYS).map((day) => {
    const plan = planDay(prepared, day);
    const slots: TimeSlot[] = [];
    if (plan.window) {
      for (let start = plan.window.start; start + prepared.lengthMs <= plan.window.end; start += prepared.cutMs) {
        slots.push(judgeBlock(prepared, plan, start));
      }
    }
    return { date: day.date, shopStatus: plan.window ? "open" : "close", slots };
  });
}

/**
 * The block starting exactly at `start`, judged by the same rule as computeAvailability, or null
 * when no block of the shop's grid starts then (off the grid, outside the day, a shut day).
 */
export function slotAt(shop: ShopAvailability, start: Date): TimeSlot | null {
  const prepared = prepare(shop);
  const startMs = start.getTime();
  if (Number.isNaN(startMs)) return null;
  // Ranges end by 24:00, so a slot always belongs to the local date it starts on.
  const plan = planDay(prepared, localDay(localDateOf(startMs, shop.timeZone), shop.timeZone));
  if (!plan.window) return null;
  const offset = startMs - plan.window.start;
  if (offset < 0 || offset % prepared.cutMs !== 0 || startMs + prepared.lengthMs > plan.window.end) return null;
  return judgeBlock(prepared, plan, startMs);
}

/** Why a booking cannot have its slot: not offered at all, taken by someone, or not with that person. */
export type SlotRefusal = "slot_unavailable" | "slot_taken" | "employee_unavailable";

export type SlotVerdict =
  | { ok: true; slot: TimeSlot; employeeId: string; cabinId: string | null; equipmentIds: (string | null)[] }
  | { ok: false; reason: SlotRefusal };

/**
 * Re-checks a booking when it is written: the slot at `start` must still be offered and, when
 * given, the chosen employee and cabin must still be among its free ones. Answers who takes it
 * (the chosen employee, else the first free one; a cabin only when cabins are managed), or why not.
 */
export function recheckSlot(
  shop: ShopAvailability,
  booking: { start: Date; employeeId?: string | null; cabinId?: string | null },
): SlotVerdict {
  const slot = slotAt(shop, booking.start);
  if (!slot) return { ok: false, reason: "slot_unavailable" };
  // A block someone's booking made 'close' was taken; one that was never bookable is unavailable.
  const taken = (busy: string[], id?: string | null) => (id == null ? busy.length > 0 : busy.includes(id));
  if (slot.shopStatus !== "open") {
    return { ok: false, reason: taken(slot.busy.employees) || taken(slot.busy.cabins) || slot.equipment.busy.length > 0 ? "slot_taken" : "slot_unavailable" };
  }
  if (booking.employeeId != null && !slot.free.employees.includes(booking.employeeId)) {
    return { ok: false, reason: taken(slot.busy.employees, booking.employeeId) ? "slot_taken" : "employee_unavailable" };
  }
  if (booking.cabinId != null && shop.useCabins && !slot.free.cabins.includes(booking.cabinId)) {
    return { ok: false, reason: taken(slot.busy.cabins, booking.cabinId) ? "slot_taken" : "slot_unavailable" };
  }
  return {
    ok: true,
    slot,
    employeeId: booking.employeeId ?? slot.selected.employee!,
    cabinId: shop.useCabins ? (booking.cabinId ?? slot.selected.cabin) : null,
    equipmentIds: slot.equipment.selected,
  };
}
