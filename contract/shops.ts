// The shops written by the business (spec §3 'Shop', §7 'Shops: ... CRUD; link and unlink article;
// shops/artebeaute'): address, coordinates, time zone, opening hours with their pauses, exceptional
// open and closed days, the articles each shop offers at its own price, and the mapping to an
// external salon system's ids. Company users only; every change moves the company's version, so
// the storefront shows it at the next request.
import { z } from "zod";
import { shopSchema } from "../domain/entities";
import { imageInput } from "./content";
import { cents, externalRef, hourRanges, localisedLine, openingHoursInput, order, slugField, timeZoneField } from "./business-words";
import { EVERYONE, MANAGERS, OWNERS } from "../domain/roles";
import { operations } from "./operation";
import { id, idText, localDate, text } from "./vocabulary";

const { get, post, put, del } = operations("shops");
// Staff read; a manager writes at the shops they are linked to; the owner also adds and deletes (decision 218).
const reader = { access: "provider", allow: EVERYONE } as const;
const manager = { access: "provider", allow: MANAGERS } as const;
const owner = { access: "provider", allow: OWNERS } as const;

export const shopInput = z.object({
  slug: slugField,
  /** the shop's id in the external salon system */
  artebeauteId: externalRef,
  webId: externalRef.nullable().optional(),
  name: text(200, 1),
  address: text(300).optional(),
  city: text(120).optional(),
  zipcode: text(20).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, "must be a country code such as 'FR'").optional(),
  phone: text(40).nullable().optional(),
  email: z.email("must be an e-mail address").max(254).nullable().optional(),
  description: localisedLine(5000).optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  timeZone: timeZoneField,
  openingHours: openingHoursInput,
  images: z.array(imageInput).max(20).optional(),
  /** booking online at this shop */
  bookingActive: z.boolean().optional(),
  /** null: the company's cabin management decides */
  useCabins: z.boolean().nullable().optional(),
  geoGroupId: id.nullable().optional(),
  order: order.optional(),
});

/** An exceptional day: closed, or open with its own hours (they replace the weekday's). */
export const shopDayInput = z
  .object({ kind: z.enum(["open", "closed"]), hours: hourRanges.optional(), label: localisedLine().optional() })
  .refine((d) => d.kind === "closed" || (d.hours?.length ?? 0) > 0, { path: ["hours"], message: "an open day needs at least one range" });

const byId = z.object({ id: idText });
const shopAnswer = z.object({ shop: shopSchema });

// The fixed path first: 'artebeaute' is never read as a shop's id.
const mapping = z.object({ id: z.number(), name: z.string(), artebeauteId: z.string(), webId: z.string().nullable() });
export const shopMappings = get("/shops/artebeaute", "Each shop's ids in the external salon system (company user)", { ...reader, response: z.object({ shops: z.array(mapping) }), errors: [401] });
export const putShopMapping = put("/shops/artebeaute", "Sets a shop's ids in the external salon system (company user)", {
  ...owner,
  body: z.object({ id, artebeauteId: externalRef, webId: externalRef.nullable().optional() }),
  response: z.object({ shop: mapping }),
  errors: [400, 401, 404, 409],
});

export const createShop = post("/shops", "Adds a shop (company user)", { ...owner, body: shopInput, status: 201, response: shopAnswer, errors: [400, 401, 404, 409] });
export const updateShop = put("/shops/{id}", "Replaces a shop's details, time zone and opening hours (company user)", { ...manager, params: byId, body: shopInput, response: shopAnswer, errors: [400, 401, 404, 409] });
export const deleteShop = del("/shops/{id}", "Removes a shop no order names (company user)", { ...owner, params: byId, status: 204, errors: [400, 401, 404, 409] });

export const putShopDay = put("/shops/{id}/days/{date}", "Sets an exceptional open or closed day of a shop (company user)", {
  ...manager,
  params: z.object({ id: idText, date: localDate }),
  body: shopDayInput,
  status: 204,
  errors: [400, 401, 404],
});
export const deleteShopDay = del("/shops/{id}/days/{date}", "Removes an exceptional day of a shop: its weekday's hours apply again (company user)", {
  ...manager,
  params: z.object({ id: idText, date: localDate }),
  status: 204,
  errors: [400, 401, 404],
});

export const linkShopArticle = post("/shops/link/article/{id}", "The shop offers the article (id), at its own price in cents when given, else the article's (company user)", {
  ...manager,
  params: byId,
  body: z.object({ shopId: id, price: cents.nullable().optional() }),
  status: 204,
  errors: [400, 401, 404],
});
export const unlinkShopArticle = del("/shops/link/article/{id}", "The shop no longer offers the article (id) (company user)", {
  ...manager,
  params: byId,
  query: z.object({ shopId: idText }),
  status: 204,
  errors: [400, 401, 404],
});
