// The business's team: the installation's first owner, and the owner's management of the company
// users (contract/team.ts; the work in server/accounts/installation.ts and team-admin.ts).
import { requestScope } from "../scope";
import type { Context } from "hono";
import * as op from "../../../contract/team";
import { isInstalled, registerFirstOwner } from "../../accounts/installation";
import { actorOf } from "../../accounts/team";
import { linkMember, listTeam, readMember, removeMember, updateMember, type TeamScope } from "../../accounts/team-admin";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

export const teamRoutes = resourceRoutes();

const teamScope = (c: Context<ApiEnv>): TeamScope => ({ db: c.get("services").db, company: c.get("company"), actor: actorOf(c.get("companyUser")!), now: c.get("now") });

handle(teamRoutes, op.installed, async (c) => c.json({ installed: await isInstalled(c.get("services").db) }, 200));
handle(teamRoutes, op.registerFirstOwner, async (c) => c.json(await registerFirstOwner(c.get("services").db, c.req.valid("json"), c.get("now")), 201));

handle(teamRoutes, op.listTeam, async (c) => c.json({ users: await listTeam(requestScope(c)) }, 200));
handle(teamRoutes, op.teamMember, async (c) => c.json({ user: await readMember(requestScope(c), c.req.valid("param").id) }, 200));
handle(teamRoutes, op.updateTeamMember, async (c) => c.json({ user: await updateMember(teamScope(c), c.req.valid("param").id, c.req.valid("json")) }, 200));
handle(teamRoutes, op.removeTeamMember, async (c) => {
  await removeMember(teamScope(c), c.req.valid("param").id);
  return c.body(null, 204);
});
handle(teamRoutes, op.linkTeamMember, async (c) => c.json({ user: await linkMember(teamScope(c), c.req.valid("param").id, c.req.valid("json").shops) }, 200));
