import { describe, expect, it } from "vitest";
import { isNight, nextDaytime, reminderTime, sendingTime } from "./reminders";

const PARIS = "Europe/Paris";
// Paris is UTC+1 in winter
const paris = (local: string) => new Date(`${local}+01:00`);

describe("reminder times", () => {
  it("sends 24 hours before an appointment in the day", () => {
    expect(reminderTime(paris("2026-12-10T15:00:00"), 24, PARIS)).toEqual(paris("2026-12-09T15:00:00"));
  });

  it("waits for 08:00 local when the reminder falls at 03:00", () => {
    expect(reminderTime(paris("2026-12-10T03:00:00"), 24, PARIS)).toEqual(paris("2026-12-09T08:00:00"));
    expect(reminderTime(paris("2026-12-10T11:00:00"), 32, PARIS)).toEqual(paris("2026-12-09T08:00:00"));
  });

  it("leaves at 20:00 the evening before when 08:00 would be too close to the appointment", () => {
    // 2 hours before an 08:30 appointment falls at 06:30: 08:00 is half an hour before it
    expect(reminderTime(paris("2026-12-10T08:30:00"), 2, PARIS)).toEqual(paris("2026-12-09T20:00:00"));
    // a reminder falling at 22:00 goes out at 08:00 the next morning, well before an afternoon appointment
    expect(reminderTime(paris("2026-12-10T22:00:00"), 24, PARIS)).toEqual(paris("2026-12-10T08:00:00"));
  });

  it("is the shop's night, not the server's", () => {
    // 03:00 in New York is 09:00 in Paris
    expect(isNight(new Date("2026-12-09T08:00:00Z"), "America/New_York")).toBe(true);
    expect(isNight(new Date("2026-12-09T08:00:00Z"), PARIS)).toBe(false);
    expect(nextDaytime(new Date("2026-12-09T08:00:00Z"), "America/New_York")).toEqual(new Date("2026-12-09T13:00:00Z"));
  });

  it("a late reminder asked at night waits for the morning, and none once the appointment is near", () => {
    const start = paris("2026-12-10T15:00:00");
    expect(sendingTime(paris("2026-12-09T15:00:00"), paris("2026-12-09T23:30:00"), start, PARIS)).toEqual(paris("2026-12-10T08:00:00"));
    expect(sendingTime(paris("2026-12-09T15:00:00"), paris("2026-12-10T14:30:00"), start, PARIS)).toBeNull();
  });
});
