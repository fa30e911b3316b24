import { describe, expect, it } from "vitest";
import { companySettingsSchema } from "../../domain/company-settings";
import { lookField, lookMessages, lookPatch, lookTyped } from "./admin-look";

const settings = companySettingsSchema.parse({
  identity: { displayName: "Maison", logo: "/media/logo.png" },
  themes: { colors: { primary: "#7a1f3d" }, fonts: { title: { name: "Brand Serif", url: "https://fonts.example/brand.css" } } },
  booker: { customMenuItems: [{ label: { fr: "Soins en duo", en: "Duo treatments" }, url: "/services/duo", order: 0 }], gift: { active: true } },
});

describe("the look form's fields", () => {
  it("writes back what it read: the patch of an untouched form leaves the settings as they were", () => {
    const patch = lookPatch(lookTyped(settings, "fr"), settings, "fr");
    const merged = companySettingsSchema.parse({ ...settings, identity: { ...settings.identity, ...patch.identity }, themes: { ...settings.themes, ...patch.themes }, booker: { ...settings.booker, ...patch.booker, sections: patch.booker.sections } });
    expect(merged.themes).toEqual(settings.themes);
    expect(merged.booker.customMenuItems).toEqual(settings.booker.customMenuItems);
    expect(merged.booker.gift.active).toBe(true);
    expect(merged.identity.logo).toBe("/media/logo.png");
  });

  it("writes a menu label in the page's language, keeping the others; a new font drops the old stylesheet", () => {
    const typed = { ...lookTyped(settings, "en"), "menu.0.label": "Treatments for two", "fonts.title": "DM Sans" };
    const patch = lookPatch(typed, settings, "en");
    expect(patch.booker.customMenuItems).toEqual([{ label: { fr: "Soins en duo", en: "Treatments for two" }, url: "/services/duo", order: 0, newTab: false }]);
    expect(patch.themes.fonts.title).toEqual({ name: "DM Sans", url: "" });
    expect(patch.themes.fonts.body).toEqual({ name: "", url: "" });
  });

  it("names the form's field of an API refusal", () => {
    expect(lookField("settings.themes.colors.text")).toBe("colors.text");
    expect(lookField("settings.booker.customMenuItems.1.url")).toBe("menu.1.url");
    expect(lookField("settings.identity.socialNetworks.instagram.url")).toBe("social.instagram.url");
    expect(lookField("settings.booker.langs")).toBe("langs");
    expect(lookField("settings.booker.products.active")).toBe("module.eshop");
    expect(lookField("settings.somethingElse")).toBe("form");
  });

  it("previews only colours that parse (one bad colour would refuse the whole theme message)", () => {
    const messages = lookMessages({ ...lookTyped(settings, "fr"), "colors.text": "#12" });
    expect(messages[0]).toEqual({ type: "theme", colors: expect.not.objectContaining({ text: expect.anything() }) });
    expect(messages).toContainEqual({ type: "value", name: "displayName", value: "Maison" });
    expect(messages).toContainEqual({ type: "font", role: "title", name: "Brand Serif", url: "" });
  });
});
