// The provider profile (spec §7: GET cmp-users/me with the stored token, response `user`): a
// business-side user signed in on the back-office. The token is the provider's own bearer, not a
// customer's session.
import { z } from "zod";
import { operations } from "./operation";

const { get, post } = operations("providers");

const companyUser = z.object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string(), role: z.string() });

export const providerMe = get("/cmp-users/me", "The company user of the bearer token", { response: z.object({ user: companyUser }), errors: [401] });
export const providerLogout = post("/cmp-users/logout", "Ends the provider's token", { status: 204 });

export const signPreviewTheme = post("/cmp-users/preview-theme", "Signs a preview theme (the settings' themes, or part of them) for the back-office's preview: valid 30 minutes, for this company only", {
  body: z.object({ themes: z.record(z.string(), z.unknown()) }),
  response: z.object({ previewTheme: z.string(), expiresAt: z.string() }),
  errors: [400, 401],
});
