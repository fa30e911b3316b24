// Appointments (spec §7 'Appointments'): the availability call, the check, booking the whole
// cart, cancelling, prices per duration, and the customer's booking orders.
import { Forbidden, Invalid, NotFound } from "../../../domain/errors";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { computeAvailability, type TimeSlot } from "../../../domain/availability";
import { serviceBlocks } from "../../../domain/booking-plan";
import { localise } from "../../../domain/catalogue";
import { parseLocalDate } from "../../../domain/time";
import { offersService } from "../../../domain/shops";
import type { Lang, Shop } from "../../../domain/types";
import { defaultMode, findShop, loadServices, loadShopSource, type CabinMode } from "../../booking/availability-source";
import { createBooking, judge } from "../../booking/book";
import { cancelAppointments } from "../../booking/cancel";
import { mailerSender, sendConfirmation } from "../../booking/confirmation-mail";
import { orderView, ordersOf } from "../../booking/orders";
import type { ApiEnv } from "../context";
import { parseOr400, requireCustomer } from "../http";

type C = Context<ApiEnv>;
const now = () => new Date();

const localDate = z.string().refine((v) => {
  try {
    parseLocalDate(v);
    return true;
  } catch {
    return false;
  }
}, "expected a date YYYY-MM-DD");
const serviceIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, "expected service ids joined by commas")
  .transform((v) => [...new Set(v.split(",").map(Number))])
  .refine((ids) => ids.length <= 20, "at most 20 services");
const flag = z.enum(["0", "1"]).optional();

const availabilityQuery = z.object({
  shopid: z.string().min(1).max(100),
  serviceid: serviceIdList,
  start: localDate,
  end: localDate,
  mode: z.enum(["1", "2"]).optional(),
  // Accepted as the spec sends them; gift limits and equipment come with their own issues (decision 041).
  checkGiftLimit: flag,
  checkEquipments: flag,
});

const bookingBody = z.object({
  myAppointment: z.object({
    shopId: z.string().min(1).max(100),
    services: z.array(z.number().int().positive()).min(1).max(20),
    start: z.iso.datetime({ offset: true }),
    employeeId: z.number().int().positive().nullable().optional(),
    customMessage: z.string().max(1000).nullable().optional(),
    cartId: z.number().int().positive().nullable().optional(),
  }),
});

const cancelQuery = z.object({ id: z.coerce.number().int().positive().optional(), orderId: z.coerce.number().int().positive().optional() }).refine((q) => q.id || q.orderId, {
  message: "id or orderId is required",
  path: ["orderId"],
});

/** Spec §5: the availability lookup needs shop, service, start and end, else a missing-parameters error. */
function requireParams(query: Record<string, string>, names: string[]) {
  const missing = names.filter((n) => !query[n]?.trim());
  if (missing.length) throw new Invalid(Object.fromEntries(missing.map((n) => [n, "required"])), "missing_parameters");
}

async function shopOr404(c: C, shopId: string) {
  const shop = await findShop(c.get("services").db, c.get("company").id, shopId);
  if (!shop || !shop.booker.active) throw new NotFound("unknown_shop", { shopid: "unknown" });
  return shop;
}

/** The services, each bookable and offered by the shop; else 404 naming the field. */
async function servicesOr404(c: C, ids: number[], shop: Shop, field: string) {
  const { found, byId, missing } = await loadServices(c.get("services").db, c.get("company").id, ids);
  const notHere = found.filter((a) => !offersService(shop, a)).map((a) => a.id);
  if (missing.length || notHere.length) throw new NotFound("unknown_service", { [field]: [...missing, ...notHere].join(",") });
  return { found, byId };
}

const slotJson = (s: TimeSlot) => ({ ...s, start: s.start.toISOString(), end: s.end.toISOString() });

async function bookingRequest(c: C, body: z.infer<typeof bookingBody>["myAppointment"]) {
  const shop = await shopOr404(c, body.shopId);
  const { found, byId } = await servicesOr404(c, [...new Set(body.services)], shop, "myAppointment.services");
  return { shop, services: found, byId, start: new Date(body.start), employeeId: body.employeeId ?? null, customMessage: body.customMessage ?? null, cartId: body.cartId ?? null };
}

