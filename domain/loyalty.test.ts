import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  LOYALTY_OFF,
  cardBalance,
  earningBase,
  exchangePoints,
  expiryEntry,
  loyaltyCard,
  loyaltyProgrammeSchema,
  pointsEarned,
  pointsExpireAt,
  pointsFor,
  takeBackEntry,
  type LedgerEntry,
  type LoyaltyProgramme,
} from "./loyalty";
import { orderTotals } from "./order-totals";

const PARIS = "Europe/Paris";
const at = (iso: string) => new Date(iso);

// The demo spa's programme: 1 point per euro, 20 points for booking online, three paliers,
// points gone after 12 months without earning or spending.
const programme: LoyaltyProgramme = loyaltyProgrammeSchema.parse({
  active: true,
  pointsPerEuro: 1,
  onlineBookingBonus: 20,
  tiers: [
    { id: "p250", threshold: 250, reward: { type: "service", articleId: 2 }, name: { fr: "Soin visage offert" } },
    { id: "p100", threshold: 100, reward: { type: "amount", amount: 1000 }, name: { fr: "10 € offerts" } },
    { id: "p400", threshold: 400, reward: { type: "product", articleId: 11 }, name: { fr: "Huile sèche offerte" } },
  ],
  expiryMonthsWithoutActivity: 12,
});

describe("loyalty: a year of one customer, worked through", () => {
  const ledger: LedgerEntry[] = [];
  const append = (entry: LedgerEntry | null) => {
    if (entry) ledger.push(entry);
    return cardBalance(ledger);
  };

  it("10 January: a massage at 85 € booked online is honoured → 85 + 20 bonus = 105 points", () => {
    const booking = orderTotals({ lines: [{ kind: "service", key: "service-1", articleId: 1, price: 8500, vatRate: 20 }] });
    const base = earningBase(booking.lines, "booking");
    const earning = pointsEarned(programme, "booking", base, true);
    expect(earning).toEqual({ points: 105, base: 8500, bonus: 20 });
    expect(append({ type: "earn", at: at("2026-01-10T10:00:00Z"), orderId: "B1", ...earning })).toBe(105);
    const card = loyaltyCard(programme, ledger, PARIS);
    expect(card.currentTier?.id).toBe("p100");
    expect(card.nextTier?.id).toBe("p250");
    expect(card.progress).toEqual({ missing: 145, percent: 42 });
    expect(card.exchangeable.map((t) => t.id)).toEqual(["p100"]);
    expect(card.expiresAt).toEqual(at("2027-01-10T10:00:00Z"));
  });

  it("14 February: an e-shop order, oil 49,80 € + delivery 6,90 €, a 10 € voucher → 41 points", () => {
    const order = orderTotals({
      lines: [
        { kind: "product", key: "product-11", articleId: 11, unitPrice: 2490, quantity: 2, vatRate: 20 },
        { kind: "delivery", key: "delivery", price: 690, vatRate: 20 },
      ],
      vouchers: [{ code: "V", kind: "amount", articleId: null, balance: 1000 }],
    });
    // the voucher paid 8,78 € of the oil and 1,22 € of the delivery; points on 49,80 − 8,78 = 41,02 €
    expect(order.lines.map((l) => l.voucherPaid)).toEqual([878, 122]);
    const earning = pointsEarned(programme, "eshop_order", earningBase(order.lines, "eshop_order"));
    expect(earning).toEqual({ points: 41, base: 4102, bonus: 0 });
    expect(append({ type: "earn", at: at("2026-02-14T15:00:00Z"), orderId: "E1", ...earning })).toBe(146);
  });

  it("1 March: 20 € of that order refunded → it keeps the points of 21,02 € (21) and gives back 20", () => {
    const earned = ledger[1]!;
    const entry = takeBackEntry(earned, 0, 2000, cardBalance(ledger), at("2026-03-01T09:00:00Z"));
    expect(entry).toEqual({ type: "take_back", points: 20, at: at("2026-03-01T09:00:00Z"), orderId: "E1" });
    expect(append(entry)).toBe(126);
    // refunding the same 20 € again takes nothing more
    expect(takeBackEntry(earned, 20, 2000, 126, at("2026-03-02T09:00:00Z"))).toBeNull();
  });

  it("20 March: exchanges 100 points for 10 € off; the facial at 250 is out of reach", () => {
    const exchange = exchangePoints(programme, ledger, "p100", at("2026-03-20T10:00:00Z"));
    expect(exchange).toEqual({ ok: true, entry: { type: "spend", points: 100, at: at("2026-03-20T10:00:00Z"), tierId: "p100" }, reward: { type: "amount", amount: 1000 }, balanceAfter: 26 });
    if (exchange.ok) append(exchange.entry);
    expect(exchangePoints(programme, ledger, "p250", at("2026-03-20T10:00:00Z"))).toEqual({ ok: false, reason: "not_enough_points", missing: 224 });
    const card = loyaltyCard(programme, ledger, PARIS);
    expect([card.balance, card.currentTier, card.nextTier?.id, card.progress]).toEqual([26, null, "p100", { missing: 74, percent: 26 }]);
  });

  it("5 April: a facial at 65 € with 15 % off, booked by phone → 55 points, no bonus", () => {
    const booking = orderTotals({
      lines: [{ kind: "service", key: "service-1", articleId: 2, price: 6500, vatRate: 20 }],
      coupon: { code: "PRINTEMPS15", reductionType: "percentage", amount: 15, scope: "services", minimumOrder: 0 },
    });
    const earning = pointsEarned(programme, "booking", earningBase(booking.lines, "booking"), false);
    expect(earning).toEqual({ points: 55, base: 5525, bonus: 0 });
    expect(append({ type: "earn", at: at("2026-04-05T08:00:00Z"), orderId: "B2", ...earning })).toBe(81);
  });

  it("a year without activity later, the 81 points expire", () => {
    expect(pointsExpireAt(programme, ledger, PARIS)).toEqual(at("2027-04-05T08:00:00Z"));
    expect(expiryEntry(programme, ledger, at("2027-04-05T07:59:59Z"), PARIS)).toBeNull();
    const entry = expiryEntry(programme, ledger, at("2027-04-06T00:00:00Z"), PARIS);
    expect(entry).toEqual({ type: "expire", points: 81, at: at("2027-04-05T08:00:00Z") });
    expect(append(entry)).toBe(0);
    expect(expiryEntry(programme, ledger, at("2027-05-01T00:00:00Z"), PARIS)).toBeNull();
    expect(loyaltyCard(programme, ledger, PARIS).expiresAt).toBeNull();
  });
});

