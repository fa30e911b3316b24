// A refund the provider could not make is asked again with the same idempotency key (so it is
// never made twice), after waits that grow: an outage of a minute or of a day is caught up. The
// later waits take the last attempt past 24 hours, when Stripe forgets a key whose first answer
// was a server error and would otherwise answer that error again. After the last attempt a
// person at the business must look.
export const REFUND_RETRY_MINUTES = [1, 5, 30, 120, 720, 1440, 2880] as const;

/** When to ask again after `attempts` calls that all failed (the last at `failedAt`); null: give up. */
export function nextRefundAttempt(attempts: number, failedAt: Date): Date | null {
  const wait = REFUND_RETRY_MINUTES[attempts - 1];
  return wait === undefined ? null : new Date(failedAt.getTime() + wait * 60_000);
}
