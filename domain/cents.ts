// Integer money arithmetic: percentages, the VAT part of a VAT-included price, and splitting an
// amount over lines. Amounts are whole cents (never negative here); every division rounds in one
// stated way, so a total and the sum of its parts can never drift apart.
//
// Rounding: to the nearest cent, a half cent going up (French commercial rounding). Splits use the
// largest remainder, so the parts always add up to the whole, to the cent.

/** A rate or percentage with at most two decimals (20, 5.5, 2.1, 12.5), as hundredths of a percent. */
export function hundredths(percent: number, field = "percent"): number {
  const h = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(h - percent * 100) > 1e-6) {
    throw new RangeError(`${field}: expected a percentage from 0 to 100 with at most two decimals, got ${String(percent)}`);
  }
  return h;
}

/** Throws a RangeError naming `field` unless `value` is a whole number of cents >= 0. */
export function assertCents(value: unknown, field: string): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field}: expected a whole number of cents >= 0, got ${String(value)}`);
  }
}

/** a × b / d, rounded to the nearest integer, half up; a, b >= 0, d > 0. Exact (BigInt inside). */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b) * 2n + BigInt(d);
  return Number(n / (2n * BigInt(d)));
}

/** `percent` % of `amount` cents, rounded half up: 15 % of 8 999 → 1 350 (1 349.85). */
export function percentOf(amount: number, percent: number): number {
  return mulDivHalfUp(amount, hundredths(percent), 10_000);
}

/**
 * The VAT part of a VAT-included (TTC) amount at `rate` %: amount × rate / (100 + rate), rounded
 * half up. 79,00 € at 20 % → 13,17 € (13.1666…); at 5.5 % → 4,12 € (4.1185…).
 */
export function vatPart(amountInclVat: number, rate: number): number {
  const r = hundredths(rate, "vatRate");
  return mulDivHalfUp(amountInclVat, r, 10_000 + r);
}

/**
 * Splits `amount` over parts in proportion to `weights` (largest remainder, ties to the earlier
 * part). The shares add up to `amount` exactly, and when amount <= Σ weights no share exceeds its
 * weight. All weights zero: the amount must be zero too.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0) return weights.map(() => 0);
  if (total === 0) throw new RangeError("allocate: nothing to split an amount over");
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((w) => Number((big * BigInt(w)) / bigTotal));
  const remainders = weights.map((w, i) => ({ i, rest: (big * BigInt(w)) % bigTotal }));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * An amount typed by a person ('12', '12,5', '12.50') as whole cents, or null when it is not one:
 * at most two decimals, a comma or a point, no sign, no thousands separator.
 */
export function centsOfText(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}
