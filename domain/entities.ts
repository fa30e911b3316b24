// The business's entities as they cross the API (spec §3), described once with zod: the API's
// contract (contract/) answers them, and their TypeScript types (domain/types.ts) are inferred
// from here. Field names that the spec fixes (artebeauteId, pvTtc, weekprices, ...) stay as the
// spec spells them; everything else is named in the business's words. Money is always an integer
// number of minor units (cents) in the company's one currency. Only the server and the contract
// load this module: the pages import the inferred types, so zod never reaches the browser.
import { z } from "zod";
import { depositRuleSchema } from "./deposit-schema";
import { LANGS, WEEKDAYS } from "./words";

/** Localised text: an object keyed by language code, fr is the fallback. */
export const localisedSchema = z.partialRecord(z.enum(LANGS), z.string());

/** "HH:mm" in the shop's local time ('24:00' ends a day). */
export const hourRangeSchema = z.object({ start: z.string(), end: z.string() });

/**
 * A weekday's opening: 'day' is open continuously from the first start to the last end,
 * 'pause' is open only inside its hour ranges (a lunch break between them), 'closed' is shut.
 */
export const dayOpeningSchema = z.object({ status: z.enum(["day", "pause", "closed"]), hours: z.array(hourRangeSchema) });
export const openingHoursSchema = z.record(z.enum(WEEKDAYS), dayOpeningSchema);

/** An image; `variants` are the same picture at other widths, for srcset. */
export const imageSchema = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  alt: localisedSchema.optional(),
  variants: z.array(z.object({ url: z.string(), width: z.number() })).optional(),
});

/** '1' and '4' are services (4: a package of services), '2' is a product. */
export const articleTypeSchema = z.enum(["1", "2", "4"]);

export const priceTimeSchema = z.object({ active: z.boolean(), prices: z.array(z.object({ duration: z.number(), value: z.number() })) });
export const shopPriceSchema = z.object({ boutiqueId: z.string(), pvTtc: z.number() });

export const bookerSchema = z.object({
  active: z.boolean(),
  /** minutes */
  duration: z.number(),
  /** minutes of cleaning / rest after the service, blocking the staff and cabin */
  pause: z.number(),
  /** percent */
  vat: z.number(),
  upsellOnly: z.boolean(),
  upsells: z.array(z.number()),
  enableStock: z.boolean(),
  priceTime: priceTimeSchema,
  pricesByShops: z.array(shopPriceSchema),
  appointment: z.object({ nbCustomerRequired: z.number() }),
  /** for a package (type '4'): the ids of the services it books together, in order */
  packageServiceIds: z.array(z.number()).optional(),
  /** the service's own deposit rule for bookings paid online, replacing the company's */
  deposit: depositRuleSchema.nullable().optional(),
});

export const articleSchema = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  type: articleTypeSchema,
  name: localisedSchema,
  description: localisedSchema,
  draft: z.boolean(),
  /** the base price, charged at the weekend (cents) */
  prices: z.number(),
  /** the weekday price when it differs (cents), else null */
  weekprices: z.number().nullable(),
  artebeauteId: z.string().nullable(),
  booker: bookerSchema,
  articleLinks: z.array(z.number()),
  images: z.array(imageSchema),
  categoryIds: z.array(z.number()),
  /** ids (artebeauteId) of the shops that offer it */
  shopIds: z.array(z.string()),
  stock: z.number().nullable().optional(),
});

export const categorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  order: z.number(),
  name: localisedSchema,
  description: localisedSchema,
  images: z.array(imageSchema),
  articles: z.array(articleSchema),
});

export const addressSchema = z.object({ address: z.string(), city: z.string(), country: z.string(), zipcode: z.string() });

export const shopSchema = z.object({
  id: z.number(),
  slug: z.string(),
  artebeauteId: z.string(),
  webId: z.string().nullable(),
  order: z.number(),
  timeZone: z.string(),
  images: z.array(imageSchema),
  publicInfo: z.object({ name: z.string(), address: addressSchema, phone: z.string().nullable(), email: z.string().nullable(), description: localisedSchema }),
  localisation: z.object({ coordonate: z.object({ lat: z.number(), lng: z.number() }) }),
  booker: z.object({ active: z.boolean(), shopUseCabins: z.boolean().nullable() }),
  openingHours: openingHoursSchema,
  geoGroupment: z.number().nullable(),
  distance: z.number().optional(),
});

export const geoGroupSchema = z.object({
  id: z.number(),
  name: localisedSchema,
  type: z.string(),
  description: z.object({ short: localisedSchema, long: localisedSchema }),
  image: imageSchema.nullable(),
  order: z.number(),
  shops: z.array(shopSchema),
});
