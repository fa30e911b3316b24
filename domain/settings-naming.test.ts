import { describe, expect, it } from "vitest";
import { parseSettings, settingsNaming } from "./company-settings";

describe("where the settings name an article", () => {
  it("finds the hero, a slide's service button, an alert message and a loyalty reward; nothing for another id", () => {
    const settings = parseSettings({
      booker: {
        sections: { home: { heroImage: { serviceId: 7, slides: [{ buttonAction: "url", buttonActionValue: 7 }, { buttonAction: "service", buttonActionValue: 7 }] } } },
        alertMessages: [{ body: { fr: "x" }, serviceId: 7 }],
        loyalty: { tiers: [{ id: "offert", threshold: 100, reward: { type: "service", articleId: 7 } }] },
      },
    });
    expect(settingsNaming(settings, 7)).toEqual(["the home page's hero", "hero slide 2", "alert message 1", "loyalty palier 'offert'"]);
    expect(settingsNaming(settings, 8)).toEqual([]);
  });
});
