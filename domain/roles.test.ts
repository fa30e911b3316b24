import { describe, expect, it } from "vitest";
import { EVERYONE, MANAGERS, OWNERS, keepsAnOwner, reachesShop, roleMayCall, shopsReached } from "./roles";

describe("who may call an operation", () => {
  it("follows the operation's allowed roles", () => {
    expect(roleMayCall("staff", EVERYONE)).toBe(true);
    expect(roleMayCall("staff", MANAGERS)).toBe(false);
    expect(roleMayCall("manager", MANAGERS)).toBe(true);
    expect(roleMayCall("manager", OWNERS)).toBe(false);
    expect(roleMayCall("owner", OWNERS)).toBe(true);
  });

  it("allows only the owner where an operation says nothing, and no unknown role anywhere", () => {
    expect(roleMayCall("owner", undefined)).toBe(true);
    expect(roleMayCall("manager", undefined)).toBe(false);
    expect(roleMayCall("admin", EVERYONE)).toBe(false);
    expect(roleMayCall("", EVERYONE)).toBe(false);
  });
});

describe("the shops a company user reaches", () => {
  it("are every shop for an owner, the linked ones for the others", () => {
    expect(shopsReached({ role: "owner", shops: [] })).toBeNull();
    expect(reachesShop({ role: "owner", shops: [] }, 7)).toBe(true);
    expect(reachesShop({ role: "manager", shops: [7] }, 7)).toBe(true);
    expect(reachesShop({ role: "manager", shops: [7] }, 8)).toBe(false);
    expect(reachesShop({ role: "staff", shops: [] }, 7)).toBe(false);
  });

  it("never leaves a business without an owner", () => {
    expect(keepsAnOwner(1)).toBe(true);
    expect(keepsAnOwner(0)).toBe(false);
  });
});
