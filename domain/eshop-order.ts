// An e-shop order's money (spec §3, §4 'Product cart'): the products at their shop price, the
// delivery (free from a threshold when the business sets one), and the VAT each line includes.
// Pure: integer cents in, integer cents out.
import { assertCents } from "./cents";

export type Fulfilment = "pickup" | "delivery";

export interface DeliveryRule {
  active: boolean;
  /** cents */
  price: number;
  /** cents of products from which delivery is free; null: never free */
  freeFrom: number | null;
}

export interface PricedLine {
  articleId: number;
  /** cents, VAT included, for one */
  unitPrice: number;
  quantity: number;
  /** percent, e.g. 20 or 5.5 */
  vat: number;
}

export interface EshopTotals {
  lines: (PricedLine & { total: number; vatAmount: number })[];
  subtotal: number;
  deliveryPrice: number;
  total: number;
  /** the VAT included in the products, per rate (the delivery is shown apart) */
  vatByRate: { rate: number; amount: number }[];
}

/** The VAT included in a price that includes it: 24,00 € at 20 % holds 4,00 €. Rounded to the cent. */
export function includedVat(priceWithVat: number, rate: number): number {
  assertCents(priceWithVat, "priceWithVat");
  if (!(rate >= 0 && rate < 100)) throw new RangeError(`rate: expected a percentage from 0 to 100, got ${rate}`);
  return Math.round((priceWithVat * rate) / (100 + rate));
}

/** What delivery costs for these products: nothing for a pickup or from the free threshold. */
export function deliveryPrice(fulfilment: Fulfilment, rule: DeliveryRule, subtotal: number): number {
  if (fulfilment === "pickup") return 0;
  if (!rule.active) throw new RangeError("delivery is not offered");
  return rule.freeFrom !== null && subtotal >= rule.freeFrom ? 0 : rule.price;
}

export function eshopTotals(lines: readonly PricedLine[], fulfilment: Fulfilment, rule: DeliveryRule): EshopTotals {
  const priced = lines.map((l) => {
    assertCents(l.unitPrice, "unitPrice");
    if (!Number.isInteger(l.quantity) || l.quantity < 1) throw new RangeError(`quantity: expected a whole number from 1, got ${l.quantity}`);
    const total = l.unitPrice * l.quantity;
    return { ...l, total, vatAmount: includedVat(total, l.vat) };
  });
  const subtotal = priced.reduce((sum, l) => sum + l.total, 0);
  const delivery = deliveryPrice(fulfilment, rule, subtotal);
  const rates = new Map<number, number>();
  for (const l of priced) rates.set(l.vat, (rates.get(l.vat) ?? 0) + l.vatAmount);
  return {
    lines: priced,
    subtotal,
    deliveryPrice: delivery,
    total: subtotal + delivery,
    vatByRate: [...rates].sort((a, b) => b[0] - a[0]).map(([rate, amount]) => ({ rate, amount })),
  };
}
