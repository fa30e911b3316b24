// The customer's own records (decision 281): their files with the public fields of their items,
// their treatment records (when, by whom, the pigments and needles used; the team's notes stay
// private), and the whole as a download (GDPR right of access), JSON or PDF. Every read is logged.
import { z } from "zod";
import { operations } from "./operation";
import { collectionSchema, itemSchema } from "./records";
import { needleSchema, pigmentSchema } from "./prestations";

const { get } = operations("records");

export const myRecordsSchema = z.object({
  dossiers: z.array(z.object({ id: z.number(), type: z.string(), title: z.string(), createdAt: z.string(), items: z.array(itemSchema) })),
  /** the record types, public fields only: the labels of the items' values */
  collections: z.array(collectionSchema),
  prestations: z.array(z.object({ id: z.number(), performedAt: z.string(), practitioner: z.string(), pigments: z.array(pigmentSchema), needles: z.array(needleSchema) })),
});
export type MyRecords = z.infer<typeof myRecordsSchema>;

export const myRecords = get("/records/mine", "The signed-in customer's files (public fields only) and treatment records", {
  access: "customer",
  response: z.object({ records: myRecordsSchema }),
  errors: [401],
});

export const exportMyRecords = get("/records/mine/export", "All the signed-in customer's records as a file to download (GDPR access): JSON or PDF, base64 in JSON (the storefront serves it as a file)", {
  access: "customer",
  query: z.object({ format: z.enum(["json", "pdf"]).default("json") }),
  response: z.object({ filename: z.string(), contentType: z.enum(["application/json", "application/pdf"]), content: z.string() }),
  errors: [400, 401],
});
