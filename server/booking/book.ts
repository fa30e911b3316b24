// Writing a booking: the whole booking cart becomes one order and its appointments in ONE
// transaction, after the slot is judged again by the rule the availability call uses
// (domain/availability.ts recheckSlot). The database's exclusion constraints are the last word: a
// request that loses a race fails on them and is refused like one that lost the re-check.
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { recheckSlot, type SlotRefusal } from "../../domain/availability";
import { planBooking, type BookingPlan } from "../../domain/booking-plan";
import { EmployeeUnavailable, SlotTaken, SlotUnavailable, type DomainError } from "../../domain/errors";
import { serviceLinesFromPlan } from "../../domain/order-totals";
import { localDateOf } from "../../domain/time";
import type { Article, Shop } from "../../domain/types";
import { appointments, bookingOrders, trackedCarts, type StoredTotals } from "../db/schema";
import { releaseExpiredHolds } from "./holds";
import type { OrderView } from "../../contract/appointments";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import { ownCart } from "../carts/tracked-carts";
import { holdDiscounts, priceDiscounts, type PricedDiscounts } from "../coupons/discounts";
import { queueConfirmation } from "./confirmation-mail";
import { assertGiftLimit } from "../gifts/gift-limit";
import { orderView } from "./orders";
import { checksEquipments, defaultMode, equipmentItems, loadShopSource, type CabinMode, type Reader } from "./availability-source";

export interface BookingRequest {
  shop: Shop;
  /** cart items, in order */
  services: Article[];
  byId: Map<number, Article>;
  start: Date;
  /** null: no preference, the first free employee takes it */
  employeeId: number | null;
  customMessage?: string | null;
  cartId?: number | null;
  /** a promo code typed at the booking step (the automatic coupon needs none) */
  couponCode?: string | null;
  /** one of the customer's loyalty rewards, spent on this order */
  rewardId?: number | null;
  /** gift vouchers paying what is left, in this order */
  voucherCodes?: readonly string[] | null;
  lang: string;
}

/** Where the booking body names the coupon and the reward (a refusal names them). */
export const DISCOUNT_FIELDS = { coupon: "myAppointment.couponCode", reward: "myAppointment.rewardId", vouchers: "myAppointment.voucherCodes" };

export type Judged = ({ ok: true; employeeId: string; cabinId: string | null; equipmentIds: (string | null)[] } | { ok: false; reason: SlotRefusal }) & { mode: CabinMode; plan: BookingPlan };

const refusals: Record<SlotRefusal, () => DomainError> = {
  slot_taken: () => new SlotTaken(),
  slot_unavailable: () => new SlotUnavailable(),
  employee_unavailable: () => new EmployeeUnavailable(),
};

/** PostgreSQL's exclusion_violation: the constraint refused an overlapping appointment. */
export function isOverlapRefusal(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === "23P01") return true;
  }
  return false;
}

/** The slot rule, applied to a booking about to be written (or to POST appointments/check). */
export async function judge({ db, company }: TenantCompany<Reader>, req: Omit<BookingRequest, "lang">, now: Date): Promise<Judged> {
  const date = localDateOf(req.start, req.shop.timeZone);
  const plan = planBooking(req.services, req.byId, req.shop.artebeauteId, req.start, date);
  const mode = defaultMode(company, req.shop);
  // A booking takes its machines whenever the company checks equipments (decision 217).
  const equipment = checksEquipments(company) ? equipmentItems(req.services, req.byId) : null;
  const source = await loadShopSource({ db, company }, req.shop, plan.blocks, { from: date, to: date }, mode, now, equipment);
  const verdict = recheckSlot(source.availability, { start: req.start, employeeId: req.employeeId == null ? null : String(req.employeeId) });
  return verdict.ok ? { ok: true, employeeId: verdict.employeeId, cabinId: verdict.cabinId, equipmentIds: verdict.equipmentIds, mode, plan } : { ok: false, reason: verdict.reason, mode, plan };
}

export interface CreatedOrder {
  id: number;
  amount: number;
  appointments: { id: number; articleId: number; employeeId: number; cabinId: number | null; start: Date; end: Date; price: number }[];
}

/** How an order is written: confirmed at once (paid at the shop, or nothing left to pay online), or held while the customer pays. */
export interface BookingWrite {
  /** the slots are held until then, the order pending payment; absent: confirmed now */
  holdUntil?: Date;
  /** the order's totals (domain/order-totals.ts) for bookings paid online, from the judged plan and its discounts */
  totals?: (plan: BookingPlan, discounts: PricedDiscounts) => StoredTotals;
  /** where the booking is made: the storefront unless the back-office says otherwise */
  source?: "online" | "phone" | "counter";
}

