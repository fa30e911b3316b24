// The waitlist (contract/waitlist.ts): the signed-in customer's own entries, and leaving one from
// the signed link of its mails (server/waitlist/entries.ts).
import type { Context } from "hono";
import * as op from "../../../contract/waitlist";
import { entryOfLink, entryView, joinWaitlist, leaveEntry, ownEntries } from "../../waitlist/entries";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

export const waitlistRoutes = resourceRoutes();

const customerOf = (c: Context<ApiEnv>) => c.get("customer")!.id;

handle(waitlistRoutes, op.listWaitlist, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company");
  const rows = await ownEntries(db, company, customerOf(c));
  const entries = [];
  for (const row of rows) entries.push(await entryView(db, company, row, c.get("lang")));
  return c.json({ entries }, 200);
});

handle(waitlistRoutes, op.joinWaitlist, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company");
  const entry = await joinWaitlist(db, company, customerOf(c), c.req.valid("json"), c.get("lang"), c.get("now"));
  return c.json({ entry: await entryView(db, company, entry, c.get("lang")) }, 201);
});

handle(waitlistRoutes, op.leaveWaitlist, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company");
  const entry = await leaveEntry(db, company, c.req.valid("param").id, customerOf(c), c.get("now"));
  return c.json({ entry: await entryView(db, company, entry, c.get("lang")) }, 200);
});

handle(waitlistRoutes, op.waitlistOfLink, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company");
  const entry = await entryOfLink(db, company.id, c.req.valid("param").token);
  return c.json({ entry: await entryView(db, company, entry, c.get("lang")) }, 200);
});

handle(waitlistRoutes, op.leaveWaitlistByLink, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company");
  const found = await entryOfLink(db, company.id, c.req.valid("param").token);
  const entry = await leaveEntry(db, company, found.id, null, c.get("now"));
  return c.json({ entry: await entryView(db, company, entry, c.get("lang")) }, 200);
});
