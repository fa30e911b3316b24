// An e-shop order's steps after it is paid, as the shop moves it (decision 276): a pickup is
// prepared ('paid', to prepare), then ready for collection, then collected; a delivery is shipped.
// Pure: what a state may become, whatever asks.
import type { Fulfilment } from "./eshop-order";

export type EshopStatus = "pending" | "paid" | "ready" | "shipped" | "collected" | "cancelled" | "expired" | "refunded";
/** The states the shop moves an order to (the others come from the payment and refunds). */
export const SHOP_STEPS = ["ready", "shipped", "collected"] as const;
export type ShopStep = (typeof SHOP_STEPS)[number];

/** What an order in `status` may be moved to by the shop, in the order of its steps. */
export function nextSteps(fulfilment: Fulfilment, status: EshopStatus): ShopStep[] {
  if (fulfilment === "pickup") {
    if (status === "paid") return ["ready", "collected"];
    if (status === "ready") return ["collected"];
    return [];
  }
  return status === "paid" ? ["shipped"] : [];
}
