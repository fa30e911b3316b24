// Coupons (spec §7 'Coupons') and the business's own list and writes: parse, call server/coupons/, answer.
import { requestScope } from "../scope";
import * as op from "../../../contract/coupons";
import { planBooking } from "../../../domain/booking-plan";
import { serviceLinesFromPlan } from "../../../domain/order-totals";
import { localDateOf } from "../../../domain/time";
import { companyTimeZone } from "../../loyalty/cards";
import { couponAnswer, couponsFor } from "../../coupons/coupons";
import { discountsAnswer, priceDiscounts } from "../../coupons/discounts";
import { bookableServices, bookableShop } from "../../booking/request";
import { saveCoupon, writtenCoupons } from "../../coupons/written";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const couponRoutes = resourceRoutes();

handle(couponRoutes, op.listCoupons, async (c) => {
  const scope = requestScope(c);
  const timeZone = await companyTimeZone(scope);
  return c.json(await couponsFor(scope, c.get("customer")?.id ?? null, { now: c.get("now"), timeZone }), 200);
});

handle(couponRoutes, op.applyCoupon, async (c) => {
  const scope = requestScope(c);
  const { db, company } = scope;
  const { code, booking } = c.req.valid("json");
  const shop = await bookableShop(scope, booking.shopId, "booking.shopId");
  const { found, byId } = await bookableServices(scope, shop, [...new Set(booking.services)], "booking.services");
  const start = new Date(booking.start);
  const plan = planBooking(found, byId, shop.artebeauteId, start, localDateOf(start, shop.timeZone));
  const asked = { couponCode: code, fields: { coupon: "code", reward: "rewardId" } };
  const priced = await priceDiscounts(db, company, c.get("customer")?.id ?? null, serviceLinesFromPlan(plan, byId), asked, { now: c.get("now"), timeZone: shop.timeZone }, true);
  // strict: the typed code is the one applied, or it was refused above
  return c.json({ coupon: couponAnswer(priced.coupon!.row), discounts: discountsAnswer(priced) }, 200);
});

handle(couponRoutes, op.writtenCoupons, async (c) => c.json({ coupons: await writtenCoupons(requestScope(c)) }, 200));
handle(couponRoutes, op.createCoupon, async (c) => c.json({ coupon: await saveCoupon(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(couponRoutes, op.updateCoupon, async (c) => c.json({ coupon: await saveCoupon(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
