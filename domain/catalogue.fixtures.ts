// Builders for the unit tests of the catalogue, price and booking cart rules.

import type { Article, Booker, Category, GeoGroup, Shop } from "./types";

/** A bookable service's booker: 30 minutes, no pause, one customer; `over` changes any of it. */
export function bookerOf(over: Partial<Booker> = {}): Booker {
  return {
    active: true,
    duration: 30,
    pause: 0,
    vat: 20,
    upsellOnly: false,
    upsells: [],
    enableStock: false,
    priceTime: { active: false, prices: [] },
    pricesByShops: [],
    appointment: { nbCustomerRequired: 1 },
    ...over,
  };
}

export function service(overrides: Partial<Omit<Article, "booker">> & { booker?: Partial<Article["booker"]> } = {}): Article {
  const { booker, ...rest } = overrides;
  return {
    id: 1,
    slug: "massage-californien",
    type: "1",
    name: { fr: "Massage californien", en: "Californian massage" },
    description: {},
    draft: false,
    prices: 8000,
    weekprices: null,
    artebeauteId: "S1",
    articleLinks: [],
    images: [],
    categoryIds: [],
    shopIds: [],
    ...rest,
    booker: { ...bookerOf({ duration: 60 }), ...booker },
  };
}

export function category(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    slug: "massages",
    order: 1,
    name: { fr: "Massages" },
    description: {},
    images: [],
    articles: [],
    ...overrides,
  };
}

export function shop(overrides: Partial<Shop> = {}): Shop {
  const day = { status: "day" as const, hours: [{ start: "09:00", end: "19:00" }] };
  return {
    id: 1,
    slug: "paris",
    artebeauteId: "B1",
    webId: null,
    order: 1,
    timeZone: "Europe/Paris",
    images: [],
    publicInfo: {
      name: "Spa Paris",
      address: { address: "1 rue de Rivoli", city: "Paris", country: "France", zipcode: "75001" },
      phone: null,
      email: null,
      description: {},
    },
    localisation: { coordonate: { lat: 48.86, lng: 2.35 } },
    booker: { active: true, shopUseCabins: null },
    openingHours: {
      monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day,
      sunday: { status: "closed", hours: [] },
    },
    geoGroupment: null,
    ...overrides,
  };
}

export function geoGroup(overrides: Partial<GeoGroup> = {}): GeoGroup {
  return {
    id: 1,
    name: { fr: "Île-de-France" },
    type: "region",
    description: { short: {}, long: {} },
    image: null,
    order: 1,
    shops: [],
    ...overrides,
  };
}
