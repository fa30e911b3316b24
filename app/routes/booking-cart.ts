// POST /booking/cart: a signed-in customer's booking cart kept on the server (spec §4 'Tracked
// cart'). The browser's cart wins when it has items (kept and saved on sign-in); an empty browser
// cart takes the customer's pending one. A guest gets `signedIn: false`: the cookie stays the only copy.
import type { Route } from "./+types/booking-cart";
import { signedInCustomerId } from "../lib/account.server";
import { formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";

export async function action({ request, context }: Route.ActionArgs) {
  const page = pageRequest(request, context);
  const { api } = page;
  const customer = await signedInCustomerId(page);
  if (customer === null) return { signedIn: false as const };
  const values = await formValues(request);
  const items = (values.items ?? "")
    .split(",")
    .filter((x) => /^\d+$/.test(x))
    .map((id) => ({ id: Number(id) }));
  const shopId = values.shopId || null;
  const [pending] = await api.get("/carts-tracking", { query: { type: "booking", customerId: customer, status: "pending" } });
  if (items.length === 0 && pending) {
    return { signedIn: true as const, cartId: String(pending.id), items: pending.items.map((i) => i.id), shopId: pending.shopId };
  }
  if (pending) {
    await api.put("/carts-tracking", { body: { id: pending.id, shopId, items, customer } });
    return { signedIn: true as const, cartId: String(pending.id), items: items.map((i) => i.id), shopId };
  }
  if (items.length === 0) return { signedIn: true as const, cartId: null, items: [], shopId: null };
  const { data } = await api.post("/carts-tracking", { body: { type: "booking", shopId, items, customer } });
  return { signedIn: true as const, cartId: String(data), items: items.map((i) => i.id), shopId };
}
