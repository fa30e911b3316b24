import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { planBooking } from "./booking-plan";
import { service } from "./catalogue.fixtures";
import { depositPolicySchema } from "./deposit-schema";
import {
  depositFor,
  orderTotals,
  productLinesFromCart,
  serviceLinesFromPlan,
  type CouponDiscount,
  type DepositPolicy,
  type OrderInput,
  type OrderLineInput,
  type ServiceLineInput,
} from "./order-totals";
import type { VoucherToSpend } from "./gift-voucher";

const svc = (key: string, articleId: number, price: number, vatRate = 20, more: Partial<ServiceLineInput> = {}): ServiceLineInput => ({ kind: "service", key, articleId, price, vatRate, ...more });
const amountVoucher = (code: string, balance: number): VoucherToSpend => ({ code, kind: "amount", articleId: null, balance });
const thirtyPercent: DepositPolicy = { rule: { type: "percentage", percent: 30 }, newCustomersOnly: false };

describe("order totals: a booking worked through", () => {
  // Saturday 18 April 2026 at the Paris spa, weekend prices:
  //   massage (id 1)   85,00 €, VAT 20 %                      → company deposit 30 %
  //   facial  (id 2)   65,00 €, VAT 20 %, its own deposit 20 € fixed
  //   duo hammam (3)   2 × 30,00 € = 60,00 €, VAT 10 %         → company deposit 30 %
  // Coupon PRINTEMPS15: 15 % off services from 100 €; loyalty reward: 10 € off;
  // a gift voucher with 50 € on it. Customer returning (the policy asks everyone).
  const massage = service({ id: 1, prices: 8500, weekprices: 7900, shopIds: ["ab-1"], booker: { duration: 60, vat: 20 } });
  const facial = service({ id: 2, prices: 6500, weekprices: null, shopIds: ["ab-1"], booker: { duration: 45, vat: 20 } });
  const hammam = service({ id: 3, prices: 3000, weekprices: 2500, shopIds: ["ab-1"], booker: { duration: 30, vat: 10, appointment: { nbCustomerRequired: 2 } } });
  const byId = new Map([massage, facial, hammam].map((a) => [a.id, a]));
  const plan = planBooking([massage, facial, hammam], byId, "ab-1", new Date("2026-04-18T08:00:00Z"), "2026-04-18");
  const lines = serviceLinesFromPlan(plan, byId, (id) => (id === 2 ? { type: "fixed", amount: 2000 } : null));
  const coupon: CouponDiscount = { code: "PRINTEMPS15", reductionType: "percentage", amount: 15, scope: "services", minimumOrder: 10_000 };
  const totals = orderTotals({ lines, coupon, reward: { type: "amount", amount: 1000 }, vouchers: [amountVoucher("GIFT-50", 5000)], deposit: thirtyPercent, newCustomer: false });

  it("prices each service for the Saturday, the duo for both customers", () => {
    expect(lines.map((l) => [l.key, l.price, l.vatRate])).toEqual([
      ["service-1", 8500, 20],
      ["service-2", 6500, 20],
      ["service-3", 6000, 10],
    ]);
    expect(totals.subtotal).toBe(21_000);
  });

  it("takes 15 % of 210 € = 31,50 € off, split over the services by price", () => {
    expect(totals.couponDiscount).toBe(3150);
    expect(totals.lines.map((l) => l.couponDiscount)).toEqual([1275, 975, 900]);
    expect(totals.coupon).toEqual({ code: "PRINTEMPS15", discount: 3150 });
  });

  it("takes the 10 € reward off what is left (72,25 / 55,25 / 51,00), largest remainders first", () => {
    // 1000 × 7225/17850 = 404,76 · × 5525/17850 = 309,52 · × 5100/17850 = 285,71 → 405 / 309 / 286
    expect(totals.lines.map((l) => l.rewardDiscount)).toEqual([405, 309, 286]);
    expect(totals.lines.map((l) => l.total)).toEqual([6820, 5216, 4814]);
    expect(totals.discount).toBe(4150);
    expect(totals.total).toBe(16_850);
  });

  it("computes the VAT part of each line (half up) and sums it per rate", () => {
    // 68,20 × 20/120 = 11,3667 → 11,37 · 52,16 × 20/120 = 8,6933 → 8,69 · 48,14 × 10/110 = 4,3764 → 4,38
    expect(totals.lines.map((l) => l.vat)).toEqual([1137, 869, 438]);
    expect(totals.vatByRate).toEqual([
      { rate: 10, net: 4376, vat: 438, total: 4814 },
      { rate: 20, net: 10_030, vat: 2006, total: 12_036 },
    ]);
    expect(totals.vat).toBe(2444);
    expect(totals.net + totals.vat).toBe(totals.total);
  });

  it("lets the 50 € voucher pay across the lines, in proportion to what each still costs", () => {
    // 5000 × 6820/16850 = 2023,74 · × 5216/16850 = 1547,77 · × 4814/16850 = 1428,49 → 2024 / 1548 / 1428
    expect(totals.lines.map((l) => l.voucherPaid)).toEqual([2024, 1548, 1428]);
    expect(totals.lines[0]!.vouchers).toEqual([{ code: "GIFT-50", paid: 2024 }]);
    expect(totals.vouchers).toEqual([{ code: "GIFT-50", paid: 5000, balanceAfter: 0 }]);
  });

  it("secures the deposit online: the voucher counts toward it, the card pays the rest of it", () => {
    // massage 30 % of 68,20 = 20,46; facial its own 20 €; duo 30 % of 48,14 = 14,442 → 14,44
    expect(totals.lines.map((l) => l.deposit)).toEqual([2046, 2000, 1444]);
    expect(totals.lines.map((l) => l.cardNow)).toEqual([22, 452, 16]);
    expect(totals.lines.map((l) => l.dueAtShop)).toEqual([4774, 3216, 3370]);
    expect(totals.cardNow).toBe(490);
    expect(totals.paidOnline).toBe(5490);
    expect(totals.dueAtShop).toBe(11_360);
    expect(totals.paidOnline + totals.dueAtShop).toBe(totals.subtotal - totals.discount);
  });

  it("carries each service's times for the mail and the refund rule", () => {
    expect(totals.lines[0]!.start).toEqual(new Date("2026-04-18T08:00:00Z"));
    expect(totals.lines[2]!.end).toEqual(new Date("2026-04-18T10:15:00Z"));
    expect(totals.notApplied).toEqual([]);
  });

  it("the same basket on a Tuesday takes the week prices", () => {
    const tuesday = planBooking([massage, hammam], byId, "ab-1", new Date("2026-04-14T08:00:00Z"), "2026-04-14");
    const t = orderTotals({ lines: serviceLinesFromPlan(tuesday, byId) });
    expect(t.lines.map((l) => l.total)).toEqual([7900, 5000]);
    expect(t.dueAtShop).toBe(12_900);
    expect(t.cardNow).toBe(0);
  });
});

