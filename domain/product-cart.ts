// The product cart of the e-shop (spec §3 'Product cart line', §4 'Product cart', §5 stock) as a
// pure state machine: each event gives the next state and an outcome a page can show.
//
// Invariants kept by every event:
// - one line per product, each with a quantity of at least 1 and at most the stock given;
// - a cart with lines belongs to one shop; an empty cart has no shop;
// - the total is Σ price × quantity.
// Shop ids are compared prefixes aside (see shopIdKey).
import { sameShop } from "./shops";
import type { Article, Image, Localised } from "./types";

/** Spec §9: the stock of a product whose stock is not tracked. */
export const UNLIMITED_STOCK = 999_999;
/** 'Only N left' is shown from this many down (decision 058). */
export const LOW_STOCK_THRESHOLD = 5;

export interface ProductCartLine {
  /** the product's id */
  id: number;
  name: Localised;
  /** the product's external id */
  abId: string | null;
  /** the external id (artebeauteId) of the shop it is bought from */
  abIdShop: string;
  /** cents, VAT included, for one */
  price: number;
  /** percent */
  vat: number;
  quantity: number;
  images: Pick<Image, "url">[];
}

/** A product as it is added: everything but the quantity. */
export type ProductForCart = Omit<ProductCartLine, "quantity">;

export interface ProductCartState {
  lines: ProductCartLine[];
  /** the shop the cart belongs to; null exactly when the cart is empty */
  shopId: string | null;
}

export const EMPTY_PRODUCT_CART: ProductCartState = { lines: [], shopId: null };

export type ProductCartEvent =
  /** 'add to cart' and '+': a new product is appended, an existing one grows by `amount`; a negative amount removes the line */
  | { type: "add"; product: ProductForCart; amount: number; stock: number }
  /** '−': lowers the quantity by `amount`, removing the line at 0 or below; a negative amount removes the line */
  | { type: "remove"; productId: number; amount: number }
  /** the quantity field of the cart page; 0 removes the line */
  | { type: "setQuantity"; productId: number; quantity: number; stock: number }
  /** the shop chosen for the e-shop; none empties the cart */
  | { type: "chooseShop"; shopId: string | null }
  | { type: "clear" }
  /** the cart read back from local storage, the cookie or the server */
  | { type: "restore"; lines: readonly ProductCartLine[]; shopId: string | null };

export const productCartEvents = {
  add: (product: ProductForCart, amount: number, stock: number): ProductCartEvent => ({ type: "add", product, amount, stock }),
  remove: (productId: number, amount: number): ProductCartEvent => ({ type: "remove", productId, amount }),
  setQuantity: (productId: number, quantity: number, stock: number): ProductCartEvent => ({ type: "setQuantity", productId, quantity, stock }),
  chooseShop: (shopId: string | null): ProductCartEvent => ({ type: "chooseShop", shopId }),
  clear: (): ProductCartEvent => ({ type: "clear" }),
  restore: (lines: readonly ProductCartLine[], shopId: string | null): ProductCartEvent => ({ type: "restore", lines, shopId }),
};

/** Why an event changed nothing, as a key a page translates. */
export type ProductCartRefusal =
  /** the product is sold at another shop than the cart's */
  | "other_shop"
  /** choosing another shop while the cart holds this shop's products */
  | "cart_has_other_shop"
  /** nothing in stock */
  | "sold_out"
  /** the cart already holds all there is */
  | "no_more_stock"
  /** not a whole number, or no change at all */
  | "invalid_amount"
  | "not_in_cart";

export type ProductCartOutcome =
  | { ok: true; /** set when the quantity asked for was more than the stock */ limitedTo?: number }
  | { ok: false; reason: ProductCartRefusal; /** other_shop, cart_has_other_shop: the cart's shop */ cartShopId?: string };

export interface ProductCartStep {
  state: ProductCartState;
  outcome: ProductCartOutcome;
}

const refused = (state: ProductCartState, reason: ProductCartRefusal, cartShopId?: string): ProductCartStep => ({
  state,
  outcome: cartShopId ? { ok: false, reason, cartShopId } : { ok: false, reason },
});

/** The cart with these lines: an empty cart has no shop. */
function withLines(state: ProductCartState, lines: ProductCartLine[], shopId = state.shopId): ProductCartState {
  return lines.length === 0 ? { lines: [], shopId: null } : { lines, shopId };
}

const isWhole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n);

function stockOf(stock: number): number {
  return isWhole(stock) && stock > 0 ? stock : 0;
}

function add(state: ProductCartState, product: ProductForCart, amount: number, stock: number): ProductCartStep {
  if (!isWhole(amount) || amount === 0) return refused(state, "invalid_amount");
  if (state.lines.length > 0 && state.shopId && !sameShop(product.abIdShop, state.shopId)) return refused(state, "other_shop", state.shopId);
  const existing = state.lines.find((l) => l.id === product.id);
  if (amount < 0) return existing ? { state: withLines(state, state.lines.filter((l) => l.id !== product.id)), outcome: { ok: true } } : refused(state, "not_in_cart");
  const current = existing?.quantity ?? 0;
  const wanted = current + amount;
  const available = stockOf(stock);
  if (available === 0) return refused(state, "sold_out");
  if (current >= available) return refused(state, "no_more_stock");
  const quantity = Math.min(wanted, available);
  const line: ProductCartLine = { ...(existing ?? product), ...product, quantity };
  const lines = existing ? state.lines.map((l) => (l.id === product.id ? line : l)) : [...state.lines, line];
  return { state: withLines(state, lines, state.shopId ?? product.abIdShop), outcome: quantity < wanted ? { ok: true, limitedTo: quantity } : { ok: true } };
}

