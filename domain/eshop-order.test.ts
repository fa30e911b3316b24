import { describe, expect, it } from "vitest";
import { deliveryPrice, eshopTotals, includedVat } from "./eshop-order";

const rule = { active: true, price: 590, freeFrom: 6000 };

describe("an e-shop order's money", () => {
  it("a worked example: two products at 20 %, one at 5.5 %, delivered", () => {
    const t = eshopTotals(
      [
        { articleId: 1, unitPrice: 2400, quantity: 2, vat: 20 },
        { articleId: 2, unitPrice: 1290, quantity: 1, vat: 5.5 },
      ],
      "delivery",
      rule,
    );
    expect(t.lines.map((l) => [l.total, l.vatAmount])).toEqual([
      [4800, 800],
      [1290, 67],
    ]);
    expect(t).toMatchObject({ subtotal: 6090, deliveryPrice: 0, total: 6090, vatByRate: [{ rate: 20, amount: 800 }, { rate: 5.5, amount: 67 }] });
  });

  it("delivery costs its price below the free threshold, nothing from it, nothing for a pickup; refused when not offered", () => {
    expect(deliveryPrice("delivery", rule, 5999)).toBe(590);
    expect(deliveryPrice("delivery", rule, 6000)).toBe(0);
    expect(deliveryPrice("delivery", { ...rule, freeFrom: null }, 100_000)).toBe(590);
    expect(deliveryPrice("pickup", { ...rule, active: false }, 10)).toBe(0);
    expect(() => deliveryPrice("delivery", { ...rule, active: false }, 10)).toThrow(RangeError);
    expect(eshopTotals([{ articleId: 1, unitPrice: 1000, quantity: 3, vat: 20 }], "delivery", rule)).toMatchObject({ subtotal: 3000, deliveryPrice: 590, total: 3590 });
  });

  it("the VAT a price includes, rounded to the cent; bad input is refused", () => {
    expect(includedVat(1200, 20)).toBe(200);
    expect(includedVat(1055, 5.5)).toBe(55);
    expect(includedVat(999, 0)).toBe(0);
    expect(() => includedVat(10.5, 20)).toThrow(RangeError);
    expect(() => includedVat(100, -1)).toThrow(RangeError);
    expect(() => eshopTotals([{ articleId: 1, unitPrice: 100, quantity: 0, vat: 20 }], "pickup", rule)).toThrow(RangeError);
  });
});
