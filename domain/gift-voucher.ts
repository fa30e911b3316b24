// Gift vouchers: the code printed on them, how long they are valid, what is left on them, and the
// status the buyer sees. Pure: randomness, `now` and the shop's time zone come from the caller.
//
// The code (decision 057): 20 characters shown as five groups of four, 'K7QD-M2XW-9HCT-RP4N-E8BZ',
// 19 drawn at random from 31 characters (log2(31) × 19 ≈ 94 bits, beyond reach of guessing)
// and a check character last, so a mistyped code is caught before anything is looked up.
// The alphabet has no 0, O, 1, I or L, so a code read aloud or copied by hand has one reading.
import { TZDate } from "@date-fns/tz";
import { addMonths } from "date-fns";
import { assertCents } from "./cents";
import { localDateOf, localDay, parseLocalDate, type LocalDate } from "./time";

/** How many amounts /gift offers at most (the settings' list, the back-office's boxes). */
export const GIFT_AMOUNTS_MAX = 8;

/** 8 digits and 23 letters: 0, O, 1, I and L are left out. 31 is prime, which makes the check character strong. */
export const VOUCHER_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const VOUCHER_CODE_GROUPS = 5;
export const VOUCHER_CODE_GROUP_LENGTH = 4;
/** characters in a code, the check character included */
export const VOUCHER_CODE_LENGTH = VOUCHER_CODE_GROUPS * VOUCHER_CODE_GROUP_LENGTH;
/** bits of chance in a code: 19 random characters of 31 */
export const VOUCHER_CODE_BITS = Math.floor((VOUCHER_CODE_LENGTH - 1) * Math.log2(VOUCHER_CODE_ALPHABET.length));
/** Company default: a voucher is valid this many months from the day it is bought. */
export const DEFAULT_VOUCHER_VALIDITY_MONTHS = 12;

const BASE = VOUCHER_CODE_ALPHABET.length;
const VALUE_OF = new Map([...VOUCHER_CODE_ALPHABET].map((ch, i) => [ch, i]));
/** Characters a code never holds; typed, they are a misreading the customer must fix. */
const NEVER_IN_A_CODE = new Set(["0", "O", "1", "I", "L"]);
/** Letters from Cyrillic and Greek keyboards that look exactly like Latin ones in the alphabet. */
const LOOK_ALIKES: Record<string, string> = {
  А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", Р: "P", С: "C", Т: "T", Х: "X", У: "Y", З: "3",
  Α: "A", Β: "B", Ε: "E", Ζ: "Z", Η: "H", Κ: "K", Μ: "M", Ν: "N", Ρ: "P", Τ: "T", Υ: "Y", Χ: "X",
};

/** A source of random bytes, e.g. `(n) => crypto.getRandomValues(new Uint8Array(n))`. */
export type RandomBytes = (length: number) => Uint8Array;

/**
 * The check character: position weights 1..20 (distinct and non-zero modulo 31) make the weighted
 * sum of the whole code 0 modulo 31, which catches every single wrong character and every swap of
 * two characters.
 */
function checkValue(values: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (i + 1) * values[i]!;
  const weight = values.length + 1;
  for (let c = 0; c < BASE; c++) if ((sum + weight * c) % BASE === 0) return c;
  throw new Error("unreachable: 31 is prime");
}

/** The code in groups of four joined by dashes, as printed: 'K7QD-M2XW-9HCT-RP4N-E8BZ'. */
export function formatVoucherCode(compact: string): string {
  const groups: string[] = [];
  for (let i = 0; i < compact.length; i += VOUCHER_CODE_GROUP_LENGTH) groups.push(compact.slice(i, i + VOUCHER_CODE_GROUP_LENGTH));
  return groups.join("-");
}

/**
 * A new voucher code from the injected random source. Bytes of 248 and above are drawn again
 * (248 = 8 × 31), so every character is equally likely.
 */
export function generateVoucherCode(randomBytes: RandomBytes): string {
  const values: number[] = [];
  while (values.length < VOUCHER_CODE_LENGTH - 1) {
    const bytes = randomBytes(VOUCHER_CODE_LENGTH);
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new RangeError("randomBytes: expected a non-empty Uint8Array");
    for (const byte of bytes) {
      if (byte < BASE * 8 && values.length < VOUCHER_CODE_LENGTH - 1) values.push(byte % BASE);
    }
  }
  values.push(checkValue(values));
  return formatVoucherCode(values.map((v) => VOUCHER_CODE_ALPHABET[v]).join(""));
}

