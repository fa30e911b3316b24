import { describe, expect, it } from "vitest";
import { counterRefundPlan, refundableByMethod, saleEarning, takeMoney } from "./counter-sale";
import { loyaltyProgrammeSchema } from "./loyalty";

const programme = loyaltyProgrammeSchema.parse({ active: true, pointsPerEuro: 1, onlineBookingBonus: 10 });

describe("a sale at the counter", () => {
  it("takes money lines while they fit what is due", () => {
    expect(takeMoney(5000, [{ amount: 3000 }, { amount: 2000 }])).toEqual({ ok: true, due: 0 });
    expect(takeMoney(5000, [{ amount: 3000 }, { amount: 2500 }])).toEqual({ ok: false, index: 1 });
  });

  it("reads what each method may still give back", () => {
    const left = refundableByMethod([{ method: "cash", amount: 3000 }, { method: "card_terminal", amount: 2000 }, { method: "voucher", amount: 1000 }], [{ method: "cash", amount: 500 }]);
    expect(left).toEqual({ cash: 2500, card_terminal: 2000 });
  });

  it("refuses a refund above what the method took and takes the part beyond the products from the vouchers sold", () => {
    const sale = { value: { products: 2000, vouchers: 5000 }, refunded: 0, left: { cash: 3000, card_terminal: 4000 } };
    expect(counterRefundPlan(sale, { method: "cash", amount: 3500 })).toEqual({ ok: false, left: 3000 });
    expect(counterRefundPlan(sale, { method: "cash", amount: 1500 })).toEqual({ ok: true, fromVouchersSold: 0 });
    expect(counterRefundPlan({ ...sale, refunded: 1500 }, { method: "card_terminal", amount: 1000 })).toEqual({ ok: true, fromVouchersSold: 500 });
  });

  it("earns points on the money taken, under each kind's switch, a voucher paying the products first", () => {
    const both = loyaltyProgrammeSchema.parse({ active: true, pointsPerEuro: 1, earnOn: { vouchers: true } });
    expect(saleEarning(both, { products: 2000, vouchers: 5000 }, 0)).toBe(70);
    expect(saleEarning(both, { products: 2000, vouchers: 5000 }, 2500)).toBe(45);
    // vouchers earn nothing unless the programme says so; no online bonus at the counter
    expect(saleEarning(programme, { products: 2000, vouchers: 5000 }, 0)).toBe(20);
    expect(saleEarning(programme, { products: 2000, vouchers: 5000 }, 2500)).toBe(0);
  });
});
