import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocate, hundredths, mulDivHalfUp, percentOf, vatPart } from "./cents";

describe("cents", () => {
  it("rounds to the nearest cent, a half cent up", () => {
    expect(percentOf(8999, 15)).toBe(1350); // 1 349,85
    expect(percentOf(1010, 5)).toBe(51); // 50,5 → 51
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(4, 1, 3)).toBe(1);
  });

  it("takes the VAT part out of a VAT-included price", () => {
    expect(vatPart(7900, 20)).toBe(1317); // 13,1666…
    expect(vatPart(12000, 20)).toBe(2000);
    expect(vatPart(7900, 5.5)).toBe(412); // 4,1185…
    expect(vatPart(1000, 0)).toBe(0);
    expect(vatPart(0, 20)).toBe(0);
  });

  it("refuses rates that are not percentages with at most two decimals", () => {
    expect(hundredths(5.5)).toBe(550);
    expect(() => hundredths(-1)).toThrow(RangeError);
    expect(() => hundredths(101)).toThrow(RangeError);
    expect(() => hundredths(5.555, "vatRate")).toThrow(/vatRate/);
    expect(() => hundredths(Number.NaN)).toThrow(RangeError);
  });

  it("splits by the largest remainder, ties to the earlier part", () => {
    expect(allocate(1000, [7225, 5525, 5100])).toEqual([405, 309, 286]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(5, [0, 10])).toEqual([0, 5]);
    expect(() => allocate(5, [0, 0])).toThrow(RangeError);
  });

  it("property: a split adds up exactly and no share exceeds its weight", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, fraction) => {
        const total = weights.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const amount = Math.floor(total * fraction);
        const shares = allocate(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        shares.forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(weights[i]!);
        });
      }),
    );
  });
});

describe("centsOfText", () => {
  it("reads a typed amount as whole cents, a comma or a point, at most two decimals", async () => {
    const { centsOfText } = await import("./cents");
    expect(["12", "12,5", "12.50", " 0,07 ", "1234567,89"].map(centsOfText)).toEqual([1200, 1250, 1250, 7, 123456789]);
    expect(["", "-3", "1,234", "1 000", "12€", "abc", "1e3", "12,", ",5"].map(centsOfText)).toEqual([null, null, null, null, null, null, null, null, null]);
  });
});
