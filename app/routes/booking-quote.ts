// GET /booking/quote: what a chosen booking would cost paid online, for the visitor of the page
// (a signed-in customer's own deposit rule; a guest counts as new). The server computes it with
// the order's totals, the one function the payment itself uses; null when paid at the shop.
import type { Route } from "./+types/booking-quote";
import { isApiFailure } from "../lib/api";
import { pageRequest } from "../lib/page.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageRequest(request, context);
  const q = new URL(request.url).searchParams;
  try {
    const { check } = await api.post("/appointments/check", {
      body: {
        myAppointment: {
          shopId: q.get("shopId") ?? "",
          services: (q.get("services") ?? "").split(",").map(Number),
          start: q.get("start") ?? "",
          employeeId: !q.get("employeeId") || q.get("employeeId") === "any" ? null : Number(q.get("employeeId")),
        },
      },
    });
    return { prices: check.prices };
  } catch (err) {
    if (isApiFailure(err) && err.status < 500) return { prices: null };
    throw err;
  }
}
