// Where a reminder sends the customer to manage their booking. One function, so the signed
// reschedule link (no sign-in needed) replaces the account's page here alone.
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import type { Company } from "../tenancy/companies";

/** The page where the customer sees, cancels or moves the booking `orderId`. */
export function manageBookingLink(company: Pick<Company, "site">, orderId: number, lang: Lang): string {
  return `${company.site}${localePath(`/profile/orders/${orderId}`, lang)}`;
}
