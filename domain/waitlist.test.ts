import { describe, expect, it } from "vitest";
import { localDayBounds, rangeFault, waitlistSendingTime, whoIsTold, wishMatches, WAITLIST_MESSAGES_PER_DAY, type FreedTime, type WaitlistWish } from "./waitlist";

const PARIS = "Europe/Paris";
const wish = (id: number, more: Partial<WaitlistWish> = {}): WaitlistWish => ({
  id,
  customerId: id,
  shopId: 1,
  serviceIds: [10],
  from: "2026-12-01",
  to: "2026-12-15",
  createdAt: new Date(Date.UTC(2026, 10, 1, 9, id)),
  leftAt: null,
  ...more,
});
const freed: FreedTime = { shopId: 1, date: "2026-12-10", bookable: new Set([10]) };

describe("who a freed time is for", () => {
  it("matches the shop, a wished service bookable then and a day of the range", () => {
    expect(wishMatches(wish(1), freed)).toBe(true);
    expect(wishMatches(wish(1, { shopId: 2 }), freed)).toBe(false);
    expect(wishMatches(wish(1, { serviceIds: [11] }), freed)).toBe(false);
    expect(wishMatches(wish(1, { serviceIds: [11, 10] }), freed)).toBe(true);
    expect(wishMatches(wish(1, { to: "2026-12-09" }), freed)).toBe(false);
    expect(wishMatches(wish(1, { from: "2026-12-10", to: "2026-12-10" }), freed)).toBe(true);
    expect(wishMatches(wish(1, { from: "2026-12-11" }), freed)).toBe(false);
    expect(wishMatches(wish(1, { leftAt: new Date() }), freed)).toBe(false);
  });

  it("tells the matching customers in the order they joined, each once", () => {
    const late = wish(1, { createdAt: new Date(Date.UTC(2026, 10, 3)) });
    const early = wish(2, { createdAt: new Date(Date.UTC(2026, 10, 2)) });
    const otherShop = wish(3, { shopId: 2, createdAt: new Date(Date.UTC(2026, 9, 1)) });
    const sameCustomerAgain = wish(4, { customerId: 2, createdAt: new Date(Date.UTC(2026, 10, 4)) });
    expect(whoIsTold([late, otherShop, sameCustomerAgain, early], freed, new Map()).map((w) => w.id)).toEqual([2, 1]);
  });

  it("leaves out a customer already told three times that day", () => {
    const told = new Map([[1, WAITLIST_MESSAGES_PER_DAY], [2, WAITLIST_MESSAGES_PER_DAY - 1]]);
    expect(whoIsTold([wish(1), wish(2)], freed, told).map((w) => w.id)).toEqual([2]);
  });
});

describe("a wish's range", () => {
  it("starts today or later, ends on or after its start, spans at most a quarter", () => {
    expect(rangeFault("2026-12-01", "2026-12-03", "2026-12-01")).toBeNull();
    expect(rangeFault("2026-11-30", "2026-12-03", "2026-12-01")).toMatchObject({ field: "from" });
    expect(rangeFault("2026-12-04", "2026-12-03", "2026-12-01")).toMatchObject({ field: "to" });
    expect(rangeFault("2026-12-01", "2027-03-31", "2026-12-01")).toMatchObject({ field: "to" });
  });
});

describe("when the messages leave", () => {
  it("at once by day, at 08:00 shop-local when the time frees at night", () => {
    expect(waitlistSendingTime(new Date("2026-12-09T14:00:00+01:00"), PARIS)).toEqual(new Date("2026-12-09T14:00:00+01:00"));
    expect(waitlistSendingTime(new Date("2026-12-09T21:30:00+01:00"), PARIS)).toEqual(new Date("2026-12-10T08:00:00+01:00"));
    expect(waitlistSendingTime(new Date("2026-12-10T03:00:00+01:00"), PARIS)).toEqual(new Date("2026-12-10T08:00:00+01:00"));
  });

  it("on the day the clocks go forward, 08:00 is summer time", () => {
    // 29 March 2026: Paris goes from 02:00 UTC+1 to 03:00 UTC+2
    expect(waitlistSendingTime(new Date("2026-03-29T01:30:00+01:00"), PARIS)).toEqual(new Date("2026-03-29T08:00:00+02:00"));
    expect(waitlistSendingTime(new Date("2026-03-28T22:00:00+01:00"), PARIS)).toEqual(new Date("2026-03-29T08:00:00+02:00"));
    // 20:59 summer time is still day, 21:00 is night
    expect(waitlistSendingTime(new Date("2026-03-29T20:59:00+02:00"), PARIS)).toEqual(new Date("2026-03-29T20:59:00+02:00"));
    expect(waitlistSendingTime(new Date("2026-03-29T21:00:00+02:00"), PARIS)).toEqual(new Date("2026-03-30T08:00:00+02:00"));
  });

  it("the daily limit counts in the shop's day, 23 hours long when the clocks go forward", () => {
    const { start, end } = localDayBounds(new Date("2026-03-29T12:00:00+02:00"), PARIS);
    expect(start).toEqual(new Date("2026-03-29T00:00:00+01:00"));
    expect(end).toEqual(new Date("2026-03-30T00:00:00+02:00"));
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});
