import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cancellationRefund, refundCutoff } from "./cancellation-refund";
import { orderTotals, type ServiceLineInput } from "./order-totals";

const at = (iso: string) => new Date(iso);
const svc = (key: string, articleId: number, price: number, start: string, more: Partial<ServiceLineInput> = {}): ServiceLineInput => ({ kind: "service", key, articleId, price, vatRate: 20, start: at(start), ...more });

// Saturday 18 April 2026, 10:00 in Paris (08:00 UTC): a massage 85 €, then a facial 65 €.
// Deposit 30 %, paid by card. Cut-off 24 h: Friday 17 April, 10:00 in Paris.
const paid = orderTotals({
  lines: [svc("massage", 1, 8500, "2026-04-18T08:00:00Z"), svc("facial", 2, 6500, "2026-04-18T09:00:00Z")],
  deposit: { rule: { type: "percentage", percent: 30 }, newCustomersOnly: false },
});

describe("refund on cancellation", () => {
  it("the cut-off is 24 h before the booking's first service by default", () => {
    expect(refundCutoff(paid.lines)).toEqual(at("2026-04-17T08:00:00Z"));
    expect(refundCutoff(paid.lines, 48)).toEqual(at("2026-04-16T08:00:00Z"));
    expect(refundCutoff([{ start: undefined }])).toBeNull();
  });

  it("before the cut-off, everything paid online comes back", () => {
    const r = cancellationRefund({ lines: paid.lines, cancel: ["massage", "facial"], now: at("2026-04-16T18:00:00Z") });
    expect(r).toMatchObject({ timing: "before_cutoff", card: 4500, vouchers: [], kept: 0 });
    expect(r.lines).toEqual([
      { key: "massage", paidOnline: 2550, card: 2550, vouchers: [], kept: 0 },
      { key: "facial", paidOnline: 1950, card: 1950, vouchers: [], kept: 0 },
    ]);
  });

  it("at the cut-off exactly it still does; one second later the deposit is kept", () => {
    expect(cancellationRefund({ lines: paid.lines, cancel: ["massage"], now: at("2026-04-17T08:00:00Z") }).card).toBe(2550);
    const late = cancellationRefund({ lines: paid.lines, cancel: ["massage", "facial"], now: at("2026-04-17T08:00:01Z") });
    expect(late).toMatchObject({ timing: "after_cutoff", card: 0, kept: 4500 });
  });

  it("a booking paid in full online keeps everything after the cut-off", () => {
    const full = orderTotals({ lines: [svc("massage", 1, 8500, "2026-04-18T08:00:00Z")], deposit: { rule: { type: "full" }, newCustomersOnly: false } });
    const r = cancellationRefund({ lines: full.lines, cancel: ["massage"], now: at("2026-04-18T07:00:00Z") });
    expect(r).toMatchObject({ timing: "after_cutoff", card: 0, kept: 8500 });
  });

  it("a voucher that paid beyond the deposit gets the excess back after the cut-off", () => {
    // 100 € facial, 30 % deposit, a 50 € voucher: nothing by card, 50 € at the shop
    const t = orderTotals({
      lines: [svc("facial", 2, 10_000, "2026-04-18T08:00:00Z")],
      deposit: { rule: { type: "percentage", percent: 30 }, newCustomersOnly: false },
      vouchers: [{ code: "GIFT", kind: "amount", articleId: null, balance: 5000 }],
    });
    const late = cancellationRefund({ lines: t.lines, cancel: ["facial"], now: at("2026-04-18T06:00:00Z") });
    expect(late).toMatchObject({ card: 0, vouchers: [{ code: "GIFT", amount: 2000 }], kept: 3000 });
    const early = cancellationRefund({ lines: t.lines, cancel: ["facial"], now: at("2026-04-10T06:00:00Z") });
    expect(early).toMatchObject({ card: 0, vouchers: [{ code: "GIFT", amount: 5000 }], kept: 0 });
  });

  it("cancelling one service of two refunds that service only, its coupon share included", () => {
    const t = orderTotals({
      lines: [svc("massage", 1, 8500, "2026-04-18T08:00:00Z"), svc("facial", 2, 6500, "2026-04-18T09:00:00Z")],
      coupon: { code: "C", reductionType: "amount", amount: 1500, scope: "services", minimumOrder: 10_000 },
      deposit: { rule: { type: "full" }, newCustomersOnly: false },
    });
    expect(t.lines.map((l) => l.cardNow)).toEqual([7650, 5850]);
    const r = cancellationRefund({ lines: t.lines, cancel: ["facial"], now: at("2026-04-15T08:00:00Z") });
    expect(r.card).toBe(5850);
    expect(r.lines.map((l) => l.key)).toEqual(["facial"]);
  });

  it("card and vouchers come back to where they came from, vouchers gathered by code", () => {
    const t = orderTotals({
      lines: [svc("a", 1, 6000, "2026-04-18T08:00:00Z"), svc("b", 2, 4000, "2026-04-18T09:00:00Z")],
      deposit: { rule: { type: "full" }, newCustomersOnly: false },
      vouchers: [{ code: "V1", kind: "amount", articleId: null, balance: 3000 }],
    });
    const r = cancellationRefund({ lines: t.lines, cancel: ["a", "b"], now: at("2026-04-01T08:00:00Z") });
    expect(r.vouchers).toEqual([{ code: "V1", amount: 3000 }]);
    expect(r.card).toBe(7000);
  });

  it("a returning customer who paid nothing online gets nothing back and loses nothing", () => {
    const t = orderTotals({ lines: [svc("a", 1, 6000, "2026-04-18T08:00:00Z")], deposit: { rule: { type: "full" }, newCustomersOnly: true }, newCustomer: false });
    const r = cancellationRefund({ lines: t.lines, cancel: ["a"], now: at("2026-04-18T07:59:00Z") });
    expect(r).toMatchObject({ card: 0, vouchers: [], kept: 0 });
  });

  it("the shop cancelling refunds everything, even at the last minute", () => {
    const r = cancellationRefund({ lines: paid.lines, cancel: ["massage", "facial"], now: at("2026-04-18T07:59:00Z"), by: "shop" });
    expect(r).toMatchObject({ timing: "by_shop", card: 4500, kept: 0 });
  });

  it("counts real hours across a clock change: 24 h before Sunday 29 March 10:00 is Saturday 09:00", () => {
    const sunday = orderTotals({ lines: [svc("a", 1, 6000, "2026-03-29T08:00:00Z")], deposit: { rule: { type: "full" }, newCustomersOnly: false } });
    expect(refundCutoff(sunday.lines)).toEqual(at("2026-03-28T08:00:00Z")); // 09:00 in Paris, still winter time
  });

  it("refuses unknown or repeated lines, and a customer cancelling without a start", () => {
    expect(() => cancellationRefund({ lines: paid.lines, cancel: ["nope"], now: at("2026-04-01T00:00:00Z") })).toThrow(/cancel\[0\]/);
    expect(() => cancellationRefund({ lines: paid.lines, cancel: ["massage", "massage"], now: at("2026-04-01T00:00:00Z") })).toThrow(/cancel\[1\]/);
    const eshop = orderTotals({ lines: [{ kind: "product", key: "p", articleId: 1, unitPrice: 1000, quantity: 1, vatRate: 20 }] });
    expect(() => cancellationRefund({ lines: eshop.lines, cancel: ["p"], now: at("2026-04-01T00:00:00Z") })).toThrow(/start/);
    expect(cancellationRefund({ lines: eshop.lines, cancel: ["p"], now: at("2026-04-01T00:00:00Z"), by: "shop" }).card).toBe(1000);
    expect(() => refundCutoff(paid.lines, -1)).toThrow(/cutoffHours/);
  });
});

