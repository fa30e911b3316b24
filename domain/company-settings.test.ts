import { describe, expect, it } from "vitest";
import { offeredLangs, parseSettings, publicSettings, validateSettings } from "./company-settings";
import { applyPreviewTheme, decodePreviewTheme, encodePreviewTheme, extractPreviewTheme } from "./preview-theme";

describe("company settings", () => {
  it("an empty document gets every default of the spec", () => {
    const s = parseSettings({});
    expect(s.themes.colors).toMatchObject({ primary: "#1a1b1b", secondary: "#B9A04E", background: "#ffffff", buttonBackground: "#333333" });
    expect(s.identity.logoSize).toBe(50);
    expect(s.booker.langs).toEqual({ fr: true, de: true, en: true, es: true, it: true });
    expect(s.booker.homepageType).toBe("multi");
    expect(s.booker.payment.provider).toBe("free");
    expect(s.booker.mCurrency).toEqual({ symbol: "€", code: "EUR" });
    expect(s.booker.mCurrencyFormat).toBe("#!");
    expect(s.booker.navigation.mobile).toMatchObject({ bottomNavLeft: "services", bottomNavRight: "contact" });
    expect(s.booker.services.list.display).toEqual({ duration: false, price: true });
    expect(s.booker.appointment.cuttingHours).toBe(30);
    expect(s.booker.seo.siteTabTitlePattern).toBe("%s");
    expect(s.identity.socialNetworks.facebook).toEqual({ active: false, url: "" });
  });

  it("keeps what is given and fills the rest of the same object", () => {
    const s = parseSettings({ themes: { colors: { primary: "#123456" } }, booker: { langs: { fr: true } } });
    expect(s.themes.colors.primary).toBe("#123456");
    expect(s.themes.colors.secondary).toBe("#B9A04E");
    expect(offeredLangs(s)).toEqual(["fr"]);
  });

  it("refuses a bad document with the path of the bad field", () => {
    expect(validateSettings({ identity: { logoSize: "big" } })).toMatchObject({ ok: false, path: "identity.logoSize" });
    expect(validateSettings({ booker: { payment: { provider: "bitcoin" } } })).toMatchObject({ ok: false, path: "booker.payment.provider" });
    expect(validateSettings({ themes: { colors: { primary: "red;}</style>" } } })).toMatchObject({ ok: false, path: "themes.colors.primary" });
    expect(validateSettings({ booker: { langs: { fr: false, en: false } } })).toMatchObject({ ok: false, path: "booker.langs" });
    expect(validateSettings({ booker: { mCurrencyFormat: "#?" } })).toMatchObject({ ok: false, path: "booker.mCurrencyFormat" });
  });

  it("the third parties' settings (spec §3): empty by default, stored when well formed, refused by their path otherwise", () => {
    const d = parseSettings({}).booker;
    expect([d.ganalytics, d.gaConversionId, d.gaConversionLabel, d.avisverifies, d.klaviyoPublicKey]).toEqual(["", "", "", "", ""]);
    expect(d.optin).toEqual({ active: false, formId: "" });
    const given = { ganalytics: "G-ABC123DEF4", gaConversionId: "AW-123456789", gaConversionLabel: "xY_z-1", avisverifies: "a1b2-c3", optin: { active: true, formId: "news_1" }, klaviyoPublicKey: "AbC123" };
    const ok = validateSettings({ booker: given });
    expect(ok.ok && ok.settings.booker).toMatchObject(given);
    for (const [field, bad] of [["ganalytics", "UA-1234-1"], ["gaConversionId", "123456789"], ["gaConversionLabel", "<script>"], ["avisverifies", "a b"], ["klaviyoPublicKey", "ABCDEFG"]] as const) {
      expect(validateSettings({ booker: { [field]: bad } }), field).toMatchObject({ ok: false, path: `booker.${field}` });
    }
    expect(validateSettings({ booker: { optin: { active: "yes" } } })).toMatchObject({ ok: false, path: "booker.optin.active" });
  });

  it("the public settings carry no secret", () => {
    const s = parseSettings({ booker: { payment: { provider: "stripe", keys: { publicKey: "pk", secretKey: "sk" } }, oauthKeys: { google: { clientId: "id", clientSecret: "secret" } } } });
    const text = JSON.stringify(publicSettings(s));
    expect(text).toContain('"publicKey":"pk"');
    expect(text).not.toContain("secretKey");
    expect(text).not.toContain("clientSecret");
    expect(text).not.toContain("appSecret");
  });
});

describe("preview theme", () => {
  it("is cut out of the address between -ps-- and --pe-", () => {
    const encoded = encodePreviewTheme({ colors: { primary: "#ff0066" } });
    expect(extractPreviewTheme(`/en/services-ps--${encoded}--pe-`)).toEqual({ path: "/en/services", previewTheme: encoded });
    expect(extractPreviewTheme("/services")).toEqual({ path: "/services", previewTheme: null });
  });

  it("round-trips, is validated, and lays over the company's theme", () => {
    const encoded = encodePreviewTheme({ colors: { primary: "#ff0066" }, fonts: { title: { name: "Lora" } } });
    const preview = decodePreviewTheme(encoded)!;
    const merged = applyPreviewTheme(parseSettings({}), preview);
    expect(merged!.themes.colors.primary).toBe("#ff0066");
    expect(merged!.themes.colors.secondary).toBe("#B9A04E");
    expect(merged!.themes.fonts.title.name).toBe("Lora");
    expect(decodePreviewTheme(encodePreviewTheme({ colors: { primary: "url(javascript:1)" } }))).toBeNull();
    expect(decodePreviewTheme("%%%")).toBeNull();
  });

  it("carries the look form's draft: only the look's own fields, laid over the settings as saving would", () => {
    const settings = parseSettings({ booker: { gift: { active: true }, previewOrigins: ["https://studio.example"] } });
    const preview = decodePreviewTheme(
      encodePreviewTheme({ themes: { colors: { primary: "#0b5d4b" } }, look: { booker: { homepageType: "mono", gift: { active: false }, langs: { en: true }, previewOrigins: ["https://evil.example"], payment: { provider: "stripe" } }, identity: { displayName: "Draft", websiteURL: "https://evil.example" } } }),
    )!;
    expect(preview.look).toEqual({ booker: { homepageType: "mono", gift: { active: false }, langs: { en: true } }, identity: { displayName: "Draft" } });
    const drafted = applyPreviewTheme(settings, preview)!;
    expect(drafted.themes.colors.primary).toBe("#0b5d4b");
    expect(drafted.booker).toMatchObject({ homepageType: "mono", gift: { active: false }, previewOrigins: ["https://studio.example"] });
    expect(drafted.booker.langs.en).toBe(true);
    expect(drafted.identity.displayName).toBe("Draft");
    // a draft the settings would refuse is no preview at all
    expect(decodePreviewTheme(encodePreviewTheme({ themes: {}, look: { booker: { homepageType: "carousel" } } }))).toBeNull();
    expect(applyPreviewTheme(settings, { themes: {}, look: { booker: { customMenuItems: "x" } } })).toBeNull();
  });
});