describe("order totals: an e-shop order worked through", () => {
  // dry oil 2 × 24,90 (20 %), hand cream 3 × 12,50 (20 %), herbal tea 1 × 8,40 (5,5 %), delivery 6,90 (20 %).
  // Coupon BOUTIQUE10: 10 € off products from 60 €; reward: one hand cream free; voucher 30 €.
  const lines: OrderLineInput[] = [
    ...productLinesFromCart([
      { id: 11, price: 2490, quantity: 2, vat: 20 },
      { id: 12, price: 1250, quantity: 3, vat: 20 },
      { id: 13, price: 840, quantity: 1, vat: 5.5 },
    ]),
    { kind: "delivery", key: "delivery", price: 690, vatRate: 20 },
  ];
  const totals = orderTotals({
    lines,
    coupon: { code: "BOUTIQUE10", reductionType: "amount", amount: 1000, scope: "products", minimumOrder: 6000 },
    reward: { type: "product", articleId: 12 },
    vouchers: [amountVoucher("GIFT-30", 3000)],
  });

  it("keeps the coupon off the delivery and splits it over the products", () => {
    expect(totals.subtotal).toBe(10_260);
    // 1000 × 4980/9570 = 520,37 · × 3750/9570 = 391,85 · × 840/9570 = 87,77 → 520 / 392 / 88
    expect(totals.lines.map((l) => l.couponDiscount)).toEqual([520, 392, 88, 0]);
  });

  it("makes one hand cream free: the line's 33,58 € less two thirds of it", () => {
    // 3358 − round(3358 × 2/3 = 2238,67) = 3358 − 2239 = 1119
    expect(totals.lines[1]!.rewardDiscount).toBe(1119);
    expect(totals.lines.map((l) => l.total)).toEqual([4460, 2239, 752, 690]);
    expect(totals.total).toBe(8141);
    expect(totals.delivery).toBe(690);
  });

  it("VAT per line, two rates", () => {
    // 44,60/6 = 7,4333 → 7,43 · 22,39/6 = 3,7317 → 3,73 · 7,52 × 5,5/105,5 = 0,392 → 0,39 · 6,90/6 = 1,15
    expect(totals.lines.map((l) => l.vat)).toEqual([743, 373, 39, 115]);
    expect(totals.vatByRate).toEqual([
      { rate: 5.5, net: 713, vat: 39, total: 752 },
      { rate: 20, net: 6158, vat: 1231, total: 7389 },
    ]);
  });

  it("the voucher pays delivery too, the card pays everything else now, nothing is due at a shop", () => {
    expect(totals.lines.map((l) => l.voucherPaid)).toEqual([1644, 825, 277, 254]);
    expect(totals.cardNow).toBe(5141);
    expect(totals.dueAtShop).toBe(0);
    expect(totals.paidOnline).toBe(8141);
  });
});

