// How a customer's appointments are listed: the upcoming ones (confirmed, not yet over) first,
// soonest first; then the past and cancelled ones, most recent first.
export function splitOrders<T extends { status: string; start: string; end: string }>(orders: readonly T[], now: Date) {
  const upcoming = orders.filter((o) => o.status === "confirmed" && Date.parse(o.end) > now.getTime()).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past = orders.filter((o) => !upcoming.includes(o)).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return { upcoming, past };
}
