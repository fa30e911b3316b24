// The geographic groups written by the business (spec §3 'Geographic group', §7 'Geogroupments
// CRUD plus link and unlink shop'): regions or cities the shop finder groups shops by, in the five
// languages. The owner writes the groups; a manager puts the shops they run in one or takes them
// out (as they may through PUT shops/{id}). Visitors read them through GET geogroupments.
import { z } from "zod";
import { geoGroupSchema } from "../domain/entities";
import { MANAGERS, OWNERS } from "../domain/roles";
import { localisedLine, localisedName, order } from "./business-words";
import { imageInput } from "./content";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";

const { post, put, del } = operations("geogroupments");
const manager = { access: "provider", allow: MANAGERS } as const;
const owner = { access: "provider", allow: OWNERS } as const;

export const geoGroupInput = z.object({
  name: localisedName,
  /** what kind of place: 'region', 'city', ... ('other' is the storefront's group of the shops of none) */
  type: text(40, 1)
    .regex(/^[a-z][a-z0-9_-]*$/, "must be lower-case letters, e.g. 'region'")
    .refine((t) => t !== "other", "'other' is the storefront's group of the shops of none")
    .optional(),
  descriptionShort: localisedLine(500).optional(),
  descriptionLong: localisedLine(10_000).optional(),
  image: imageInput.nullable().optional(),
  order: order.optional(),
});

export const writtenGeoGroupSchema = geoGroupSchema.omit({ shops: true }).extend({ shopIds: z.array(z.number()) });
export type WrittenGeoGroup = z.infer<typeof writtenGeoGroupSchema>;

const byId = z.object({ id: idText });
const answer = z.object({ geogroupment: writtenGeoGroupSchema });

export const createGeoGroup = post("/geogroupments", "Adds a geographic group of shops (company user)", { ...owner, body: geoGroupInput, status: 201, response: answer, errors: [400, 401] });
export const updateGeoGroup = put("/geogroupments/{id}", "Replaces a geographic group; its shops stay in it (company user)", {
  ...owner,
  params: byId,
  body: geoGroupInput,
  response: answer,
  errors: [400, 401, 404],
});
export const deleteGeoGroup = del("/geogroupments/{id}", "Removes a geographic group no shop is in: else 409 in_use naming them (company user)", {
  ...owner,
  params: byId,
  status: 204,
  errors: [400, 401, 404, 409],
});
export const linkGeoGroupShop = post("/geogroupments/link/shop/{id}", "Puts the shop (id) in the geographic group, out of any other (company user)", {
  ...manager,
  params: byId,
  body: z.object({ geoGroupId: id }),
  status: 204,
  errors: [400, 401, 404],
});
export const unlinkGeoGroupShop = del("/geogroupments/link/shop/{id}", "Takes the shop (id) out of the geographic group: it shows under 'Other' (company user)", {
  ...manager,
  params: byId,
  query: z.object({ geoGroupId: idText }),
  status: 204,
  errors: [400, 401, 404],
});
