// The company as any visitor may see it (never a secret key), with a back-office's preview theme
// laid over its theme. The API's companies/me and the pages' load context both show this.
import { publicSettings, type CompanySettings } from "../../domain/company-settings";
import { Invalid } from "../../domain/errors";
import { applyPreviewTheme, decodePreviewTheme } from "../../domain/preview-theme";
import type { PublicCompany } from "../../contract/companies";
import type { Company } from "./companies";
import { allowedAddress, sanitiseCss } from "./custom-css";

/** The hosts the business's own fonts come from (its saved theme), the only ones a page's CSS may name. */
export function fontHosts(settings: CompanySettings): string[] {
  const hosts = new Set<string>();
  for (const font of [settings.themes.fonts.title, settings.themes.fonts.body]) {
    if (/^https:\/\//.test(font.url)) hosts.add(new URL(font.url).host);
  }
  return [...hosts];
}

/**
 * `previewTheme` is the encoded theme of a preview the server signed (server/tenancy/
 * preview-signature.ts), never what a visitor sent unchecked.
 */
export function publicCompany(company: Company, previewTheme?: string | null): PublicCompany {
  if (previewTheme) return made(company, previewTheme);
  // A company object stands for one version of the company (server/tenancy/companies.ts makes a
  // new one when its version moves): its public side is worked out once, not on every page.
  let seen = unchanged.get(company);
  if (!seen) unchanged.set(company, (seen = made(company, null)));
  return seen;
}

const unchanged = new WeakMap<Company, PublicCompany>();

const invalid = (): never => {
  throw new Invalid({ previewtheme: "invalid" }, "invalid_preview_theme");
};

/**
 * The company's settings with a preview the server signed laid over them (its themes, and the look
 * form's draft when it carries one: decision 300); null when it does not read. Only for the request
 * that carried it: a company made with these settings is never put in the company directory.
 */
export function previewedSettings(settings: CompanySettings, encoded: string): CompanySettings | null {
  const preview = decodePreviewTheme(encoded);
  return preview && applyPreviewTheme(settings, preview);
}

function made(company: Company, previewTheme: string | null): PublicCompany {
  let settings = company.settings;
  const hosts = fontHosts(company.settings);
  if (previewTheme) {
    settings = previewedSettings(company.settings, previewTheme) ?? invalid();
    // A preview's stylesheet only from this site or the business's own font hosts.
    const fonts = settings.themes.fonts;
    for (const role of ["title", "body"] as const) {
      if (fonts[role].url && !allowedAddress(fonts[role].url, hosts)) fonts[role] = { ...fonts[role], url: company.settings.themes.fonts[role].url };
    }
  }
  settings = { ...settings, themes: { ...settings.themes, customCss: sanitiseCss(settings.themes.customCss, hosts) } };
  return { token: company.token, nickname: company.nickname, version: company.version, settings: publicSettings(settings) };
}
