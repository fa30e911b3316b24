// The back-office agenda (contract/agenda.ts; the work in server/agenda/agenda.ts).
import { requestScope } from "../scope";
import * as op from "../../../contract/agenda";
import { shopAgenda } from "../../agenda/agenda";
import { addBlockedTime, removeBlockedTime } from "../../agenda/blocked-time";
import { bookForCaller, callerFreeTimes, checkCallerSeries } from "../../agenda/phone-booking";
import { actorOf } from "../../accounts/team";
import { freeTimesForMove, moveBooking } from "../../booking/move";
import { cancelByBusiness } from "../../booking/business-cancel";
import { bookingDetails } from "../../agenda/booking-details";
import { checkoutAtCounter, markAttendance } from "../../booking/checkout";
import { handle, resourceRoutes } from "../route";

export const agendaRoutes = resourceRoutes();

handle(agendaRoutes, op.agenda, async (c) => {
  const agenda = await shopAgenda(requestScope(c), c.get("companyUser")!, c.req.valid("query"), c.get("lang"), c.get("now"));
  return c.json({ agenda }, 200);
});

handle(agendaRoutes, op.freeTimes, async (c) => {
  const q = c.req.valid("query");
  const query = { shopId: Number(q.shopId), serviceIds: q.serviceIds, date: q.date, employeeId: q.employeeId === undefined ? undefined : Number(q.employeeId) };
  return c.json(await callerFreeTimes(requestScope(c), c.get("companyUser")!, query, c.get("now")), 200);
});

handle(agendaRoutes, op.bookForCaller, async (c) => {
  const user = c.get("companyUser")!;
  const booked = await bookForCaller(requestScope(c), user, actorOf(user), c.req.valid("json"), c.get("now"));
  return c.json(booked, 201);
});

handle(agendaRoutes, op.addBlockedTime, async (c) => {
  const user = c.get("companyUser")!;
  const block = await addBlockedTime(requestScope(c), user, actorOf(user), c.req.valid("json"), c.get("now"));
  return c.json({ block }, 201);
});

handle(agendaRoutes, op.removeBlockedTime, async (c) => {
  const user = c.get("companyUser")!;
  await removeBlockedTime(requestScope(c), user, actorOf(user), Number(c.req.valid("param").id), c.get("now"));
  return c.body(null, 204);
});

handle(agendaRoutes, op.checkCallerSeries, async (c) => {
  const occurrences = await checkCallerSeries(requestScope(c), c.get("companyUser")!, c.req.valid("json"), c.get("now"));
  return c.json({ occurrences }, 200);
});

handle(agendaRoutes, op.moveTimes, async (c) => {
  const mover = { kind: "business" as const, user: c.get("companyUser")! };
  const times = await freeTimesForMove(requestScope(c), c.req.valid("param").id, mover, c.req.valid("query").date, c.get("now"));
  return c.json({ times }, 200);
});

handle(agendaRoutes, op.moveBooking, async (c) => {
  const body = c.req.valid("json");
  const mover = { kind: "business" as const, user: c.get("companyUser")! };
  const booking = await moveBooking(requestScope(c), c.req.valid("param").id, { start: new Date(body.start), employeeId: body.employeeId, cabinId: body.cabinId ?? null }, mover, c.get("now"), { notify: body.notify !== false });
  return c.json({ booking }, 200);
});

handle(agendaRoutes, op.bookingDetails, async (c) => {
  const booking = await bookingDetails(requestScope(c), c.get("companyUser")!, c.req.valid("param").id, c.get("lang"), c.get("now"));
  return c.json({ booking }, 200);
});

handle(agendaRoutes, op.cancelBooking, async (c) => {
  const body = c.req.valid("json");
  const choice = { refund: body.refund, amount: body.amount, notify: body.notify !== false, again: "same" as const };
  const order = await cancelByBusiness(requestScope(c), c.get("companyUser")!, c.req.valid("param").id, c.get("now"), choice);
  return c.json({ order }, 200);
});

handle(agendaRoutes, op.markAttendance, async (c) => {
  const checkout = await markAttendance(requestScope(c), c.get("companyUser")!, Number(c.req.valid("param").id), c.req.valid("json").attendance, c.get("now"));
  return c.json({ checkout }, 200);
});

handle(agendaRoutes, op.checkoutBooking, async (c) => {
  const checkout = await checkoutAtCounter(requestScope(c), c.get("companyUser")!, Number(c.req.valid("param").id), c.req.valid("json"), c.get("now"));
  return c.json({ checkout }, 200);
});
