// The one table of the kinds of order the business refunds from its desk: the desk asks the
// order's kind, never branches on its name. A kind that takes such refunds adds its entry here.
import { bookingRefunds } from "../booking/refunds";
import { eshopRefunds } from "../eshop/orders";
import type { BusinessRefund, PaymentKindName } from "./kind";

export const BUSINESS_REFUNDS = { booking: bookingRefunds, eshop: eshopRefunds } satisfies Partial<Record<PaymentKindName, BusinessRefund>>;

export type BusinessRefundKind = keyof typeof BUSINESS_REFUNDS;
