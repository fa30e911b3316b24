// The provider profile (spec §7: GET cmp-users/me with the stored token, response `user`): a
// business-side user signed in on the back-office. The token is the provider's own bearer, not a
// customer's session.
import { z } from "zod";
import { operation } from "./operation";

export const providerMe = operation({
  method: "get",
  path: "/cmp-users/me",
  tag: "providers",
  summary: "The company user of the bearer token",
  access: "company",
  status: 200,
  response: z.object({ user: z.object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string(), role: z.string() }) }),
  errors: [401],
});

export const providerLogout = operation({
  method: "post",
  path: "/cmp-users/logout",
  tag: "providers",
  summary: "Ends the provider's token",
  access: "company",
  status: 204,
  errors: [],
});
