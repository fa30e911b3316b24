import { describe, expect, it } from "vitest";
import { replyKeyword, senderId } from "./sms";

describe("SMS rules", () => {
  it("makes the business's name a sender ID: letters, digits and spaces, 11 at most, a letter in it", () => {
    expect(senderId("Maison Lumière Spa", "Vitrine")).toBe("Maison Lumi");
    expect(senderId("L'Atelier de Clara", "Vitrine")).toBe("L Atelier d");
    expect(senderId("123 456", "Vitrine")).toBe("Vitrine");
    expect(senderId("", "Vitrine")).toBe("Vitrine");
  });

  it("reads STOP and its kin in any case and accent, and START", () => {
    expect(replyKeyword("stop")).toBe("stop");
    expect(replyKeyword(" Arrêt ")).toBe("stop");
    expect(replyKeyword("STOP.")).toBe("stop");
    expect(replyKeyword("Start")).toBe("start");
    expect(replyKeyword("Stop the 10:00 please")).toBeNull();
    expect(replyKeyword("merci")).toBeNull();
  });
});