/**
 * What a customer typed, tidied: width and case folded, look-alike Cyrillic and Greek capitals
 * turned into their Latin twins, and spaces, dashes, dots and underscores dropped.
 * 'k7qd m2xw–9hct.rp4n e8bz' → 'K7QDM2XW9HCTRP4NE8BZ'.
 */
export function normaliseVoucherCode(typed: string): string {
  let out = "";
  for (const ch of String(typed).normalize("NFKC").toUpperCase()) {
    if (/[\s\-‐‑‒–—―_.·/]/u.test(ch)) continue;
    out += LOOK_ALIKES[ch] ?? ch;
  }
  return out;
}

/** Why a typed code cannot be a voucher code, as a key a page translates. */
export type VoucherCodeProblem =
  /** not 20 characters of the alphabet (or holds characters a code never has) */
  | "voucher_code_malformed"
  /** holds 0, O, 1, I or L, which no code has: the customer misread a character */
  | "voucher_code_impossible_character"
  /** the check character does not match: a character was mistyped */
  | "voucher_code_mistyped";

export type ReadVoucherCode =
  | { ok: true; code: string }
  | { ok: false; reason: VoucherCodeProblem; characters?: string[] };

/**
 * A typed code checked without looking anything up: the canonical printed form, or why it cannot
 * be a code. Only a code that passes is worth a look-up (and a wrong one still counts against the
 * guessing limit, since anyone can compute a check character).
 */
export function readVoucherCode(typed: string): ReadVoucherCode {
  const compact = normaliseVoucherCode(typed);
  const impossible = [...new Set([...compact].filter((ch) => NEVER_IN_A_CODE.has(ch)))];
  if (impossible.length > 0) return { ok: false, reason: "voucher_code_impossible_character", characters: impossible };
  const values = [...compact].map((ch) => VALUE_OF.get(ch));
  if (values.length !== VOUCHER_CODE_LENGTH || values.some((v) => v === undefined)) return { ok: false, reason: "voucher_code_malformed" };
  const data = values.slice(0, -1) as number[];
  if (checkValue(data) !== values[values.length - 1]) return { ok: false, reason: "voucher_code_mistyped" };
  return { ok: true, code: formatVoucherCode(compact) };
}

// ─── Validity ────────────────────────────────────────────────────────────────────────────────

/**
 * The last shop-local day a voucher bought at `issuedAt` can be spent: the same calendar day
 * `months` later (a month-end clamps: 31 August + 6 months → 28 February). Bought on 15 March 2026
 * in Paris with 12 months → '2027-03-15', spendable all that day.
 */
export function voucherValidUntil(issuedAt: Date, months: number, timeZone: string): LocalDate {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`validityMonths: expected a whole number of months >= 1, got ${String(months)}`);
  const { year, month, day } = parseLocalDate(localDateOf(issuedAt, timeZone), "issuedAt");
  return localDateOf(addMonths(new TZDate(year, month - 1, day, 12, 0, timeZone), months), timeZone);
}

/** The first instant the voucher is no longer valid: the shop-local midnight after `validUntil`. */
export function voucherExpiresAt(validUntil: LocalDate, timeZone: string): Date {
  return new Date(localDay(validUntil, timeZone).endMs);
}

/** Whether the voucher's last valid day is over at `now`, in the shop's zone. */
export function isVoucherExpired(validUntil: LocalDate, now: Date, timeZone: string): boolean {
  return now.getTime() >= voucherExpiresAt(validUntil, timeZone).getTime();
}

// ─── Balance ─────────────────────────────────────────────────────────────────────────────────

export type VoucherKind = "amount" | "service";

/** A gift voucher as the rules read it. */
export interface GiftVoucher {
  code: string;
  /** 'amount': a sum to spend on anything; 'service': one named service, whatever it costs then */
  kind: VoucherKind;
  /** the service a 'service' voucher is for; null for an amount */
  articleId: number | null;
  /** cents: the amount, or what the service cost when the voucher was bought */
  value: number;
  /** cents left; a service voucher keeps its value until it is spent on its service, then 0 */
  balance: number;
  /** the last shop-local day it can be spent */
  validUntil: LocalDate;
  /** the shop-local day it is e-mailed to the recipient */
  deliverOn: LocalDate;
  /** when the recipient's e-mail went out; null until then */
  sentAt: Date | null;
}

