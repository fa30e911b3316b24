// Which shop is which, and which shop offers which service (spec §3 Shop, §5). One rule for the
// storefront, the booking cart and the booking write: shop ids may carry a prefix before a dash
// ('ab-12'), and only what follows the last dash names the shop.
import type { Shop } from "./types";

/** The part of a shop id that identifies the shop: 'ab-12', 'xy-12' and '12' are one shop. */
export function shopIdKey(shopId: string | number): string {
  const id = String(shopId).trim();
  const dash = id.lastIndexOf("-");
  return dash === -1 ? id : id.slice(dash + 1);
}

/** Whether two shop ids name the same shop, prefixes aside. */
export function sameShop(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  if (a == null || b == null) return false;
  return shopIdKey(a) === shopIdKey(b);
}

/** Whether a shop offers a service: the service lists the shop among its shops, prefixes aside. */
export function offersService(shop: { artebeauteId: string }, service: { shopIds: readonly string[] }): boolean {
  return service.shopIds.some((id) => sameShop(id, shop.artebeauteId));
}

/** The shop an id names: the one with exactly that id, else one with the same id prefixes aside. */
export function findShopById<S extends { artebeauteId: string }>(shops: readonly S[], shopId: string | null | undefined): S | undefined {
  if (shopId == null || shopId === "") return undefined;
  return shops.find((s) => s.artebeauteId === shopId) ?? shops.find((s) => sameShop(s.artebeauteId, shopId));
}

/** What the shop chooser shows of a shop (its photo, name and address) and needs to link to it. */
export type ChooserShop = Pick<Shop, "id" | "slug" | "artebeauteId" | "images"> & { publicInfo: Pick<Shop["publicInfo"], "name" | "address"> };

/** A shop as a page sends it for the chooser: the rest stays on the server. */
export function chooserShop(shop: Shop): ChooserShop {
  return { id: shop.id, slug: shop.slug, artebeauteId: shop.artebeauteId, images: shop.images.slice(0, 1), publicInfo: { name: shop.publicInfo.name, address: shop.publicInfo.address } };
}
