// What the e-shop's pages load: the shops that sell online and the shelves of the one the
// visitor shops at (the address's `?shop=`, else the product cart's shop, else the shop chosen
// for the site, else the first).
import type { AppLoadContext } from "react-router";
import { readCookie } from "../../contract/page-context";
import { pageRequest } from "./page.server";
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

export async function eshopPage(request: Request, context: AppLoadContext) {
  const page = pageRequest(request, context);
  const { shops } = await page.api.get("/shops");
  const open = shops.filter((s) => s.booker.active);
  const cart = cartCookie(request);
  const wanted = [page.url.searchParams.get("shop"), cart.shopId, readCookie(request.headers.get("cookie"), SHOP_COOKIE)];
  const shop = wanted.map((id) => open.find((s) => s.artebeauteId === id)).find(Boolean) ?? open[0];
  const { categories } = shop ? await page.api.get("/eshopcategories", { query: { shopid: shop.artebeauteId } }) : { categories: [] };
  return {
    ...page,
    cart,
    shop: shop ? { artebeauteId: shop.artebeauteId, name: shop.publicInfo.name, address: shop.publicInfo.address, slug: shop.slug, openingHours: shop.openingHours } : null,
    shops: open.map((s) => ({ artebeauteId: s.artebeauteId, name: s.publicInfo.name })),
    categories,
  };
}

export type Shelf = Awaited<ReturnType<typeof eshopPage>>["categories"][number];
export type ShelfProduct = Shelf["products"][number];
