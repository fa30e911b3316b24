// The employees of each shop (spec §3 'Availability per date: employees'), written by the
// business: their weekly working hours, their absences (holidays, training: no slot is offered
// with them then) and their skills (the services they perform). Company users only.
import { z } from "zod";
import { order, workingHoursInput } from "./business-words";
import { imageInput } from "./content";
import { imageSchema } from "../domain/entities";
import { EVERYONE, MANAGERS, OWNERS } from "../domain/roles";
import { operations } from "./operation";
import { id, idText, instant, text } from "./vocabulary";

const { get, post, put, del } = operations("employees");
// Staff read; a manager writes at the shops they are linked to; the owner also adds and deletes (decision 218).
const reader = { access: "provider", allow: EVERYONE } as const;
const manager = { access: "provider", allow: MANAGERS } as const;
const owner = { access: "provider", allow: OWNERS } as const;

export const employeeInput = z.object({
  shopId: id,
  displayName: text(100, 1),
  /** their photo, from the media library (null: none; left out: kept) */
  image: imageInput.nullable().optional(),
  /** weekday → ranges HH:mm in the shop's time zone; a weekday left out is not worked */
  workingHours: workingHoursInput,
  /** the services (ids) they perform */
  serviceIds: z.array(id).max(500),
  active: z.boolean().optional(),
  order: order.optional(),
});

export const absenceInput = z
  .object({ start: instant, end: instant, reason: text(200).nullable().optional() })
  .refine((a) => new Date(a.end).getTime() > new Date(a.start).getTime(), { path: ["end"], message: "must be after start" })
  .refine((a) => new Date(a.end).getTime() - new Date(a.start).getTime() <= 366 * 86_400_000, { path: ["end"], message: "an absence lasts at most a year" });

const absenceSchema = z.object({ id: z.number(), start: z.string(), end: z.string(), reason: z.string().nullable() });
export const employeeSchema = z.object({
  id: z.number(),
  shopId: z.number(),
  displayName: z.string(),
  image: imageSchema.nullable(),
  workingHours: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  serviceIds: z.array(z.number()),
  active: z.boolean(),
  order: z.number(),
  /** the absences not yet over */
  absences: z.array(absenceSchema),
});
export type EmployeeView = z.infer<typeof employeeSchema>;

const byId = z.object({ id: idText });
const answer = z.object({ employee: employeeSchema });

export const listEmployees = get("/employees", "The company's employees, by shop and order (company user)", { ...reader, query: z.object({ shopId: idText.optional() }), response: z.object({ employees: z.array(employeeSchema) }), errors: [400, 401] });
export const employeeById = get("/employees/{id}", "One employee with their hours, skills and coming absences (company user)", { ...reader, params: byId, response: answer, errors: [400, 401, 404] });
export const createEmployee = post("/employees", "Adds an employee to a shop (company user)", { ...manager, body: employeeInput, status: 201, response: answer, errors: [400, 401, 404] });
export const updateEmployee = put("/employees/{id}", "Replaces an employee's shop, hours and skills (company user)", { ...manager, params: byId, body: employeeInput, response: answer, errors: [400, 401, 404, 409] });
export const deleteEmployee = del("/employees/{id}", "Removes an employee; one with appointments is made inactive instead, their history kept (company user)", { ...owner, params: byId, status: 204, errors: [400, 401, 404] });
export const addAbsence = post("/employees/{id}/absences", "Records an absence of an employee: no slot is offered with them then (company user)", {
  ...manager,
  params: byId,
  body: absenceInput,
  status: 201,
  response: z.object({ absence: absenceSchema }),
  errors: [400, 401, 404],
});
export const deleteAbsence = del("/employees/{id}/absences/{absenceId}", "Removes an absence of an employee (company user)", {
  ...manager,
  params: z.object({ id: idText, absenceId: idText }),
  status: 204,
  errors: [400, 401, 404],
});
