// The business's statistics and order desk (contract/statistics.ts), for its company users.
import { requestScope } from "../scope";
import * as op from "../../../contract/statistics";
import { cancelByBusiness } from "../../booking/business-cancel";
import { companyTimeZone } from "../../loyalty/cards";
import { aggregate, appointmentHistory } from "../../statistics/appointments";
import { giftOrderHistory, refundHistory, shopPayments } from "../../statistics/money";
import { refundOrder } from "../../statistics/refunds";
import { statisticsOverview } from "../../statistics/overview";
import { auditEntries } from "../../audit/read";
import { shopsOf, type TeamMember } from "../../accounts/team";
import { handle, resourceRoutes } from "../route";

export const statisticsRoutes = resourceRoutes();

/** The shops the company user's statistics reach: every shop for an owner (null), a manager's own. */
const reached = (c: { get(key: "companyUser"): TeamMember | null }) => shopsOf(c.get("companyUser")!);

handle(statisticsRoutes, op.changeBookingOrderStatus, async (c) => {
  const { id, status, refund } = await cancelByBusiness(requestScope(c), c.get("companyUser")!, c.req.valid("param").id, c.get("now"));
  return c.json({ order: { id, status, refund } }, 200);
});

handle(statisticsRoutes, op.makeRefund, async (c) => {
  const refund = await refundOrder(requestScope(c), c.req.valid("json"), c.get("companyUser")!, c.get("now"));
  return c.json({ refund }, 200);
});

handle(statisticsRoutes, op.refundHistory, async (c) => {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  return c.json({ refunds: await refundHistory({ db, companyId }, c.req.valid("query"), await companyTimeZone({ db, companyId }), reached(c)) }, 200);
});

handle(statisticsRoutes, op.appointmentHistory, async (c) => {
  return c.json(await appointmentHistory(requestScope(c), c.req.valid("query"), c.get("lang"), reached(c)), 200);
});

handle(statisticsRoutes, op.aggregate, async (c) => {
  return c.json({ rows: await aggregate(requestScope(c), c.req.valid("query"), c.get("lang"), reached(c)) }, 200);
});

handle(statisticsRoutes, op.giftOrderHistory, async (c) => {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  return c.json(await giftOrderHistory({ db, companyId }, c.req.valid("query"), await companyTimeZone({ db, companyId })), 200);
});

handle(statisticsRoutes, op.shopPayments, async (c) => {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  return c.json({ payments: await shopPayments({ db, companyId }, c.req.valid("query"), await companyTimeZone({ db, companyId }), reached(c)) }, 200);
});

handle(statisticsRoutes, op.overview, async (c) => {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  return c.json(await statisticsOverview({ db, companyId }, c.req.valid("query"), c.get("lang"), await companyTimeZone({ db, companyId }), reached(c)), 200);
});

handle(statisticsRoutes, op.auditLog, async (c) => {
  const { db } = c.get("services");
  const companyId = c.get("company").id;
  return c.json(await auditEntries({ db, companyId }, c.req.valid("query"), await companyTimeZone({ db, companyId }), c.get("lang")), 200);
});
