// The customer's own booking through the signed link of their mails (decision 250): no sign-in, the
// link is the key. They read the booking, the free times of a day for the same services and shop,
// and move it until the business's notice; the same move as the back-office's (decision 236).
import { z } from "zod";
import { orderSchema } from "./appointments";
import { moveTimesSchema } from "./agenda";
import { operations } from "./operation";
import { id, instant, localDate, text } from "./vocabulary";

const { get, post } = operations("reschedule");

const token = z.object({ token: text(80, 3).regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, "must be the link of your booking mail") });

export const managedBooking = get("/reschedule/{token}", "The booking a signed 'manage my booking' link names (no sign-in): a link that does not match, or a booking cancelled or begun, is 404", {
  access: "company",
  params: token,
  response: z.object({ order: orderSchema }),
  errors: [400, 404],
});

export const rescheduleTimes = get("/reschedule/{token}/free-times", "The free times of a day the booking could move to (the same services and shop, its own time counted free); after the notice: 409 too_late_to_move", {
  access: "company",
  params: token,
  query: z.object({ date: localDate }),
  response: z.object({ times: moveTimesSchema }),
  errors: [400, 404, 409],
});

export const reschedule = post("/reschedule/{token}", "Moves the booking to another free time, atomically (a time taken meanwhile: 409 and the booking unchanged; after the notice: 409 too_late_to_move); the customer gets the updated calendar file", {
  access: "company",
  params: token,
  body: z.object({ start: instant, employeeId: id.nullable().optional() }),
  response: z.object({ order: orderSchema }),
  errors: [400, 404, 409],
});
