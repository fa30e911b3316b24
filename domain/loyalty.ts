// The loyalty programme (decision 056): points for money paid, tiers (paliers) whose reward is
// bought with points, and the card as the sum of an append-only ledger. Pure: the caller gives
// the ledger, `now` and the shop's time zone, and appends the entries these functions return.
//
// Points are whole: points per euro × euros paid, rounded down (45,90 € at 1 point per euro is 45
// points), earned on what the customer paid with money (card or at the shop) after discounts, not
// on what a gift voucher paid, nor on delivery. A refund takes back the points of what is refunded.
// A palier's threshold is its price in points: exchanging spends it.
import { TZDate } from "@date-fns/tz";
import { addMonths } from "date-fns";
import { z } from "zod";
import { assertCents, hundredths } from "./cents";
import type { LoyaltyReward, TotalsLine } from "./order-totals";
import { LANGS } from "./types";

const localised = z.partialRecord(z.enum(LANGS), z.string());

const rewardSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("amount"), amount: z.number().int().min(1) }),
  z.object({ type: z.literal("service"), articleId: z.number().int().positive() }),
  z.object({ type: z.literal("product"), articleId: z.number().int().positive() }),
]);

const tierSchema = z.object({
  id: z.string().min(1).max(64),
  /** points the reward costs; reaching it makes the reward available */
  threshold: z.number().int().min(1),
  reward: rewardSchema,
  name: localised.default({}),
});

/** The company's programme, with its defaults: off, 1 point per euro, bookings and e-shop orders earn. */
export const loyaltyProgrammeSchema = z.object({
  active: z.boolean().default(false),
  pointsPerEuro: z
    .number()
    .min(0)
    .max(100)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "at most two decimals")
    .default(1),
  earnOn: z
    .object({ bookings: z.boolean().default(true), eshopOrders: z.boolean().default(true), vouchers: z.boolean().default(false) })
    .prefault({}),
  /** points added when a booking made online is honoured; 0 for none */
  onlineBookingBonus: z.number().int().min(0).max(100_000).default(0),
  tiers: z
    .array(tierSchema)
    .max(20)
    .default([])
    .refine((tiers) => new Set(tiers.map((t) => t.id)).size === tiers.length, "each palier needs its own id"),
  /** the whole balance expires after this many months without earning or spending; null: never */
  expiryMonthsWithoutActivity: z.number().int().min(1).max(120).nullable().default(null),
});

export type LoyaltyProgramme = z.infer<typeof loyaltyProgrammeSchema>;
export type LoyaltyTier = z.infer<typeof tierSchema>;

/** The programme a company has until it sets one up: off. */
export const LOYALTY_OFF: LoyaltyProgramme = loyaltyProgrammeSchema.parse({});

// ─── Earning ─────────────────────────────────────────────────────────────────────────────────

/** Whole points for `cents` paid: rounded down. */
export function pointsFor(programme: Pick<LoyaltyProgramme, "pointsPerEuro">, cents: number): number {
  assertCents(cents, "cents");
  return Math.floor((cents * hundredths(programme.pointsPerEuro, "pointsPerEuro")) / 10_000);
}

export type EarningKind = "booking" | "eshop_order" | "voucher";

/** What each kind of order earns on: its lines of one kind, when the programme's switch for it is on. */
const EARNING: Record<EarningKind, { line: TotalsLine["kind"]; switch: keyof LoyaltyProgramme["earnOn"]; onlineBonus: boolean }> = {
  booking: { line: "service", switch: "bookings", onlineBonus: true },
  eshop_order: { line: "product", switch: "eshopOrders", onlineBonus: false },
  voucher: { line: "voucher", switch: "vouchers", onlineBonus: false },
};

/**
 * What an order's customer paid with money, the base points are earned on: each line's total
 * (after coupon and reward) less what gift vouchers paid; for a booking its services, for an
 * e-shop order its products (not delivery), for a voucher purchase the vouchers bought.
 * Pass only the lines that count (a booking's honoured services).
 */
export function earningBase(lines: readonly Pick<TotalsLine, "kind" | "total" | "voucherPaid">[], kind: EarningKind): number {
  const counted = EARNING[kind].line;
  return lines.reduce((sum, l) => (l.kind === counted ? sum + l.total - l.voucherPaid : sum), 0);
}

export interface Earning {
  /** base points + bonus */
  points: number;
  /** cents the points were earned on */
  base: number;
  /** the online-booking bonus in it */
  bonus: number;
}

/**
 * The points an honoured booking or a paid order earns: none when the programme is off or does
 * not count this kind; the online bonus only for a booking made online.
 */
export function pointsEarned(programme: LoyaltyProgramme, kind: EarningKind, base: number, bookedOnline = false): Earning {
  const counts = programme.active && programme.earnOn[EARNING[kind].switch];
  if (!counts) return { points: 0, base, bonus: 0 };
  const bonus = EARNING[kind].onlineBonus && bookedOnline ? programme.onlineBookingBonus : 0;
  return { points: pointsFor(programme, base) + bonus, base, bonus };
}

// ─── The ledger ──────────────────────────────────────────────────────────────────────────────

export type LedgerEntryType = "earn" | "take_back" | "spend" | "expire";

/** One change of the card; `points` is always positive, the type says which way it goes. */
export interface LedgerEntry {
  type: LedgerEntryType;
  points: number;
  at: Date;
  /** the order an earn or a take-back belongs to */
  orderId?: string | null;
  /** the palier a spend bought */
  tierId?: string | null;
  /** for an earn: the cents it was earned on, and the bonus in it (what a take-back needs) */
  base?: number;
  bonus?: number;
}

const SIGN: Record<LedgerEntryType, 1 | -1> = { earn: 1, take_back: -1, spend: -1, expire: -1 };

