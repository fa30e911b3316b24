// Signing in with a one-time code sent by mail or SMS (spec §7 'users/v2').
import * as op from "../../../contract/users";
import * as code from "../../accounts/code-sign-in";
import { handle, resourceRoutes } from "../route";
import { accountScope } from "./scope";

export const codeRoutes = resourceRoutes();

handle(codeRoutes, op.codeSignUp, async (c) => c.json(await code.codeSignUp(accountScope(c), c.req.valid("json")), 200));

handle(codeRoutes, op.codeSignInLink, async (c) => {
  await code.sendSignInCode(accountScope(c), c.req.valid("json"));
  return c.body(null, 204);
});

handle(codeRoutes, op.codeSignInEmail, async (c) => {
  const { email, code: sent } = c.req.valid("json");
  return c.json(await code.signInWithCode(accountScope(c), { email }, sent), 200);
});

handle(codeRoutes, op.codeSignInPhone, async (c) => {
  const { phone, code: sent } = c.req.valid("json");
  return c.json(await code.signInWithCode(accountScope(c), { phone }, sent), 200);
});

handle(codeRoutes, op.codeCheckEmail, async (c) => c.json(await code.checkAddress(accountScope(c), "email", c.req.valid("json")), 200));
handle(codeRoutes, op.codeCheckPhone, async (c) => c.json(await code.checkAddress(accountScope(c), "phone", c.req.valid("json")), 200));

handle(codeRoutes, op.createPhoneOnlyCustomer, async (c) => {
  await code.createPhoneOnlyCustomer(accountScope(c), c.req.valid("json").phone);
  return c.body(null, 204);
});

handle(codeRoutes, op.mergePhoneDuplicates, async (c) => {
  return c.json(await code.mergePhoneDuplicates(accountScope(c), c.get("customer")!, c.req.valid("json").duplicatesProfiles), 200);
});
