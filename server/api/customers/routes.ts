// The business's customers (contract/customers.ts), for its company users.
import * as op from "../../../contract/customers";
import { localDateOf } from "../../../domain/time";
import { customerOf, customerCard, searchCustomers, setBirthday } from "../../customers/cards";
import { customerHistory, remainingAmount } from "../../customers/history";
import { companyTimeZone } from "../../loyalty/cards";
import { actorOf } from "../../accounts/team";
import { handle, resourceRoutes } from "../route";

export const customerRoutes = resourceRoutes();

handle(customerRoutes, op.searchCustomers, async (c) => {
  return c.json(await searchCustomers(c.get("services").db, c.get("company").id, c.req.valid("json"), c.get("companyUser")!), 200);
});

handle(customerRoutes, op.customerHistory, async (c) => {
  return c.json({ history: await customerHistory(c.get("services").db, c.get("company").id, c.req.valid("param").id, c.get("companyUser")!) }, 200);
});

handle(customerRoutes, op.customerRemainingAmount, async (c) => {
  return c.json({ remaining: await remainingAmount(c.get("services").db, c.get("company").id, c.req.valid("param").id, c.get("companyUser")!, c.get("now")) }, 200);
});

handle(customerRoutes, op.customerBirthday, async (c) => {
  const row = await customerOf(c.get("services").db, c.get("company").id, c.req.valid("param").id, c.get("companyUser")!);
  return c.json({ birthday: customerCard(row, c.get("companyUser")!).birthday }, 200);
});

handle(customerRoutes, op.setCustomerBirthday, async (c) => {
  const db = c.get("services").db;
  const companyId = c.get("company").id;
  const today = localDateOf(c.get("now"), await companyTimeZone(db, companyId));
  const scope = { db, company: c.get("company"), actor: actorOf(c.get("companyUser")!), now: c.get("now") };
  return c.json({ birthday: await setBirthday(scope, c.req.valid("param").id, c.req.valid("json").date, today) }, 200);
});
