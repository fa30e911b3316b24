// The customers' accounts (contract/users.ts; the work in server/accounts/): signing in with a
// code or a password, registering, passwords, the profile, and social sign-in.
import { requestScope } from "../scope";
import * as op from "../../../contract/users";
import * as code from "../../accounts/code-sign-in";
import { userView } from "../../accounts/customers";
import * as password from "../../accounts/password";
import * as profile from "../../accounts/profile";
import * as social from "../../accounts/social";
import { handle, resourceRoutes } from "../route";

export const userRoutes = resourceRoutes();

// Signing in with a one-time code sent by mail or SMS (spec §7 'users/v2').

handle(userRoutes, op.codeSignUp, async (c) => c.json(await code.codeSignUp(requestScope(c), c.req.valid("json")), 200));

handle(userRoutes, op.codeSignInLink, async (c) => {
  await code.sendSignInCode(requestScope(c), c.req.valid("json"));
  return c.body(null, 204);
});

handle(userRoutes, op.codeSignInEmail, async (c) => {
  const { email, code: sent } = c.req.valid("json");
  return c.json(await code.signInWithCode(requestScope(c), { email }, sent), 200);
});

handle(userRoutes, op.codeSignInPhone, async (c) => {
  const { phone, code: sent } = c.req.valid("json");
  return c.json(await code.signInWithCode(requestScope(c), { phone }, sent), 200);
});

handle(userRoutes, op.codeCheckEmail, async (c) => c.json(await code.checkAddress(requestScope(c), "email", c.req.valid("json")), 200));
handle(userRoutes, op.codeCheckPhone, async (c) => c.json(await code.checkAddress(requestScope(c), "phone", c.req.valid("json")), 200));

handle(userRoutes, op.createPhoneOnlyCustomer, async (c) => {
  await code.createPhoneOnlyCustomer(requestScope(c), c.req.valid("json").phone);
  return c.body(null, 204);
});

handle(userRoutes, op.mergePhoneDuplicates, async (c) => {
  return c.json(await code.mergePhoneDuplicates(requestScope(c), c.get("customer")!, c.req.valid("json").duplicatesProfiles), 200);
});

// Signing in with a password, registering, and passwords (spec §7 'Users and sign-in').

handle(userRoutes, op.login, async (c) => c.json(await password.signInWithPassword(requestScope(c), c.req.valid("json")), 200));

handle(userRoutes, op.logout, async (c) => {
  await password.signOut(requestScope(c), c.get("sessionToken"));
  return c.body(null, 204);
});

// Step 1 only checks the form: its schema did.
handle(userRoutes, op.registerCheck, (c) => c.body(null, 204));
handle(userRoutes, op.register, async (c) => c.json(await password.register(requestScope(c), c.req.valid("json"), c.get("customer")), 200));
handle(userRoutes, op.resendRegisterCode, async (c) => c.json(await password.resendRegisterCode(requestScope(c), c.req.valid("json")), 200));
handle(userRoutes, op.verifyRegisterCode, async (c) => c.json(await password.verifyRegistration(requestScope(c), c.req.valid("json")), 200));

handle(userRoutes, op.changePassword, async (c) => c.json(await password.changePassword(requestScope(c), c.get("customer")!, c.req.valid("json")), 200));

handle(userRoutes, op.setPassword, async (c) => {
  await password.setFirstPassword(requestScope(c), c.get("customer")!, c.req.valid("json").password);
  return c.body(null, 204);
});

handle(userRoutes, op.requestPasswordReset, async (c) => {
  await password.requestPasswordReset(requestScope(c), c.req.valid("json").email);
  return c.body(null, 204);
});

handle(userRoutes, op.readLinkToken, async (c) => c.json({ link: await password.readLink(requestScope(c), c.req.valid("param").token) }, 200));

handle(userRoutes, op.useLinkToken, async (c) => {
  return c.json(await password.setPasswordByLink(requestScope(c), c.req.valid("param").token, c.req.valid("json").password), 200);
});

// The signed-in customer and their profile (spec §7 'Users and sign-in', 'Profiles').

handle(userRoutes, op.me, async (c) => c.json({ user: await userView(c.get("services").db, c.get("customer")!, c.get("accountFacts") ?? undefined) }, 200));

for (const update of [op.updateMe, op.updateProfile]) {
  handle(userRoutes, update, async (c) => c.json(await profile.updateProfile(requestScope(c), c.get("customer")!, c.req.valid("json")), 200));
}

handle(userRoutes, op.sendChangeCode, async (c) => {
  await profile.sendChangeCode(requestScope(c), c.get("customer")!, c.req.valid("json"));
  return c.body(null, 204);
});

handle(userRoutes, op.confirmEmailChange, async (c) => c.json(await profile.confirmChange(requestScope(c), c.get("customer")!, "email", c.req.valid("json")), 200));
handle(userRoutes, op.confirmPhoneChange, async (c) => c.json(await profile.confirmChange(requestScope(c), c.get("customer")!, "phone", c.req.valid("json")), 200));

// Social sign-in (spec §7 'users/link', 'users/unlink'; Google and Facebook).

handle(userRoutes, op.startSocialSignIn, async (c) => {
  const { provider, redirectUri } = c.req.valid("json");
  return c.json(await social.startSocialSignIn(requestScope(c), provider, redirectUri, null), 200);
});

handle(userRoutes, op.startProviderLink, async (c) => {
  const { provider, redirectUri } = c.req.valid("json");
  return c.json(await social.startSocialSignIn(requestScope(c), provider, redirectUri, c.get("customer")!.id), 200);
});

handle(userRoutes, op.finishSocialSignIn, async (c) => c.json(await social.finishSocialSignIn(requestScope(c), c.req.valid("json")), 200));

handle(userRoutes, op.unlinkProvider, async (c) => c.json(await social.unlinkProvider(requestScope(c), c.get("customer")!, c.req.valid("json").provider), 200));
