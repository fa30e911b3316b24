// The booking cart (spec §4 "Booking cart", §5 cart and add buttons, §2 query parameters) as a
// pure reducer: the storefront keeps the state, dispatches events, and persists the result.
//
// Invariants the reducer keeps:
// - items are unique by id;
// - an empty cart has no shop, no open panel and no open shop selector;
// - on a multi-shop site a cart with a shop holds only services that shop offers.
// Shop ids are the shops' artebeauteId, compared prefixes aside (see domain/shops.ts).

import { offersService, sameShop } from "./shops";
import type { Article } from "./types";

/** The panel opens this long after an add, so its opening transition runs (spec §9). */
export const CART_PANEL_OPEN_DELAY_MS = 10;

export interface BookingCartItem {
  /** the service's id */
  id: number;
}

export interface BookingCartState {
  items: BookingCartItem[];
  /** the shop the services are booked at (artebeauteId) */
  shopId: string | null;
  /** the tracked (server) cart, once created */
  cartId: string | null;
  panelOpen: boolean;
  shopSelectorOpen: boolean;
  /** the service whose add opened the shop selector */
  pendingServiceId?: number;
}

export const EMPTY_BOOKING_CART: BookingCartState = {
  items: [],
  shopId: null,
  cartId: null,
  panelOpen: false,
  shopSelectorOpen: false,
};

/** The ids of the shops that offer every one of the given services. */
export type ShopsOffering = (serviceIds: readonly number[]) => string[];

/** What an add needs to know about the page and the company. */
export interface AddContext {
  /** the shop of the page's route (/:shop/...), when the page belongs to one */
  routeShopId?: string | null;
  shopCount: number;
  shopsOffering: ShopsOffering;
}

export type BookingCartEvent =
  | ({ type: "toggle"; serviceId: number } & AddContext)
  | ({ type: "addBySlugs"; slugs: string | readonly string[]; services: readonly Pick<Article, "id" | "slug">[] } & AddContext)
  | { type: "chooseShop"; shopId: string | null; shopsOffering?: ShopsOffering }
  | { type: "openPanel" }
  | { type: "closePanel" }
  | { type: "clear" }
  | { type: "finish" }
  | { type: "restore"; items: readonly BookingCartItem[]; shopId: string | null; cartId?: string | null }
  | { type: "setCartId"; cartId: string | null };

/** Event creators, named as the storefront uses them. */
export const bookingCartEvents = {
  /** add the service, or remove it when it is already in the cart */
  toggle: (serviceId: number, context: AddContext): BookingCartEvent => ({ type: "toggle", serviceId, ...context }),
  /** the `cartAdd` query: comma-separated slugs */
  addBySlugs: (
    slugs: string | readonly string[],
    services: readonly Pick<Article, "id" | "slug">[],
    context: AddContext,
  ): BookingCartEvent => ({ type: "addBySlugs", slugs, services, ...context }),
  /** the shop selector's answer; null (no shop) clears the cart */
  chooseShop: (shopId: string | null, shopsOffering?: ShopsOffering): BookingCartEvent => ({ type: "chooseShop", shopId, shopsOffering }),
  openPanel: (): BookingCartEvent => ({ type: "openPanel" }),
  closePanel: (): BookingCartEvent => ({ type: "closePanel" }),
  clear: (): BookingCartEvent => ({ type: "clear" }),
  /** the booking went through: a fresh cart next time */
  finish: (): BookingCartEvent => ({ type: "finish" }),
  /** the cart read back from the cookie or the server */
  restore: (items: readonly BookingCartItem[], shopId: string | null, cartId?: string | null): BookingCartEvent => ({
    type: "restore",
    items,
    shopId,
    cartId,
  }),
  setCartId: (cartId: string | null): BookingCartEvent => ({ type: "setCartId", cartId }),
};

function uniqueById(items: readonly BookingCartItem[]): BookingCartItem[] {
  const seen = new Set<number>();
  const unique: BookingCartItem[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    unique.push({ id: item.id });
  }
  return unique;
}

function ids(items: readonly BookingCartItem[]): number[] {
  return items.map((item) => item.id);
}

/** The cart emptied: no shop, panel and selector closed; the tracked cart id stays. */
function emptied(state: BookingCartState): BookingCartState {
  return { items: [], shopId: null, cartId: state.cartId, panelOpen: false, shopSelectorOpen: false };
}

function offers(shopsOffering: ShopsOffering, shopId: string, serviceIds: readonly number[]): boolean {
  return shopsOffering(serviceIds).some((id) => sameShop(id, shopId));
}

/**
 * The shop the cart is booked at before adding `serviceIds`: the chosen shop when the cart has
 * items, else the route's shop when it offers them, else on a single-shop site the one shop.
 */
