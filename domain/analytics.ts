// Analytics (spec §3 `ganalytics`, `gaConversionId`, `gaConversionLabel`; §9: purchase events in
// EUR, tax 0, shipping 0; decision 264): the standard tag runs only where the business set its
// measurement id AND the visitor said yes to measurement in the cookie card. A purchase event
// carries the order's reference, its value and its lines, never who bought.
import type { CookiePreferences } from "./cookie-consent";

export interface AnalyticsSettings {
  ganalytics: string;
  gaConversionId: string;
  gaConversionLabel: string;
}

export interface AnalyticsTag {
  measurementId: string;
  /** Google Ads' conversion target (`AW-…/label`), when the business set both parts */
  conversion: string | null;
}

/** The tag a page may load, or null: no id, or no consent (not chosen yet counts as no). */
export function analyticsTag(settings: AnalyticsSettings, preferences: CookiePreferences | null): AnalyticsTag | null {
  if (!settings.ganalytics || preferences?.analytics !== true) return null;
  const conversion = settings.gaConversionId && settings.gaConversionLabel ? `${settings.gaConversionId}/${settings.gaConversionLabel}` : null;
  return { measurementId: settings.ganalytics, conversion };
}

export interface Purchase {
  /** the order's reference as the customer sees it */
  reference: string;
  /** what was bought, cents */
  total: number;
  lines: { id: string | number; name: string; price: number; quantity: number }[];
}

const euros = (cents: number) => Math.round(cents) / 100;

/** The purchase event's parameters (GA4's `purchase`): euros, tax and shipping 0 (spec §9). */
export function purchaseEvent(purchase: Purchase) {
  return {
    transaction_id: purchase.reference,
    value: euros(purchase.total),
    currency: "EUR" as const,
    tax: 0,
    shipping: 0,
    items: purchase.lines.map((l) => ({ item_id: String(l.id), item_name: l.name, price: euros(l.price), quantity: l.quantity })),
  };
}
