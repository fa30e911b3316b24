// The business's customers (contract/customers.ts), for its company users.
import { requestScope } from "../scope";
import type { Context } from "hono";
import * as op from "../../../contract/customers";
import type { AuditScope } from "../../audit";
import type { ApiEnv } from "../context";
import { localDateOf } from "../../../domain/time";
import { customerOf, customerCard, searchCustomers, setBirthday, setNotes } from "../../customers/cards";
import { mergeCustomers } from "../../customers/merge";
import { customerHistory, remainingAmount } from "../../customers/history";
import { companyTimeZone } from "../../loyalty/cards";
import { actorOf } from "../../accounts/team";
import { handle, resourceRoutes } from "../route";

export const customerRoutes = resourceRoutes();

handle(customerRoutes, op.searchCustomers, async (c) => {
  return c.json(await searchCustomers(requestScope(c), c.req.valid("json"), c.get("companyUser")!), 200);
});

handle(customerRoutes, op.customerHistory, async (c) => {
  return c.json({ history: await customerHistory(requestScope(c), c.req.valid("param").id, c.get("companyUser")!) }, 200);
});

handle(customerRoutes, op.customerRemainingAmount, async (c) => {
  return c.json({ remaining: await remainingAmount(requestScope(c), c.req.valid("param").id, c.get("companyUser")!, c.get("now")) }, 200);
});

handle(customerRoutes, op.customerBirthday, async (c) => {
  const row = await customerOf(requestScope(c), c.req.valid("param").id, c.get("companyUser")!);
  return c.json({ birthday: customerCard(row, c.get("companyUser")!).birthday }, 200);
});

handle(customerRoutes, op.setCustomerBirthday, async (c) => {
  const db = c.get("services").db;
  const companyId = c.get("company").id;
  const today = localDateOf(c.get("now"), await companyTimeZone({ db, companyId }));
  const scope = { db, company: c.get("company"), actor: actorOf(c.get("companyUser")!), now: c.get("now") };
  return c.json({ birthday: await setBirthday(scope, c.req.valid("param").id, c.req.valid("json").date, today) }, 200);
});

/** What a write of the business's customers needs: the database, the business, who, when. */
const writeScope = (c: Context<ApiEnv>): AuditScope => ({ db: c.get("services").db, company: c.get("company"), actor: actorOf(c.get("companyUser")!), now: c.get("now") });

handle(customerRoutes, op.setCustomerNotes, async (c) => {
  return c.json({ notes: await setNotes(writeScope(c), c.req.valid("param").id, c.req.valid("json").notes) }, 200);
});

handle(customerRoutes, op.mergeCustomers, async (c) => {
  return c.json({ merged: await mergeCustomers(writeScope(c), c.req.valid("param").id, c.req.valid("json").from) }, 200);
});
