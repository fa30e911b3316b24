import { describe, expect, it } from "vitest";
import { dayOfRanges, overlappingRange, rangesOfDay } from "./day-hours";

describe("a day's hours as written in the back-office", () => {
  it("turns opening, closing and breaks into ranges, and back", () => {
    const day = { opens: "09:00", closes: "19:00", breaks: [{ start: "12:30", end: "14:00" }, { start: "", end: "" }] };
    const { ranges, problems } = rangesOfDay(day);
    expect(problems).toEqual({});
    expect(ranges).toEqual([
      { start: "09:00", end: "12:30" },
      { start: "14:00", end: "19:00" },
    ]);
    expect(dayOfRanges(ranges)).toEqual({ opens: "09:00", closes: "19:00", breaks: [{ start: "12:30", end: "14:00" }] });
    expect(rangesOfDay({ opens: "10:00", closes: "24:00", breaks: [] }).ranges).toEqual([{ start: "10:00", end: "24:00" }]);
  });

  it("refuses a break outside the hours, naming its end or start", () => {
    expect(rangesOfDay({ opens: "09:00", closes: "18:00", breaks: [{ start: "17:00", end: "19:00" }] }).problems).toEqual({ "breaks.0.end": "outside" });
    expect(rangesOfDay({ opens: "09:00", closes: "18:00", breaks: [{ start: "08:00", end: "10:00" }] }).problems).toEqual({ "breaks.0.start": "outside" });
  });

  it("refuses an end before its start, a time that is not one and overlapping breaks", () => {
    expect(rangesOfDay({ opens: "18:00", closes: "09:00", breaks: [] }).problems).toEqual({ closes: "afterStart" });
    expect(rangesOfDay({ opens: "9h", closes: "18:00", breaks: [] }).problems).toEqual({ opens: "time" });
    expect(rangesOfDay({ opens: "09:00", closes: "18:00", breaks: [{ start: "13:00", end: "12:00" }] }).problems).toEqual({ "breaks.0.end": "afterStart" });
    expect(rangesOfDay({ opens: "09:00", closes: "18:00", breaks: [{ start: "12:00", end: "14:00" }, { start: "13:00", end: "15:00" }] }).problems).toEqual({ "breaks.1.start": "overlap" });
    expect(rangesOfDay({ opens: "09:00", closes: "18:00", breaks: [{ start: "12:00", end: "" }] }).problems).toEqual({ "breaks.0.end": "time" });
  });

  it("finds overlapping ranges, touching ones being fine", () => {
    expect(overlappingRange([{ start: "09:00", end: "12:00" }, { start: "12:00", end: "18:00" }])).toBe(-1);
    expect(overlappingRange([{ start: "14:00", end: "18:00" }, { start: "09:00", end: "15:00" }])).toBe(0);
  });
});
