import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkCoupon, chooseCoupon, couponValidity, normaliseCouponCode, visibleCoupons, type Coupon, type CouponContext, type CouponUsage } from "./coupons";
import type { OrderInput } from "./order-totals";

const coupon = (more: Partial<Coupon> = {}): Coupon => ({
  code: "PRINTEMPS15",
  reductionType: "percentage",
  amount: 15,
  scope: "services",
  minimumOrder: 0,
  active: true,
  validFrom: "2026-04-01",
  validUntil: "2026-04-30",
  usageLimitPerCustomer: null,
  usageLimitTotal: null,
  automatic: false,
  customerId: null,
  ...more,
});
const unused: CouponUsage = { total: 0, byCustomer: 0 };
const ctx = (iso = "2026-04-15T10:00:00Z", customerId: string | null = "c1"): CouponContext => ({ now: new Date(iso), timeZone: "Europe/Paris", customerId });
const booking = (...prices: number[]): OrderInput => ({ lines: prices.map((price, i) => ({ kind: "service" as const, key: `s${i}`, articleId: i + 1, price, vatRate: 20 })) });

describe("coupon validity", () => {
  it("is read in the shop's days, both ends included", () => {
    expect(couponValidity(coupon(), unused, ctx("2026-03-31T21:59:00Z"))).toBe("coupon_not_started"); // 23:59 on 31 March in Paris
    expect(couponValidity(coupon(), unused, ctx("2026-03-31T22:00:00Z"))).toBeNull(); // midnight, 1 April
    expect(couponValidity(coupon(), unused, ctx("2026-04-30T21:59:00Z"))).toBeNull();
    expect(couponValidity(coupon(), unused, ctx("2026-04-30T22:00:00Z"))).toBe("coupon_expired");
    expect(couponValidity(coupon({ validFrom: null, validUntil: null }), unused, ctx("2030-01-01T00:00:00Z"))).toBeNull();
  });

  it("says why it cannot be used: inactive, used up, already used, sign in, someone else's", () => {
    expect(couponValidity(coupon({ active: false }), unused, ctx())).toBe("coupon_inactive");
    expect(couponValidity(coupon({ usageLimitTotal: 100 }), { total: 100, byCustomer: 0 }, ctx())).toBe("coupon_used_up");
    expect(couponValidity(coupon({ usageLimitTotal: 100 }), { total: 99, byCustomer: 0 }, ctx())).toBeNull();
    expect(couponValidity(coupon({ usageLimitPerCustomer: 1 }), { total: 5, byCustomer: 1 }, ctx())).toBe("coupon_already_used");
    expect(couponValidity(coupon({ usageLimitPerCustomer: 1 }), unused, ctx(undefined, null))).toBe("coupon_sign_in_needed");
    expect(couponValidity(coupon({ customerId: "c2" }), unused, ctx())).toBe("coupon_not_yours");
    expect(couponValidity(coupon({ customerId: "c1" }), unused, ctx())).toBeNull();
    expect(() => couponValidity(coupon({ validUntil: "2026-04-31" }), unused, ctx())).toThrow(/validUntil/);
  });

  it("reads a typed code without caring for case or spaces", () => {
    expect(normaliseCouponCode(" printemps 15 ")).toBe("PRINTEMPS15");
  });

  it("lists the coupons a customer may use now", () => {
    const list = visibleCoupons([{ coupon: coupon({ code: "A" }), usage: unused }, { coupon: coupon({ code: "B", active: false }), usage: unused }, { coupon: coupon({ code: "C", customerId: "c2" }), usage: unused }], ctx());
    expect(list.map((c) => c.code)).toEqual(["A"]);
  });

  it("shows a visitor not signed in the coupons they will need an account for, not the used-up ones", () => {
    const guest = { ...ctx(), customerId: null };
    const list = visibleCoupons(
      [
        { coupon: coupon({ code: "ONCE", usageLimitPerCustomer: 1 }), usage: unused },
        { coupon: coupon({ code: "GONE", usageLimitTotal: 1 }), usage: { total: 1, byCustomer: 0 } },
      ],
      guest,
    );
    expect(list.map((c) => c.code)).toEqual(["ONCE"]);
  });
});

describe("coupon on an order", () => {
  it("takes 15 % of the services: 85 € + 65 € → 22,50 € off", () => {
    const check = checkCoupon(coupon(), unused, booking(8500, 6500), ctx());
    expect(check.ok && [check.discount, check.totals.total]).toEqual([2250, 12_750]);
  });

  it("refuses below the minimum, saying the minimum, and without a line in its scope", () => {
    expect(checkCoupon(coupon({ minimumOrder: 20_000 }), unused, booking(8500, 6500), ctx())).toEqual({ ok: false, reason: "coupon_below_minimum", minimumOrder: 20_000 });
    expect(checkCoupon(coupon({ scope: "products" }), unused, booking(8500), ctx())).toEqual({ ok: false, reason: "coupon_no_eligible_line" });
    expect(checkCoupon(coupon({ active: false }), unused, booking(8500), ctx())).toEqual({ ok: false, reason: "coupon_inactive" });
  });
});

