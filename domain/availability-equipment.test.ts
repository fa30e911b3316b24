// Equipments in the slot rule (decision 217): an item needing a machine takes one free machine of
// its candidates for its own part of the slot; none free, the slot closes and a re-check says taken.
import { describe, expect, it } from "vitest";
import { TZDate } from "@date-fns/tz";
import { computeAvailability, recheckSlot, type AvailabilityInput } from "./availability";
import { localTimeOf } from "./time";
import { WEEKDAYS, type OpeningHours } from "./types";

const TZ = "Europe/Paris";
const NOW = new Date("2026-01-01T00:00:00Z");
const DATE = "2026-01-15";
const at = (time: string) => {
  const [h, mi] = time.split(":").map(Number);
  return new Date(new TZDate(2026, 0, 15, h!, mi!, TZ).getTime());
};
const opening = Object.fromEntries(WEEKDAYS.map((w) => [w, { status: "day", hours: [{ start: "09:00", end: "12:00" }] }])) as OpeningHours;
const worker = (id: string) => ({ id, serviceIds: [1, 2], workingHours: { [DATE]: [{ start: "09:00", end: "12:00" }] }, events: [] });

/** Two employees free all morning; the laser busy 10:00–11:00. */
function input(over: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: TZ,
    now: NOW,
    from: DATE,
    to: DATE,
    openingHours: opening,
    services: [{ id: 1, duration: 60, pause: 0 }],
    employees: [worker("e1"), worker("e2")],
    useCabins: false,
    equipments: [{ id: "laser", events: [{ start: at("10:00"), end: at("11:00") }] }],
    equipmentNeeds: [{ offsetMinutes: 0, minutes: 60, candidates: ["laser"] }],
    ...over,
  };
}
const openTimes = (i: AvailabilityInput) => computeAvailability(i)[0]!.slots.filter((s) => s.shopStatus === "open").map((s) => localTimeOf(s.start, TZ));

describe("equipments in availability", () => {
  it("a slot overlapping the laser's booking is closed although employees are free", () => {
    expect(openTimes(input())).toEqual(["09:00", "11:00"]);
    const slot = computeAvailability(input())[0]!.slots.find((s) => localTimeOf(s.start, TZ) === "09:00")!;
    expect(slot.equipment).toEqual({ selected: ["laser"], busy: [] });
  });

  it("without needs (check off), the laser's booking changes nothing", () => {
    expect(openTimes(input({ equipmentNeeds: undefined }))).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
  });

  it("a second, interchangeable laser keeps the slots open and is the one taken", () => {
    const both = input({ equipments: [...input().equipments!, { id: "laser-2", events: [] }], equipmentNeeds: [{ offsetMinutes: 0, minutes: 60, candidates: ["laser", "laser-2"] }] });
    expect(openTimes(both)).toHaveLength(5);
    expect(recheckSlot(both, { start: at("10:00") })).toMatchObject({ ok: true, equipmentIds: ["laser-2"] });
  });

  it("only the item's own part of the slot needs the machine", () => {
    // A 30-minute item then a 60-minute laser item: the laser is needed from 30 minutes in.
    const two = input({ services: [{ id: 2, duration: 30, pause: 0 }, { id: 1, duration: 60, pause: 0 }], equipmentNeeds: [{ offsetMinutes: 0, minutes: 30, candidates: [] }, { offsetMinutes: 30, minutes: 60, candidates: ["laser"] }] });
    // 09:00 → laser 09:30–10:30 overlaps; 08:30 does not exist; 10:30 → laser 11:00–12:00 free.
    expect(openTimes(two)).toEqual(["10:30"]);
    expect(recheckSlot(two, { start: at("10:30") })).toMatchObject({ ok: true, equipmentIds: [null, "laser"] });
  });

  it("the re-check of a booking on a taken machine says taken", () => {
    expect(recheckSlot(input(), { start: at("10:00") })).toEqual({ ok: false, reason: "slot_taken" });
  });

  it("a machine named but not at the shop is never free", () => {
    expect(openTimes(input({ equipmentNeeds: [{ offsetMinutes: 0, minutes: 60, candidates: ["elsewhere"] }] }))).toEqual([]);
  });
});
