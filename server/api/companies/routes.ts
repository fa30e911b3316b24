import { Invalid, NotFound } from "../../../domain/errors";
import { Hono } from "hono";
import { publicSettings } from "../../../domain/company-settings";
import { applyPreviewTheme, decodePreviewTheme } from "../../../domain/preview-theme";
import type { ApiEnv } from "../context";
import type { Company } from "../../tenancy/companies";

/** The company as any visitor may see it: never a secret key. */
export function publicCompany(company: Company) {
  return {
    token: company.token,
    nickname: company.nickname,
    version: company.version,
    settings: publicSettings(company.settings),
  };
}
export type PublicCompany = ReturnType<typeof publicCompany>;

/** Routes that need no `company` header: they are how a client finds its token. */
export const companyLookupRoutes = new Hono<ApiEnv>().get("/companies/token/host/:host", async (c) => {
  const token = await c.get("services").companies.tokenForHost(c.req.param("host"));
  if (!token) throw new NotFound("host_unknown");
  return c.json({ token });
});

export const companyRoutes = new Hono<ApiEnv>().get("/companies/me", (c) => {
  let company = c.get("company");
  const preview = c.req.header("previewtheme");
  if (preview) {
    const themes = decodePreviewTheme(preview);
    if (!themes) throw new Invalid({ previewtheme: "invalid" }, "invalid_preview_theme");
    company = { ...company, settings: applyPreviewTheme(company.settings, themes) };
  }
  return c.json({ company: publicCompany(company) });
});
