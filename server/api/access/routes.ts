// Access accounts (contract/access-accounts.ts; the work in server/accounts/access-accounts.ts).
import { requestScope } from "../scope";
import type { Context } from "hono";
import * as op from "../../../contract/access-accounts";
import { accessMe, createAccessAccount, listAccessAccounts, revokeAccessAccount, signInAccessAccount, updateAccessAccount } from "../../accounts/access-accounts";
import { actorOf } from "../../accounts/team";
import type { TeamScope } from "../../accounts/team-admin";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

export const accessRoutes = resourceRoutes();

const teamScope = (c: Context<ApiEnv>): TeamScope => ({ db: c.get("services").db, company: c.get("company"), actor: actorOf(c.get("companyUser")!), now: c.get("now") });

handle(accessRoutes, op.listAccessAccounts, async (c) => c.json({ accounts: await listAccessAccounts(requestScope(c)) }, 200));
handle(accessRoutes, op.createAccessAccount, async (c) => c.json(await createAccessAccount(teamScope(c), c.req.valid("json")), 201));
handle(accessRoutes, op.updateAccessAccount, async (c) => c.json(await updateAccessAccount(teamScope(c), c.req.valid("param").id, c.req.valid("json")), 200));
handle(accessRoutes, op.revokeAccessAccount, async (c) => {
  await revokeAccessAccount(teamScope(c), c.req.valid("param").id);
  return c.body(null, 204);
});
handle(accessRoutes, op.accessLogin, async (c) => c.json(await signInAccessAccount(requestScope(c), c.req.valid("json"), c.get("now")), 200));
handle(accessRoutes, op.accessMe, async (c) => c.json({ account: accessMe(c.get("companyUser")!, c.req.valid("param").id) }, 200));
