// The back-office agenda (issue: the salon's day): a shop's day or week as the front desk reads
// it — the opening, each employee's hours and absences, and the bookings placed by shop-local
// wall-clock minutes (domain/agenda.ts). Every company user reads it; a manager or staff member
// only at their own shops, a staff member only their own column (decision 230).
import { z } from "zod";
import { EVERYONE } from "../domain/roles";
import { operations } from "./operation";
import { idText, localDate } from "./vocabulary";

const { get } = operations("agenda");

const minutes = z.object({ start: z.number(), end: z.number() });
export const BOOKING_STATES = ["held", "paid", "deposit", "at_shop", "cancelled"] as const;
/** where a booking was made: every booking so far is made on the storefront (decision 230) */
export const BOOKING_SOURCES = ["online", "phone", "counter"] as const;

const agendaSchema = z.object({
  /** the shops the user reaches, for the shop picker */
  shops: z.array(z.object({ id: z.number(), name: z.string() })),
  shop: z.object({ id: z.number(), name: z.string(), timeZone: z.string() }),
  view: z.enum(["day", "week"]),
  /** the date asked (shop-local); `days` holds the day, or the week from Monday */
  date: z.string(),
  /** today on the shop's clock */
  today: z.string(),
  /** the previous and next day (or week) */
  previous: z.string(),
  next: z.string(),
  /** now on the shop's clock when it falls in the days shown */
  now: z.object({ date: z.string(), minute: z.number() }).nullable(),
  /** the hours the grid shows, in shop-local minutes */
  window: minutes,
  /** one column per employee, in the shop's order (a staff member: their own, when linked) */
  employees: z.array(z.object({ id: z.number(), name: z.string() })),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.string(),
      closed: z.boolean(),
      exception: z.enum(["open_day", "closed_day"]).nullable(),
      opening: z.array(minutes),
      staff: z.array(z.object({ employeeId: z.number(), working: z.array(minutes), absences: z.array(minutes.extend({ reason: z.string().nullable() })) })),
    }),
  ),
  bookings: z.array(
    z.object({
      /** the appointment */
      id: z.number(),
      orderId: z.number(),
      date: z.string(),
      employeeId: z.number(),
      start: z.number(),
      end: z.number(),
      startAt: z.string(),
      endAt: z.string(),
      customer: z.object({ name: z.string(), phone: z.string().nullable() }),
      service: z.string(),
      state: z.enum(BOOKING_STATES),
      source: z.enum(BOOKING_SOURCES),
    }),
  ),
});
export type AgendaView = z.infer<typeof agendaSchema>;

export const agenda = get("/agenda", "A shop's day or week in the back-office: opening, staff hours and absences, bookings (company user; staff see their own column)", {
  access: "provider",
  allow: EVERYONE,
  query: z.object({ shopId: idText.optional(), date: localDate.optional(), view: z.enum(["day", "week"]).optional() }),
  response: z.object({ agenda: agendaSchema }),
  errors: [400, 401, 403, 404],
});
