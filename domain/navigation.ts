// What the header, drawer, footer and bottom bar offer (spec §2), decided from the settings,
// the modules, the shops and the signed-in customer. Pure: the layout only draws the result.
import { localise } from "./catalogue";
import type { CompanySettings } from "./company-settings";
import type { Modules } from "./modules";
import type { Lang, Localised } from "./types";

/** the e-shop's page (without its language) */
export const ESHOP_PATH = "/boutique";
/** the product basket's page (without its language) */
export const BASKET_PATH = "/panier";

export interface NavLink {
  key: string;
  /** a locale-free path of the storefront, or an outside address */
  href: string;
  external?: boolean;
  newTab?: boolean;
  label?: string;
}

/** Custom menu items ('others'), sorted by order, labelled in the visitor's language (fr fallback); items without a label or url are skipped. */
export function customMenuItems(items: CompanySettings["booker"]["customMenuItems"], lang: Lang): NavLink[] {
  return [...items]
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.order - b.item.order || a.i - b.i)
    .map(({ item, i }) => ({ key: `custom-${i}`, href: item.url, label: localise(item.label, lang), external: /^https?:\/\//.test(item.url), newTab: item.newTab }))
    .filter((l) => l.label !== "" && l.href !== "");
}

export interface MenuContext {
  modules: Modules;
  magazine: boolean;
  homepageType: CompanySettings["booker"]["homepageType"];
}

/** A marketplace sells no services of its own: its home is the finder of its businesses' shops (decision 204). */
export function offersServices(homepageType: MenuContext["homepageType"]): boolean {
  return homepageType !== "mkp" && homepageType !== "mkp-2";
}

/** The main entries in the desktop menu's order (contact is drawn apart: it lists the shops). */
export function mainEntries({ modules, magazine, homepageType }: MenuContext): NavLink[] {
  const out: NavLink[] = offersServices(homepageType) ? [{ key: "services", href: "/services" }] : [];
  if (modules.eshop) out.push({ key: "eshop", href: ESHOP_PATH });
  if (modules.gift) out.push({ key: "gift", href: "/gift" });
  if (magazine) out.push({ key: "magazine", href: "/magazine" });
  return out;
}

export type BottomTab = CompanySettings["booker"]["navigation"]["mobile"]["bottomNavLeft"];

const TAB_PATHS: Record<BottomTab, string> = {
  gift: "/gift",
  services: "/services",
  contact: "/contact",
  shops: "/contact",
  eShop: ESHOP_PATH,
  account: "/profile",
  magazine: "/magazine",
};

function tabAvailable(tab: BottomTab, ctx: MenuContext): boolean {
  if (tab === "gift") return ctx.modules.gift;
  if (tab === "eShop") return ctx.modules.eshop;
  if (tab === "magazine") return ctx.magazine;
  if (tab === "services") return offersServices(ctx.homepageType);
  return true;
}

/**
 * The bottom bar's side tabs: the configured ones, or the defaults (services, contact) when a
 * configured tab's module is off, or the account when the default is not offered either (a
 * marketplace's services).
 */
export function bottomTabs(mobile: Pick<CompanySettings["booker"]["navigation"]["mobile"], "bottomNavLeft" | "bottomNavRight">, ctx: MenuContext) {
  const pick = (tab: BottomTab, fallback: BottomTab) => {
    const chosen = tabAvailable(tab, ctx) ? tab : tabAvailable(fallback, ctx) ? fallback : "account";
    return { tab: chosen, href: TAB_PATHS[chosen] };
  };
  return { left: pick(mobile.bottomNavLeft, "services"), right: pick(mobile.bottomNavRight, "contact") };
}

export interface CustomerLike {
  email: string | null;
  phone: string | null;
  hasLoyaltyCard?: boolean;
}

/**
 * The account entries, the same in every menu (header, drawer) and on the account home: signed in →
 * account, appointments, e-shop orders (with the e-shop), gift vouchers (with gifts), loyalty (with a
 * card); signed out → login, register.
 */
export function accountLinks(customer: CustomerLike | null, modules: Pick<Modules, "eshop" | "loyalty" | "gift">): NavLink[] {
  if (!customer) return [{ key: "login", href: "/auth/login" }, { key: "register", href: "/auth/register" }];
  const out: NavLink[] = [{ key: "account", href: "/profile" }, { key: "orders", href: "/profile/orders" }];
  if (modules.eshop) out.push({ key: "eshopOrders", href: "/profile/eshoporders" });
  if (modules.gift) out.push({ key: "gifts", href: "/profile/gifts" });
  if (modules.loyalty && customer.hasLoyaltyCard) out.push({ key: "loyalty", href: "/profile/loyalty" });
  return out;
}

/** The drawer's dot (spec §5): the profile lacks a phone or an e-mail. */
export function profileIncomplete(customer: CustomerLike | null): boolean {
  return missingContact(customer) !== null;
}

/** Which way to reach the customer the profile lacks: the warning asks only for that. */
export function missingContact(customer: CustomerLike | null): "phone" | "email" | "both" | null {
  if (!customer) return null;
  const phone = !customer.phone?.trim();
  const email = !customer.email?.trim();
  return phone && email ? "both" : phone ? "phone" : email ? "email" : null;
}

/** Where the account icon leads when signed out: /auth with fast registration, else the login page. */
export function accountEntry(fastRegistration: boolean): string {
  return fastRegistration ? "/auth" : "/auth/login";
}

/** Home mode (spec §2): mono with one shop or fewer, otherwise the company's homepageType. */
export function homeMode(shopCount: number, homepageType: CompanySettings["booker"]["homepageType"]) {
  return shopCount <= 1 ? "mono" : homepageType;
}

/** Social buttons: only the networks that are active and have a url, in the spec's order. */
export function socialLinks(networks: CompanySettings["identity"]["socialNetworks"]): { network: string; url: string }[] {
  return (["facebook", "google", "youtube", "instagram", "linkedIn"] as const)
    .filter((n) => networks[n].active && networks[n].url.trim() !== "")
    .map((n) => ({ network: n, url: networks[n].url }));
}

/** The primary-site link, when enabled with a url; its text falls back to the given default. */
export function primarySiteLink(link: { enabled: boolean; url: string; text: Localised }, lang: Lang): { url: string; text: string } | null {
  if (!link.enabled || !link.url) return null;
  return { url: link.url, text: localise(link.text, lang) };
}

/** The social networks the business offers sign-in with: those whose keys it has set. */
export function socialSignIns(settings: { booker: { oauthKeys: { google: { clientId: string }; facebook: { appId: string } } } }) {
  const keys = settings.booker.oauthKeys;
  return { google: Boolean(keys.google.clientId), facebook: Boolean(keys.facebook.appId) };
}
