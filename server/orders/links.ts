// How the rows an order takes name it: a coupon use, a loyalty reward, a loyalty line and a voucher
// spend each have one column per kind of order that can take them. The one table of those columns:
// coupons, loyalty and vouchers are handed the order's link and never ask which kind it is.
export interface OrderLink {
  couponUse: "bookingOrderId" | "eshopOrderId";
  reward: "orderId" | "eshopOrderId";
  ledger: "orderId" | "eshopOrderId" | "counterSaleId";
  voucherSpend: "bookingOrderId" | "eshopOrderId" | "counterSaleId";
}

export const ORDER_LINKS = {
  booking: { couponUse: "bookingOrderId", reward: "orderId", ledger: "orderId", voucherSpend: "bookingOrderId" },
  eshop: { couponUse: "eshopOrderId", reward: "eshopOrderId", ledger: "eshopOrderId", voucherSpend: "eshopOrderId" },
} as const satisfies Record<string, OrderLink>;

/** A sale at the counter (decision 278) takes no coupon and no reward: only vouchers and points name it. */
export const SALE_LINK = { ledger: "counterSaleId", voucherSpend: "counterSaleId" } as const satisfies Pick<OrderLink, "ledger" | "voucherSpend">;

/** The column values naming order `id` in a row of one of those tables. */
export const naming = <K extends string>(column: K, id: number) => ({ [column]: id }) as { [P in K]: number };
