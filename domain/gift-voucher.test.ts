import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_BITS,
  balanceAfterCredit,
  balanceAfterSpend,
  generateVoucherCode,
  isVoucherDeliveryDue,
  isVoucherExpired,
  normaliseVoucherCode,
  readVoucherCode,
  voucherCover,
  voucherExpiresAt,
  voucherRefusal,
  voucherStatus,
  voucherValidUntil,
  type GiftVoucher,
  type RandomBytes,
} from "./gift-voucher";

const PARIS = "Europe/Paris";

/** A deterministic source: the bytes given, over and over. */
const bytes = (...values: number[]): RandomBytes => (n) => Uint8Array.from({ length: n }, (_, i) => values[i % values.length]!);
const seeded = (seed: number): RandomBytes => {
  let x = seed >>> 0 || 1;
  return (n) =>
    Uint8Array.from({ length: n }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) & 0xff;
    });
};

describe("voucher codes", () => {
  it("are five groups of four from an alphabet without 0, O, 1, I or L, and carry at least 80 bits", () => {
    expect(VOUCHER_CODE_ALPHABET).toHaveLength(31);
    expect(VOUCHER_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(VOUCHER_CODE_BITS).toBeGreaterThanOrEqual(80);
    const code = generateVoucherCode(seeded(42));
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/);
  });

  it("takes characters straight from the bytes, the last one a check character", () => {
    // bytes 0..18 → the first 19 characters of the alphabet, in order
    const code = generateVoucherCode(bytes(...Array.from({ length: 19 }, (_, i) => i)));
    expect(code.slice(0, 23)).toBe("2345-6789-ABCD-EFGH-JKM");
    expect(readVoucherCode(code)).toEqual({ ok: true, code });
  });

  it("draws again rather than favour the first characters (bytes 248–255 are skipped)", () => {
    const code = generateVoucherCode(bytes(255, 248, 31, 250));
    // only 31 ≡ 0 ('2') is kept from each round of four bytes
    expect(code.replace(/-/g, "").slice(0, 19)).toBe("2".repeat(19));
  });

  it("never repeats in 20 000 draws from a real random source", () => {
    const random: RandomBytes = (n) => crypto.getRandomValues(new Uint8Array(n));
    const codes = new Set(Array.from({ length: 20_000 }, () => generateVoucherCode(random)));
    expect(codes.size).toBe(20_000);
  });

  it("reads what a customer types: case, spaces, dashes, dots, wide and Cyrillic look-alikes", () => {
    const code = generateVoucherCode(seeded(7));
    const compact = code.replace(/-/g, "");
    expect(normaliseVoucherCode(` ${code.toLowerCase()} `)).toBe(compact);
    expect(readVoucherCode(compact.match(/.{1,5}/g)!.join(" ")).ok).toBe(true);
    expect(readVoucherCode(code.replace(/-/g, "–")).ok).toBe(true);
    expect(readVoucherCode(code.replace(/-/g, "."))).toEqual({ ok: true, code });
    expect(normaliseVoucherCode("ＡＢ-ＣＤ")).toBe("ABCD");
    expect(normaliseVoucherCode("АВСЕ")).toBe("ABCE"); // Cyrillic А В С Е
  });

  it("says which characters can never be in a code", () => {
    expect(readVoucherCode("K7QD-M2XW-9HCT-RP4N-E8B0")).toEqual({ ok: false, reason: "voucher_code_impossible_character", characters: ["0"] });
    expect(readVoucherCode("lo1i")).toEqual({ ok: false, reason: "voucher_code_impossible_character", characters: ["L", "O", "1", "I"] });
  });

  it("refuses what cannot be a code, and catches a mistyped one by its check character", () => {
    expect(readVoucherCode("")).toEqual({ ok: false, reason: "voucher_code_malformed" });
    expect(readVoucherCode("K7QD-M2XW")).toEqual({ ok: false, reason: "voucher_code_malformed" });
    expect(readVoucherCode("K7QD-M2XW-9HCT-RP4N-E8B€")).toEqual({ ok: false, reason: "voucher_code_malformed" });
    const code = generateVoucherCode(seeded(3));
    const wrong = code.slice(0, -1) + (code.endsWith("Z") ? "Y" : "Z");
    expect(readVoucherCode(wrong)).toEqual({ ok: false, reason: "voucher_code_mistyped" });
  });

  it("property: any one wrong character, and any two characters swapped, are caught", () => {
    const compactOf = (seed: number) => generateVoucherCode(seeded(seed)).replace(/-/g, "");
    fc.assert(
      fc.property(fc.integer(), fc.nat(19), fc.nat(30), (seed, at, shift) => {
        const chars = [...compactOf(seed)];
        const old = VOUCHER_CODE_ALPHABET.indexOf(chars[at]!);
        chars[at] = VOUCHER_CODE_ALPHABET[(old + 1 + (shift % 30)) % 31]!;
        expect(readVoucherCode(chars.join("")).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer(), fc.nat(19), fc.nat(19), (seed, i, j) => {
        const chars = [...compactOf(seed)];
        fc.pre(chars[i] !== chars[j]);
        [chars[i], chars[j]] = [chars[j]!, chars[i]!];
        expect(readVoucherCode(chars.join("")).ok).toBe(false);
      }),
    );
  });
});

describe("voucher validity", () => {
  it("runs to the same day 12 months later, in the shop's zone", () => {
    expect(voucherValidUntil(new Date("2026-03-15T10:00:00Z"), 12, PARIS)).toBe("2027-03-15");
    // 23:30 UTC on 31 December is already 1 January in Paris
    expect(voucherValidUntil(new Date("2026-12-31T23:30:00Z"), 12, PARIS)).toBe("2028-01-01");
    expect(voucherValidUntil(new Date("2026-08-31T10:00:00Z"), 6, PARIS)).toBe("2027-02-28");
    expect(() => voucherValidUntil(new Date(), 0, PARIS)).toThrow(/validityMonths/);
  });

  it("is spendable all of its last day and expires at the shop's midnight", () => {
    expect(voucherExpiresAt("2027-03-15", PARIS)).toEqual(new Date("2027-03-15T23:00:00Z"));
    expect(isVoucherExpired("2027-03-15", new Date("2027-03-15T22:59:59Z"), PARIS)).toBe(false);
    expect(isVoucherExpired("2027-03-15", new Date("2027-03-15T23:00:00Z"), PARIS)).toBe(true);
    // summer time: midnight in Paris is 22:00 UTC
    expect(voucherExpiresAt("2027-07-01", PARIS)).toEqual(new Date("2027-07-01T22:00:00Z"));
  });
});

describe("voucher balance", () => {
  const amount = { code: "A", kind: "amount" as const, articleId: null, balance: 5000 };
  const massage = { code: "S", kind: "service" as const, articleId: 1, balance: 7000 };

  it("an amount voucher pays up to its balance; partial spends add up", () => {
    expect(voucherCover(amount, 3000)).toBe(3000);
    expect(voucherCover(amount, 8000)).toBe(5000);
    const after = balanceAfterSpend(amount, 3000);
    expect(after).toBe(2000);
    expect(voucherCover({ ...amount, balance: after }, 8000)).toBe(2000);
    expect(balanceAfterSpend({ ...amount, balance: after }, 2000)).toBe(0);
    expect(() => balanceAfterSpend(amount, 5001)).toThrow(RangeError);
  });

  it("a service voucher pays its service in full whatever it costs now, and nothing else", () => {
    expect(voucherCover(massage, 8500, 1)).toBe(8500);
    expect(voucherCover(massage, 4000, 2)).toBe(0);
    expect(voucherCover(massage, 4000)).toBe(0);
    expect(balanceAfterSpend(massage, 8500)).toBe(0);
    expect(voucherCover({ ...massage, balance: 0 }, 8500, 1)).toBe(0);
  });

  it("a refund gives back, never beyond the voucher's value", () => {
    expect(balanceAfterCredit({ kind: "amount", value: 5000, balance: 1000 }, 3000)).toBe(4000);
    expect(balanceAfterCredit({ kind: "amount", value: 5000, balance: 4000 }, 3000)).toBe(5000);
    expect(balanceAfterCredit({ kind: "service", value: 7000, balance: 0 }, 8500)).toBe(7000);
  });

  it("property: no sequence of spends and refunds takes a balance below zero or above its value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.record({ refund: fc.boolean(), due: fc.integer({ min: 0, max: 200_000 }) }), { maxLength: 30 }),
        (value, steps) => {
          let balance = value;
          for (const step of steps) {
            const voucher = { code: "A", kind: "amount" as const, articleId: null, balance, value };
            if (step.refund) balance = balanceAfterCredit(voucher, step.due);
            else balance = balanceAfterSpend(voucher, voucherCover(voucher, step.due));
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBeLessThanOrEqual(value);
          }
        },
      ),
    );
  });
});

