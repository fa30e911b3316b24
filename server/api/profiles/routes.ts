// A customer's profiles at the installation's other businesses (contract/profiles.ts; spec §7
// 'Profiles', 'Links'; decision 263).
import { requestScope } from "../scope";
import * as op from "../../../contract/profiles";
import * as links from "../../accounts/profile-links";
import { handle, resourceRoutes } from "../route";

export const profileRoutes = resourceRoutes();

handle(profileRoutes, op.internationalPhone, (c) => {
  const { phone, country } = c.req.valid("query");
  return c.json(links.phoneFor(phone, country), 200);
});
handle(profileRoutes, op.phoneAvailable, async (c) => c.json(await links.phoneAvailable(requestScope(c), c.get("customer")!, c.req.valid("query").phone), 200));
handle(profileRoutes, op.findProfilesElsewhere, async (c) => c.json(await links.sendLinkCode(requestScope(c), c.get("customer")!, c.req.valid("json").phone), 200));
handle(profileRoutes, op.profilesByCode, async (c) => c.json(await links.profilesByCode(requestScope(c), c.get("customer")!, c.req.valid("query").code), 200));
handle(profileRoutes, op.linkProfiles, async (c) => c.json(await links.linkProfiles(requestScope(c), c.get("customer")!, c.req.valid("json")), 201));
handle(profileRoutes, op.myLinks, async (c) => c.json(await links.linksOfUser(requestScope(c), c.get("customer")!, c.req.valid("query").userId), 200));
