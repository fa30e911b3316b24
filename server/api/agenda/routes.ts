// The back-office agenda (contract/agenda.ts; the work in server/agenda/agenda.ts).
import * as op from "../../../contract/agenda";
import { shopAgenda } from "../../agenda/agenda";
import { handle, resourceRoutes } from "../route";

export const agendaRoutes = resourceRoutes();

handle(agendaRoutes, op.agenda, async (c) => {
  const agenda = await shopAgenda(c.get("services").db, c.get("company").id, c.get("companyUser")!, c.req.valid("query"), c.get("lang"), c.get("now"));
  return c.json({ agenda }, 200);
});
