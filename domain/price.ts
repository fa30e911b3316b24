// Service prices (spec §5 "Price per shop", §3 Service). All amounts are integer cents.
//
// Vocabulary of the Article fields, as the API carries them:
//   prices      the base price, charged at the weekend;
//   weekprices  the weekday price when it differs, else null;
//   booker.pricesByShops[].pvTtc  a shop's own price (tax included), which replaces both;
//   booker.priceTime  prices per duration (e.g. 30 min / 60 min): the booking step does not offer
//                     them, so no price shown comes from them (bookablePrices, decision 185).

import { sameShop } from "./shops";
import type { Article } from "./types";

/** How a service list shows prices (company setting). */
export type PriceDisplayMode = "first" | "lowest" | "none";

/** The shop's own price (pvTtc) for this service, or null when the shop has none. */
export function shopSpecificPrice(article: Article, shopId?: string | number | null): number | null {
  if (shopId == null || shopId === "") return null;
  const entry = article.booker?.pricesByShops?.find((p) => sameShop(p.boutiqueId, shopId));
  return entry && Number.isFinite(entry.pvTtc) ? entry.pvTtc : null;
}

/**
 * The price of a service at a shop: the shop's own pvTtc when it has one, otherwise the week
 * price, otherwise the base price. Without a shop, the week price then the base price.
 */
export function shopPrice(article: Article, shopId?: string | number | null): number {
  return shopSpecificPrice(article, shopId) ?? article.weekprices ?? article.prices;
}

/** The weekend price of a service at a shop: the shop's own pvTtc, else the base price. */
export function weekendPrice(article: Article, shopId?: string | number | null): number {
  return shopSpecificPrice(article, shopId) ?? article.prices;
}

/** How many customers the service books at once (a duo massage: 2). Never less than 1. */
export function customersRequired(article: Article): number {
  const n = article.booker?.appointment?.nbCustomerRequired;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A service as the booking cart holds it once loaded. */
export interface CartService {
  id: number;
  slug: string | null;
  type: Article["type"];
  name: Article["name"];
  artebeauteId: string | null;
  /** weekday price (cents), for all the customers the service requires */
  price: number;
  /**
   * The weekend (base) price kept aside when `price` took the week price, for all the customers
   * the service requires. The spec keeps the original field name: "the old price is kept as weekprices".
   */
  weekprices: number;
  /** minutes the booking blocks: the service's duration plus its pause */
  duration: number;
  nbCustomers: number;
}

/**
 * A service loaded into the booking cart: the price takes the week price when one exists and the
 * old (weekend) price is kept as `weekprices`; both are multiplied by the customers required.
 * A shop's own price has no weekday/weekend split, so it fills both.
 */
export function loadCartService(article: Article, shopId?: string | number | null): CartService {
  const nbCustomers = customersRequired(article);
  const { weekday, weekend } = bookablePrices(article, shopId);
  return {
    id: article.id,
    slug: article.slug,
    type: article.type,
    name: article.name,
    artebeauteId: article.artebeauteId,
    price: weekday * nbCustomers,
    weekprices: weekend * nbCustomers,
    duration: (article.booker?.duration ?? 0) + (article.booker?.pause ?? 0),
    nbCustomers,
  };
}

/**
 * What the booking step can charge one customer for a service at a shop: the weekday price and
 * the weekend price (a shop's own price is both). The one rule behind the step's prices
 * (booking-plan.ts `priceOn`, the cart's lines) and every price a page shows before it. Prices per
 * duration are not among them: the step books the service's own duration, never another, so a
 * shorter duration's price would be a 'from' price nobody can book (decision 185).
 */
export function bookablePrices(article: Article, shopId?: string | number | null): { weekday: number; weekend: number } {
  return { weekday: shopPrice(article, shopId), weekend: weekendPrice(article, shopId) };
}

/** Whether 'from' goes before the price: the step charges a different price on weekdays and at weekends. */
export function hasSeveralPrices(article: Article, shopId?: string | number | null): boolean {
  const { weekday, weekend } = bookablePrices(article, shopId);
  return weekday !== weekend;
}

export interface CartTotals {
  /** total of the weekday prices (labelled 'SEM' in French; each language has its own label) */
  weekday: number;
  /** total of the weekend prices (labelled 'WE' in French) */
  weekend: number;
  /** true when both totals must be shown, labelled SEM and WE */
  differ: boolean;
}

/** Booking cart totals: weekday against weekend, shown side by side only when they differ. */
export function cartTotals(lines: readonly Pick<CartService, "price" | "weekprices">[]): CartTotals {
  let weekday = 0;
  let weekend = 0;
  for (const line of lines) {
    weekday += line.price;
    weekend += line.weekprices ?? line.price;
  }
  return { weekday, weekend, differ: weekday !== weekend };
}

export interface DisplayedPrice {
  /** cents, for all the customers the service requires */
  amount: number;
  /** show 'from' before the amount */
  from: boolean;
  /** how many customers the amount is for (a duo: 2) */
  nbCustomers: number;
  /** cents for one customer (equals amount when nbCustomers is 1) */
  perPerson: number;
}

/**
 * The price a page shows for a service before it is booked: the lowest price the booking step can
 * charge (`bookablePrices`), with 'from' when it charges more on other days; 'none' shows no
 * price. 'first' and 'lowest' differ only by prices per duration, which the step never charges,
 * so they show the same. The amount is for all the customers the service requires (spec §5: 'a
 * customers-required count multiplies the price'), as the cart charges it: a duo at 80 € per
 * person shows 160 €, so the list and the cart never disagree. `perPerson` keeps the unit price
 * for a 'per person' mention.
 */
export function displayPrice(
  article: Article,
  mode: PriceDisplayMode,
  shopId?: string | number | null,
): DisplayedPrice | null {
  if (mode === "none") return null;
  const { weekday, weekend } = bookablePrices(article, shopId);
  const nbCustomers = customersRequired(article);
  const perPerson = Math.min(weekday, weekend);
  return { amount: perPerson * nbCustomers, from: weekday !== weekend, nbCustomers, perPerson };
}

/**
 * The price a list shows for a service before the visitor picks a shop (several shops): the
 * lowest of what each offering shop shows, with 'from' when the shops' prices differ, so a shop's
 * own lower price is never hidden behind the general one. No shop offering it: the general price.
 */
export function displayPriceAcrossShops(
  article: Article,
  mode: PriceDisplayMode,
  shopIds: readonly (string | number)[],
): DisplayedPrice | null {
  if (mode === "none") return null;
  const perShop = shopIds.map((id) => displayPrice(article, mode, id)!);
  if (perShop.length === 0) return displayPrice(article, mode);
  const lowest = perShop.reduce((a, b) => (b.amount < a.amount ? b : a));
  const differ = perShop.some((p) => p.amount !== lowest.amount);
  return { ...lowest, from: lowest.from || differ };
}
