import { describe, expect, it } from "vitest";
import { statisticsFilter } from "./statistics-filter";

const q = (s = "") => new URLSearchParams(s);

describe("the statistics page's filter", () => {
  it("shows the 30 days to today when no days are asked, also on the 1st of a month", () => {
    // 1 December 2026, 08:00 in Paris
    const first = new Date("2026-12-01T07:00:00Z");
    expect(statisticsFilter(q(), first, "Europe/Paris")).toEqual({ bucket: "day", from: "2026-11-02", to: "2026-12-01", shop: "" });
    // late on 28 February in Paris is already 1 March in Tokyo: today is the shop's own day
    const lateFeb = new Date("2026-02-28T22:30:00Z");
    expect(statisticsFilter(q(), lateFeb, "Europe/Paris")).toMatchObject({ from: "2026-01-30", to: "2026-02-28" });
    expect(statisticsFilter(q(), lateFeb, "Asia/Tokyo")).toMatchObject({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("counts the 30 days back from an asked last day, and keeps asked days as they are", () => {
    const now = new Date("2026-12-01T07:00:00Z");
    expect(statisticsFilter(q("to=2024-03-17"), now, "Europe/Paris")).toMatchObject({ from: "2024-02-17", to: "2024-03-17" });
    expect(statisticsFilter(q("from=2024-03-04&to=2024-03-17&bucket=week&shop=12"), now, "Europe/Paris")).toEqual({ bucket: "week", from: "2024-03-04", to: "2024-03-17", shop: "12" });
  });

  it("leaves a last day that is no date for the API to name, and drops what it cannot read", () => {
    const now = new Date("2026-12-01T07:00:00Z");
    expect(statisticsFilter(q("to=2024-02-30"), now, "Europe/Paris")).toMatchObject({ from: "2024-02-30", to: "2024-02-30" });
    expect(statisticsFilter(q("to=soon&from=1.3.2024&bucket=hour&shop=0"), now, "Europe/Paris")).toEqual({ bucket: "day", from: "2026-11-02", to: "2026-12-01", shop: "" });
  });
});
