// The message a customer leaves the business with a booking (the booking step's summary).
import { isApiFailure, type ApiClient } from "../../contract/client";
import type { PageContext } from "../../contract/page-context";

/**
 * The customer's message goes with the order once it exists (spec §4 'Payment flow'). It is a
 * courtesy to the business: when it cannot be saved the booking and its payment go on, and the
 * failure is logged for the team.
 */
export async function leaveMessage(api: ApiClient, log: PageContext["log"], cartId: number, message: string | undefined): Promise<boolean> {
  const text = message?.trim();
  if (!text) return true;
  try {
    await api.post("/payment/update-message", { body: { cartId, message: text } });
    return true;
  } catch (err) {
    log.warn({ cartId, status: isApiFailure(err) ? err.status : undefined, fields: isApiFailure(err) ? Object.keys(err.fields ?? {}) : undefined }, "the booking's message could not be saved");
    return false;
  }
}
