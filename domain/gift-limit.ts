// The gift limit (decision 215): a business may take at most so many bookings paid with a gift
// voucher that start on one day at one shop (vouchers sold in numbers — a promotion, a works
// council — would otherwise fill the agenda). The availability call asked with checkGiftLimit=1
// closes the days that reached it; a booking paid with a voucher is refused there.
import type { AvailabilityDay } from "./availability";
import type { LocalDate } from "./time";

/** Whether one more booking paid with a gift voucher may start on a day that has `booked` already; `limit` null: no limit. */
export const giftLimitAllows = (
  limit: number | null,
  booked: number,
): boolean => limit === null || booked < limit;

/** The days that reached the limit, closed: every block 'close' with its lists emptied, as any closed block. */
export function closeDaysAtGiftLimit(
  days: AvailabilityDay[],
  limit: number | null,
  bookedByDate: ReadonlyMap<LocalDate, number>,
): AvailabilityDay[] {
  if (limit === null) return days;
  return days.map((day) =>
    giftLimitAllows(limit, bookedByDate.get(day.date) ?? 0)
      ? day
      : {
          ...day,
          slots: day.slots.map((s) => ({
            ...s,
            shopStatus: "close" as const,
            free: { employees: [], cabins: [] },
            selected: { employee: null, cabin: null },
            equipment: {
              selected: s.equipment.selected.map(() => null),
              busy: s.equipment.busy,
            },
          })),
        },
  );
}