function remove(state: ProductCartState, productId: number, amount: number): ProductCartStep {
  const existing = state.lines.find((l) => l.id === productId);
  if (!existing) return refused(state, "not_in_cart");
  if (!isWhole(amount) || amount === 0) return refused(state, "invalid_amount");
  const quantity = amount < 0 ? 0 : existing.quantity - amount;
  const lines = quantity <= 0 ? state.lines.filter((l) => l.id !== productId) : state.lines.map((l) => (l.id === productId ? { ...l, quantity } : l));
  return { state: withLines(state, lines), outcome: { ok: true } };
}

function setQuantity(state: ProductCartState, productId: number, quantity: number, stock: number): ProductCartStep {
  const existing = state.lines.find((l) => l.id === productId);
  if (!existing) return refused(state, "not_in_cart");
  if (!isWhole(quantity) || quantity < 0) return refused(state, "invalid_amount");
  if (quantity === 0) return { state: withLines(state, state.lines.filter((l) => l.id !== productId)), outcome: { ok: true } };
  const available = stockOf(stock);
  if (available === 0) return refused(state, "sold_out");
  const kept = Math.min(quantity, available);
  return {
    state: withLines(state, state.lines.map((l) => (l.id === productId ? { ...l, quantity: kept } : l))),
    outcome: kept < quantity ? { ok: true, limitedTo: kept } : { ok: true },
  };
}

/** Lines read back from storage, made whole: merged by product, only whole quantities of 1 or more, the cart's shop only. */
function restore(lines: readonly ProductCartLine[], shopId: string | null): ProductCartState {
  if (!shopId) return EMPTY_PRODUCT_CART;
  const merged = new Map<number, ProductCartLine>();
  for (const line of lines) {
    if (!isWhole(line.quantity) || line.quantity < 1 || !isWhole(line.price) || line.price < 0 || !sameShop(line.abIdShop, shopId)) continue;
    const seen = merged.get(line.id);
    merged.set(line.id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return withLines({ lines: [], shopId }, [...merged.values()], shopId);
}

/** The next state and what to tell the customer. */
export function applyProductCartEvent(state: ProductCartState, event: ProductCartEvent): ProductCartStep {
  switch (event.type) {
    case "add":
      return add(state, event.product, event.amount, event.stock);
    case "remove":
      return remove(state, event.productId, event.amount);
    case "setQuantity":
      return setQuantity(state, event.productId, event.quantity, event.stock);
    case "chooseShop":
      if (!event.shopId) return { state: EMPTY_PRODUCT_CART, outcome: { ok: true } };
      if (state.lines.length > 0 && state.shopId && !sameShop(event.shopId, state.shopId)) return refused(state, "cart_has_other_shop", state.shopId);
      return { state: state.lines.length > 0 ? state : EMPTY_PRODUCT_CART, outcome: { ok: true } };
    case "clear":
      return { state: EMPTY_PRODUCT_CART, outcome: { ok: true } };
    case "restore":
      return { state: restore(event.lines, event.shopId), outcome: { ok: true } };
  }
}

/** The state alone, for a React reducer. */
export function productCartReducer(state: ProductCartState, event: ProductCartEvent): ProductCartState {
  return applyProductCartEvent(state, event).state;
}

/** Σ price × quantity, in cents. */
export function productCartTotal(state: ProductCartState): number {
  return state.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

/** How many items the cart holds (the badge counts units, not lines). */
export function productCartCount(state: ProductCartState): number {
  return state.lines.reduce((sum, l) => sum + l.quantity, 0);
}

// ─── Stock ───────────────────────────────────────────────────────────────────────────────────

/**
 * Spec §4: a product's available stock is 999999 when its stock is not tracked, 0 when the
 * product is not found, otherwise its stock (never below 0).
 */
export function availableStock(product: Pick<Article, "booker" | "stock"> | null | undefined): number {
  if (!product) return 0;
  if (!product.booker?.enableStock) return UNLIMITED_STOCK;
  return stockOf(product.stock ?? 0);
}

/** How many more the customer may add: the stock less what the cart holds already. */
export function addableQuantity(state: ProductCartState, productId: number, stock: number): number {
  const inCart = state.lines.find((l) => l.id === productId)?.quantity ?? 0;
  return Math.max(0, stockOf(stock) - inCart);
}

export type StockDisplay = { state: "in_stock" } | { state: "low"; left: number } | { state: "sold_out" };

/** What a product card says: 'in stock', 'only N left' from the threshold down, 'sold out'. */
export function stockDisplay(stock: number, threshold: number = LOW_STOCK_THRESHOLD): StockDisplay {
  const left = stockOf(stock);
  if (left === 0) return { state: "sold_out" };
  if (left <= threshold) return { state: "low", left };
  return { state: "in_stock" };
}
