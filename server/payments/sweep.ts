// The payment sweep, every 30 s: orders of every kind whose time to pay ran out give back what
// they held (held slots, e-shop stock; unpaid vouchers are voided: each kind's `expire`), refunds
// the provider could not make are asked again when due, and honoured bookings earn their loyalty
// points, dormant cards' points expire, gift vouchers whose delivery day has come are mailed to
// their recipients. A failed pass is logged and the next one tries again.
import type { Db } from "../db";
import { deliverDueVouchers } from "../gifts/purchase";
import { awardHonouredBookings } from "../loyalty/earning";
import { expireDormantCards } from "../loyalty/expiry";
import { takeTurn } from "../jobs/turns";
import type { CompanyDirectory } from "../tenancy/companies";
import type { PaymentKindName } from "./kind";
import { PAYMENT_KINDS } from "./kinds";
import type { PaymentServices } from "./online";
import { retryDueRefunds } from "./refunds";

export const SWEEP_SECONDS = 30;

/** One pass at `now`. */
export async function sweepPayments(db: Db, services: PaymentServices, companies: CompanyDirectory, now: Date) {
  const expired = {} as Record<PaymentKindName, number>;
  for (const kind of Object.values(PAYMENT_KINDS)) expired[kind.name] = await kind.expire(db, now);
  const refundsAsked = await retryDueRefunds(db, services, companies, now);
  const pointsAwarded = await awardHonouredBookings(db, companies, now);
  const cardsExpired = await expireDormantCards(db, companies, now);
  const vouchersDelivered = await deliverDueVouchers(db, companies, now);
  return { expired, refundsAsked, pointsAwarded, cardsExpired, vouchersDelivered };
}

/**
 * This process's try at the sweep's turn due at `now`: the pass's figures when it took the turn,
 * null when another process had (one pass per turn however many processes: server/jobs/turns.ts).
 */
export async function sweepTurn(db: Db, services: PaymentServices, companies: CompanyDirectory, now: Date) {
  return (await takeTurn(db, "payment-sweep", SWEEP_SECONDS, now)) ? sweepPayments(db, services, companies, now) : null;
}

export function startPaymentSweep(db: Db, services: PaymentServices, companies: CompanyDirectory, clock: () => Date = () => new Date()) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepTurn(db, services, companies, clock());
    } catch (err) {
      services.log.error({ err }, "payment sweep failed");
    } finally {
      running = false;
    }
  }, SWEEP_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
