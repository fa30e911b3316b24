// The booking step (spec §2: `page=reserved&cart=<ids>`): the layout mounts it; the booking
// issue fills it (shop, date strip, slots, employee, sign-in, confirm).
export function BookingStep() {
  return null;
}
