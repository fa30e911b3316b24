// A customer's records (spec §7: collection schemas (public and private) and items, dossiers):
// the record types the business defines (domain/record-schema.ts), a customer's files of one kind
// and the items of those types kept in them. Health-adjacent: the team reads and writes them —
// staff only for the customers they serve — and every read and write is logged (decision 280);
// the customer reads their own, public fields only, and downloads them all (decision 281).
import { z } from "zod";
import { FIELD_KINDS } from "../domain/record-schema";
import { RECORD_ACTIONS, RECORD_ACTOR_KINDS, RECORD_DESIGNERS, RECORD_KEEPERS, RECORD_KINDS } from "../domain/records";
import { MANAGERS } from "../domain/roles";
import { slugField } from "./business-words";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";

const { get, post, put, del } = operations("records");
const keeper = { access: "provider", allow: RECORD_KEEPERS } as const;
const designer = { access: "provider", allow: RECORD_DESIGNERS } as const;
const byId = z.object({ id: idText });

export const fieldInput = z.object({
  key: text(40, 1).regex(/^[a-z][a-z0-9_]*$/, "must be lower-case letters, digits and '_', e.g. 'patch_test_date'"),
  label: text(120, 1),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean().default(false),
  /** the customer sees it; private (false) is the team's only */
  public: z.boolean().default(false),
  choices: z.array(text(80, 1)).max(30, "at most 30 answers").optional(),
});

export const collectionInput = z.object({
  type: slugField,
  name: text(120, 1),
  fields: z.array(fieldInput).min(1, "needs at least one field").max(40, "at most 40 fields"),
});

const fieldSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(FIELD_KINDS), required: z.boolean(), public: z.boolean(), choices: z.array(z.string()).optional() });
export const collectionSchema = z.object({ id: z.number(), type: z.string(), name: z.string(), fields: z.array(fieldSchema) });
export type CollectionView = z.infer<typeof collectionSchema>;

const valueSchema = z.union([z.string(), z.number(), z.boolean()]);
export const itemSchema = z.object({
  id: z.number(),
  dossierId: z.number(),
  customerId: z.number(),
  collection: z.object({ id: z.number(), type: z.string(), name: z.string() }),
  values: z.record(z.string(), valueSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItemView = z.infer<typeof itemSchema>;

export const dossierSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  type: z.string(),
  title: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DossierView = z.infer<typeof dossierSchema>;

// — record types —

export const listCollectionSchemas = get("/collections/schemas", "The business's record types with all their fields, public and private (company user)", {
  ...keeper,
  response: z.object({ collections: z.array(collectionSchema) }),
  errors: [401],
});
export const publicCollectionSchemas = get("/collections/schemas/public", "The business's record types with their public fields only, the ones a customer sees (signed-in customer)", {
  access: "customer",
  response: z.object({ collections: z.array(collectionSchema) }),
  errors: [401],
});
export const collectionSchemaById = get("/collections/schemas/{id}", "One record type (company user)", { ...keeper, params: byId, response: z.object({ collection: collectionSchema }), errors: [400, 401, 404] });
export const createCollectionSchema = post("/collections/schemas", "Defines a record type: its word, its name and its fields (kind, required, public or private)", {
  ...designer,
  body: collectionInput,
  status: 201,
  response: z.object({ collection: collectionSchema }),
  errors: [400, 401, 409],
});
export const updateCollectionSchema = put("/collections/schemas/{id}", "Replaces a record type's name and fields (items keep their values; a field removed is no longer shown)", {
  ...designer,
  params: byId,
  body: collectionInput,
  response: z.object({ collection: collectionSchema }),
  errors: [400, 401, 404, 409],
});
export const deleteCollectionSchema = del("/collections/schemas/{id}", "Removes a record type no item uses (409 otherwise)", { ...designer, params: byId, status: 204, errors: [400, 401, 404, 409] });

// — files —

export const listDossiers = get("/dossiers", "The customers' files, of one `type` and/or of one customer, newest first (at most 200)", {
  ...keeper,
  query: z.object({ type: text(120).optional(), customerId: idText.optional() }),
  response: z.object({ dossiers: z.array(dossierSchema) }),
  errors: [400, 401, 404],
});
export const dossierById = get("/dossiers/{id}", "A customer's file with its items", {
  ...keeper,
  params: byId,
  response: z.object({ dossier: dossierSchema.extend({ items: z.array(itemSchema) }) }),
  errors: [400, 401, 404],
});
const dossierInput = z.object({ type: text(120, 1), title: text(200, 1), notes: text(4000).default("") });
export const createDossier = post("/dossiers", "Opens a file for a customer", {
  ...keeper,
  body: dossierInput.extend({ customerId: id }),
  status: 201,
  response: z.object({ dossier: dossierSchema }),
  errors: [400, 401, 404],
});
export const updateDossier = put("/dossiers/{id}", "Replaces a file's type, title and notes", { ...keeper, params: byId, body: dossierInput, response: z.object({ dossier: dossierSchema }), errors: [400, 401, 404] });

// — items —

const itemValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export const createItem = post("/items", "Adds an item of a record type to a customer's file; its values are checked against the type (400 naming the field)", {
  ...keeper,
  body: z.object({ dossierId: id, collectionId: id, values: itemValues }),
  status: 201,
  response: z.object({ item: itemSchema }),
  errors: [400, 401, 404],
});
export const itemById = get("/items/{id}", "One item", { ...keeper, params: byId, response: z.object({ item: itemSchema }), errors: [400, 401, 404] });
export const updateItem = put("/items/{id}", "Replaces an item's values, checked against its type", { ...keeper, params: byId, body: z.object({ values: itemValues }), response: z.object({ item: itemSchema }), errors: [400, 401, 404] });
export const deleteItem = del("/items/{id}", "Removes an item", { ...keeper, params: byId, status: 204, errors: [400, 401, 404] });
export const itemsOfType = get("/items/type/{type}", "The items of one record type, of one customer or of every customer the user reaches, newest first (at most 200)", {
  ...keeper,
  params: z.object({ type: slugField }),
  query: z.object({ customerId: idText.optional() }),
  response: z.object({ items: z.array(itemSchema) }),
  errors: [400, 401, 404],
});

export const recordAccessLog = get("/records/access-log/{customerId}", "Who read or wrote a customer's records, newest first (the latest 100): who (a company user, an access account or the customer), what (read, create, update, delete, export), which record, when (owner and managers; decision 280)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ customerId: idText }),
  response: z.object({
    entries: z.array(z.object({ actorKind: z.enum(RECORD_ACTOR_KINDS), actorLabel: z.string(), action: z.enum(RECORD_ACTIONS), record: z.enum(RECORD_KINDS), recordId: z.string(), at: z.string() })),
  }),
  errors: [400, 401, 403, 404],
});