describe("order totals: deposits", () => {
  it("a company without a deposit policy set takes the full price from everyone", () => {
    expect(depositPolicySchema.parse({})).toEqual({ rule: { type: "full" }, newCustomersOnly: false });
    expect(depositPolicySchema.safeParse({ rule: { type: "percentage", percent: 120 } }).success).toBe(false);
  });

  const two = [svc("a", 1, 8500), svc("b", 2, 4000)];

  it("full price, a percentage, a fixed amount per service, or nothing", () => {
    expect(depositFor({ type: "full" }, 8500)).toBe(8500);
    expect(depositFor({ type: "percentage", percent: 33.33 }, 8500)).toBe(2833);
    expect(depositFor({ type: "fixed", amount: 2000 }, 8500)).toBe(2000);
    expect(depositFor({ type: "fixed", amount: 2000 }, 1500)).toBe(1500);
    expect(depositFor({ type: "none" }, 8500)).toBe(0);
  });

  it("full price online: nothing due at the shop", () => {
    const t = orderTotals({ lines: two, deposit: { rule: { type: "full" }, newCustomersOnly: false } });
    expect([t.cardNow, t.dueAtShop]).toEqual([12_500, 0]);
  });

  it("a fixed 20 € per service, never more than the service", () => {
    const t = orderTotals({ lines: [svc("a", 1, 8500), svc("b", 2, 1500)], deposit: { rule: { type: "fixed", amount: 2000 }, newCustomersOnly: false } });
    expect(t.lines.map((l) => l.cardNow)).toEqual([2000, 1500]);
    expect(t.dueAtShop).toBe(6500);
  });

  it("a service's own rule wins over the company's, 'none' included", () => {
    const t = orderTotals({ lines: [svc("a", 1, 8500), svc("b", 2, 4000, 20, { deposit: { type: "none" } })], deposit: thirtyPercent });
    expect(t.lines.map((l) => l.cardNow)).toEqual([2550, 0]);
  });

  it("new customers only: a returning customer pays everything at the shop", () => {
    const policy: DepositPolicy = { rule: { type: "percentage", percent: 30 }, newCustomersOnly: true };
    expect(orderTotals({ lines: two, deposit: policy, newCustomer: true }).cardNow).toBe(3750);
    const returning = orderTotals({ lines: two, deposit: policy, newCustomer: false });
    expect([returning.cardNow, returning.dueAtShop]).toEqual([0, 12_500]);
  });

  it("no online payment for bookings: the card is never asked, a voucher still pays", () => {
    const t = orderTotals({ lines: two, vouchers: [amountVoucher("V", 2000)] });
    expect([t.cardNow, t.voucherPaid, t.dueAtShop]).toEqual([0, 2000, 10_500]);
  });

  it("a voucher larger than the deposit: nothing by card, the voucher pays its whole share", () => {
    const t = orderTotals({ lines: [svc("a", 1, 10_000)], deposit: thirtyPercent, vouchers: [amountVoucher("V", 5000)] });
    expect(t.lines[0]).toMatchObject({ deposit: 3000, voucherPaid: 5000, cardNow: 0, dueAtShop: 5000 });
  });
});

