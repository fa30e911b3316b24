import { describe, expect, it } from "vitest";
import { service, shop } from "./catalogue.fixtures";
import { findShopById, offersService, sameShop, shopIdKey } from "./shops";

describe("shop ids", () => {
  it("keeps only the part after the last dash", () => {
    expect(shopIdKey("ab-12")).toBe("12");
    expect(shopIdKey("x-ab-12")).toBe("12");
    expect(shopIdKey("12")).toBe("12");
    expect(shopIdKey(12)).toBe("12");
  });
  it("compares shops prefixes aside", () => {
    expect(sameShop("ab-12", "12")).toBe(true);
    expect(sameShop("ab-12", "cd-12")).toBe(true);
    expect(sameShop("ab-12", "ab-13")).toBe(false);
    expect(sameShop(null, "12")).toBe(false);
  });
});

describe("offersService", () => {
  it("a shop offers a service that lists it, whatever the prefix of either id", () => {
    const massage = service({ shopIds: ["ab-12", "ab-13"] });
    expect(offersService(shop({ artebeauteId: "ab-12" }), massage)).toBe(true);
    expect(offersService(shop({ artebeauteId: "web-13" }), massage)).toBe(true);
    expect(offersService(shop({ artebeauteId: "14" }), massage)).toBe(false);
    expect(offersService(shop({ artebeauteId: "ab-12" }), service({ shopIds: [] }))).toBe(false);
  });
});

describe("findShopById", () => {
  it("takes the exact id first, then the same id prefixes aside", () => {
    const shops = [shop({ id: 1, artebeauteId: "web-12" }), shop({ id: 2, artebeauteId: "ab-12" })];
    expect(findShopById(shops, "ab-12")?.id).toBe(2);
    expect(findShopById(shops, "12")?.id).toBe(1);
    expect(findShopById(shops, "13")).toBeUndefined();
    expect(findShopById(shops, null)).toBeUndefined();
  });
});
