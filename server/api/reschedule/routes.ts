// The customer's booking through the signed link of their mails (contract/reschedule.ts): the link
// names the booking (server/booking/manage-link.ts), the move is the back-office's (move.ts).
import { requestScope } from "../scope";
import * as op from "../../../contract/reschedule";
import { NotFound } from "../../../domain/errors";
import { bookingOfLink } from "../../booking/manage-link";
import { freeTimesForMove, moveBooking } from "../../booking/move";
import { orderView } from "../../booking/orders";
import { handle, resourceRoutes } from "../route";

export const rescheduleRoutes = resourceRoutes();

handle(rescheduleRoutes, op.managedBooking, async (c) => {
  const scope = requestScope(c);
  const booking = await bookingOfLink(scope, c.req.valid("param").token, c.get("now"));
  const order = await orderView(scope, booking.customerId, booking.orderId, c.get("lang"), c.get("now"));
  if (!order) throw new NotFound();
  return c.json({ order }, 200);
});

handle(rescheduleRoutes, op.rescheduleTimes, async (c) => {
  const scope = requestScope(c);
  const booking = await bookingOfLink(scope, c.req.valid("param").token, c.get("now"));
  const times = await freeTimesForMove(scope, booking.orderId, { kind: "customer", customerId: booking.customerId }, c.req.valid("query").date, c.get("now"));
  return c.json({ times }, 200);
});

handle(rescheduleRoutes, op.reschedule, async (c) => {
  const scope = requestScope(c);
  const booking = await bookingOfLink(scope, c.req.valid("param").token, c.get("now"));
  const body = c.req.valid("json");
  await moveBooking(scope, booking.orderId, { start: new Date(body.start), employeeId: body.employeeId ?? null }, { kind: "customer", customerId: booking.customerId }, c.get("now"));
  const order = await orderView(scope, booking.customerId, booking.orderId, c.get("lang"), c.get("now"));
  if (!order) throw new NotFound();
  return c.json({ order }, 200);
});
