// What the e-shop's pages load: the shops that sell online and the shelves of the one the
// visitor shops at (the address's `?shop=`, else the product cart's shop, else the shop chosen
// for the site, else the first).
import type { AppLoadContext } from "react-router";
import { readCookie } from "../../contract/page-context";
import { pageRequest } from "./page.server";
import { loggedEmpty } from "./content.server";
import { signedInCustomerId } from "./account.server";
import { PRODUCT_CART_COOKIE } from "./product-cart-store";
import { SHOP_COOKIE } from "./booking-cart-store";

/** The product cart's cookie: its shop and each product's quantity. */
export function cartCookie(request: Request): { shopId: string | null; lines: { id: number; quantity: number }[] } {
  try {
    const raw = JSON.parse(readCookie(request.headers.get("cookie"), PRODUCT_CART_COOKIE) ?? "{}") as { s?: unknown; i?: unknown };
    const lines = Array.isArray(raw.i) ? raw.i.filter((x): x is [number, number] => Array.isArray(x) && Number.isSafeInteger(x[0]) && Number.isSafeInteger(x[1]) && x[1] > 0).slice(0, 50) : [];
    return { shopId: typeof raw.s === "string" ? raw.s : null, lines: lines.map(([id, quantity]) => ({ id, quantity })) };
  } catch {
    return { shopId: null, lines: [] };
  }
}

/**
 * A signed-in customer's basket is held by the server, not the cookie (decision 261): its shop and
 * lines are read from their pending tracked cart. A failed read is logged and the page drawn as
 * for an empty basket (spec §8).
 */
async function savedCart(page: ReturnType<typeof pageRequest>, fromCookie: ReturnType<typeof cartCookie>, readByServer: string | null | undefined): Promise<ReturnType<typeof cartCookie>> {
  if (fromCookie.lines.length > 0) return fromCookie;
  // its shop read by the server with the session (only the shop is drawn from it)
  if (readByServer !== undefined) return { shopId: readByServer, lines: [] };
  if (!page.session.customerToken) return fromCookie;
  try {
    const customer = await signedInCustomerId(page);
    if (customer === null) return fromCookie;
    const [pending] = await page.api.get("/carts-tracking", { query: { type: "products", customerId: String(customer), status: "pending" } });
    if (!pending) return fromCookie;
    const lines = pending.items.flatMap((l) => (typeof l.quantity === "number" && Number.isSafeInteger(l.quantity) && l.quantity > 0 ? [{ id: l.id, quantity: l.quantity }] : []));
    return { shopId: pending.shopId, lines };
  } catch (err) {
    return loggedEmpty("the saved basket", fromCookie)(err);
  }
}

export async function eshopPage(request: Request, context: AppLoadContext) {
  const page = pageRequest(request, context);
  // the shops and the saved basket, side by side: the shelves wait for both
  const [{ shops }, cart] = await Promise.all([page.api.get("/shops"), savedCart(page, cartCookie(request), context.savedBasketShop)]);
  const open = shops.filter((s) => s.booker.active);
  const wanted = [page.url.searchParams.get("shop"), cart.shopId, readCookie(request.headers.get("cookie"), SHOP_COOKIE)];
  const shop = wanted.map((id) => open.find((s) => s.artebeauteId === id)).find(Boolean) ?? open[0];
  // the shelves carry each product's stock: failing, they are logged and the page shown without them (spec §8)
  const categories = shop ? await page.api.get("/eshopcategories", { query: { shopid: shop.artebeauteId } }).then((r) => r.categories, loggedEmpty("e-shop shelves", [])) : [];
  return {
    ...page,
    cart,
    /**
     * whether the page follows from nothing but the address, the cookies and what the server read
     * with the session (then it may be kept, server/page-answers.ts): a customer's saved basket read
     * here is not
     */
    alike: !page.customer || context.savedBasketShop !== undefined,
    shop: shop ? { artebeauteId: shop.artebeauteId, name: shop.publicInfo.name, address: shop.publicInfo.address, slug: shop.slug, openingHours: shop.openingHours } : null,
    shops: open.map((s) => ({ artebeauteId: s.artebeauteId, name: s.publicInfo.name })),
    categories,
  };
}
