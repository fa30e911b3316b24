// The company (spec §7 'Company'): how a client finds its token from the host it was reached at,
// and the company as any visitor may see it — never a secret key.
import { z } from "zod";
import { publicSettingsSchema } from "../domain/company-settings";
import { operations } from "./operation";
import { text } from "./vocabulary";

const { get } = operations("company");

export const publicCompanySchema = z.object({
  token: z.string(),
  nickname: z.string(),
  version: z.number(),
  settings: publicSettingsSchema,
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

export const companyTokenForHost = get("/companies/token/host/{host}", "The company's token for the host a visitor typed, and whether the site is in debug mode for this caller: the company's own debug mode, or `isdebug: true` sent with the token of one of its company users (a disabled site stays visible to them)", {
  access: "host",
  params: z.object({ host: text(253, 1) }),
  response: z.object({ token: z.string(), isDebug: z.boolean() }),
  errors: [400, 404],
});
export const currentCompany = get("/companies/me", "The company of the `company` header, with the preview theme of `previewtheme` laid over its theme", {
  response: z.object({ company: publicCompanySchema }),
  errors: [400, 404],
});