/** The card's balance: the sum of its ledger. Throws a RangeError on a malformed entry. */
export function cardBalance(ledger: readonly LedgerEntry[]): number {
  let balance = 0;
  ledger.forEach((entry, i) => {
    if (!(entry.type in SIGN)) throw new RangeError(`ledger[${i}].type: unknown '${String(entry.type)}'`);
    if (!Number.isSafeInteger(entry.points) || entry.points <= 0) throw new RangeError(`ledger[${i}].points: expected a whole number > 0`);
    balance += SIGN[entry.type] * entry.points;
  });
  return balance;
}

/**
 * The points to take back when an order is refunded (in part or whole): the order keeps the points
 * of what it still paid (its bonus while anything is kept), and gives back the rest. `refunded`
 * is all refunded so far, this refund included. Never more than the balance, so a card never goes
 * below zero: points already spent on a reward stay spent. Null when nothing is to be taken back.
 */
export function takeBackEntry(
  earned: Pick<LedgerEntry, "points" | "base" | "bonus" | "orderId">,
  alreadyTakenBack: number,
  refunded: number,
  balance: number,
  now: Date,
): LedgerEntry | null {
  const base = earned.base ?? 0;
  const bonus = earned.bonus ?? 0;
  const kept = Math.max(0, base - refunded);
  const deserved = kept > 0 && base > 0 ? Math.floor(((earned.points - bonus) * kept) / base) + bonus : 0;
  const points = Math.min(Math.max(0, earned.points - alreadyTakenBack - deserved), Math.max(0, balance));
  return points > 0 ? { type: "take_back", points, at: now, orderId: earned.orderId ?? null } : null;
}

/** The instant of the last earning or spending; null for a card that never did either. */
function lastActivity(ledger: readonly LedgerEntry[]): number | null {
  let last: number | null = null;
  for (const e of ledger) if ((e.type === "earn" || e.type === "spend") && (last === null || e.at.getTime() > last)) last = e.at.getTime();
  return last;
}

/** When the balance expires if nothing happens before (shop-local calendar months); null when it never does. */
export function pointsExpireAt(programme: LoyaltyProgramme, ledger: readonly LedgerEntry[], timeZone: string): Date | null {
  const months = programme.expiryMonthsWithoutActivity;
  const last = lastActivity(ledger);
  if (months === null || last === null) return null;
  return new Date(addMonths(new TZDate(last, timeZone), months).getTime());
}

/** The entry that expires the balance, when it is due at `now` and there is something to expire. */
export function expiryEntry(programme: LoyaltyProgramme, ledger: readonly LedgerEntry[], now: Date, timeZone: string): LedgerEntry | null {
  const at = pointsExpireAt(programme, ledger, timeZone);
  const balance = cardBalance(ledger);
  if (!at || balance <= 0 || now.getTime() < at.getTime()) return null;
  // A card already expired since its last activity has nothing left to expire.
  return { type: "expire", points: balance, at };
}

// ─── The card and exchanges ──────────────────────────────────────────────────────────────────

function tiersByThreshold(programme: LoyaltyProgramme): LoyaltyTier[] {
  return [...programme.tiers].sort((a, b) => a.threshold - b.threshold);
}

export interface LoyaltyCardView {
  balance: number;
  /** the best palier the balance reaches, or null */
  currentTier: LoyaltyTier | null;
  /** the first palier above the balance, or null when every one is reached */
  nextTier: LoyaltyTier | null;
  /** toward the next palier: the points missing and the percentage reached (0–99) */
  progress: { missing: number; percent: number } | null;
  /** the paliers the balance can be exchanged for now, lowest first */
  exchangeable: LoyaltyTier[];
  /** when the balance expires without activity; null when it does not */
  expiresAt: Date | null;
}

/** What /profile/loyalty and loyalty/current show. */
export function loyaltyCard(programme: LoyaltyProgramme, ledger: readonly LedgerEntry[], timeZone: string): LoyaltyCardView {
  const balance = cardBalance(ledger);
  const tiers = tiersByThreshold(programme);
  const reached = tiers.filter((t) => t.threshold <= balance);
  const nextTier = tiers.find((t) => t.threshold > balance) ?? null;
  return {
    balance,
    currentTier: reached[reached.length - 1] ?? null,
    nextTier,
    progress: nextTier ? { missing: nextTier.threshold - balance, percent: Math.floor((Math.max(0, balance) * 100) / nextTier.threshold) } : null,
    exchangeable: programme.active ? reached : [],
    expiresAt: balance > 0 ? pointsExpireAt(programme, ledger, timeZone) : null,
  };
}

export type ExchangeRefusal = "loyalty_off" | "unknown_tier" | "not_enough_points";

export type Exchange =
  | { ok: true; entry: LedgerEntry; reward: LoyaltyReward; balanceAfter: number }
  | { ok: false; reason: ExchangeRefusal; /** not_enough_points: how many are missing */ missing?: number };

/** Exchanging points for a palier's reward: allowed when the programme is on and the balance covers the threshold. */
export function exchangePoints(programme: LoyaltyProgramme, ledger: readonly LedgerEntry[], tierId: string, now: Date): Exchange {
  if (!programme.active) return { ok: false, reason: "loyalty_off" };
  const tier = programme.tiers.find((t) => t.id === tierId);
  if (!tier) return { ok: false, reason: "unknown_tier" };
  const balance = cardBalance(ledger);
  if (balance < tier.threshold) return { ok: false, reason: "not_enough_points", missing: tier.threshold - balance };
  return { ok: true, entry: { type: "spend", points: tier.threshold, at: now, tierId: tier.id }, reward: tier.reward, balanceAfter: balance - tier.threshold };
}