describe("order totals: vouchers", () => {
  it("a service voucher covers its service whatever it costs now, and the coupon leaves that line alone", () => {
    // bought when the massage cost 70 €; it costs 85 € now
    const massageVoucher: VoucherToSpend = { code: "SVC", kind: "service", articleId: 1, balance: 7000 };
    const t = orderTotals({
      lines: [svc("a", 1, 8500), svc("b", 2, 4000)],
      vouchers: [massageVoucher],
      coupon: { code: "C10", reductionType: "percentage", amount: 10, scope: "services", minimumOrder: 0 },
      deposit: { rule: { type: "full" }, newCustomersOnly: false },
    });
    expect(t.lines[0]).toMatchObject({ couponDiscount: 0, total: 8500, voucherPaid: 8500, cardNow: 0 });
    expect(t.lines[1]).toMatchObject({ couponDiscount: 400, total: 3600, cardNow: 3600 });
    expect(t.vouchers).toEqual([{ code: "SVC", paid: 8500, balanceAfter: 0 }]);
  });

  it("a service voucher covers one line of its service, not two", () => {
    const v: VoucherToSpend = { code: "SVC", kind: "service", articleId: 1, balance: 7000 };
    const t = orderTotals({ lines: [svc("a", 1, 8500), svc("b", 1, 8500)], vouchers: [v, v] });
    expect(t.lines.map((l) => l.voucherPaid)).toEqual([8500, 0]);
    expect(t.notApplied).toEqual([{ what: "voucher", code: "SVC", reason: "voucher_already_applied" }]);
  });

  it("says why a voucher took nothing", () => {
    const t = orderTotals({
      lines: [svc("a", 1, 3000)],
      vouchers: [
        { code: "OTHER", kind: "service", articleId: 9, balance: 5000 },
        amountVoucher("EMPTY", 0),
        amountVoucher("BIG", 10_000),
        amountVoucher("LATE", 1000),
      ],
    });
    expect(t.vouchers).toEqual([{ code: "BIG", paid: 3000, balanceAfter: 7000 }]);
    expect(t.notApplied.map((n) => [n.code, n.reason])).toEqual([
      ["OTHER", "voucher_service_not_in_order"],
      ["EMPTY", "voucher_used"],
      ["LATE", "voucher_nothing_to_pay"],
    ]);
  });

  it("never pays for a gift voucher being bought", () => {
    const t = orderTotals({ lines: [{ kind: "voucher", key: "gift", articleId: null, price: 5000, vatRate: 0 }], vouchers: [amountVoucher("V", 5000)] });
    expect([t.voucherPaid, t.cardNow, t.vat]).toEqual([0, 5000, 0]);
    expect(t.notApplied[0]!.reason).toBe("voucher_nothing_to_pay");
  });
});

