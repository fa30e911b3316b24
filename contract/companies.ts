// The company (spec §7 'Company'): how a client finds its token from the host it was reached at,
// and the company as any visitor may see it — never a secret key.
import { z } from "zod";
import { publicSettingsSchema } from "../domain/company-settings";
import { operation } from "./operation";
import { text } from "./vocabulary";

export const publicCompanySchema = z.object({
  token: z.string(),
  nickname: z.string(),
  version: z.number(),
  settings: publicSettingsSchema,
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

export const companyTokenForHost = operation({
  method: "get",
  path: "/companies/token/host/{host}",
  tag: "company",
  summary: "The company's token for the host a visitor typed",
  access: "host",
  params: z.object({ host: text(253, 1) }),
  status: 200,
  response: z.object({ token: z.string() }),
  errors: [400, 404],
});

export const currentCompany = operation({
  method: "get",
  path: "/companies/me",
  tag: "company",
  summary: "The company of the `company` header, with the preview theme of `previewtheme` laid over its theme",
  access: "company",
  status: 200,
  response: z.object({ company: publicCompanySchema }),
  errors: [400, 404],
});