describe("voucher status and delivery", () => {
  const base: GiftVoucher = {
    code: "K7QD-M2XW-9HCT-RP4N-E8BZ",
    kind: "amount",
    articleId: null,
    value: 5000,
    balance: 5000,
    validUntil: "2027-03-15",
    deliverOn: "2026-05-31",
    sentAt: null,
  };
  const may = new Date("2026-05-20T10:00:00Z");

  it("scheduled, sent, partly used, used, expired", () => {
    expect(voucherStatus(base, may, PARIS)).toBe("scheduled");
    expect(voucherStatus({ ...base, sentAt: may }, may, PARIS)).toBe("sent");
    expect(voucherStatus({ ...base, sentAt: may, balance: 1200 }, may, PARIS)).toBe("partly_used");
    expect(voucherStatus({ ...base, sentAt: may, balance: 0 }, may, PARIS)).toBe("used");
    const later = new Date("2027-04-01T10:00:00Z");
    expect(voucherStatus({ ...base, sentAt: may, balance: 1200 }, later, PARIS)).toBe("expired");
    expect(voucherStatus({ ...base, sentAt: may, balance: 0 }, later, PARIS)).toBe("used");
  });

  it("refuses to be spent when used up or expired", () => {
    expect(voucherRefusal(base, may, PARIS)).toBeNull();
    expect(voucherRefusal({ ...base, balance: 0 }, may, PARIS)).toBe("voucher_used");
    expect(voucherRefusal(base, new Date("2027-03-16T00:00:00+01:00"), PARIS)).toBe("voucher_expired");
  });

  it("is due for delivery from the shop's midnight of its delivery day, once", () => {
    expect(isVoucherDeliveryDue(base, new Date("2026-05-30T21:59:59Z"), PARIS)).toBe(false);
    expect(isVoucherDeliveryDue(base, new Date("2026-05-30T22:00:00Z"), PARIS)).toBe(true);
    expect(isVoucherDeliveryDue({ ...base, sentAt: may }, new Date("2026-06-01T10:00:00Z"), PARIS)).toBe(false);
  });
});