export async function createBooking({ db, company }: TenantCompany, customerId: number, req: BookingRequest, now: Date, write: BookingWrite = {}): Promise<CreatedOrder> {
  try {
    return await db.transaction(async (tx) => {
      // A hold that ran out frees its slot for whoever needs it now, even before the sweep passes.
      await releaseExpiredHolds(tx, now, { companyId: company.id, shopId: req.shop.id });
      const verdict = await judge({ db: tx, company }, req, now);
      if (!verdict.ok) throw refusals[verdict.reason]();
      // Paid with a gift voucher: the day must be under the business's gift limit (decision 215).
      if (req.voucherCodes?.length) await assertGiftLimit({ db: tx, companyId: company.id }, req.shop, company.settings.booker.gift.bookingsPerDay, localDateOf(req.start, req.shop.timeZone), DISCOUNT_FIELDS.vouchers);
      const asked = { couponCode: req.couponCode, rewardId: req.rewardId, voucherCodes: req.voucherCodes, fields: DISCOUNT_FIELDS };
      const lines = serviceLinesFromPlan(verdict.plan, req.byId);
      const discounts = await priceDiscounts(tx, company, customerId, lines, asked, { now, timeZone: req.shop.timeZone });
      const totals = write.totals?.(verdict.plan, discounts) ?? null;
      const held = write.holdUntil != null;
      const cartId = req.cartId == null ? null : await ownCart({ db: tx, companyId: company.id, customerId }, req.cartId, "myAppointment.cartId");
      const [order] = await tx
        .insert(bookingOrders)
        .values({
          companyId: company.id,
          customerId,
          shopId: req.shop.id,
          amount: discounts.totals.total,
          couponCode: discounts.coupon?.row.code ?? null,
          couponDiscount: discounts.totals.couponDiscount,
          rewardDiscount: discounts.totals.rewardDiscount,
          currency: company.settings.booker.mCurrency.code,
          paymentProvider: company.settings.booker.payment.provider,
          cartId,
          customMessage: req.customMessage ?? null,
          lang: req.lang,
          status: held ? "pending" : "confirmed",
          source: write.source ?? "online",
          totals,
        })
        .returning({ id: bookingOrders.id });
      await holdDiscounts({ db: tx, companyId: company.id }, customerId, order!.id, discounts, asked, now);
      const rows = await tx
        .insert(appointments)
        .values(
          verdict.plan.lines.map((line, i) => ({
            companyId: company.id,
            orderId: order!.id,
            customerId,
            shopId: req.shop.id,
            articleId: line.articleId,
            employeeId: Number(verdict.employeeId),
            cabinId: verdict.cabinId == null ? null : Number(verdict.cabinId),
            equipmentId: verdict.equipmentIds[i] == null ? null : Number(verdict.equipmentIds[i]),
            startAt: line.start,
            endAt: line.end,
            mode: verdict.mode,
            price: line.price,
            status: held ? ("held" as const) : ("active" as const),
            heldUntil: write.holdUntil ?? null,
          })),
        )
        .returning();
      if (totals) {
        // Each line keeps the appointment it paid for: a refund names the cancelled ones.
        totals.lines.forEach((line, i) => (line.appointmentId = rows[i]?.id));
        await tx.update(bookingOrders).set({ totals }).where(eq(bookingOrders.id, order!.id));
      }
      // Spec §4: ending the order marks the tracked cart a success with the order as transaction
      // (an order paid online ends when it is paid).
      if (cartId != null && !held) {
        await tx
          .update(trackedCarts)
          .set({ status: "success", transactionId: String(order!.id), updatedAt: now })
          .where(and(eq(trackedCarts.id, cartId), eq(trackedCarts.companyId, company.id), eq(trackedCarts.customerId, customerId)));
      }
      return {
        id: order!.id,
        amount: discounts.totals.total,
        appointments: rows.map((r) => ({ id: r.id, articleId: r.articleId, employeeId: r.employeeId, cabinId: r.cabinId, start: r.startAt, end: r.endAt, price: r.price })),
      };
    });
  } catch (err) {
    if (isOverlapRefusal(err)) throw new SlotTaken();
    throw err;
  }
}

/**
 * Books and queues the customer's confirmation mail in ONE transaction: a booking that is written
 * is always told about, even if the process dies before the mail leaves (the outbox's worker sends it).
 */
export async function bookAndConfirm({ db, company }: TenantCompany, customer: Customer, req: BookingRequest & { lang: Lang }, now: Date): Promise<OrderView> {
  return db.transaction(async (tx) => {
    const created = await createBooking({ db: tx, company }, customer.id, req, now);
    const order = (await orderView({ db: tx, company }, customer.id, created.id, req.lang, now))!;
    await queueConfirmation({ db: tx, company }, customer, order, req.lang);
    return order;
  });
}
