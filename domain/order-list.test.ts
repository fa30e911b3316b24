import { describe, expect, it } from "vitest";
import { splitOrders } from "./order-list";

const at = (id: number, start: string, status: "confirmed" | "cancelled" = "confirmed") => ({ id, status, start, end: new Date(Date.parse(start) + 3_600_000).toISOString() });

describe("a customer's appointments, upcoming and past", () => {
  it("upcoming soonest first; past and cancelled most recent first; one in progress is still upcoming", () => {
    const now = new Date("2026-11-24T10:30:00Z");
    const orders = [at(1, "2026-11-20T09:00:00Z"), at(2, "2026-12-02T09:00:00Z"), at(3, "2026-11-28T09:00:00Z"), at(4, "2026-11-30T09:00:00Z", "cancelled"), at(5, "2026-11-24T10:00:00Z"), at(6, "2026-11-10T09:00:00Z")];
    const { upcoming, past } = splitOrders(orders, now);
    expect(upcoming.map((o) => o.id)).toEqual([5, 3, 2]);
    expect(past.map((o) => o.id)).toEqual([4, 1, 6]);
  });
});
