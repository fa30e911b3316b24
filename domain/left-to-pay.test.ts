import { describe, expect, it } from "vitest";
import { leftToPayAtShop } from "./left-to-pay";

describe("leftToPayAtShop (what the confirmation, the order's page and the mail say is left)", () => {
  const voucher = { vouchers: [{ paid: 5000 }] };
  it("a voucher without a payment online: the total less what it paid, whether the business takes payments online or not", () => {
    expect(leftToPayAtShop({ amount: 6400, discounts: voucher, payment: null })).toBe(1400);
    expect(leftToPayAtShop({ amount: 6400, discounts: voucher, payment: { paid: 0, dueAtShop: 1400 } })).toBe(1400);
  });
  it("after a payment online, what the server counted as due", () => {
    expect(leftToPayAtShop({ amount: 10_000, discounts: { vouchers: [] }, payment: { paid: 3000, dueAtShop: 7000 } })).toBe(7000);
  });
  it("nothing but the total when no voucher and nothing paid online", () => {
    expect(leftToPayAtShop({ amount: 6400, discounts: { vouchers: [] }, payment: { paid: 0, dueAtShop: 6400 } })).toBeNull();
  });
});
