// POST /booking/cart: a signed-in customer's booking cart kept on the server (spec §4 'Tracked
// cart'). The browser's cart wins when it has items (kept and saved on sign-in); an empty browser
// cart takes the customer's pending one. A guest gets `signedIn: false`: the cookie stays the only copy.
// `saved` says the server holds the cart (the browser then drops its cookie); a failed create or
// update is logged and the visit goes on with the cart in the page (spec §8), a failed load is not
// hidden.
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
    return { signedIn: true as const, saved: true, cartId: String(pending.id), items: pending.items.map((i) => i.id), shopId: pending.shopId };
  }
  if (items.length === 0 && !pending) return { signedIn: true as const, saved: true, cartId: null, items: [], shopId: null };
  try {
    if (pending) {
      await api.put("/carts-tracking", { body: { id: pending.id, shopId, items, customer } });
      return { signedIn: true as const, saved: true, cartId: String(pending.id), items: items.map((i) => i.id), shopId };
    }
    const { data } = await api.post("/carts-tracking", { body: { type: "booking", shopId, items, customer } });
    return { signedIn: true as const, saved: true, cartId: String(data), items: items.map((i) => i.id), shopId };
  } catch (err) {
    console.error("the booking cart could not be saved", err);
    return { signedIn: true as const, saved: false, cartId: pending ? String(pending.id) : null, items: items.map((i) => i.id), shopId };
  }
}
