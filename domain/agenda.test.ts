import { describe, expect, it } from "vitest";
import { agendaDates, agendaDays, agendaWindow, bookingState, nowLine, placeOnDay, shiftView } from "./agenda";

const PARIS = "Europe/Paris";
const hours = { status: "pause" as const, hours: [{ start: "09:00", end: "12:30" }, { start: "14:00", end: "19:00" }] };
const shop = { timeZone: PARIS, openingHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: hours, sunday: hours }, closedDays: ["2026-12-25"] };

describe("the agenda's days", () => {
  it("places a booking at its wall-clock time on the day the clocks go forward (23 h)", () => {
    const [day] = agendaDates("2026-03-29", "day", PARIS);
    expect(day!.endMs - day!.startMs).toBe(23 * 3_600_000);
    // 10:00 in Paris on 29 March 2026 is 08:00 UTC (summer time began at 02:00)
    expect(placeOnDay({ start: new Date("2026-03-29T08:00:00Z"), end: new Date("2026-03-29T09:30:00Z") }, day!, PARIS)).toEqual({ start: 600, end: 690 });
    // the same wall time the day before is an hour later in UTC
    const [before] = agendaDates("2026-03-28", "day", PARIS);
    expect(placeOnDay({ start: new Date("2026-03-28T09:00:00Z"), end: new Date("2026-03-28T10:00:00Z") }, before!, PARIS)).toEqual({ start: 600, end: 660 });
  });

  it("places a booking at its wall-clock time on the day the clocks go back (25 h)", () => {
    const [day] = agendaDates("2026-10-25", "day", PARIS);
    expect(day!.endMs - day!.startMs).toBe(25 * 3_600_000);
    expect(placeOnDay({ start: new Date("2026-10-25T09:00:00Z"), end: new Date("2026-10-25T10:00:00Z") }, day!, PARIS)).toEqual({ start: 600, end: 660 });
    // an absence over the whole day covers it from 00:00 to 24:00
    expect(placeOnDay({ start: new Date("2026-10-24T00:00:00Z"), end: new Date("2026-10-27T00:00:00Z") }, day!, PARIS)).toEqual({ start: 0, end: 1440 });
    expect(nowLine(new Date("2026-10-25T17:15:00Z"), ["2026-10-25"], PARIS)).toEqual({ date: "2026-10-25", minute: 18 * 60 + 15 });
  });

  it("shows a week from Monday, the pauses between the opening ranges, closed days and absences", () => {
    const dates = agendaDates("2026-12-24", "week", PARIS);
    expect(dates.map((d) => d.date)).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"]);
    const staff = [{ id: 1, name: "Camille", workingHours: { thursday: [{ start: "10:00", end: "18:00" }], friday: [{ start: "10:00", end: "18:00" }] } }];
    const absence = { employeeId: 1, start: new Date("2026-12-24T13:00:00Z"), end: new Date("2026-12-24T15:00:00Z"), reason: "Formation" };
    const days = agendaDays(shop, dates, staff, [absence]);
    const thursday = days[3]!;
    expect(thursday.opening).toEqual([{ start: 540, end: 750 }, { start: 840, end: 1140 }]);
    expect(thursday.staff[0]).toEqual({ employeeId: 1, working: [{ start: 600, end: 1080 }], absences: [{ start: 840, end: 960, reason: "Formation" }] });
    // Christmas is closed: no one works, whatever their week says
    expect(days[4]).toMatchObject({ closed: true, exception: "closed_day", opening: [] });
    expect(days[4]!.staff[0]!.working).toEqual([]);
    expect(agendaWindow(days, [{ start: 1150, end: 1200 }])).toEqual({ start: 540, end: 1200 });
    expect(shiftView("2026-12-24", "week", -1)).toBe("2026-12-17");
    expect(shiftView("2026-12-31", "day", 1)).toBe("2027-01-01");
  });

  it("reads a booking's state from its appointment and its order", () => {
    const base = { status: "active" as const, orderStatus: "confirmed", paidOnline: 0, amount: 9000, vouchersPaid: 0, counter: [] };
    expect(bookingState(base)).toBe("at_shop");
    expect(bookingState({ ...base, paidOnline: 9000 })).toBe("paid");
    expect(bookingState({ ...base, paidOnline: 2700 })).toBe("deposit");
    expect(bookingState({ ...base, status: "held", orderStatus: "pending" })).toBe("held");
    expect(bookingState({ ...base, status: "cancelled", orderStatus: "cancelled" })).toBe("cancelled");
    expect(bookingState({ ...base, amount: 0 })).toBe("at_shop");
  });

  it("counts what the counter and gift vouchers took, so the state agrees with the balance", () => {
    const base = { status: "active" as const, orderStatus: "confirmed", paidOnline: 2700, amount: 9000, vouchersPaid: 0, counter: [] };
    // the rest taken at the counter: nothing left to pay
    expect(bookingState({ ...base, counter: [{ method: "cash" as const, amount: 6300 }] })).toBe("paid");
    expect(bookingState({ ...base, vouchersPaid: 1000, counter: [{ method: "voucher" as const, amount: 1000 }, { method: "card_terminal" as const, amount: 5300 }] })).toBe("paid");
    // some of the rest taken: part paid, not a deposit nor all at the shop
    expect(bookingState({ ...base, counter: [{ method: "cash" as const, amount: 3000 }] })).toBe("part_paid");
    expect(bookingState({ ...base, paidOnline: 0, counter: [{ method: "loyalty" as const, amount: 1500 }] })).toBe("part_paid");
    // a voucher spent when booking is paid in advance, like a deposit; all of it is paid
    expect(bookingState({ ...base, paidOnline: 0, vouchersPaid: 4000 })).toBe("deposit");
    expect(bookingState({ ...base, paidOnline: 0, vouchersPaid: 9000 })).toBe("paid");
  });
});
