import { describe, expect, it } from "vitest";
import { attendanceRefusal, counterEarningBase, orderBalance, rewardAtCounter, voucherAtCounter } from "./counter-checkout";

const lines = [{ articleId: 7, price: 7900 }];

describe("the counter's checkout", () => {
  it("leaves to pay the amount less the card, the vouchers and the counter, a counter voucher counted once", () => {
    expect(orderBalance({ amount: 9000, paidOnline: 2000, vouchersPaid: 0, counter: [] })).toBe(7000);
    // a voucher taken at the counter is among the voucher spends already
    expect(orderBalance({ amount: 9000, paidOnline: 0, vouchersPaid: 3000, counter: [{ method: "voucher", amount: 3000 }, { method: "cash", amount: 5000 }] })).toBe(1000);
    expect(orderBalance({ amount: 9000, paidOnline: 0, vouchersPaid: 0, counter: [{ method: "card_terminal", amount: 8000 }, { method: "loyalty", amount: 1000 }] })).toBe(0);
  });

  it("prices a reward: an amount up to what is due, a free service when booked, a product never", () => {
    expect(rewardAtCounter({ type: "amount", amount: 1000 }, lines, 600)).toEqual({ ok: true, amount: 600 });
    expect(rewardAtCounter({ type: "service", articleId: 7 }, lines, 9000)).toEqual({ ok: true, amount: 7900 });
    expect(rewardAtCounter({ type: "service", articleId: 8 }, lines, 9000)).toEqual({ ok: false, reason: "reward_item_not_in_order" });
    expect(rewardAtCounter({ type: "product", articleId: 7 }, lines, 9000)).toEqual({ ok: false, reason: "reward_item_not_in_order" });
    expect(rewardAtCounter({ type: "amount", amount: 1000 }, lines, 0)).toEqual({ ok: false, reason: "reward_nothing_to_discount" });
  });

  it("prices a voucher: what is asked within its balance and what is due, a service voucher its service", () => {
    expect(voucherAtCounter({ kind: "amount", articleId: null, balance: 5000 }, lines, 7900, null)).toEqual({ ok: true, amount: 5000 });
    expect(voucherAtCounter({ kind: "amount", articleId: null, balance: 5000 }, lines, 7900, 2000)).toEqual({ ok: true, amount: 2000 });
    expect(voucherAtCounter({ kind: "amount", articleId: null, balance: 9000 }, lines, 7900, null)).toEqual({ ok: true, amount: 7900 });
    expect(voucherAtCounter({ kind: "amount", articleId: null, balance: 9000 }, lines, 7900, 8000)).toEqual({ ok: false, reason: "more_than_due" });
    expect(voucherAtCounter({ kind: "service", articleId: 7, balance: 7900 }, lines, 3000, null)).toEqual({ ok: true, amount: 3000 });
    expect(voucherAtCounter({ kind: "service", articleId: 9, balance: 7900 }, lines, 3000, null)).toEqual({ ok: false, reason: "voucher_service_not_in_order" });
    expect(voucherAtCounter({ kind: "amount", articleId: null, balance: 5000 }, lines, 0, null)).toEqual({ ok: false, reason: "voucher_nothing_to_pay" });
  });

  it("earns on money only: the card less its refunds, cash and the terminal", () => {
    expect(counterEarningBase({ paidOnline: 2000, refunded: 500, counter: [{ method: "cash", amount: 1000 }, { method: "card_terminal", amount: 3000 }, { method: "voucher", amount: 4000 }, { method: "loyalty", amount: 900 }] })).toBe(5500);
  });

  it("marks done only a paid order, never a closed one, and a no-show only when nothing was taken", () => {
    const open = { status: "confirmed", attendance: null, balance: 0, counterPaid: 0 } as const;
    expect(attendanceRefusal(open, "done")).toBeNull();
    expect(attendanceRefusal({ ...open, balance: 100 }, "done")).toBe("balance_due");
    expect(attendanceRefusal({ ...open, balance: 100 }, "arrived")).toBeNull();
    expect(attendanceRefusal({ ...open, status: "cancelled" }, "arrived")).toBe("order_closed");
    expect(attendanceRefusal({ ...open, attendance: "done" }, "arrived")).toBe("order_closed");
    expect(attendanceRefusal({ ...open, counterPaid: 100 }, "no_show")).toBe("order_closed");
  });
});
