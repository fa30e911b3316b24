// Optional modules (spec §1, §5): each is gated by the company's version compared with the level
// it requires, then by its own settings. Pure: the storefront menus, pages and sitemap ask here.
import type { CompanySettings } from "./company-settings";

/** The version a company needs for each module (spec §1: shop and loyalty are both 0). */
export const MODULE_LEVELS = { shop: 0, loyalty: 0, gift: 0 } as const;

type Booker = CompanySettings["booker"];
/** Only the public part of the payment settings is needed (the secret key never leaves the server). */
export interface PaymentInput {
  provider: Booker["payment"]["provider"];
  keys: { publicKey: string };
}
export interface ModuleInput {
  version: number;
  settings: { booker: Pick<Booker, "gift" | "gifts" | "eshopEnabled" | "products"> & { payment: PaymentInput } };
}

export interface Modules {
  /** online card payment can be taken */
  payment: boolean;
  /** gift vouchers can be bought */
  gift: boolean;
  /** the shop module (selling products online) */
  shop: boolean;
  /** the e-shop pages: the shop module with its products switched on */
  eshop: boolean;
  loyalty: boolean;
}

/**
 * Payment is enabled for stripe and payzen only with a public key; saferpay, monetico and paypal
 * need none. 'free' (pay at the shop, the default) takes no online payment.
 */
export function paymentEnabled(payment: PaymentInput): boolean {
  switch (payment.provider) {
    case "stripe":
    case "payzen":
      return payment.keys.publicKey.trim() !== "";
    case "saferpay":
    case "monetico":
    case "paypal":
      return true;
    default:
      return false;
  }
}

export function modules(company: ModuleInput): Modules {
  const { booker } = company.settings;
  const level = (m: keyof typeof MODULE_LEVELS) => company.version >= MODULE_LEVELS[m];
  const payment = paymentEnabled(booker.payment);
  const gift = level("gift") && booker.gift.active && booker.gifts.themes.length > 0 && payment;
  const shop = level("shop") && payment && booker.payment.provider !== "monetico" && booker.eshopEnabled;
  return { payment, gift, shop, eshop: shop && booker.products.active, loyalty: level("loyalty") };
}
