// The kinds of order the desk lists and every state one can be in (a booking's, an e-shop order's,
// a voucher's): plain lists, so the pages use them without the API's schemas.
export const ORDER_KINDS = ["booking", "eshop", "voucher"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATES = ["pending", "confirmed", "cancelled", "expired", "paid", "ready", "shipped", "collected", "refunded", "awaiting_payment", "active", "void"] as const;
