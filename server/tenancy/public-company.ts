// The company as any visitor may see it (never a secret key), with a back-office's preview theme
// laid over its theme. The API's companies/me and the pages' load context both show this.
import { publicSettings } from "../../domain/company-settings";
import { Invalid } from "../../domain/errors";
import { applyPreviewTheme, decodePreviewTheme } from "../../domain/preview-theme";
import type { PublicCompany } from "../../contract/companies";
import type { Company } from "./companies";

export function publicCompany(company: Company, previewTheme?: string | null): PublicCompany {
  let settings = company.settings;
  if (previewTheme) {
    const themes = decodePreviewTheme(previewTheme);
    if (!themes) throw new Invalid({ previewtheme: "invalid" }, "invalid_preview_theme");
    settings = applyPreviewTheme(settings, themes);
  }
  return { token: company.token, nickname: company.nickname, version: company.version, settings: publicSettings(settings) };
}