function shopForAdd(state: BookingCartState, serviceIds: readonly number[], ctx: AddContext): string | null {
  if (state.items.length > 0 && state.shopId) return state.shopId;
  const multiShop = ctx.shopCount > 1;
  if (ctx.routeShopId && (!multiShop || offers(ctx.shopsOffering, ctx.routeShopId, serviceIds))) return ctx.routeShopId;
  if (!multiShop) return ctx.shopsOffering(serviceIds)[0] ?? null;
  return null;
}

function withoutPending(state: BookingCartState): BookingCartState {
  const { pendingServiceId: _dropped, ...rest } = state;
  return rest;
}

function toggle(state: BookingCartState, serviceId: number, ctx: AddContext): BookingCartState {
  const current = uniqueById(state.items);
  if (current.some((item) => item.id === serviceId)) {
    const items = current.filter((item) => item.id !== serviceId);
    if (items.length === 0) return emptied(state);
    const next = { ...state, items };
    return state.pendingServiceId === serviceId ? withoutPending(next) : next;
  }

  const items = [...current, { id: serviceId }];
  const serviceIds = ids(items);
  const multiShop = ctx.shopCount > 1;
  const shopId = shopForAdd({ ...state, items: current }, serviceIds, ctx);

  if (!multiShop) return withoutPending({ ...state, items, shopId, panelOpen: true, shopSelectorOpen: false });
  // Added from another shop's page that offers the whole cart too: which shop is it for? Asked,
  // never decided silently (the cart keeps its shop until the visitor answers).
  if (shopId && ctx.routeShopId && ctx.routeShopId !== shopId && offers(ctx.shopsOffering, ctx.routeShopId, serviceIds) && offers(ctx.shopsOffering, shopId, serviceIds)) {
    return { ...state, items, panelOpen: false, shopSelectorOpen: true, pendingServiceId: serviceId };
  }
  if (shopId) {
    // The add button is disabled in this case (spec §5); refuse it here too.
    if (!offers(ctx.shopsOffering, shopId, serviceIds)) return state;
    return withoutPending({ ...state, items, shopId, panelOpen: true, shopSelectorOpen: false });
  }
  // Multi-shop, no shop yet: the visitor picks among the shops offering the whole cart; none → cleared.
  if (ctx.shopsOffering(serviceIds).length === 0) return emptied(state);
  return { ...state, items, shopId: null, panelOpen: false, shopSelectorOpen: true, pendingServiceId: serviceId };
}

/** Splits the `cartAdd` value (or values) into slugs. */
function slugList(slugs: string | readonly string[]): string[] {
  const parts = typeof slugs === "string" ? slugs.split(",") : slugs.flatMap((s) => s.split(","));
  return parts.map((s) => s.trim().toLowerCase()).filter((s) => s !== "");
}

/**
 * The `cartAdd` query: adds the services named by slug, in order. Unknown slugs and services already
 * in the cart are ignored, and so is a service that cannot be booked with the ones before it (not
 * offered by the cart's shop, or by any shop offering the rest), so a link never empties a cart.
 * Opens the cart, or the shop selector when a multi-shop site has no shop yet.
 */
function addBySlugs(
  state: BookingCartState,
  slugs: string | readonly string[],
  services: readonly Pick<Article, "id" | "slug">[],
  ctx: AddContext,
): BookingCartState {
  const idBySlug = new Map<string, number>();
  for (const s of services) if (s.slug) idBySlug.set(s.slug.trim().toLowerCase(), s.id);

  let items = uniqueById(state.items);
  const multiShop = ctx.shopCount > 1;
  let shopId = items.length > 0 ? state.shopId : null;
  if (!shopId && ctx.routeShopId && (!multiShop || offers(ctx.shopsOffering, ctx.routeShopId, ids(items)))) {
    shopId = ctx.routeShopId;
  }

  for (const slug of slugList(slugs)) {
    const id = idBySlug.get(slug);
    if (id === undefined || items.some((item) => item.id === id)) continue;
    const candidate = [...items, { id }];
    if (multiShop) {
      const bookable = shopId
        ? offers(ctx.shopsOffering, shopId, ids(candidate))
        : ctx.shopsOffering(ids(candidate)).length > 0;
      if (!bookable) continue;
    }
    items = candidate;
  }

  if (items.length === 0) return state;
  if (!multiShop) {
    shopId = shopId ?? ctx.shopsOffering(ids(items))[0] ?? null;
    return withoutPending({ ...state, items, shopId, panelOpen: true, shopSelectorOpen: false });
  }
  if (shopId) return withoutPending({ ...state, items, shopId, panelOpen: true, shopSelectorOpen: false });
  return withoutPending({ ...state, items, shopId: null, panelOpen: false, shopSelectorOpen: true });
}

