import { describe, expect, it } from "vitest";
import { internationalPhone, phoneCountryOf } from "./phone";

describe("a typed phone in international form", () => {
  it("a national number takes the picked country's code, without its trunk 0", () => {
    expect(internationalPhone("FR", "06 12 34 56 78")).toBe("+33612345678");
    expect(internationalPhone("FR", "06.12.34.56.78")).toBe("+33612345678");
    expect(internationalPhone("CH", "079 123 45 67")).toBe("+41791234567");
    expect(internationalPhone("DE", "0151 2345 6789")).toBe("+4915123456789");
    expect(internationalPhone("BE", "0470 12 34 56")).toBe("+32470123456");
  });

  it("Italy keeps the leading 0 of a landline; its mobiles have none", () => {
    expect(internationalPhone("IT", "06 1234 5678")).toBe("+390612345678");
    expect(internationalPhone("IT", "347 123 4567")).toBe("+393471234567");
  });

  it("a number typed with + or 00 keeps its own country, whatever is picked", () => {
    expect(internationalPhone("FR", "+41 79 123 45 67")).toBe("+41791234567");
    expect(internationalPhone("FR", "0041 79 123 45 67")).toBe("+41791234567");
  });

  it("what cannot be a phone is null", () => {
    expect(internationalPhone("FR", "")).toBeNull();
    expect(internationalPhone("FR", "06 12")).toBeNull();
    expect(internationalPhone("FR", "hello")).toBeNull();
    expect(internationalPhone("FR", "+0612345678")).toBeNull();
    expect(internationalPhone("FR", "06 12 34 56 78 90 12 34 56")).toBeNull();
  });
});

describe("the picker's first country", () => {
  it("the shop's country by code or by name in the storefront's languages; France otherwise", () => {
    expect(phoneCountryOf("FR")).toBe("FR");
    expect(phoneCountryOf("ch")).toBe("CH");
    expect(phoneCountryOf("Schweiz")).toBe("CH");
    expect(phoneCountryOf("España")).toBe("ES");
    expect(phoneCountryOf("Italia")).toBe("IT");
    expect(phoneCountryOf("")).toBe("FR");
    expect(phoneCountryOf(null)).toBe("FR");
    expect(phoneCountryOf("Atlantis")).toBe("FR");
  });
});
