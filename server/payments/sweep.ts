// Every step of what runs on a schedule for payments and what follows them, at one instant: the
// jobs of server/jobs/installation.ts run each on its own turn; the tests and the benches call
// this to run them all at once at the time they give (nothing to wait for).
import type { Db } from "../db";
import { deliverDueVouchers } from "../gifts/purchase";
import { awardHonouredBookings } from "../loyalty/earning";
import { expireDormantCards } from "../loyalty/expiry";
import type { CompanyDirectory } from "../tenancy/companies";
import type { PaymentKindName } from "./kind";
import { PAYMENT_KINDS } from "./kinds";
import type { PaymentServices } from "./online";
import { retryDueRefunds } from "./refunds";

/** One pass of every step at `now`. */
export async function sweepPayments(db: Db, services: PaymentServices, companies: CompanyDirectory, now: Date) {
  const expired = {} as Record<PaymentKindName, number>;
  for (const kind of Object.values(PAYMENT_KINDS)) expired[kind.name] = await kind.expire(db, now);
  const refundsAsked = await retryDueRefunds(db, services, companies, now);
  const pointsAwarded = await awardHonouredBookings(db, companies, now);
  const cardsExpired = await expireDormantCards(db, companies, now);
  const vouchersDelivered = await deliverDueVouchers(db, companies, now);
  return { expired, refundsAsked, pointsAwarded, cardsExpired, vouchersDelivered };
}
