// Cancelling online (spec §4 booking order states, §5): a customer may cancel an appointment
// until the business's notice before it starts; inside the notice they must call the shop.

/** Whether an appointment starting at `start` may still be cancelled online at `now`. */
export function canCancel(start: Date, now: Date, minNoticeMinutes: number): boolean {
  return start.getTime() - now.getTime() >= minNoticeMinutes * 60_000;
}