describe("loyalty rules", () => {
  it("is off by default and earns nothing then", () => {
    expect(LOYALTY_OFF.active).toBe(false);
    expect(LOYALTY_OFF.tiers).toEqual([]);
    expect(pointsEarned(LOYALTY_OFF, "booking", 8500, true).points).toBe(0);
    expect(exchangePoints(LOYALTY_OFF, [], "p100", new Date()).ok).toBe(false);
  });

  it("rounds points down, at any rate with two decimals", () => {
    expect(pointsFor({ pointsPerEuro: 1 }, 4590)).toBe(45);
    expect(pointsFor({ pointsPerEuro: 0.5 }, 4590)).toBe(22);
    expect(pointsFor({ pointsPerEuro: 2.5 }, 1999)).toBe(49);
    expect(pointsFor({ pointsPerEuro: 1 }, 99)).toBe(0);
  });

  it("vouchers bought earn only when the programme says so", () => {
    const sale = orderTotals({ lines: [{ kind: "voucher", key: "gift", articleId: null, price: 5000, vatRate: 0 }] });
    const base = earningBase(sale.lines, "voucher");
    expect(base).toBe(5000);
    expect(pointsEarned(programme, "voucher", base).points).toBe(0);
    expect(pointsEarned({ ...programme, earnOn: { ...programme.earnOn, vouchers: true } }, "voucher", base).points).toBe(50);
  });

  it("a full refund takes back the bonus too, but never more than the balance", () => {
    const earned = { points: 105, base: 8500, bonus: 20, orderId: "B1" };
    expect(takeBackEntry(earned, 0, 8500, 300, at("2026-02-01T00:00:00Z"))?.points).toBe(105);
    expect(takeBackEntry(earned, 0, 1000, 300, at("2026-02-01T00:00:00Z"))?.points).toBe(10); // keeps floor(85 × 75/85) + 20 = 95
    // 100 already spent on a reward: only the 5 left can be taken
    expect(takeBackEntry(earned, 0, 8500, 5, at("2026-02-01T00:00:00Z"))?.points).toBe(5);
    expect(takeBackEntry(earned, 0, 8500, 0, at("2026-02-01T00:00:00Z"))).toBeNull();
  });

  it("the card past the last palier has no next one", () => {
    const card = loyaltyCard(programme, [{ type: "earn", points: 500, at: at("2026-01-01T00:00:00Z") }], PARIS);
    expect([card.currentTier?.id, card.nextTier, card.progress]).toEqual(["p400", null, null]);
    expect(card.exchangeable.map((t) => t.id)).toEqual(["p100", "p250", "p400"]);
  });

  it("refuses an unknown palier and a malformed ledger", () => {
    expect(exchangePoints(programme, [], "nope", new Date())).toEqual({ ok: false, reason: "unknown_tier" });
    expect(() => cardBalance([{ type: "earn", points: -3, at: new Date() }])).toThrow(/ledger\[0\]\.points/);
    expect(() => cardBalance([{ type: "gift" as "earn", points: 3, at: new Date() }])).toThrow(/ledger\[0\]\.type/);
  });

  it("checks a programme written by the back office", () => {
    expect(loyaltyProgrammeSchema.safeParse({ pointsPerEuro: 1.234 }).success).toBe(false);
    expect(loyaltyProgrammeSchema.safeParse({ tiers: [{ id: "a", threshold: 10, reward: { type: "amount", amount: 100 } }, { id: "a", threshold: 20, reward: { type: "amount", amount: 200 } }] }).success).toBe(false);
    expect(loyaltyProgrammeSchema.safeParse({ tiers: [{ id: "a", threshold: 0, reward: { type: "amount", amount: 100 } }] }).success).toBe(false);
  });

  it("property: earning, refunds, exchanges and expiry in any order never take a card below zero", () => {
    const arbStep = fc.oneof(
      fc.record({ kind: fc.constant("earn" as const), cents: fc.integer({ min: 0, max: 40_000 }), online: fc.boolean() }),
      fc.record({ kind: fc.constant("refund" as const), order: fc.nat(9), cents: fc.integer({ min: 0, max: 40_000 }) }),
      fc.record({ kind: fc.constant("exchange" as const), tier: fc.constantFrom("p100", "p250", "p400") }),
      fc.record({ kind: fc.constant("wait" as const), days: fc.integer({ min: 1, max: 400 }) }),
    );
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 40 }), (steps) => {
        const ledger: LedgerEntry[] = [];
        const refunded = new Map<string, number>();
        let now = Date.parse("2026-01-01T00:00:00Z");
        for (const step of steps) {
          const date = new Date(now);
          const expired = expiryEntry(programme, ledger, date, PARIS);
          if (expired) ledger.push(expired);
          if (step.kind === "earn") {
            const e = pointsEarned(programme, "booking", step.cents, step.online);
            if (e.points > 0) ledger.push({ type: "earn", at: date, orderId: String(ledger.length), ...e });
          } else if (step.kind === "refund") {
            const earns = ledger.filter((e) => e.type === "earn");
            const earned = earns[step.order % Math.max(1, earns.length)];
            if (earned) {
              const total = Math.min(earned.base!, (refunded.get(earned.orderId!) ?? 0) + step.cents);
              const taken = ledger.filter((e) => e.type === "take_back" && e.orderId === earned.orderId).reduce((s, e) => s + e.points, 0);
              const entry = takeBackEntry(earned, taken, total, cardBalance(ledger), date);
              if (entry) ledger.push(entry);
              expect(taken + (entry?.points ?? 0)).toBeLessThanOrEqual(earned.points);
              refunded.set(earned.orderId!, total);
            }
          } else if (step.kind === "exchange") {
            const x = exchangePoints(programme, ledger, step.tier, date);
            if (x.ok) ledger.push(x.entry);
          } else now += step.days * 86_400_000;
          expect(cardBalance(ledger)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