describe("refund on cancellation: property", () => {
  it("gives back plus keeps exactly what was paid online, the card never more than it paid", () => {
    const arbLine = (i: number) =>
      fc.record({ price: fc.integer({ min: 0, max: 30_000 }), rule: fc.constantFrom({ type: "full" as const }, { type: "percentage" as const, percent: 30 }, { type: "fixed" as const, amount: 2000 }, { type: "none" as const }) }).map(
        ({ price, rule }) => svc(`l${i}`, i, price, `2026-04-18T0${i}:00:00Z`, { deposit: rule }),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbLine(i)))),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 2 }),
        fc.integer({ min: -72, max: 24 }),
        fc.boolean(),
        (lines, balances, hoursBefore, byShop) => {
          const t = orderTotals({ lines, vouchers: balances.map((balance, i) => ({ code: `V${i}`, kind: "amount" as const, articleId: null, balance })), deposit: { rule: { type: "percentage", percent: 50 }, newCustomersOnly: false } });
          const now = new Date(Date.parse("2026-04-18T00:00:00Z") - hoursBefore * 3_600_000);
          const r = cancellationRefund({ lines: t.lines, cancel: t.lines.map((l) => l.key), now, by: byShop ? "shop" : "customer" });
          for (const [i, l] of r.lines.entries()) {
            const paidLine = t.lines[i]!;
            const back = l.card + l.vouchers.reduce((s, v) => s + v.amount, 0);
            expect(back + l.kept).toBe(paidLine.paidOnline);
            expect(l.card).toBeGreaterThanOrEqual(0);
            expect(l.card).toBeLessThanOrEqual(paidLine.cardNow);
            expect(l.kept).toBeLessThanOrEqual(paidLine.deposit);
          }
          expect(r.card + r.vouchers.reduce((s, v) => s + v.amount, 0) + r.kept).toBe(t.paidOnline);
          if (r.timing !== "after_cutoff") expect(r.kept).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
