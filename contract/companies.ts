// The company (spec §7 'Company'): how a client finds its token from the host it was reached at,
// and the company as any visitor may see it — never a secret key.
import { z } from "zod";
import { companySettingsSchema, publicSettingsSchema } from "../domain/company-settings";
import { MANAGERS, OWNERS } from "../domain/roles";
import { operations } from "./operation";
import { idText, text } from "./vocabulary";

const { get, put } = operations("company");

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

// The company as its own team reads and writes it (decision 219): the whole settings document with
// every secret blank, and which secrets hold a value; written by the owner as a merge patch.
export const teamCompanySchema = z.object({
  id: z.number(),
  token: z.string(),
  nickname: z.string(),
  version: z.number(),
  settings: companySettingsSchema,
  /** the paths of the secrets that hold a value ('booker.payment.keys.secretKey'); their values are never answered */
  secretsSet: z.array(z.string()),
});
export type TeamCompany = z.infer<typeof teamCompanySchema>;

const companyId = z.object({ id: idText });

export const companyById = get("/companies/{id}", "The company's settings as its team sees them: everything but the secrets' values (owner and managers)", {
  access: "provider",
  allow: MANAGERS,
  params: companyId,
  response: z.object({ company: teamCompanySchema }),
  errors: [400, 404],
});
export const updateCompany = put("/companies/{id}", "Changes the company's nickname and settings: `settings` is a merge patch of the document (objects merge, `null` restores a default, arrays replace); a secret left out or blank keeps its value. The storefront shows the change at its next request", {
  access: "provider",
  allow: OWNERS,
  params: companyId,
  body: z.object({
    nickname: text(80, 1).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  }),
  response: z.object({ company: teamCompanySchema }),
  errors: [400, 404],
});
