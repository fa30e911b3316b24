// The kinds of order the desk lists and every state one can be in (a booking's, an e-shop order's,
// a voucher's, a sale at the counter's): plain lists, so the pages use them without the API's schemas.
export const ORDER_KINDS = ["booking", "eshop", "voucher", "counter"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** where an order was placed: a booking online, by phone or at the counter; a sale at the counter */
export const ORDER_SOURCES = ["online", "phone", "counter"] as const;
export const ORDER_STATES = ["pending", "confirmed", "cancelled", "expired", "paid", "ready", "shipped", "collected", "refunded", "awaiting_payment", "active", "void"] as const;
