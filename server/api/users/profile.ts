// The signed-in customer and their profile (spec §7 'Users and sign-in', 'Profiles').
import * as op from "../../../contract/users";
import { userView } from "../../accounts/customers";
import * as profile from "../../accounts/profile";
import { handle, resourceRoutes } from "../route";
import { accountScope } from "./scope";

export const profileRoutes = resourceRoutes();

handle(profileRoutes, op.me, async (c) => c.json({ user: await userView(c.get("services").db, c.get("customer")!) }, 200));

for (const update of [op.updateMe, op.updateProfile]) {
  handle(profileRoutes, update, async (c) => c.json(await profile.updateProfile(accountScope(c), c.get("customer")!, c.req.valid("json")), 200));
}

handle(profileRoutes, op.sendChangeCode, async (c) => {
  await profile.sendChangeCode(accountScope(c), c.get("customer")!, c.req.valid("json"));
  return c.body(null, 204);
});

handle(profileRoutes, op.confirmEmailChange, async (c) => c.json(await profile.confirmChange(accountScope(c), c.get("customer")!, "email", c.req.valid("json")), 200));
handle(profileRoutes, op.confirmPhoneChange, async (c) => c.json(await profile.confirmChange(accountScope(c), c.get("customer")!, "phone", c.req.valid("json")), 200));
