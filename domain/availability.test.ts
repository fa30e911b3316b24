import { describe, expect, it } from "vitest";
import { TZDate } from "@date-fns/tz";
import {
  computeAvailability,
  recheckSlot,
  slotAt,
  type AvailabilityDay,
  type AvailabilityInput,
  type EmployeeAvailability,
  type TimeSlot,
} from "./availability";
import { localDays, localTimeOf } from "./time";
import { WEEKDAYS, type DayOpening, type HourRange, type OpeningHours } from "./types";

const TZ = "Europe/Paris";
// A fixed clock long before every date asked, unless a test is about the notice.
const NOW = new Date("2026-01-01T00:00:00Z");

function everyDay(opening: DayOpening): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((w) => [w, opening])) as OpeningHours;
}
const open9to19: DayOpening = { status: "day", hours: [{ start: "09:00", end: "19:00" }] };

/** The instant of a shop-local wall time, straight from the library. */
function at(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, h, mi, TZ).getTime());
}

function employee(id: string, hours: Record<string, HourRange[]>, more: Partial<EmployeeAvailability> = {}): EmployeeAvailability {
  return { id, displayname: id.toUpperCase(), serviceIds: [1, 2], workingHours: hours, events: [], ...more };
}

/** One Paris day, open 09:00–19:00, one 30-minute service, one employee working all day. */
function input(date: string, overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: TZ,
    now: NOW,
    from: date,
    to: date,
    openingHours: everyDay(open9to19),
    services: [{ id: 1, duration: 30, pause: 0 }],
    employees: [employee("e1", { [date]: [{ start: "09:00", end: "19:00" }] })],
    useCabins: false,
    ...overrides,
  };
}

function onlyDay(days: AvailabilityDay[]): AvailabilityDay {
  expect(days).toHaveLength(1);
  return days[0];
}
const labels = (slots: TimeSlot[]) => slots.map((s) => localTimeOf(s.start, TZ));
const openLabels = (slots: TimeSlot[]) => labels(slots.filter((s) => s.shopStatus === "open"));

describe("computeAvailability: an ordinary day", () => {
  it("cuts 09:00–19:00 into twenty 30-minute slots at the right UTC instants (winter, UTC+1)", () => {
    const day = onlyDay(computeAvailability(input("2026-01-15")));
    expect(day).toMatchObject({ date: "2026-01-15", shopStatus: "open" });
    expect(day.slots).toHaveLength(20);
    expect(day.slots[0]).toEqual({
      start: new Date("2026-01-15T08:00:00Z"),
      end: new Date("2026-01-15T08:30:00Z"),
      day: "2026-01-15",
      shopStatus: "open",
      free: { employees: ["e1"], cabins: [] },
      busy: { employees: [], cabins: [] },
      selected: { employee: "e1", cabin: null },
      equipment: { selected: [], busy: [] },
    });
    expect(day.slots[19].start).toEqual(new Date("2026-01-15T17:30:00Z"));
    expect(day.slots.every((s) => s.shopStatus === "open")).toBe(true);
  });

  it("lists the days asked, inclusive, each with its own date", () => {
    const days = computeAvailability({ ...input("2026-01-15"), to: "2026-01-17" });
    expect(days.map((d) => d.date)).toEqual(["2026-01-15", "2026-01-16", "2026-01-17"]);
    // The employee works only on the 15th.
    expect(days.map((d) => d.slots.filter((s) => s.shopStatus === "open").length)).toEqual([20, 0, 0]);
  });

  it("only returns blocks whose whole length fits before closing", () => {
    const day = onlyDay(computeAvailability(input("2026-01-15", { services: [{ id: 1, duration: 60, pause: 15 }] })));
    // 75 minutes: the last start that ends by 19:00 is 17:30.
    expect(labels(day.slots).at(-1)).toBe("17:30");
    expect(day.slots).toHaveLength(18);
    expect(day.slots[0].end.getTime() - day.slots[0].start.getTime()).toBe(75 * 60_000);
  });
});

