// Cabins and equipments (spec §3 'resource (type, shopId)', §7 'Resources'): what a booking takes
// at a shop besides an employee. A cabin is taken in cabin mode; an equipment (a laser, a
// cryotherapy machine) by the services linked to it, when the company checks equipments
// (decision 217). Written by the business's company users.
import { z } from "zod";
import { EVERYONE, MANAGERS, OWNERS } from "../domain/roles";
import { operations } from "./operation";
import { id, idText, shopRef, text } from "./vocabulary";

const { get, post, put, del } = operations("resources");
// Staff read; a manager writes at the shops they are linked to; the owner also adds and deletes (decision 218).
const reader = { access: "provider", allow: EVERYONE } as const;
const manager = { access: "provider", allow: MANAGERS } as const;
const owner = { access: "provider", allow: OWNERS } as const;

export const RESOURCE_TYPES = ["cabin", "equipment"] as const;

export const resourceInput = z
  .object({
    /** the shop's id */
    shopId: id,
    type: z.enum(RESOURCE_TYPES),
    displayName: text(100, 1),
    order: z.number().int().min(0).max(100_000).optional(),
    /** an equipment: the services (ids) that need it */
    serviceIds: z.array(id).max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "cabin" && v.serviceIds?.length) ctx.addIssue({ code: "custom", path: ["serviceIds"], message: "only an equipment is linked to services" });
  });

export const resourceSchema = z.object({
  id: z.number(),
  shopId: z.number(),
  /** the shop's artebeauteId */
  shopRef: z.string(),
  type: z.string(),
  displayName: z.string(),
  order: z.number(),
  serviceIds: z.array(z.number()),
});
export type ResourceView = z.infer<typeof resourceSchema>;

const byId = z.object({ id: idText });
const typeFilter = z.enum(RESOURCE_TYPES).optional();

export const listResources = get("/resources", "The company's cabins and equipments, in their order (company user)", {
  ...reader,
  query: z.object({ shopId: idText.optional(), type: typeFilter }),
  response: z.object({ resources: z.array(resourceSchema) }),
  errors: [400, 401],
});
export const artebeauteResources = get("/resources/artebeaute", "One shop's cabins or equipments, the shop named by its artebeauteId (company user)", {
  ...reader,
  query: z.object({ shopId: shopRef, type: typeFilter }),
  response: z.object({ resources: z.array(resourceSchema) }),
  errors: [400, 401, 404],
});
export const resourceById = get("/resources/{id}", "One cabin or equipment (company user)", { ...reader, params: byId, response: z.object({ resource: resourceSchema }), errors: [400, 401, 404] });
export const createResource = post("/resources", "Adds a cabin or an equipment to a shop, an equipment with the services that need it (company user)", {
  ...manager,
  body: resourceInput,
  status: 201,
  response: z.object({ resource: resourceSchema }),
  errors: [400, 401, 404],
});
export const updateResource = put("/resources/{id}", "Replaces a cabin or an equipment (company user)", {
  ...manager,
  params: byId,
  body: resourceInput,
  response: z.object({ resource: resourceSchema }),
  errors: [400, 401, 404],
});
export const deleteResource = del("/resources/{id}", "Removes a cabin or an equipment no appointment ever took (company user)", {
  ...owner,
  params: byId,
  status: 204,
  errors: [400, 401, 404, 409],
});
