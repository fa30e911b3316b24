// The provider profile (spec §7: GET cmp-users/me with the stored token, response `user`): a
// business-side user signed in on the back-office. The token is the provider's own bearer, not a
// customer's session.
import { z } from "zod";
import { EVERYONE, MANAGERS, OWNERS, ROLES } from "../domain/roles";
import { operations } from "./operation";
import { emailField, nameField, passwordField } from "./users";
import { text } from "./vocabulary";

const { get, post, put } = operations("providers");

/** `employeeId`: the employee whose agenda is theirs (a staff member's own agenda, decision 214), if linked */
const companyUser = z.object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string(), role: z.string(), employeeId: z.number().nullable() });

/** who is signed in, with `shops`: the shops they reach (null: every shop, an owner's) */
const signedInUser = companyUser.extend({ shops: z.array(z.number()).nullable() });

export const providerMe = get("/cmp-users/me", "The company user of the bearer token, with the shops they reach (`shops`, null for every shop: an owner's)", { access: "provider", allow: EVERYONE, response: z.object({ user: signedInUser }), errors: [401] });
export const providerLogout = post("/cmp-users/logout", "Ends the provider's token", { status: 204 });

export const signPreviewTheme = post("/cmp-users/preview-theme", "Signs a preview theme (the settings' themes, or part of them) for the back-office's preview: valid 30 minutes, for this company only. With `look` (the owner's only), the look form's draft besides: identity, home page and hero, menus' links, modules, languages (decision 300)", {
  access: "provider",
  allow: MANAGERS,
  body: z.object({ themes: z.record(z.string(), z.unknown()), look: z.object({ identity: z.record(z.string(), z.unknown()).optional(), booker: z.record(z.string(), z.unknown()).optional() }).optional() }),
  response: z.object({ previewTheme: z.string(), expiresAt: z.string() }),
  errors: [400, 401, 403],
});

// The company users' sign-in (spec §7 'Company users'): login with e-mail and password; a user is
// added by a signed-in colleague and activates their access through a mailed link (decision 150).
const signedIn = z.object({ token: z.string(), user: companyUser });
const activationToken = z.object({ token: text(100, 1).regex(/^[\w-]+$/, "must be the token of the link") });

export const companyUserLogin = post("/cmpusers/login", "Signs a company user in: a token for the content's writes", {
  body: z.object({ email: emailField, password: text(128, 1) }),
  response: signedIn,
  errors: [400, 401, 429],
});
export const companyUserMe = get("/cmpusers/me", "The company user of the bearer token, with their company's id (the back-office's `companies/{id}`) and the shops they reach (`shops`, null for every shop: an owner's)", { access: "provider", allow: EVERYONE, response: z.object({ user: signedInUser.extend({ companyId: z.number() }) }), errors: [401] });
export const companyUserRegister = post("/cmpusers/register", "Adds a company user (by the owner); an activation link goes to them by mail", {
  access: "provider",
  allow: OWNERS,
  body: z.object({ email: emailField, firstname: nameField.optional(), lastname: nameField.optional(), role: z.enum(ROLES).optional() }),
  status: 201,
  response: z.object({ user: companyUser }),
  errors: [400, 401, 409, 429],
});
export const companyUserActivation = get("/cmpusers/token/{token}", "Who an activation link is for", { params: activationToken, response: z.object({ user: z.object({ email: z.string(), firstname: z.string() }) }), errors: [400, 404] });
export const companyUserActivate = put("/cmpusers/token/{token}", "Activates a company user's access with their chosen password (the link works once)", {
  params: activationToken,
  body: z.object({ password: passwordField }),
  response: signedIn,
  errors: [400, 404],
});
