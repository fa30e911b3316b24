// Treatment records (spec §7 'prestations') with the pigments and needles the business keeps
// (spec §7 'pigments', 'needles'): a treatment links a customer, the appointment, the
// practitioner and the pigments and needles used, so a batch recall finds whom a batch touched.
// The team keeps the treatment records (staff for the customers they serve); the owner and the
// managers keep the pigments and needles and run the recall (decision 280). Every treatment
// record read or written is logged.
import { z } from "zod";
import { RECORD_DESIGNERS, RECORD_KEEPERS } from "../domain/records";
import { operations } from "./operation";
import { id, idText, localDate, text, instant } from "./vocabulary";

const { get, post, put, del } = operations("prestations");
const keeper = { access: "provider", allow: RECORD_KEEPERS } as const;
const designer = { access: "provider", allow: RECORD_DESIGNERS } as const;
const byId = z.object({ id: idText });

export const pigmentInput = z.object({ brand: text(120, 1), colour: text(120, 1), batch: text(80, 1), expiresOn: localDate });
export const pigmentSchema = z.object({ id: z.number(), brand: z.string(), colour: z.string(), batch: z.string(), expiresOn: z.string() });
export const needleInput = z.object({ type: text(120, 1), batch: text(80, 1) });
export const needleSchema = z.object({ id: z.number(), type: z.string(), batch: z.string() });
export type PigmentView = z.infer<typeof pigmentSchema>;
export type NeedleView = z.infer<typeof needleSchema>;

export const prestationSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  appointmentId: z.number().nullable(),
  practitioner: z.object({ id: z.number(), displayName: z.string() }),
  performedAt: z.string(),
  notes: z.string(),
  pigments: z.array(pigmentSchema),
  needles: z.array(needleSchema),
});
export type PrestationView = z.infer<typeof prestationSchema>;

// — pigments and needles —

export const listPigments = get("/pigments", "The business's pigments, by brand and colour", { ...keeper, response: z.object({ pigments: z.array(pigmentSchema) }), errors: [401] });
export const pigmentById = get("/pigments/{id}", "One pigment", { ...keeper, params: byId, response: z.object({ pigment: pigmentSchema }), errors: [400, 401, 404] });
export const createPigment = post("/pigments", "Adds a pigment: brand, colour, batch number and expiry", { ...designer, body: pigmentInput, status: 201, response: z.object({ pigment: pigmentSchema }), errors: [400, 401] });
export const updatePigment = put("/pigments/{id}", "Replaces a pigment", { ...designer, params: byId, body: pigmentInput, response: z.object({ pigment: pigmentSchema }), errors: [400, 401, 404] });
export const deletePigment = del("/pigments/{id}", "Removes a pigment no treatment used (409 otherwise: the recall needs it)", { ...designer, params: byId, status: 204, errors: [400, 401, 404, 409] });

export const listNeedles = get("/needles", "The business's needles, by type", { ...keeper, response: z.object({ needles: z.array(needleSchema) }), errors: [401] });
export const needleById = get("/needles/{id}", "One needle", { ...keeper, params: byId, response: z.object({ needle: needleSchema }), errors: [400, 401, 404] });
export const createNeedle = post("/needles", "Adds a needle: its type and batch", { ...designer, body: needleInput, status: 201, response: z.object({ needle: needleSchema }), errors: [400, 401] });
export const updateNeedle = put("/needles/{id}", "Replaces a needle", { ...designer, params: byId, body: needleInput, response: z.object({ needle: needleSchema }), errors: [400, 401, 404] });
export const deleteNeedle = del("/needles/{id}", "Removes a needle no treatment used (409 otherwise)", { ...designer, params: byId, status: 204, errors: [400, 401, 404, 409] });

// — treatment records —

const prestationInput = z.object({
  customerId: id,
  /** the appointment it was done at, the customer's own */
  appointmentId: id.nullable().default(null),
  /** the practitioner (an employee) */
  employeeId: id,
  performedAt: instant,
  notes: text(4000).default(""),
  pigmentIds: z.array(id).max(20, "at most 20 pigments").default([]),
  needleIds: z.array(id).max(20, "at most 20 needles").default([]),
});

export const listPrestations = get("/prestations", "A customer's treatment records, newest first", {
  ...keeper,
  query: z.object({ customerId: idText }),
  response: z.object({ prestations: z.array(prestationSchema) }),
  errors: [400, 401, 404],
});
export const prestationById = get("/prestations/{id}", "One treatment record", { ...keeper, params: byId, response: z.object({ prestation: prestationSchema }), errors: [400, 401, 404] });
export const createPrestation = post("/prestations", "Writes a treatment record: the customer, the appointment, the practitioner, when, the pigments and needles used", {
  ...keeper,
  body: prestationInput,
  status: 201,
  response: z.object({ prestation: prestationSchema }),
  errors: [400, 401, 404],
});
export const updatePrestation = put("/prestations/{id}", "Replaces a treatment record (its customer stays)", {
  ...keeper,
  params: byId,
  body: prestationInput.omit({ customerId: true }),
  response: z.object({ prestation: prestationSchema }),
  errors: [400, 401, 404],
});
export const deletePrestation = del("/prestations/{id}", "Removes a treatment record", { ...keeper, params: byId, status: 204, errors: [400, 401, 404] });

export const recallBatch = get("/prestations/recall", "Which customers received a batch: every treatment that used a pigment or a needle of batch number `batch` (exact, any case), newest first", {
  ...designer,
  query: z.object({ batch: text(80, 1) }),
  response: z.object({
    recall: z.array(
      z.object({
        customer: z.object({ id: z.number(), firstname: z.string(), lastname: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
        prestationId: z.number(),
        performedAt: z.string(),
        /** what of that batch it used */
        product: z.object({ kind: z.enum(["pigment", "needle"]), id: z.number(), label: z.string(), batch: z.string() }),
      }),
    ),
  }),
  errors: [400, 401],
});