/** What a voucher can pay toward something, as order totals asks it. */
export type VoucherToSpend = Pick<GiftVoucher, "code" | "kind" | "articleId" | "balance">;

function assertVoucher(voucher: VoucherToSpend, field: string): void {
  assertCents(voucher.balance, `${field}.balance`);
  if (voucher.kind !== "amount" && voucher.kind !== "service") throw new RangeError(`${field}.kind: expected 'amount' or 'service'`);
  if (voucher.kind === "service" && !Number.isInteger(voucher.articleId)) throw new RangeError(`${field}.articleId: a service voucher names its service`);
}

/**
 * What the voucher pays toward `due` cents. An amount voucher pays up to its balance. A service
 * voucher pays a line of its own service in full, whatever the service costs now, and nothing
 * else; once spent (balance 0) it pays nothing. Never more than `due`.
 */
export function voucherCover(voucher: VoucherToSpend, due: number, articleId: number | null = null): number {
  assertVoucher(voucher, "voucher");
  assertCents(due, "due");
  if (voucher.balance === 0) return 0;
  if (voucher.kind === "service") return articleId !== null && articleId === voucher.articleId ? due : 0;
  return Math.min(voucher.balance, due);
}

/**
 * The balance after spending `spent` cents of it. An amount voucher loses what was spent; a
 * service voucher is spent whole by its service. A spend larger than an amount voucher's balance
 * is refused (the caller asked voucherCover first), so a balance never goes below zero.
 */
export function balanceAfterSpend(voucher: VoucherToSpend, spent: number): number {
  assertVoucher(voucher, "voucher");
  assertCents(spent, "spent");
  if (spent === 0) return voucher.balance;
  if (voucher.kind === "service") return 0;
  if (spent > voucher.balance) throw new RangeError(`spent: ${spent} is more than the balance ${voucher.balance}`);
  return voucher.balance - spent;
}

/**
 * The balance after giving `amount` back (a refunded booking). It never exceeds the voucher's
 * value; a service voucher given anything back is whole again.
 */
export function balanceAfterCredit(voucher: Pick<GiftVoucher, "kind" | "value" | "balance">, amount: number): number {
  assertCents(amount, "amount");
  assertCents(voucher.value, "voucher.value");
  if (amount === 0) return voucher.balance;
  if (voucher.kind === "service") return voucher.value;
  return Math.min(voucher.value, voucher.balance + amount);
}

/** Why a voucher cannot be spent now, as a key a page translates; null when it can. */
export type VoucherRefusal = "voucher_expired" | "voucher_used";

export function voucherRefusal(voucher: Pick<GiftVoucher, "balance" | "validUntil">, now: Date, timeZone: string): VoucherRefusal | null {
  if (voucher.balance === 0) return "voucher_used";
  if (isVoucherExpired(voucher.validUntil, now, timeZone)) return "voucher_expired";
  return null;
}

// ─── Status ──────────────────────────────────────────────────────────────────────────────────

export type VoucherStatus = "scheduled" | "sent" | "partly_used" | "used" | "expired";

/**
 * The status the buyer sees in their history: 'used' once nothing is left (even after expiry);
 * 'expired' when the validity is over with something left; 'partly_used' when some of it was
 * spent; 'sent' once the recipient's e-mail went out; 'scheduled' before that.
 */
export function voucherStatus(voucher: Pick<GiftVoucher, "value" | "balance" | "validUntil" | "sentAt">, now: Date, timeZone: string): VoucherStatus {
  if (voucher.balance === 0) return "used";
  if (isVoucherExpired(voucher.validUntil, now, timeZone)) return "expired";
  if (voucher.balance < voucher.value) return "partly_used";
  return voucher.sentAt ? "sent" : "scheduled";
}

/** Whether the recipient's e-mail is due at `now`: not sent yet, and its shop-local delivery day has begun. */
export function isVoucherDeliveryDue(voucher: Pick<GiftVoucher, "deliverOn" | "sentAt">, now: Date, timeZone: string): boolean {
  return voucher.sentAt === null && now.getTime() >= localDay(voucher.deliverOn, timeZone).startMs;
}
