import type { TKey } from "../../lib/use-t";

/** The interface label of each navigation key (domain/navigation.ts). */
export const NAV_LABELS: Record<string, TKey> = {
  home: "nav.home",
  services: "nav.services",
  eshop: "nav.eshop",
  eShop: "nav.eshop",
  gift: "nav.gift",
  magazine: "nav.magazine",
  contact: "nav.contact",
  shops: "nav.shops",
  account: "nav.account",
  orders: "nav.orders",
  loyalty: "nav.loyalty",
  eshopOrders: "nav.eshopOrders",
  login: "nav.login",
  register: "nav.register",
};