describe("computeAvailability: daylight-saving days in Europe/Paris", () => {
  it("2026-03-29 (02:00→03:00): a 09:00–19:00 day still has 20 slots, now at UTC+2", () => {
    const day = onlyDay(computeAvailability(input("2026-03-29")));
    expect(day.slots).toHaveLength(20);
    expect(day.slots[0].start).toEqual(new Date("2026-03-29T07:00:00Z"));
    expect(day.slots[19].start).toEqual(new Date("2026-03-29T16:30:00Z"));
    expect(labels(day.slots)[0]).toBe("09:00");
    expect(labels(day.slots)[19]).toBe("18:30");
  });

  it("2026-10-25 (03:00→02:00): a 09:00–19:00 day still has 20 slots, now at UTC+1", () => {
    const day = onlyDay(computeAvailability(input("2026-10-25")));
    expect(day.slots).toHaveLength(20);
    expect(day.slots[0].start).toEqual(new Date("2026-10-25T08:00:00Z"));
    expect(day.slots[19].start).toEqual(new Date("2026-10-25T17:30:00Z"));
  });

  it("the day before and after each change keep their own offsets", () => {
    const days = computeAvailability({ ...input("2026-03-28"), to: "2026-03-30", employees: [] });
    expect(days.map((d) => d.slots[0].start.toISOString())).toEqual([
      "2026-03-28T08:00:00.000Z",
      "2026-03-29T07:00:00.000Z",
      "2026-03-30T07:00:00.000Z",
    ]);
  });

  const night = (date: string, duration = 30): AvailabilityInput =>
    input(date, {
      openingHours: everyDay({ status: "day", hours: [{ start: "00:00", end: "06:00" }] }),
      services: [{ id: 1, duration, pause: 0 }],
      employees: [employee("e1", { [date]: [{ start: "00:00", end: "06:00" }] })],
    });

  it("2026-03-29: 00:00–06:00 lasts 5 hours, so 10 blocks, and no slot starts at 02:xx", () => {
    const day = onlyDay(computeAvailability(night("2026-03-29")));
    expect(labels(day.slots)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30", "05:00", "05:30"]);
    // The 01:30 block lasts 30 real minutes and ends at 03:00 local.
    expect(day.slots[3].start).toEqual(new Date("2026-03-29T00:30:00Z"));
    expect(localTimeOf(day.slots[3].end, TZ)).toBe("03:00");
    expect(day.slots.every((s) => s.shopStatus === "open")).toBe(true);
  });

  it("2026-03-29: there is no 01:30–02:30 slot; an hour from 01:30 ends at 03:30", () => {
    const day = onlyDay(computeAvailability(night("2026-03-29", 60)));
    const ranges = day.slots.map((s) => `${localTimeOf(s.start, TZ)}–${localTimeOf(s.end, TZ)}`);
    expect(ranges).not.toContain("01:30–02:30");
    expect(ranges).toContain("01:30–03:30");
    expect(ranges).toHaveLength(9);
    expect(day.slots.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
  });

  it("2026-10-25: 00:00–06:00 lasts 7 hours, so 14 blocks, and 02:00 comes twice", () => {
    const day = onlyDay(computeAvailability(night("2026-10-25")));
    expect(day.slots).toHaveLength(14);
    const twoAm = day.slots.filter((s) => localTimeOf(s.start, TZ) === "02:00").map((s) => s.start.toISOString());
    expect(twoAm).toEqual(["2026-10-25T00:00:00.000Z", "2026-10-25T01:00:00.000Z"]);
    expect(day.slots.at(-1)?.end).toEqual(new Date("2026-10-25T05:00:00Z"));
  });

  it("an opening at a wall time the clock skips starts when the clock resumes", () => {
    const day = onlyDay(
      computeAvailability(
        input("2026-03-29", {
          openingHours: everyDay({ status: "day", hours: [{ start: "02:30", end: "06:00" }] }),
          employees: [employee("e1", { "2026-03-29": [{ start: "00:00", end: "06:00" }] })],
        }),
      ),
    );
    expect(labels(day.slots)[0]).toBe("03:30");
    expect(day.slots).toHaveLength(5);
  });

  it("localDays gives 23, 24 and 25 hour days", () => {
    const hours = (from: string, to: string) => localDays(from, to, TZ, 10).map((d) => (d.endMs - d.startMs) / 3_600_000);
    expect(hours("2026-03-28", "2026-03-30")).toEqual([24, 23, 24]);
    expect(hours("2026-10-24", "2026-10-26")).toEqual([24, 25, 24]);
    expect(localDays("2026-10-25", "2026-10-25", TZ, 1)[0].weekday).toBe("sunday");
  });
});

describe("computeAvailability: opening hours (spec §5)", () => {
  const split: HourRange[] = [
    { start: "09:00", end: "12:00" },
    { start: "14:00", end: "18:00" },
  ];
  const hourService = [{ id: 1, duration: 60, pause: 0 }];
  const worksAllDay = [employee("e1", { "2026-01-15": [{ start: "08:00", end: "20:00" }] })];

  it("on a 'pause' day a block is open only if it lies wholly inside one range", () => {
    const day = onlyDay(
      computeAvailability(
        input("2026-01-15", { openingHours: everyDay({ status: "pause", hours: split }), services: hourService, employees: worksAllDay }),
      ),
    );
    expect(labels(day.slots)).toHaveLength(17); // 09:00 … 17:00
    expect(openLabels(day.slots)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00"]);
    const lunch = day.slots.find((s) => localTimeOf(s.start, TZ) === "11:30");
    expect(lunch).toMatchObject({ shopStatus: "close", free: { employees: [], cabins: [] }, selected: { employee: null, cabin: null } });
  });

  it("on a 'day' status the shop is open from the first start to the last end", () => {
    const day = onlyDay(
      computeAvailability(input("2026-01-15", { openingHours: everyDay({ status: "day", hours: split }), services: hourService, employees: worksAllDay })),
    );
    expect(day.slots).toHaveLength(17);
    expect(day.slots.every((s) => s.shopStatus === "open")).toBe(true);
  });

  it("the grid runs from the day's first opening, also after a break", () => {
    const hours = [
      { start: "09:00", end: "12:00" },
      { start: "13:45", end: "18:00" },
    ];
    const day = onlyDay(computeAvailability(input("2026-01-15", { openingHours: everyDay({ status: "pause", hours }), employees: worksAllDay })));
    expect(openLabels(day.slots).filter((l) => l > "12:00")[0]).toBe("14:00");
  });

  it("a closed weekday has no slots", () => {
    const openingHours = { ...everyDay(open9to19), thursday: { status: "closed", hours: [] } } satisfies OpeningHours;
    const day = onlyDay(computeAvailability(input("2026-01-15", { openingHours })));
    expect(day).toEqual({ date: "2026-01-15", shopStatus: "close", slots: [] });
  });

  it("an open day opens a closed weekday with its own ranges, as a 'pause' day", () => {
    const openingHours = everyDay({ status: "closed", hours: [] });
    const day = onlyDay(
      computeAvailability(input("2026-01-15", { openingHours, openDays: [{ date: "2026-01-15", hours: split }], services: hourService, employees: worksAllDay })),
    );
    expect(day.shopStatus).toBe("open");
    expect(openLabels(day.slots)).toHaveLength(12);
  });

  it("a closed day shuts an open weekday, and wins over an open day on the same date", () => {
    expect(onlyDay(computeAvailability(input("2026-01-15", { closedDays: ["2026-01-15"] }))).slots).toEqual([]);
    const both = onlyDay(
      computeAvailability(input("2026-01-15", { closedDays: ["2026-01-15"], openDays: [{ date: "2026-01-15", hours: split }] })),
    );
    expect(both.shopStatus).toBe("close");
  });

  it("steps by the cutting length, 30 minutes by default", () => {
    const morning = everyDay({ status: "day", hours: [{ start: "09:00", end: "12:00" }] });
    expect(labels(onlyDay(computeAvailability(input("2026-01-15", { openingHours: morning, cuttingMinutes: 45 }))).slots)).toEqual([
      "09:00",
      "09:45",
      "10:30",
      "11:15",
    ]);
    expect(onlyDay(computeAvailability(input("2026-01-15", { openingHours: morning }))).slots).toHaveLength(6);
    expect(onlyDay(computeAvailability(input("2026-01-15", { openingHours: morning, cuttingMinutes: 15 }))).slots).toHaveLength(11);
  });
});

describe("computeAvailability: services, employees, cabins", () => {
  const date = "2026-01-15";

  it("a package lasts the sum of its durations and pauses, and needs one employee doing all of it", () => {
    const services = [
      { id: 1, duration: 45, pause: 15 },
      { id: 2, duration: 30, pause: 0 },
    ];
    const employees = [
      employee("onlyFirst", { [date]: [{ start: "09:00", end: "19:00" }] }, { serviceIds: [1] }),
      employee("both", { [date]: [{ start: "09:00", end: "19:00" }] }, { serviceIds: [2, 1, 7] }),
    ];
    const day = onlyDay(computeAvailability(input(date, { services, employees })));
    expect(day.slots[0].end.getTime() - day.slots[0].start.getTime()).toBe(90 * 60_000);
    expect(day.slots.every((s) => s.shopStatus === "open" && s.free.employees.join() === "both")).toBe(true);
    // Nobody performs the whole package: nothing to offer.
    const none = onlyDay(computeAvailability(input(date, { services, employees: [employees[0]] })));
    expect(none.slots.some((s) => s.shopStatus === "open")).toBe(false);
  });

  it("offers an employee only when the slot starts in a working range and fits in it", () => {
    const day = onlyDay(
      computeAvailability(
        input(date, { services: [{ id: 1, duration: 60, pause: 0 }], employees: [employee("e1", { [date]: [{ start: "10:00", end: "12:00" }] })] }),
      ),
    );
    expect(openLabels(day.slots)).toEqual(["10:00", "10:30", "11:00"]);
    const tooLate = day.slots.find((s) => localTimeOf(s.start, TZ) === "11:30");
    expect(tooLate?.busy.employees).toEqual([]);
  });

  it("treats touching working ranges as one shift", () => {
    const shifts = [
      { start: "10:00", end: "12:00" },
      { start: "12:00", end: "14:00" },
    ];
    const day = onlyDay(computeAvailability(input(date, { services: [{ id: 1, duration: 60, pause: 0 }], employees: [employee("e1", { [date]: shifts })] })));
    expect(openLabels(day.slots)).toContain("11:30");
  });

  /** The day of one employee working 09:00–19:00, busy 10:00–11:00, for one service of that length and pause. */
  const dayBusyTenToEleven = (service: { duration: number; pause: number }) => {
    const events = [{ start: at(date, "10:00"), end: at(date, "11:00") }];
    const employees = [employee("e1", { [date]: [{ start: "09:00", end: "19:00" }] }, { events })];
    return onlyDay(computeAvailability(input(date, { services: [{ id: 1, ...service }], employees })));
  };

  it("an overlapping event makes the employee busy; touching ends do not overlap", () => {
    const day = dayBusyTenToEleven({ duration: 60, pause: 0 });
    const byLabel = new Map(day.slots.map((s) => [localTimeOf(s.start, TZ), s]));
    expect(byLabel.get("09:00")?.shopStatus).toBe("open");
    for (const label of ["09:30", "10:00", "10:30"]) {
      expect(byLabel.get(label)).toMatchObject({ shopStatus: "close", busy: { employees: ["e1"] }, free: { employees: [] } });
    }
    expect(byLabel.get("11:00")?.shopStatus).toBe("open");
  });

  it("the pause after a service keeps the employee busy too", () => {
    const day = dayBusyTenToEleven({ duration: 30, pause: 15 });
    // 09:30 + 45 minutes runs into the 10:00 event.
    expect(openLabels(day.slots).slice(0, 2)).toEqual(["09:00", "11:00"]);
  });

  it("suggests the first free employee in the given order", () => {
    const hours = { [date]: [{ start: "09:00", end: "19:00" }] };
    const employees = [
      employee("anna", hours, { events: [{ start: at(date, "09:00"), end: at(date, "10:00") }] }),
      employee("bea", hours),
      employee("carla", hours),
    ];
    const day = onlyDay(computeAvailability(input(date, { employees })));
    expect(day.slots[0]).toMatchObject({
      free: { employees: ["bea", "carla"] },
      busy: { employees: ["anna"] },
      selected: { employee: "bea" },
    });
    expect(day.slots[2].selected.employee).toBe("anna");
  });

  it("with cabins on, a slot also needs a free cabin", () => {
    const busy = [{ start: at(date, "09:00"), end: at(date, "10:00") }];
    const cabins = [
      { id: "c1", displayname: "Cabine 1", events: busy },
      { id: "c2", displayname: "Cabine 2", events: [...busy, { start: at(date, "10:00"), end: at(date, "10:30") }] },
    ];
    const day = onlyDay(computeAvailability(input(date, { cabins, useCabins: true })));
    expect(day.slots[0]).toMatchObject({ shopStatus: "close", busy: { cabins: ["c1", "c2"] }, free: { employees: [], cabins: [] } });
    expect(day.slots[2]).toMatchObject({ shopStatus: "open", free: { cabins: ["c1"] }, busy: { cabins: ["c2"] }, selected: { employee: "e1", cabin: "c1" } });
    expect(day.slots[4].free.cabins).toEqual(["c1", "c2"]);
    // No cabins at all while cabins are required: nothing can be booked.
    expect(onlyDay(computeAvailability(input(date, { cabins: [], useCabins: true }))).slots.some((s) => s.shopStatus === "open")).toBe(false);
  });

  it("with cabins off, cabins and their events are ignored", () => {
    const cabins = [{ id: "c1", events: [{ start: at(date, "09:00"), end: at(date, "19:00") }] }];
    const day = onlyDay(computeAvailability(input(date, { cabins, useCabins: false })));
    expect(day.slots.every((s) => s.shopStatus === "open" && s.free.cabins.length === 0 && s.selected.cabin === null)).toBe(true);
  });

  it("offers no slot starting before now + notice; a start exactly then is fine", () => {
    const later = onlyDay(computeAvailability(input(date, { now: at(date, "10:07"), minNoticeMinutes: 60 })));
    expect(openLabels(later.slots)[0]).toBe("11:30");
    expect(later.slots).toHaveLength(20); // earlier blocks stay, closed
    const exact = onlyDay(computeAvailability(input(date, { now: at(date, "10:00"), minNoticeMinutes: 60 })));
    expect(openLabels(exact.slots)[0]).toBe("11:00");
    const noNotice = onlyDay(computeAvailability(input(date, { now: at(date, "10:00") })));
    expect(openLabels(noNotice.slots)[0]).toBe("10:00");
  });
});

describe("slotAt and recheckSlot: the booking re-check", () => {
  const date = "2026-01-15";
  const hours = { [date]: [{ start: "09:00", end: "19:00" }] };
  const shop = input(date, {
    employees: [employee("anna", hours, { events: [{ start: at(date, "10:00"), end: at(date, "11:00") }] }), employee("bea", hours)],
    cabins: [{ id: "c1", events: [{ start: at(date, "14:00"), end: at(date, "15:00") }] }, { id: "c2", events: [] }],
    useCabins: true,
  });

  it("returns the very slot computeAvailability gives", () => {
    const slots = onlyDay(computeAvailability(shop)).slots;
    for (const slot of slots) expect(slotAt(shop, slot.start)).toEqual(slot);
  });

  it("accepts a slot still offered, with a free employee and cabin", () => {
    expect(recheckSlot(shop, { start: at(date, "10:00") }).ok).toBe(true);
    expect(recheckSlot(shop, { start: at(date, "10:00"), employeeId: "bea", cabinId: "c1" }).ok).toBe(true);
  });

  it("refuses a busy employee or cabin even when someone else is free", () => {
    expect(recheckSlot(shop, { start: at(date, "10:00"), employeeId: "anna" }).ok).toBe(false);
    expect(recheckSlot(shop, { start: at(date, "14:30"), cabinId: "c1" }).ok).toBe(false);
    expect(recheckSlot(shop, { start: at(date, "14:30"), cabinId: "c2" }).ok).toBe(true);
    expect(recheckSlot(shop, { start: at(date, "10:00"), employeeId: "nobody" }).ok).toBe(false);
  });

  it("refuses starts off the grid, outside opening, on shut days or too soon", () => {
    expect(slotAt(shop, at(date, "10:15"))).toBeNull();
    expect(recheckSlot(shop, { start: at(date, "10:15") }).ok).toBe(false);
    expect(recheckSlot(shop, { start: at(date, "08:30") }).ok).toBe(false);
    expect(recheckSlot(shop, { start: at(date, "18:45") }).ok).toBe(false);
    expect(recheckSlot(shop, { start: at(date, "19:00") }).ok).toBe(false);
    expect(recheckSlot({ ...shop, closedDays: [date] }, { start: at(date, "10:00") }).ok).toBe(false);
    expect(recheckSlot({ ...shop, now: at(date, "10:01") }, { start: at(date, "10:00") }).ok).toBe(false);
    expect(recheckSlot(shop, { start: new Date(NaN) }).ok).toBe(false);
  });

  it("says why a slot cannot be had, and who takes one that can", () => {
    expect(recheckSlot(shop, { start: at(date, "10:15") })).toEqual({ ok: false, reason: "slot_unavailable" });
    expect(recheckSlot(shop, { start: at(date, "10:00"), employeeId: "anna" })).toEqual({ ok: false, reason: "slot_taken" });
    expect(recheckSlot(shop, { start: at(date, "10:00"), employeeId: "nobody" })).toEqual({ ok: false, reason: "employee_unavailable" });
    expect(recheckSlot(shop, { start: at(date, "14:30"), cabinId: "c1" })).toEqual({ ok: false, reason: "slot_taken" });
    const both = { ...shop, employees: shop.employees.map((e) => ({ ...e, events: [{ start: at(date, "16:00"), end: at(date, "16:30") }] })) };
    expect(recheckSlot(both, { start: at(date, "16:00") })).toEqual({ ok: false, reason: "slot_taken" });
    expect(recheckSlot(shop, { start: at(date, "10:00") })).toMatchObject({ ok: true, employeeId: "bea", cabinId: "c1" });
    expect(recheckSlot({ ...shop, useCabins: false }, { start: at(date, "16:00"), employeeId: "anna" })).toMatchObject({ ok: true, employeeId: "anna", cabinId: null });
  });

  it("refuses a slot taken since it was shown", () => {
    const start = at(date, "16:00");
    expect(recheckSlot(shop, { start, employeeId: "bea" }).ok).toBe(true);
    const taken = { ...shop, employees: shop.employees.map((e) => (e.id === "bea" ? { ...e, events: [{ start, end: at(date, "16:30") }] } : e)) };
    expect(recheckSlot(taken, { start, employeeId: "bea" }).ok).toBe(false);
    expect(recheckSlot(taken, { start }).ok).toBe(true); // anna is still free
  });

  it("finds the right day on a daylight-saving night", () => {
    const night = input("2026-03-29", {
      openingHours: everyDay({ status: "day", hours: [{ start: "00:00", end: "06:00" }] }),
      employees: [employee("e1", { "2026-03-29": [{ start: "00:00", end: "06:00" }] })],
    });
    expect(slotAt(night, new Date("2026-03-29T01:00:00Z"))).toMatchObject({ day: "2026-03-29", shopStatus: "open" }); // 03:00 local
    expect(slotAt(night, new Date("2026-03-28T23:00:00Z"))?.day).toBe("2026-03-29"); // 00:00 local
  });
});

describe("computeAvailability: bad input gets a clear error", () => {
  const cases: [string, Partial<AvailabilityInput>, RegExp][] = [
    ["an unknown time zone", { timeZone: "Europe/Atlantis" }, /timeZone/],
    ["an impossible date", { from: "2026-02-30", to: "2026-03-01" }, /from/],
    ["from after to", { from: "2026-01-16", to: "2026-01-15" }, /after/],
    ["more than a year", { from: "2026-01-01", to: "2027-01-15" }, /366 days/],
    ["a zero cutting length", { cuttingMinutes: 0 }, /cuttingMinutes/],
    ["a negative notice", { minNoticeMinutes: -5 }, /minNoticeMinutes/],
    ["no services", { services: [] }, /services/],
    ["a fractional duration", { services: [{ id: 1, duration: 30.5, pause: 0 }] }, /duration/],
    ["a malformed clock time", { openingHours: everyDay({ status: "day", hours: [{ start: "9:00", end: "19:00" }] }) }, /'9:00'/],
    ["an invalid now", { now: new Date(NaN) }, /now/],
    [
      "an event with an invalid date",
      { employees: [employee("e1", {}, { events: [{ start: new Date(NaN), end: new Date() }] })] },
      /employees\[e1\]\.events\[0\]/,
    ],
  ];
  it.each(cases)("%s", (_name, overrides, message) => {
    expect(() => computeAvailability(input("2026-01-15", overrides))).toThrow(RangeError);
    expect(() => computeAvailability(input("2026-01-15", overrides))).toThrow(message);
  });

  it("ignores empty ranges and zero-length events", () => {
    const day = onlyDay(
      computeAvailability(
        input("2026-01-15", {
          openingHours: everyDay({ status: "pause", hours: [{ start: "12:00", end: "12:00" }, { start: "09:00", end: "10:00" }] }),
          employees: [employee("e1", { "2026-01-15": [{ start: "09:00", end: "19:00" }] }, { events: [{ start: at("2026-01-15", "09:00"), end: at("2026-01-15", "09:00") }] })],
        }),
      ),
    );
    expect(openLabels(day.slots)).toEqual(["09:00", "09:30"]);
  });
});
