// The waitlist (contract/waitlist.ts): the signed-in customer's own entries, and leaving one from
// the signed link of its mails (server/waitlist/entries.ts).
import { requestScope } from "../scope";
import type { Context } from "hono";
import * as op from "../../../contract/waitlist";
import { entryOfLink, entryView, joinWaitlist, leaveEntry, ownEntries } from "../../waitlist/entries";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

export const waitlistRoutes = resourceRoutes();

const customerOf = (c: Context<ApiEnv>) => c.get("customer")!.id;

handle(waitlistRoutes, op.listWaitlist, async (c) => {
  const scope = requestScope(c);
  const rows = await ownEntries(scope, customerOf(c));
  const entries = [];
  for (const row of rows) entries.push(await entryView(scope, row, c.get("lang")));
  return c.json({ entries }, 200);
});

handle(waitlistRoutes, op.joinWaitlist, async (c) => {
  const scope = requestScope(c);
  const entry = await joinWaitlist(scope, customerOf(c), c.req.valid("json"), c.get("lang"), c.get("now"));
  return c.json({ entry: await entryView(scope, entry, c.get("lang")) }, 201);
});

handle(waitlistRoutes, op.leaveWaitlist, async (c) => {
  const scope = requestScope(c);
  const entry = await leaveEntry(scope, c.req.valid("param").id, customerOf(c), c.get("now"));
  return c.json({ entry: await entryView(scope, entry, c.get("lang")) }, 200);
});

handle(waitlistRoutes, op.waitlistOfLink, async (c) => {
  const scope = requestScope(c);
  const entry = await entryOfLink(scope, c.req.valid("param").token);
  return c.json({ entry: await entryView(scope, entry, c.get("lang")) }, 200);
});

handle(waitlistRoutes, op.leaveWaitlistByLink, async (c) => {
  const scope = requestScope(c);
  const found = await entryOfLink(scope, c.req.valid("param").token);
  const entry = await leaveEntry(scope, found.id, null, c.get("now"));
  return c.json({ entry: await entryView(scope, entry, c.get("lang")) }, 200);
});
