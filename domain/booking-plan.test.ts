import { describe, expect, it } from "vitest";
import { customerEnd, customerMinutes, isWeekend, planBooking, priceOn, serviceBlocks } from "./booking-plan";
import { service } from "./catalogue.fixtures";
import type { Article } from "./types";

/** A service with this file's defaults (85 € weekend, 79 € weekday, 60 + 15 min, at Paris), on the shared builder. */
function article(id: number, more: Partial<Omit<Article, "booker">> = {}, booker: Partial<Article["booker"]> = {}): Article {
  return service({ id, slug: `s${id}`, name: { fr: `S${id}` }, prices: 8500, weekprices: 7900, artebeauteId: null, shopIds: ["ab-1001"], ...more, booker: { pause: 15, ...booker } });
}

describe("booking plan", () => {
  it("knows the weekend", () => {
    expect(["2026-04-11", "2026-04-12"].map(isWeekend)).toEqual([true, true]);
    expect(["2026-04-13", "2026-04-17"].map(isWeekend)).toEqual([false, false]);
  });

  it("prices a weekday with the week price, a weekend with the base price, a shop price always, times the customers", () => {
    const a = article(1);
    expect(priceOn(a, "ab-1001", "2026-04-14")).toBe(7900);
    expect(priceOn(a, "ab-1001", "2026-04-18")).toBe(8500);
    const atShop = article(2, {}, { pricesByShops: [{ boutiqueId: "ab-1001", pvTtc: 6000 }] });
    expect(priceOn(atShop, "1001", "2026-04-18")).toBe(6000);
    const duo = article(3, { weekprices: null, prices: 8000 }, { appointment: { nbCustomerRequired: 2 } });
    expect(priceOn(duo, "ab-1001", "2026-04-14")).toBe(16000);
  });

  it("a package occupies its services in order; a plain service itself", () => {
    const scrub = article(10, {}, { duration: 45, pause: 15 });
    const massage = article(11, {}, { duration: 60, pause: 15 });
    const pack = article(12, { type: "4" }, { duration: 105, pause: 15, packageServiceIds: [10, 11] });
    const byId = new Map([scrub, massage, pack].map((a) => [a.id, a]));
    expect(serviceBlocks(pack, byId)).toEqual([
      { id: 10, duration: 45, pause: 15 },
      { id: 11, duration: 60, pause: 15 },
    ]);
    expect(serviceBlocks(scrub, byId)).toEqual([{ id: 10, duration: 45, pause: 15 }]);
    expect(() => serviceBlocks(article(13, { type: "4" }, { packageServiceIds: [99] }), byId)).toThrow(RangeError);
  });

  it("lays two services back to back from the start and sums their prices", () => {
    const a = article(1, {}, { duration: 30, pause: 0 });
    const b = article(2, { prices: 3800, weekprices: 3500 }, { duration: 45, pause: 15 });
    const start = new Date("2026-04-14T07:00:00Z");
    const plan = planBooking([a, b], new Map([[1, a], [2, b]]), "ab-1001", start, "2026-04-14");
    expect(plan.lines).toEqual([
      { articleId: 1, start, end: new Date("2026-04-14T07:30:00Z"), price: 7900 },
      { articleId: 2, start: new Date("2026-04-14T07:30:00Z"), end: new Date("2026-04-14T08:30:00Z"), price: 3500 },
    ]);
    expect(plan.total).toBe(11400);
    expect(plan.blocks.map((x) => x.id)).toEqual([1, 2]);
  });
});

describe("one duration for the customer (decision 073)", () => {
  it("a service of 60 minutes with a 15-minute pause lasts 60 minutes for the customer, not 75", () => {
    expect(customerMinutes([{ duration: 60, pause: 15 }])).toBe(60);
    const start = new Date("2026-11-24T10:30:00Z");
    expect(customerEnd(start, new Date("2026-11-24T11:45:00Z"), 60).toISOString()).toBe("2026-11-24T11:30:00.000Z");
  });

  it("two services back to back: the pause between them counts (the customer waits), the last one does not", () => {
    expect(customerMinutes([{ duration: 60, pause: 15 }, { duration: 30, pause: 10 }])).toBe(105);
    expect(customerMinutes([])).toBe(0);
  });

  it("a service without a duration ends when its block ends; never past it", () => {
    const start = new Date("2026-11-24T10:30:00Z");
    const blocked = new Date("2026-11-24T11:00:00Z");
    expect(customerEnd(start, blocked, 0)).toEqual(blocked);
    expect(customerEnd(start, blocked, 90)).toEqual(blocked);
  });
});
