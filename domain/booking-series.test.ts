import { describe, expect, it } from "vitest";
import { MAX_SERIES, seriesStarts } from "./booking-series";

describe("a repeat booking's dates", () => {
  it("keeps the shop's wall-clock time every N weeks until the date, across a change of clocks", () => {
    const starts = seriesStarts(new Date("2031-03-12T09:00:00Z"), 2, "2031-04-23", "Europe/Paris");
    // 10:00 in Paris: UTC+1 in March, UTC+2 from 30 March
    expect(starts.map((d) => d.toISOString())).toEqual(["2031-03-12T09:00:00.000Z", "2031-03-26T09:00:00.000Z", "2031-04-09T08:00:00.000Z", "2031-04-23T08:00:00.000Z"]);
  });

  it("is the first booking alone when the end is before the next date, and never more than the cap", () => {
    expect(seriesStarts(new Date("2031-03-12T09:00:00Z"), 1, "2031-03-18", "Europe/Paris")).toHaveLength(1);
    expect(seriesStarts(new Date("2031-03-12T09:00:00Z"), 1, "2040-01-01", "Europe/Paris")).toHaveLength(MAX_SERIES);
  });
});
