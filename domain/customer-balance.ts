// What a business reads of a customer's money (spec §3 'remaining credit', §7 'remaining amount'):
// what a coming booking still leaves to collect at the shop, and who may see a customer's personal
// data. Pure: the queries are server/customers/'s.

/** What a booking still leaves to collect at the shop (cents, never below 0). */
export function leftToCollect(order: {
  /** the prices of its appointments still booked */
  activePrices: readonly number[];
  couponDiscount: number;
  rewardDiscount: number;
  /** what gift vouchers paid of it */
  vouchersPaid: number;
  /** what the card paid, and what of it was given back */
  paidOnline: number;
  refunded: number;
}): number {
  const booked = order.activePrices.reduce((sum, p) => sum + p, 0);
  const keptOnline = Math.max(0, order.paidOnline - Math.min(order.refunded, order.paidOnline));
  return Math.max(0, booked - order.couponDiscount - order.rewardDiscount - order.vouchersPaid - keptOnline);
}

/**
 * Whether a company user's role sees a customer's contact details and birthday (decision 223):
 * the owner and the managers, who call, write to and look after customers; staff see the names
 * of the customers they serve, nothing more.
 */
export const seesPersonalData = (role: string) => role === "owner" || role === "manager";
