// Social sign-in (spec §7 'users/link', 'users/unlink'; Google and Facebook).
import * as op from "../../../contract/users";
import * as social from "../../accounts/social";
import { handle, resourceRoutes } from "../route";
import { accountScope } from "./scope";

export const socialRoutes = resourceRoutes();

handle(socialRoutes, op.startSocialSignIn, async (c) => {
  const { provider, redirectUri } = c.req.valid("json");
  return c.json(await social.startSocialSignIn(accountScope(c), provider, redirectUri, null), 200);
});

handle(socialRoutes, op.startProviderLink, async (c) => {
  const { provider, redirectUri } = c.req.valid("json");
  return c.json(await social.startSocialSignIn(accountScope(c), provider, redirectUri, c.get("customer")!.id), 200);
});

handle(socialRoutes, op.finishSocialSignIn, async (c) => c.json(await social.finishSocialSignIn(accountScope(c), c.req.valid("json")), 200));

handle(socialRoutes, op.unlinkProvider, async (c) => c.json(await social.unlinkProvider(accountScope(c), c.get("customer")!, c.req.valid("json").provider), 200));
