// The shapes that cross the API (spec §3). Field names that the spec fixes (artebeauteId, pvTtc,
// weekprices, ...) stay as the spec spells them; everything else is named in the business's words.
// Money is always an integer number of minor units (cents) in the company's one currency.

export const LANGS = ["fr", "de", "en", "es", "it"] as const;
export type Lang = (typeof LANGS)[number];

/** Localised text: an object keyed by language code, fr is the fallback. */
export type Localised = Partial<Record<Lang, string>>;

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:mm" in the shop's local time. */
export type ClockTime = string;
export interface HourRange { start: ClockTime; end: ClockTime }

/**
 * A weekday's opening: 'day' is open continuously from the first start to the last end,
 * 'pause' is open only inside its hour ranges (a lunch break between them), 'closed' is shut.
 */
export interface DayOpening { status: "day" | "pause" | "closed"; hours: HourRange[] }
export type OpeningHours = Record<Weekday, DayOpening>;

/** An image; `variants` are the same picture at other widths, for srcset. */
export interface Image { url: string; width?: number; height?: number; alt?: Localised; variants?: { url: string; width: number }[] }

/** '1' and '4' are services (4: a package of services), '2' is a product. */
export type ArticleType = "1" | "2" | "4";

export interface PriceTime { active: boolean; prices: { duration: number; value: number }[] }
export interface ShopPrice { boutiqueId: string; pvTtc: number }

export interface Booker {
  active: boolean;
  /** minutes */
  duration: number;
  /** minutes of cleaning / rest after the service, blocking the staff and cabin */
  pause: number;
  /** percent */
  vat: number;
  upsellOnly: boolean;
  upsells: number[];
  enableStock: boolean;
  priceTime: PriceTime;
  pricesByShops: ShopPrice[];
  appointment: { nbCustomerRequired: number };
  /** for a package (type '4'): the ids of the services it books together, in order */
  packageServiceIds?: number[];
}

export interface Article {
  id: number;
  slug: string | null;
  type: ArticleType;
  name: Localised;
  description: Localised;
  draft: boolean;
  /** the base price, charged at the weekend (cents) */
  prices: number;
  /** the weekday price when it differs (cents), else null */
  weekprices: number | null;
  artebeauteId: string | null;
  booker: Booker;
  articleLinks: number[];
  images: Image[];
  categoryIds: number[];
  /** ids (artebeauteId) of the shops that offer it */
  shopIds: string[];
  stock?: number | null;
}

export interface Category {
  id: number;
  slug: string;
  order: number;
  name: Localised;
  description: Localised;
  images: Image[];
  articles: Article[];
}

export interface Address { address: string; city: string; country: string; zipcode: string }

export interface Shop {
  id: number;
  slug: string;
  artebeauteId: string;
  webId: string | null;
  order: number;
  timeZone: string;
  images: Image[];
  publicInfo: { name: string; address: Address; phone: string | null; email: string | null; description: Localised };
  localisation: { coordonate: { lat: number; lng: number } };
  booker: { active: boolean; shopUseCabins: boolean | null };
  openingHours: OpeningHours;
  geoGroupment: number | null;
  distance?: number;
}

export interface GeoGroup {
  id: number;
  name: Localised;
  type: string;
  description: { short: Localised; long: Localised };
  image: Image | null;
  order: number;
  shops: Shop[];
}
