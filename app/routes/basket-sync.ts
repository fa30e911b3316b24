// POST /panier/sync: a signed-in customer's product basket kept on the server (spec §4 'Tracked
// cart', type 'products'), so it follows them to another device. The browser's basket wins when it
// has lines (kept and saved on sign-in); an empty browser basket takes the customer's pending one
// (`took`), unless it says `emptied`: the customer removed its last line, and the pending one is
// ended (cancelled), so no device brings it back.
// A guest gets `signedIn: false`: local storage stays the only copy. `saved` says the server holds
// the basket (the browser then keeps no copy); a failed create or update is logged and the visit
// goes on with the basket in the page (spec §8).
import type { Route } from "./+types/basket-sync";
import type { ProductCartLine } from "../../domain/product-cart";
import { signedInCustomerId } from "../lib/account.server";
import { formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";

/** What a line keeps on the server: what the basket shows without asking the shop again. */
const saved = (l: ProductCartLine) => ({ id: l.id, quantity: l.quantity, name: l.name, abId: l.abId, abIdShop: l.abIdShop, price: l.price, vat: l.vat, images: l.images.slice(0, 1).map((i) => ({ url: i.url })) });

export async function action({ request, context }: Route.ActionArgs) {
  const page = pageRequest(request, context);
  const { api } = page;
  const customer = await signedInCustomerId(page);
  if (customer === null) return { signedIn: false as const };
  const values = await formValues(request);
  let lines: ProductCartLine[] = [];
  try {
    const parsed = JSON.parse(values.lines ?? "[]") as unknown;
    lines = Array.isArray(parsed) ? (parsed as ProductCartLine[]).filter((l) => Number.isSafeInteger(l?.id) && Number.isSafeInteger(l?.quantity)).slice(0, 50) : [];
  } catch {
    lines = [];
  }
  const shopId = values.shopId || null;
  const [pending] = await api.get("/carts-tracking", { query: { type: "products", customerId: String(customer), status: "pending" } });
  const emptied = lines.length === 0 && values.emptied === "1";
  if (lines.length === 0 && pending && !emptied) return { signedIn: true as const, saved: true, took: true, cartId: pending.id, lines: pending.items as unknown as ProductCartLine[], shopId: pending.shopId };
  if (lines.length === 0 && !pending) return { signedIn: true as const, saved: true, cartId: null, lines, shopId: null };
  try {
    if (emptied && pending) {
      await api.put("/carts-tracking", { body: { id: pending.id, shopId: pending.shopId, items: [], customer, status: "cancelled" } });
      return { signedIn: true as const, saved: true, cartId: null, lines, shopId: null };
    }
    if (pending) {
      await api.put("/carts-tracking", { body: { id: pending.id, shopId, items: lines.map(saved), customer } });
      return { signedIn: true as const, saved: true, cartId: pending.id, lines, shopId };
    }
    const { data } = await api.post("/carts-tracking", { body: { type: "products", shopId, items: lines.map(saved), customer } });
    return { signedIn: true as const, saved: true, cartId: data, lines, shopId };
  } catch (err) {
    console.error("the basket could not be saved", err);
    return { signedIn: true as const, saved: false, cartId: pending?.id ?? null, lines, shopId };
  }
}