describe("order totals: coupons and rewards", () => {
  const mixed = [svc("a", 1, 6000), ...productLinesFromCart([{ id: 20, price: 2000, quantity: 2, vat: 20 }])];

  it("a coupon counts only its scope, toward the minimum too", () => {
    const c = (scope: CouponDiscount["scope"], minimumOrder = 0): CouponDiscount => ({ code: "X", reductionType: "amount", amount: 5000, scope, minimumOrder });
    expect(orderTotals({ lines: mixed, coupon: c("products") }).couponDiscount).toBe(4000);
    expect(orderTotals({ lines: mixed, coupon: c("services") }).couponDiscount).toBe(5000);
    expect(orderTotals({ lines: mixed, coupon: c("both") }).couponDiscount).toBe(5000);
    const below = orderTotals({ lines: mixed, coupon: c("products", 5000) });
    expect(below.couponDiscount).toBe(0);
    expect(below.coupon).toBeNull();
    expect(below.notApplied).toEqual([{ what: "coupon", code: "X", reason: "coupon_below_minimum", minimumOrder: 5000 }]);
    expect(orderTotals({ lines: [svc("a", 1, 6000)], coupon: c("products") }).notApplied[0]!.reason).toBe("coupon_no_eligible_line");
  });

  it("an amount off never takes the order below zero", () => {
    const t = orderTotals({ lines: [svc("a", 1, 3000)], coupon: { code: "BIG", reductionType: "amount", amount: 99_999, scope: "both", minimumOrder: 0 }, reward: { type: "amount", amount: 5000 } });
    expect([t.couponDiscount, t.rewardDiscount, t.total, t.vat]).toEqual([3000, 0, 0, 0]);
    expect(t.notApplied).toEqual([{ what: "reward", reason: "reward_nothing_to_discount" }]);
  });

  it("a free service reward makes its line free; one for a service not booked does nothing", () => {
    const t = orderTotals({ lines: [svc("a", 1, 6000), svc("b", 2, 4000)], reward: { type: "service", articleId: 2 } });
    expect(t.lines.map((l) => l.total)).toEqual([6000, 0]);
    const missing = orderTotals({ lines: [svc("a", 1, 6000)], reward: { type: "service", articleId: 2 } });
    expect(missing.total).toBe(6000);
    expect(missing.reward).toBeNull();
    expect(missing.notApplied[0]!.reason).toBe("reward_item_not_in_order");
  });

  it("refuses malformed input, naming the field", () => {
    expect(() => orderTotals({ lines: [svc("a", 1, -1)] })).toThrow(/lines\[0\]\.price/);
    expect(() => orderTotals({ lines: [svc("a", 1, 10.5)] })).toThrow(/lines\[0\]\.price/);
    expect(() => orderTotals({ lines: [svc("a", 1, 100), svc("a", 2, 100)] })).toThrow(/lines\[1\]\.key/);
    expect(() => orderTotals({ lines: [svc("a", 1, 100, 120)] })).toThrow(/vatRate/);
    expect(() => orderTotals({ lines: productLinesFromCart([{ id: 1, price: 100, quantity: 0, vat: 20 }]) })).toThrow(/quantity/);
    expect(() => orderTotals({ lines: [], coupon: { code: "X", reductionType: "percentage", amount: 150, scope: "both", minimumOrder: 0 } })).toThrow(/coupon\.amount/);
    expect(() => orderTotals({ lines: [], deposit: { rule: { type: "percentage", percent: 0 }, newCustomersOnly: false } })).toThrow(/deposit\.rule\.percent/);
    expect(() => orderTotals({ lines: [svc("a", 1, 100, 20, { deposit: { type: "fixed", amount: 1.5 } })] })).toThrow(/lines\[0\]\.deposit\.amount/);
  });

  it("an empty order is all zeros", () => {
    const t = orderTotals({ lines: [] });
    expect([t.subtotal, t.total, t.cardNow, t.dueAtShop, t.vatByRate.length]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("order totals: properties", () => {
  const arbLine = (i: number): fc.Arbitrary<OrderLineInput> =>
    fc.oneof(
      fc.record({ articleId: fc.integer({ min: 1, max: 4 }), price: fc.integer({ min: 0, max: 50_000 }), vatRate: fc.constantFrom(0, 5.5, 10, 20), deposit: fc.option(fc.constantFrom({ type: "full" as const }, { type: "none" as const }, { type: "fixed" as const, amount: 1500 }), { nil: null }) }).map(
        (r) => ({ kind: "service" as const, key: `s${i}`, ...r }),
      ),
      fc.record({ articleId: fc.integer({ min: 1, max: 4 }), unitPrice: fc.integer({ min: 0, max: 20_000 }), quantity: fc.integer({ min: 1, max: 5 }), vatRate: fc.constantFrom(5.5, 20) }).map((r) => ({ kind: "product" as const, key: `p${i}`, ...r })),
      fc.integer({ min: 0, max: 1500 }).map((price) => ({ kind: "delivery" as const, key: `d${i}`, price, vatRate: 20 })),
    );
  const arbOrder: fc.Arbitrary<OrderInput> = fc.record({
    lines: fc.integer({ min: 0, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbLine(i)))),
    coupon: fc.option(
      fc.record({
        code: fc.constant("C"),
        reductionType: fc.constantFrom("percentage" as const, "amount" as const),
        amount: fc.integer({ min: 1, max: 100 }),
        scope: fc.constantFrom("services" as const, "products" as const, "both" as const),
        minimumOrder: fc.integer({ min: 0, max: 20_000 }),
      }).map((c) => (c.reductionType === "amount" ? { ...c, amount: c.amount * 137 } : c)),
      { nil: null },
    ),
    reward: fc.option(fc.oneof(fc.integer({ min: 0, max: 30_000 }).map((amount) => ({ type: "amount" as const, amount })), fc.integer({ min: 1, max: 4 }).map((articleId) => ({ type: "service" as const, articleId })), fc.integer({ min: 1, max: 4 }).map((articleId) => ({ type: "product" as const, articleId }))), { nil: null }),
    vouchers: fc.array(
      fc.oneof(
        fc.record({ code: fc.constantFrom("A", "B", "C"), kind: fc.constant("amount" as const), articleId: fc.constant(null), balance: fc.integer({ min: 0, max: 40_000 }) }),
        fc.record({ code: fc.constantFrom("S", "T"), kind: fc.constant("service" as const), articleId: fc.integer({ min: 1, max: 4 }), balance: fc.integer({ min: 0, max: 9000 }) }),
      ),
      { maxLength: 3 },
    ),
    deposit: fc.option(fc.record({ rule: fc.constantFrom({ type: "full" as const }, { type: "percentage" as const, percent: 30 }, { type: "fixed" as const, amount: 2000 }), newCustomersOnly: fc.boolean() }), { nil: null }),
    newCustomer: fc.boolean(),
  });

  it("never negative; online + at the shop = subtotal − discounts; lines add up to the order", () => {
    fc.assert(
      fc.property(arbOrder, (order) => {
        const t = orderTotals(order);
        for (const l of t.lines) {
          for (const v of [l.total, l.vat, l.net, l.voucherPaid, l.cardNow, l.dueAtShop, l.couponDiscount, l.rewardDiscount]) expect(v).toBeGreaterThanOrEqual(0);
          expect(l.paidOnline + l.dueAtShop).toBe(l.total);
          expect(l.cardNow).toBeLessThanOrEqual(l.deposit);
          expect(l.deposit).toBeLessThanOrEqual(l.total);
          expect(l.vat).toBeLessThanOrEqual(l.total);
          if (l.kind !== "service") expect(l.dueAtShop).toBe(0);
        }
        expect(t.total).toBe(t.subtotal - t.discount);
        expect(t.paidOnline + t.dueAtShop).toBe(t.subtotal - t.discount);
        expect(t.lines.reduce((s, l) => s + l.total, 0)).toBe(t.total);
        expect(t.vatByRate.reduce((s, r) => s + r.vat, 0)).toBe(t.vat);
        for (const v of t.vouchers) {
          const given = order.vouchers!.find((x) => x.code === v.code)!;
          expect(v.balanceAfter).toBeGreaterThanOrEqual(0);
          if (given.kind === "amount") expect(v.paid).toBeLessThanOrEqual(given.balance);
        }
      }),
      { numRuns: 500 },
    );
  });
});
