// The words every module shares: the languages, the weekdays, and the types of the business's
// entities, inferred from their one description in domain/entities.ts (a type-only import: the
// pages that read these types never download zod).
import type { z } from "zod";
import type * as entities from "./entities";
import { LANGS, WEEKDAYS } from "./words";

export { LANGS, WEEKDAYS };

export type Lang = (typeof LANGS)[number];
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:mm" in the shop's local time. */
export type ClockTime = string;

/** Localised text: an object keyed by language code, fr is the fallback. */
export type Localised = z.infer<typeof entities.localisedSchema>;
export type HourRange = z.infer<typeof entities.hourRangeSchema>;
export type DayOpening = z.infer<typeof entities.dayOpeningSchema>;
export type OpeningHours = z.infer<typeof entities.openingHoursSchema>;
export type Image = z.infer<typeof entities.imageSchema>;
export type ArticleType = z.infer<typeof entities.articleTypeSchema>;
export type PriceTime = z.infer<typeof entities.priceTimeSchema>;
export type ShopPrice = z.infer<typeof entities.shopPriceSchema>;
export type Booker = z.infer<typeof entities.bookerSchema>;
export type Article = z.infer<typeof entities.articleSchema>;
export type Category = z.infer<typeof entities.categorySchema>;
export type Address = z.infer<typeof entities.addressSchema>;
export type Shop = z.infer<typeof entities.shopSchema>;
export type GeoGroup = z.infer<typeof entities.geoGroupSchema>;