export const appointmentRoutes = new Hono<ApiEnv>()
  .get("/appointments", async (c) => {
    const raw = c.req.query();
    requireParams(raw, ["shopid", "serviceid", "start", "end"]);
    const q = parseOr400(availabilityQuery, raw);
    const shop = await shopOr404(c, q.shopid);
    const { found, byId } = await servicesOr404(c, q.serviceid, shop, "serviceid");
    const blocks = found.flatMap((a) => serviceBlocks(a, byId));
    const mode: CabinMode = q.mode ?? defaultMode(c.get("company"), shop);
    let days;
    try {
      const source = await loadShopSource(c.get("services").db, c.get("company"), shop, blocks, { from: q.start, to: q.end }, mode, now());
      days = { data: computeAvailability({ ...source.availability, from: q.start, to: q.end }), employees: source.employees, cabins: source.cabins };
    } catch (err) {
      // The domain names the bad field (from after to, a span too long).
      if (err instanceof RangeError) throw new Invalid({ [err.message.startsWith("from") ? "start" : "end"]: err.message });
      throw err;
    }
    return c.json({
      appointments: {
        shopId: shop.artebeauteId,
        timeZone: shop.timeZone,
        mode,
        data: days.data.map((d) => ({ ...d, slots: d.slots.map(slotJson) })),
        employees: days.employees,
        cabins: days.cabins,
      },
    });
  })
  .post("/appointments/check", async (c) => {
    const body = parseOr400(bookingBody, await c.req.json());
    const req = await bookingRequest(c, body.myAppointment);
    const verdict = await judge(c.get("services").db, c.get("company"), req, now());
    return c.json({
      available: verdict.ok,
      ...(verdict.ok ? { employeeId: Number(verdict.employeeId), cabinId: verdict.cabinId == null ? null : Number(verdict.cabinId) } : { reason: verdict.reason }),
      amount: verdict.plan.total,
      end: verdict.plan.end.toISOString(),
    });
  })
  .post("/appointments", async (c) => {
    const customer = requireCustomer(c);
    const body = parseOr400(bookingBody, await c.req.json());
    const req = await bookingRequest(c, body.myAppointment);
    const company = c.get("company");
    const order = await createBooking(c.get("services").db, company, customer.id, { ...req, lang: c.get("lang") }, now());
    const view = await orderView(c.get("services").db, company, customer.id, order.id, c.get("lang"), now());
    // The booking stands even if the e-mail cannot be queued: log and go on.
    await sendConfirmation(c.get("services").db, company, customer, view!, c.get("lang"), mailerSender(c.get("services").notifier, company, c.get("log"))).catch((err) => c.get("log").error({ err }, "confirmation mail"));
    return c.json({ data: view }, 201);
  })
  .delete("/appointments", async (c) => {
    const customer = requireCustomer(c);
    const q = parseOr400(cancelQuery, c.req.query());
    const cancelled = await cancelAppointments(c.get("services").db, c.get("company"), customer.id, q, now());
    return c.json({ data: { cancelled } });
  })
  .get("/appointments/priceTimes", async (c) => {
    // Spec §5: without customerId, servicesId and date the answer is an empty list.
    const { customerId, servicesId, date } = c.req.query();
    if (!customerId || !servicesId || !date) return c.json({ data: [] });
    const q = parseOr400(z.object({ customerId: z.coerce.number().int().positive(), servicesId: serviceIdList, date: localDate }), { customerId, servicesId, date });
    const customer = requireCustomer(c);
    if (customer.id !== q.customerId) throw new Forbidden({ customerId: "not you" });
    const { found } = await loadServices(c.get("services").db, c.get("company").id, q.servicesId);
    const lang = c.get("lang") as Lang;
    return c.json({
      data: found.flatMap((a) =>
        a.booker.priceTime.active ? a.booker.priceTime.prices.map((p) => ({ serviceId: a.id, name: localise(a.name, lang), duration: p.duration, price: p.value, date: q.date })) : [],
      ),
    });
  })
  .get("/booking-orders", async (c) => {
    const customer = requireCustomer(c);
    return c.json({ customerId: customer.id, orders: await ordersOf(c.get("services").db, c.get("company"), customer.id, c.get("lang"), now()) });
  })
  .get("/booking-orders/:id", async (c) => {
    const customer = requireCustomer(c);
    const { id } = parseOr400(z.object({ id: z.coerce.number().int().positive() }), c.req.param());
    const order = await orderView(c.get("services").db, c.get("company"), customer.id, id, c.get("lang"), now());
    if (!order) throw new NotFound("not_found");
    return c.json({ order });
  });
