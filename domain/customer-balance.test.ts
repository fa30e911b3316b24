import { describe, expect, it } from "vitest";
import { leftToCollect, seesPersonalData } from "./customer-balance";

const order = { activePrices: [6000, 4000], couponDiscount: 0, rewardDiscount: 0, vouchersPaid: 0, paidOnline: 0, refunded: 0 };

describe("what a booking leaves to collect at the shop", () => {
  it("is what is still booked, less its discounts, vouchers and what the card paid and kept", () => {
    expect(leftToCollect(order)).toBe(10000);
    expect(leftToCollect({ ...order, couponDiscount: 1000, rewardDiscount: 500, vouchersPaid: 2500 })).toBe(6000);
    expect(leftToCollect({ ...order, paidOnline: 3000 })).toBe(7000);
    // a deposit refunded goes back to being due at the shop
    expect(leftToCollect({ ...order, paidOnline: 3000, refunded: 3000 })).toBe(10000);
  });

  it("is never below zero", () => {
    expect(leftToCollect({ ...order, activePrices: [4000], vouchersPaid: 6000 })).toBe(0);
    expect(leftToCollect({ ...order, activePrices: [] })).toBe(0);
  });
});

describe("who sees a customer's personal data", () => {
  it("the owner and managers, not staff", () => {
    expect(["owner", "manager", "staff"].map(seesPersonalData)).toEqual([true, true, false]);
  });
});
