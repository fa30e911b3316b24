// The one table of the kinds of order paid online: a payment row's `kind` names its entry. The
// payments area dispatches through it; the kinds know nothing of each other.
import { bookingPayments } from "../booking/paid";
import { eshopPayments } from "../eshop/paid";
import { voucherPayments } from "../gifts/paid";
import type { OrderKind, PaymentKindName } from "./kind";

export const PAYMENT_KINDS: Record<PaymentKindName, OrderKind> = {
  booking: bookingPayments,
  voucher: voucherPayments,
  eshop: eshopPayments,
};
