// The provider profile (spec §7: GET cmp-users/me with the stored token, response `user`).
// Implemented here as our own API so the provider sign-in is testable end to end.
import * as op from "../../../contract/cmp-users";
import { Unauthenticated } from "../../../domain/errors";
import { companyUserForToken, endProviderToken } from "../../auth/provider-tokens";
import { bearerToken, handle, resourceRoutes } from "../route";

export const cmpUserRoutes = resourceRoutes();

handle(cmpUserRoutes, op.providerMe, async (c) => {
  const token = bearerToken(c.req.header("authorization"));
  const user = token ? await companyUserForToken(c.get("services").db, c.get("company").id, token) : null;
  if (!user) throw new Unauthenticated();
  return c.json({ user: { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, role: user.role } }, 200);
});

handle(cmpUserRoutes, op.providerLogout, async (c) => {
  const token = bearerToken(c.req.header("authorization"));
  if (token) await endProviderToken(c.get("services").db, c.get("company").id, token);
  return c.body(null, 204);
});
