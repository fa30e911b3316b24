import { describe, expect, it } from "vitest";
import { changedFields, thingName } from "./audit";
import { bucketOf, centsForCsv, occupancyPercent, perBucket, toCsv, workingMinutes } from "./statistics";
import { localDays } from "./time";

describe("statistics' periods", () => {
  it("puts a day in its week (from Monday) and its month", () => {
    expect(bucketOf("2024-03-10", "week")).toBe("2024-03-04"); // a Sunday
    expect(bucketOf("2024-03-11", "week")).toBe("2024-03-11");
    expect(bucketOf("2024-01-03", "week")).toBe("2024-01-01");
    expect(bucketOf("2024-03-31", "month")).toBe("2024-03");
  });
  it("sums day rows per week", () => {
    const days = [
      { key: "2024-03-04", appointments: 1, revenue: 100, cancelled: 0 },
      { key: "2024-03-10", appointments: 2, revenue: 250, cancelled: 1 },
      { key: "2024-03-11", appointments: 1, revenue: 5, cancelled: 0 },
    ];
    expect(perBucket(days, "week")).toEqual([
      { key: "2024-03-04", appointments: 3, revenue: 350, cancelled: 1 },
      { key: "2024-03-11", appointments: 1, revenue: 5, cancelled: 0 },
    ]);
  });
});

describe("occupancy", () => {
  it("counts a weekly pattern's minutes less what absences take, across a clock change", () => {
    const days = localDays("2024-03-25", "2024-03-31", "Europe/Paris", 10); // Sunday the 31st is 23 hours long
    const hours = { monday: [{ start: "09:00", end: "12:00" }], sunday: [{ start: "01:00", end: "04:00" }] };
    expect(workingMinutes(hours, days, [])).toBe(180 + 120);
    expect(workingMinutes(hours, days, [{ startMs: Date.parse("2024-03-25T09:00:00Z"), endMs: Date.parse("2024-03-25T20:00:00Z") }])).toBe(60 + 120); // Monday 9–12 Paris is 8–11 UTC: two of its hours taken
    expect(occupancyPercent(90, 1500)).toBe(6);
    expect(occupancyPercent(90, 1260)).toBe(7.1);
    expect(occupancyPercent(10, 0)).toBeNull();
  });

  it("gives nothing on the shop's closed days, an absence that day taken only once", () => {
    const days = localDays("2024-03-25", "2024-03-27", "Europe/Paris", 10);
    const hours = { monday: [{ start: "09:00", end: "12:00" }], wednesday: [{ start: "09:00", end: "17:00" }] };
    const away = [{ startMs: Date.parse("2024-03-27T08:00:00Z"), endMs: Date.parse("2024-03-27T10:00:00Z") }];
    expect(workingMinutes(hours, days, away)).toBe(180 + 480 - 120);
    expect(workingMinutes(hours, days, away, new Set(["2024-03-27"]))).toBe(180);
  });
});

describe("the CSV export", () => {
  it("writes euros with two decimals and quotes what needs it", () => {
    expect(centsForCsv(14000, ",")).toBe("140,00");
    expect(centsForCsv(-5, ".")).toBe("-0.05");
    expect(toCsv([["Semaine du 4 mars", 2, "140,00"], ['a "b"']], ";")).toBe('Semaine du 4 mars;2;140,00\r\n"a ""b"""\r\n');
    expect(toCsv([["Week of Mar 4, 2024", 2]], ",")).toBe('"Week of Mar 4, 2024",2\r\n');
  });
});

describe("the audit page's words", () => {
  it("names the fields a change altered, and the thing", () => {
    expect(changedFields({ notes: "a", name: "x" }, { notes: "b", name: "x" })).toEqual(["notes"]);
    expect(changedFields(null, { name: "x", price: 1 })).toEqual(["name", "price"]);
    expect(thingName(null, { name: { fr: "Massage", en: "Massage EN" } }, "en")).toBe("Massage EN");
    expect(thingName({ firstname: "Léa", lastname: "Martin" }, null, "fr")).toBe("Léa Martin");
    expect(thingName({ notes: "a" }, { notes: "b" }, "fr")).toBeNull();
  });
});
