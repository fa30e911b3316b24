// A shop's provider connection (spec §7 GET payment/connect?shopId): the provider is the business's
// (every shop takes payment through it), set up when its required keys are there; Stripe Connect
// is said on or off and linked or not. Only yes and no leave: never a key nor the account id.
import { paymentEnabled } from "../../domain/modules";
import type { Company } from "../tenancy/companies";

export function providerConnection(company: Company, shopId: string) {
  const { booker, stripeConnectEnabled, stripeConnectId } = company.settings;
  const provider = booker.payment.provider;
  return {
    shopId,
    provider,
    connected: provider !== "free" && paymentEnabled(booker.payment),
    stripeConnect: { enabled: stripeConnectEnabled, linked: stripeConnectId.trim() !== "" },
  };
}
