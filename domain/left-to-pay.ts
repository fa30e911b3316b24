// What a booked order leaves to pay at the shop, as the customer is told it. Its own module: the
// pages import it without the order totals' schemas (zod in a page's code would try eval, which
// the Content-Security-Policy refuses).
/**
 * What a booked order leaves to pay at the shop, as the customer is told it (the confirmation,
 * the order's page, the mail): after a payment online, what the server counted as due; without
 * one, the total less what gift vouchers paid; null when nothing but the total needs saying (no
 * voucher, nothing paid online).
 */
export function leftToPayAtShop(order: { amount: number; discounts: { vouchers: readonly { paid: number }[] }; payment: { paid: number; dueAtShop: number } | null }): number | null {
  if (order.payment && order.payment.paid > 0) return order.payment.dueAtShop;
  if (order.discounts.vouchers.length === 0) return null;
  return order.amount - order.discounts.vouchers.reduce((sum, v) => sum + v.paid, 0);
}
