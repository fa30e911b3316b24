// The provider profile call (spec §7: GET cmp-users/me with the stored token, response `user`).
// Implemented here as our own API so the provider sign-in is testable end to end.
import { Unauthenticated } from "../../../domain/errors";
import { Hono } from "hono";
import { companyUserForToken, endProviderToken } from "../../auth/provider-tokens";
import type { ApiEnv } from "../context";

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? null;

export const cmpUserRoutes = new Hono<ApiEnv>()
  .get("/cmp-users/me", async (c) => {
    const token = bearer(c.req.header("authorization"));
    const user = token ? await companyUserForToken(c.get("services").db, c.get("company").id, token) : null;
    if (!user) throw new Unauthenticated();
    return c.json({ user: { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, role: user.role } });
  })
  .post("/cmp-users/logout", async (c) => {
    const token = bearer(c.req.header("authorization"));
    if (token) await endProviderToken(c.get("services").db, c.get("company").id, token);
    return c.json({ ok: true });
  });
