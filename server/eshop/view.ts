// An e-shop order as its customer sees it: the API's and the mail's one shape.
import type { TenantCompany } from "../tenant";
import { eq, inArray } from "drizzle-orm";
import { eshopTotals } from "../../domain/eshop-order";
import type { Db } from "../db";
import { eshopOrderLines, eshopOrders, shops } from "../db/schema";
import { maskedVoucherCode } from "../gifts/vouchers";

export type EshopOrderRow = typeof eshopOrders.$inferSelect;

/** Our reference of an e-shop order's payment, given to the provider. */
export const eshopRef = (orderId: number) => `VE${orderId}`;

export async function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(eshopOrderLines).where(inArray(eshopOrderLines.orderId, orderIds)).orderBy(eshopOrderLines.id);
}

/** An order as its customer sees it (the API's and the mail's one shape). */
export async function eshopOrderView({ db, company }: TenantCompany, order: EshopOrderRow) {
  const lines = await linesOf(db, [order.id]);
  const [shop] = await db.select().from(shops).where(eq(shops.id, order.shopId));
  const totals = eshopTotals(lines.map((l) => ({ articleId: l.articleId, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.vat })), "pickup", { active: false, price: 0, freeFrom: null });
  return {
    id: order.id,
    reference: eshopRef(order.id),
    status: order.status,
    fulfilment: order.fulfilment,
    address: order.address,
    shop: { artebeauteId: shop!.externalId, name: shop!.name, address: shop!.address, zipcode: shop!.zipcode, city: shop!.city, phone: shop!.phone, timeZone: shop!.timeZone },
    lines: lines.map((l, i) => ({ articleId: l.articleId, name: l.name as Record<string, string>, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.vat, total: totals.lines[i]!.total, vatAmount: totals.lines[i]!.vatAmount })),
    subtotal: order.subtotal,
    deliveryPrice: order.deliveryPrice,
    discounts: {
      coupon: order.couponCode ? { code: order.couponCode, discount: order.couponDiscount } : null,
      reward: order.rewardDiscount,
      vouchers: order.vouchers.map((v) => ({ code: maskedVoucherCode(v.code), paid: v.paid })),
    },
    total: order.total,
    /** what the card pays: the total less what gift vouchers paid */
    toPay: order.total - order.vouchers.reduce((sum, v) => sum + v.paid, 0),
    vatByRate: totals.vatByRate,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    heldUntil: order.status === "pending" ? (order.heldUntil?.toISOString() ?? null) : null,
  };
}
export type EshopOrderView = Awaited<ReturnType<typeof eshopOrderView>>;
