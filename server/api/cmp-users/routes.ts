// The provider profile (spec §7: GET cmp-users/me with the stored token, response `user`).
// Implemented here as our own API so the provider sign-in is testable end to end.
import { requestScope } from "../scope";
import * as op from "../../../contract/cmp-users";
import { Forbidden, Invalid } from "../../../domain/errors";
import { encodePreviewTheme } from "../../../domain/preview-theme";
import { previewedSettings } from "../../tenancy/public-company";
import { signPreviewTheme } from "../../tenancy/preview-signature";
import { endProviderToken } from "../../auth/provider-tokens";
import { activateCompanyUser, companyUserView, readActivation, registerCompanyUser, signInCompanyUser } from "../../accounts/company-users";
import { actorOf, shopsOf, type TeamMember } from "../../accounts/team";
import { bearerToken, handle, resourceRoutes } from "../route";

export const cmpUserRoutes = resourceRoutes();

/** Who is signed in, with the shops they reach (null: every shop, an owner's). */
const signedIn = (user: TeamMember) => ({ ...companyUserView(user), shops: shopsOf(user)?.slice() ?? null });

handle(cmpUserRoutes, op.providerMe, async (c) => c.json({ user: signedIn(c.get("companyUser")!) }, 200));

// Ending a token needs no role: whoever holds one may end it (an unknown one ends nothing).
handle(cmpUserRoutes, op.providerLogout, async (c) => {
  const token = bearerToken(c.req.header("authorization"));
  if (token) await endProviderToken(requestScope(c), token);
  return c.body(null, 204);
});

handle(cmpUserRoutes, op.signPreviewTheme, async (c) => {
  const company = c.get("company");
  const { themes, look } = c.req.valid("json");
  // a draft of the look is the look's owner's, as saving it is (PUT companies/{id})
  if (look && c.get("companyUser")!.role !== "owner") throw new Forbidden();
  const encoded = encodePreviewTheme(look ? { themes, look } : themes);
  // signed only when it reads laid over this company's settings, as the pages will lay it
  if (!previewedSettings(company.settings, encoded)) throw new Invalid(look ? { look: "invalid" } : { themes: "invalid" }, "invalid_preview_theme");
  const { previewTheme, expiresAt } = signPreviewTheme(c.get("services").config.PREVIEW_SECRET, company.token, encoded, c.get("now"));
  return c.json({ previewTheme, expiresAt: expiresAt.toISOString() }, 200);
});

handle(cmpUserRoutes, op.companyUserLogin, async (c) => c.json(await signInCompanyUser(requestScope(c), c.req.valid("json")), 200));
handle(cmpUserRoutes, op.companyUserMe, async (c) => c.json({ user: { ...signedIn(c.get("companyUser")!), companyId: c.get("companyUser")!.companyId } }, 200));
handle(cmpUserRoutes, op.companyUserRegister, async (c) => c.json({ user: await registerCompanyUser(requestScope(c), c.req.valid("json"), actorOf(c.get("companyUser")!), c.get("now")) }, 201));
handle(cmpUserRoutes, op.companyUserActivation, async (c) => c.json({ user: await readActivation(requestScope(c), c.req.valid("param").token) }, 200));
handle(cmpUserRoutes, op.companyUserActivate, async (c) => c.json(await activateCompanyUser(requestScope(c), c.req.valid("param").token, c.req.valid("json").password), 200));
