// What a cancelled booking gives back of what was paid online (decision 055):
// - cancelled by the customer before the company's cut-off (default 24 h before the booking
//   starts): everything paid online for the cancelled services comes back, card and vouchers;
// - after the cut-off: the deposit of each cancelled service is kept, and anything paid online
//   beyond it comes back. For a booking paid in full online the deposit is the whole price, so
//   nothing comes back: a slot freed that late is rarely filled again;
// - cancelled by the shop: everything comes back, whenever it happens.
// Only the cancelled lines count: the others keep what they carry, coupon share included.
// The page shows the same answer before the customer confirms, by calling this with `now`.
import type { TotalsLine } from "./order-totals";

/** Company default: a booking can be cancelled with a refund until this many hours before it starts. */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 24;

const HOUR_MS = 3_600_000;

/** A line of a paid order as order totals computed it when the order was paid. */
export type RefundableLine = Pick<TotalsLine, "key" | "vouchers" | "cardNow" | "deposit" | "start">;

export interface CancellationInput {
  /** every line of the order, as paid */
  lines: readonly RefundableLine[];
  /** the keys of the lines cancelled now (not lines cancelled before) */
  cancel: readonly string[];
  now: Date;
  /** the company's cut-off in hours; default 24 */
  cutoffHours?: number;
  /** who cancels; default the customer */
  by?: "customer" | "shop";
}

export type RefundTiming = "before_cutoff" | "after_cutoff" | "by_shop";

export interface VoucherCredit {
  code: string;
  amount: number;
}

export interface LineRefund {
  key: string;
  /** what the line had paid online */
  paidOnline: number;
  /** back to the card through the provider */
  card: number;
  /** back onto gift vouchers */
  vouchers: VoucherCredit[];
  /** kept by the business */
  kept: number;
}

export interface CancellationRefund {
  timing: RefundTiming;
  /** the last instant a customer's cancellation is refunded in full; null without a start */
  cutoffAt: Date | null;
  lines: LineRefund[];
  /** the amount to refund through the payment provider */
  card: number;
  /** the amounts to put back on each voucher */
  vouchers: VoucherCredit[];
  kept: number;
}

/**
 * The cut-off of a booking: `hours` of real time before its first service starts (a clock change
 * does not move it), or null when no line has a start.
 */
export function refundCutoff(lines: readonly Pick<RefundableLine, "start">[], hours: number = DEFAULT_CANCELLATION_CUTOFF_HOURS): Date | null {
  if (typeof hours !== "number" || !Number.isFinite(hours) || hours < 0) throw new RangeError(`cutoffHours: expected a number of hours >= 0, got ${String(hours)}`);
  const starts = lines.flatMap((l) => (l.start ? [l.start.getTime()] : []));
  return starts.length === 0 ? null : new Date(Math.min(...starts) - hours * HOUR_MS);
}

function lineRefund(line: RefundableLine, timing: RefundTiming): LineRefund {
  const voucherPaid = line.vouchers.reduce((sum, v) => sum + v.paid, 0);
  const paidOnline = voucherPaid + line.cardNow;
  const kept = timing === "after_cutoff" ? Math.min(paidOnline, line.deposit) : 0;
  // What comes back returns to the vouchers first: the card part of a line never exceeds its
  // deposit less the vouchers, so after the cut-off only voucher money can be above the deposit.
  let back = paidOnline - kept;
  const vouchers: VoucherCredit[] = [];
  for (const v of line.vouchers) {
    const amount = Math.min(back, v.paid);
    if (amount > 0) vouchers.push({ code: v.code, amount });
    back -= amount;
  }
  return { key: line.key, paidOnline, card: back, vouchers, kept };
}

/**
 * The refund of the cancelled lines of a paid order at `now`. Throws a RangeError on an unknown
 * or repeated key, or when a customer cancels lines of an order without a start.
 */
export function cancellationRefund(input: CancellationInput): CancellationRefund {
  const byKey = new Map(input.lines.map((l) => [l.key, l]));
  const cancelled = input.cancel.map((key, i) => {
    const line = byKey.get(key);
    if (!line) throw new RangeError(`cancel[${i}]: no line '${key}' in this order`);
    if (input.cancel.indexOf(key) !== i) throw new RangeError(`cancel[${i}]: '${key}' is named twice`);
    return line;
  });
  if (!(input.now instanceof Date) || Number.isNaN(input.now.getTime())) throw new RangeError("now: expected a valid date");
  const cutoffAt = refundCutoff(input.lines, input.cutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS);
  let timing: RefundTiming;
  if (input.by === "shop") timing = "by_shop";
  else if (!cutoffAt) throw new RangeError("lines: a customer's cancellation needs the booking's start");
  else timing = input.now.getTime() <= cutoffAt.getTime() ? "before_cutoff" : "after_cutoff";

  const lines = cancelled.map((line) => lineRefund(line, timing));
  const credits = new Map<string, number>();
  for (const line of lines) for (const v of line.vouchers) credits.set(v.code, (credits.get(v.code) ?? 0) + v.amount);
  return {
    timing,
    cutoffAt,
    lines,
    card: lines.reduce((sum, l) => sum + l.card, 0),
    vouchers: [...credits].map(([code, amount]) => ({ code, amount })),
    kept: lines.reduce((sum, l) => sum + l.kept, 0),
  };
}
