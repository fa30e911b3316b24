import { describe, expect, it } from "vitest";
import { parseSettings } from "./company-settings";
import type { Modules } from "./modules";
import { accountEntry, accountLinks, bottomTabs, customMenuItems, homeMode, mainEntries, missingContact, offersServices, primarySiteLink, profileIncomplete, socialLinks, socialSignIns } from "./navigation";

const none: Modules = { payment: false, gift: false, shop: false, eshop: false, loyalty: true };
const all: Modules = { payment: true, gift: true, shop: true, eshop: true, loyalty: true };

describe("custom menu items", () => {
  it("sorts by order, labels per language with fr fallback, keeps the new-tab option", () => {
    const items = parseSettings({
      booker: {
        customMenuItems: [
          { label: { fr: "Blog", en: "Blog EN" }, url: "https://blog.example", order: 2, newTab: true },
          { label: { fr: "Carte" }, url: "/carte", order: 1 },
          { label: {}, url: "/nolabel", order: 0 },
        ],
      },
    }).booker.customMenuItems;
    const en = customMenuItems(items, "en");
    expect(en.map((l) => l.label)).toEqual(["Carte", "Blog EN"]);
    expect(en[1]).toMatchObject({ href: "https://blog.example", external: true, newTab: true });
    expect(en[0]).toMatchObject({ external: false, newTab: false });
  });
});

describe("menu entries follow the modules", () => {
  it("services always; e-shop, gift, magazine only when on", () => {
    expect(mainEntries({ modules: none, magazine: false, homepageType: "multi" }).map((e) => e.key)).toEqual(["services"]);
    expect(mainEntries({ modules: all, magazine: true, homepageType: "multi" }).map((e) => e.key)).toEqual(["services", "eshop", "gift", "magazine"]);
  });
});

describe("bottom bar", () => {
  it("defaults to services on the left and contact on the right", () => {
    const mobile = parseSettings({}).booker.navigation.mobile;
    expect(bottomTabs(mobile, { modules: none, magazine: false, homepageType: "multi" })).toEqual({ left: { tab: "services", href: "/services" }, right: { tab: "contact", href: "/contact" } });
  });
  it("a configured tab whose module is off falls back to the default", () => {
    const mobile = { bottomNavLeft: "gift" as const, bottomNavRight: "magazine" as const };
    expect(bottomTabs(mobile, { modules: none, magazine: false, homepageType: "multi" })).toMatchObject({ left: { tab: "services" }, right: { tab: "contact" } });
    expect(bottomTabs(mobile, { modules: all, magazine: true, homepageType: "multi" })).toMatchObject({ left: { tab: "gift", href: "/gift" }, right: { tab: "magazine" } });
  });
});

describe("a marketplace's menus", () => {
  it("offer no services of its own: the menu leaves them out, the bottom bar's default gives the account", () => {
    const mobile = parseSettings({}).booker.navigation.mobile;
    for (const homepageType of ["mkp", "mkp-2"] as const) {
      expect(offersServices(homepageType)).toBe(false);
      expect(mainEntries({ modules: all, magazine: false, homepageType }).map((e) => e.key)).toEqual(["eshop", "gift"]);
      expect(bottomTabs(mobile, { modules: none, magazine: false, homepageType })).toEqual({ left: { tab: "account", href: "/profile" }, right: { tab: "contact", href: "/contact" } });
    }
    expect(offersServices("multi")).toBe(true);
  });
});

describe("account links", () => {
  it("signed out: login and register", () => {
    expect(accountLinks(null, all).map((l) => l.key)).toEqual(["login", "register"]);
  });
  it("signed in: loyalty only with a card, e-shop orders only with the e-shop, gift vouchers only with gifts", () => {
    const c = { email: "a@b.c", phone: "1" };
    expect(accountLinks(c, none).map((l) => l.key)).toEqual(["account", "orders"]);
    expect(accountLinks({ ...c, hasLoyaltyCard: true }, all).map((l) => l.key)).toEqual(["account", "orders", "eshopOrders", "gifts", "loyalty"]);
    expect(accountLinks({ ...c, hasLoyaltyCard: true }, all).find((l) => l.key === "gifts")?.href).toBe("/profile/gifts");
  });
  it("the drawer dot shows when phone or e-mail is missing", () => {
    expect(profileIncomplete(null)).toBe(false);
    expect(profileIncomplete({ email: "a@b.c", phone: "06" })).toBe(false);
    expect(profileIncomplete({ email: "a@b.c", phone: null })).toBe(true);
    expect(profileIncomplete({ email: " ", phone: "06" })).toBe(true);
  });
  it("fast registration sends the account icon to /auth", () => {
    expect(accountEntry(true)).toBe("/auth");
    expect(accountEntry(false)).toBe("/auth/login");
  });
});

describe("home, social, primary link", () => {
  it("mono with one shop or fewer, else homepageType", () => {
    expect(homeMode(0, "multi")).toBe("mono");
    expect(homeMode(1, "mkp")).toBe("mono");
    expect(homeMode(2, "multi")).toBe("multi");
    expect(homeMode(2, "mono")).toBe("mono");
  });
  it("social buttons only when active with a url", () => {
    const networks = parseSettings({
      identity: { socialNetworks: { facebook: { active: true, url: "https://f" }, youtube: { active: true, url: "" }, instagram: { active: false, url: "https://i" } } },
    }).identity.socialNetworks;
    expect(socialLinks(networks)).toEqual([{ network: "facebook", url: "https://f" }]);
  });
  it("social sign-in only with the network's keys", () => {
    const keys = (google: string, facebook: string) => ({ booker: { oauthKeys: { google: { clientId: google }, facebook: { appId: facebook } } } });
    expect(socialSignIns(keys("g-id", ""))).toEqual({ google: true, facebook: false });
    expect(socialSignIns(keys("", "fb-id"))).toEqual({ google: false, facebook: true });
  });
  it("primary site link only when enabled with a url", () => {
    expect(primarySiteLink({ enabled: false, url: "https://x", text: {} }, "fr")).toBeNull();
    expect(primarySiteLink({ enabled: true, url: "", text: {} }, "fr")).toBeNull();
    expect(primarySiteLink({ enabled: true, url: "https://x", text: { fr: "Site", en: "Website" } }, "en")).toEqual({ url: "https://x", text: "Website" });
  });
});

describe("the incomplete-profile warning asks only for what is missing", () => {
  it("names the phone alone when the e-mail is there, the e-mail alone when the phone is, both when neither", () => {
    expect(missingContact({ email: "lea@example.test", phone: null })).toBe("phone");
    expect(missingContact({ email: "", phone: "+33612345678" })).toBe("email");
    expect(missingContact({ email: null, phone: " " })).toBe("both");
    expect(missingContact({ email: "lea@example.test", phone: "+33612345678" })).toBeNull();
    expect(missingContact(null)).toBeNull();
  });
});
