// The employees written by the business (contract/employees.ts).
import { requestScope } from "../scope";
import * as op from "../../../contract/employees";
import * as work from "../../staff/employees";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const employeeRoutes = resourceRoutes();

handle(employeeRoutes, op.listEmployees, async (c) => c.json({ employees: await work.listEmployees(requestScope(c), c.get("now"), c.req.valid("query")) }, 200));
handle(employeeRoutes, op.employeeById, async (c) => c.json({ employee: await work.employee(requestScope(c), c.req.valid("param").id, c.get("now")) }, 200));
handle(employeeRoutes, op.createEmployee, async (c) => c.json({ employee: await work.saveEmployee(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(employeeRoutes, op.updateEmployee, async (c) => c.json({ employee: await work.saveEmployee(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(employeeRoutes, op.deleteEmployee, async (c) => {
  await work.deleteEmployee(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
handle(employeeRoutes, op.addAbsence, async (c) => c.json({ absence: await work.addAbsence(requestScope(c), c.req.valid("param").id, c.req.valid("json"), editor(c)) }, 201));
handle(employeeRoutes, op.deleteAbsence, async (c) => {
  const { id, absenceId } = c.req.valid("param");
  await work.deleteAbsence(requestScope(c), id, absenceId, editor(c));
  return c.body(null, 204);
});