describe("choosing the coupon", () => {
  // automatic: 10 % on services; typed: 15 € off from 100 €
  const automatic = { coupon: coupon({ code: "AUTO10", amount: 10, automatic: true, validUntil: null }), usage: unused };
  const typed = { coupon: coupon({ code: "MOINS15", reductionType: "amount", amount: 1500, minimumOrder: 10_000 }), usage: unused };

  it("a 120 € booking: 15 € beats 12 €, the typed code is used", () => {
    const choice = chooseCoupon({ typed, automatic: [automatic], order: booking(12_000), ctx: ctx() });
    expect([choice.chosen?.coupon.code, choice.chosen?.discount, choice.chosen?.totals.total]).toEqual(["MOINS15", 1500, 10_500]);
    expect(choice.refusals).toEqual([]);
  });

  it("a 200 € booking: 20 € beats 15 €, the automatic coupon is kept and the typed one is refused with why", () => {
    const choice = chooseCoupon({ typed, automatic: [automatic], order: booking(20_000), ctx: ctx() });
    expect([choice.chosen?.coupon.code, choice.chosen?.discount]).toEqual(["AUTO10", 2000]);
    expect(choice.refusals).toEqual([{ code: "MOINS15", reason: "coupon_automatic_better", automatic: false }]);
  });

  it("a tie goes to the automatic coupon, so the customer keeps their code", () => {
    const choice = chooseCoupon({ typed, automatic: [automatic], order: booking(15_000), ctx: ctx() });
    expect(choice.chosen?.coupon.code).toBe("AUTO10");
  });

  it("among automatic coupons on a tie: the one ending sooner, then the code", () => {
    const a = { coupon: coupon({ code: "B", amount: 10, automatic: true, validUntil: "2026-06-30" }), usage: unused };
    const b = { coupon: coupon({ code: "A", amount: 10, automatic: true, validUntil: "2026-05-31" }), usage: unused };
    const c = { coupon: coupon({ code: "C", amount: 10, automatic: true, validUntil: "2026-05-31" }), usage: unused };
    expect(chooseCoupon({ automatic: [a, c, b], order: booking(10_000), ctx: ctx() }).chosen?.coupon.code).toBe("A");
  });

  it("a typed code that does not apply says why; an automatic coupon a minimum away is mentioned", () => {
    const big = { coupon: coupon({ code: "GROS20", amount: 20, automatic: true, minimumOrder: 25_000 }), usage: unused };
    const expired = { coupon: coupon({ code: "NOEL", validUntil: "2025-12-31" }), usage: unused };
    const choice = chooseCoupon({ typed: expired, automatic: [big], order: booking(9000), ctx: ctx() });
    expect(choice.chosen).toBeNull();
    expect(choice.refusals).toEqual([
      { code: "GROS20", reason: "coupon_below_minimum", minimumOrder: 25_000, automatic: true },
      { code: "NOEL", reason: "coupon_expired", automatic: false },
    ]);
  });

  it("no coupon at all: nothing chosen, nothing refused", () => {
    expect(chooseCoupon({ automatic: [], order: booking(9000), ctx: ctx() })).toEqual({ chosen: null, refusals: [] });
  });

  it("property: the chosen coupon leaves no more to pay than any other that applies, and never takes the order below zero", () => {
    const arbCoupon = fc.record({
      code: fc.constantFrom("A", "B", "C", "D"),
      reductionType: fc.constantFrom("percentage" as const, "amount" as const),
      amount: fc.integer({ min: 1, max: 100 }),
      scope: fc.constantFrom("services" as const, "products" as const, "both" as const),
      minimumOrder: fc.integer({ min: 0, max: 30_000 }),
      automatic: fc.boolean(),
    }).map((c) => coupon({ ...c, amount: c.reductionType === "amount" ? c.amount * 250 : c.amount }));
    fc.assert(
      fc.property(fc.array(arbCoupon, { maxLength: 4 }), fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 4 }), (coupons, prices) => {
        const order = booking(...prices);
        const candidates = coupons.map((c) => ({ coupon: c, usage: unused }));
        const choice = chooseCoupon({ automatic: candidates, order, ctx: ctx() });
        for (const c of candidates) {
          const check = checkCoupon(c.coupon, c.usage, order, ctx());
          if (check.ok) expect(choice.chosen!.totals.total).toBeLessThanOrEqual(check.totals.total);
        }
        if (choice.chosen) {
          expect(choice.chosen.totals.total).toBeGreaterThanOrEqual(0);
          expect(choice.chosen.discount).toBeLessThanOrEqual(choice.chosen.totals.subtotal);
        }
      }),
    );
  });
});