function chooseShop(state: BookingCartState, shopId: string | null, shopsOffering?: ShopsOffering): BookingCartState {
  // 'None' while a cart already had its shop: only the service being added is left out.
  if (!shopId && state.shopId && state.pendingServiceId !== undefined) {
    const items = state.items.filter((item) => item.id !== state.pendingServiceId);
    return withoutPending({ ...state, items, shopSelectorOpen: false, panelOpen: items.length > 0 });
  }
  if (!shopId) return emptied(state);
  if (state.items.length === 0) return withoutPending({ ...state, shopSelectorOpen: false });
  if (shopsOffering && !offers(shopsOffering, shopId, ids(state.items))) return state;
  return withoutPending({ ...state, shopId, shopSelectorOpen: false, panelOpen: true });
}

export function bookingCartReducer(state: BookingCartState, event: BookingCartEvent): BookingCartState {
  switch (event.type) {
    case "toggle":
      return toggle(state, event.serviceId, event);
    case "addBySlugs":
      return addBySlugs(state, event.slugs, event.services, event);
    case "chooseShop":
      return chooseShop(state, event.shopId, event.shopsOffering);
    case "openPanel":
      return { ...state, panelOpen: true };
    case "closePanel":
      return { ...state, panelOpen: false };
    case "clear":
      return emptied(state);
    case "finish":
      return { ...EMPTY_BOOKING_CART };
    case "restore": {
      const items = uniqueById(event.items);
      return {
        items,
        shopId: items.length > 0 ? event.shopId : null,
        cartId: event.cartId === undefined ? state.cartId : event.cartId,
        panelOpen: false,
        shopSelectorOpen: false,
      };
    }
    case "setCartId":
      return { ...state, cartId: event.cartId };
  }
}

/**
 * The shops to propose for a cart: those offering every service in it (through each service's
 * shopIds), in the order given. A service unknown to the catalogue is offered nowhere.
 */
export function shopsForCart<S extends { artebeauteId: string }>(
  serviceIds: readonly number[],
  shops: readonly S[],
  services: readonly Pick<Article, "id" | "shopIds">[],
): S[] {
  const byId = new Map(services.map((s) => [s.id, s]));
  return shops.filter((shop) =>
    serviceIds.every((id) => {
      const service = byId.get(id);
      return service !== undefined && offersService(shop, service);
    }),
  );
}

/** A ShopsOffering over the loaded shops and services, for the add events. */
export function shopsOfferingFrom(
  shops: readonly { artebeauteId: string }[],
  services: readonly Pick<Article, "id" | "shopIds">[],
): ShopsOffering {
  return (serviceIds) => shopsForCart(serviceIds, shops, services).map((shop) => shop.artebeauteId);
}

/** Spec §5: the cart button works only when the company's cart is on and the service is bookable online. */
export function isCartButtonActive(companyCartActive: boolean, article: Pick<Article, "booker">): boolean {
  return companyCartActive && Boolean(article.booker?.active);
}

/**
 * Spec §5: the add button is disabled when the cart has items, there are several shops, and either
 * no shop is chosen yet or the chosen shop does not offer this service.
 */
export function isAddButtonDisabled(input: {
  cartItemCount: number;
  shopCount: number;
  chosenShopId: string | null | undefined;
  serviceOfferedByChosenShop: boolean;
}): boolean {
  return input.cartItemCount > 0 && input.shopCount > 1 && (!input.chosenShopId || !input.serviceOfferedByChosenShop);
}

/** Spec §5: booking proceeds with services in the cart and, on a multi-shop site, a chosen shop with a slug. */
export function canProceedToBooking(input: {
  cartItemCount: number;
  shopCount: number;
  chosenShopSlug: string | null | undefined;
}): boolean {
  if (input.cartItemCount === 0) return false;
  return input.shopCount <= 1 || (typeof input.chosenShopSlug === "string" && input.chosenShopSlug.trim() !== "");
}

function params(search: URLSearchParams | string): URLSearchParams {
  return typeof search === "string" ? new URLSearchParams(search) : search;
}

/**
 * `page=reserved&cart=<ids>` opens the booking step for those services (spec §2). Without `cart`
 * (the shop picker's links) the list is empty and the page's own service is meant.
 * Not a booking link → null. Ids that are not positive integers are dropped, duplicates too.
 */
export function parseReservedQuery(search: URLSearchParams | string): { serviceIds: number[] } | null {
  const query = params(search);
  if (query.get("page") !== "reserved") return null;
  const serviceIds: number[] = [];
  for (const part of (query.get("cart") ?? "").split(",")) {
    const token = part.trim();
    if (!/^\d+$/.test(token)) continue;
    const id = Number(token);
    if (id > 0 && Number.isSafeInteger(id) && !serviceIds.includes(id)) serviceIds.push(id);
  }
  return { serviceIds };
}

/** The slugs of the `cartAdd` query (spec §2), empty when absent. */
export function parseCartAddQuery(search: URLSearchParams | string): string[] {
  return slugList(params(search).getAll("cartAdd"));
}
