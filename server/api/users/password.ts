// Signing in with a password, registering, and passwords (spec §7 'Users and sign-in').
import * as op from "../../../contract/users";
import * as password from "../../accounts/password";
import { handle, resourceRoutes } from "../route";
import { accountScope } from "./scope";

export const passwordRoutes = resourceRoutes();

handle(passwordRoutes, op.login, async (c) => c.json(await password.signInWithPassword(accountScope(c), c.req.valid("json")), 200));

handle(passwordRoutes, op.logout, async (c) => {
  await password.signOut(accountScope(c), c.get("sessionToken"));
  return c.body(null, 204);
});

// Step 1 only checks the form: its schema did.
handle(passwordRoutes, op.registerCheck, (c) => c.body(null, 204));
handle(passwordRoutes, op.register, async (c) => c.json(await password.register(accountScope(c), c.req.valid("json"), c.get("customer")), 200));
handle(passwordRoutes, op.resendRegisterCode, async (c) => c.json(await password.resendRegisterCode(accountScope(c), c.req.valid("json")), 200));
handle(passwordRoutes, op.verifyRegisterCode, async (c) => c.json(await password.verifyRegistration(accountScope(c), c.req.valid("json")), 200));

handle(passwordRoutes, op.changePassword, async (c) => c.json(await password.changePassword(accountScope(c), c.get("customer")!, c.req.valid("json")), 200));

handle(passwordRoutes, op.setPassword, async (c) => {
  await password.setFirstPassword(accountScope(c), c.get("customer")!, c.req.valid("json").password);
  return c.body(null, 204);
});

handle(passwordRoutes, op.requestPasswordReset, async (c) => {
  await password.requestPasswordReset(accountScope(c), c.req.valid("json").email);
  return c.body(null, 204);
});

handle(passwordRoutes, op.readLinkToken, async (c) => c.json({ link: await password.readLink(accountScope(c), c.req.valid("param").token) }, 200));

handle(passwordRoutes, op.useLinkToken, async (c) => {
  return c.json(await password.setPasswordByLink(accountScope(c), c.req.valid("param").token, c.req.valid("json").password), 200);
});
