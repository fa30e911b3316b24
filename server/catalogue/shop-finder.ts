// The shop finder's search in the database (domain/shop-search.ts says what it finds): only the
// shops of the businesses it searches (the company's own, or a marketplace's listed businesses:
// decision 201); a position narrows by a box of latitudes and longitudes the index answers, then
// by the exact haversine distance; words by the folded text's trigram index, a postcode by its
// prefix. The page's shops are the catalogue's own (one shape for a shop), with their distance.
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import { OTHER_GEO_GROUP_ID } from "../../domain/catalogue";
import { likeLiteral } from "../../domain/customer-search";
import {
  boundingBox,
  countryWords,
  distanceMetres,
  EARTH_RADIUS_M,
  hasMore,
  pageWindow,
  RADIUS_DEFAULT_KM,
  searchMode,
  suggestionsWanted,
  textQuery,
  type Position,
} from "../../domain/shop-search";
import { offeredLangs } from "../../domain/company-settings";
import { localePath } from "../../domain/service-url";
import type { Lang, Shop } from "../../domain/types";
import type { Db } from "../db";
import { shops } from "../db/schema";
import type { ListedBusiness } from "./marketplace";

export interface FinderQuery {
  q?: string;
  position: Position | null;
  radiusKm?: number;
  page?: number;
  /** geographic groups the visitor filters by (their ids; empty: every shop) */
  groups?: number[];
  /** only these shops, in this order (the visitor's last viewed) */
  ids?: number[];
}

/** A result: the shop, its business, and where selecting it leads (null: no online booking, spec §2). */
export type FoundShop = Shop & { business: { id: number; name: string }; href: string | null };

/** The haversine distance in metres from `p` to a shop, in SQL (the same formula as domain/shop-search.ts). */
const distanceSql = (p: Position) =>
  sql<number>`(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(power(sin(radians(${shops.lat} - ${p.lat}) / 2), 2) + cos(radians(${p.lat})) * cos(radians(${shops.lat})) * power(sin(radians(${shops.lng} - ${p.lng}) / 2), 2)))))`;

/** Within `metres` of `p`: the indexed box first, the exact distance after. */
function within(p: Position, metres: number): SQL {
  const box = boundingBox(p, metres);
  return and(isNotNull(shops.lat), isNotNull(shops.lng), sql`${shops.lat} between ${box.minLat} and ${box.maxLat}`, sql`${shops.lng} between ${box.minLng} and ${box.maxLng}`, sql`round(${distanceSql(p)}) <= ${metres}`)!;
}

const postcodeStarts = (prefix: string) => sql`replace(${shops.zipcode}, ' ', '') like ${`${likeLiteral(prefix)}%`}`;

/** Each word in the folded name, city or address, or in the name of the shop's country (any of the five languages). */
function wordsMatch(words: string[], countries: readonly string[]): SQL {
  return and(
    ...words.map((w) => {
      const inText = sql`${shops.searchText} like ${`%${likeLiteral(w)}%`}`;
      const named = countries.filter((code) => countryWords(code).some((n) => n.includes(w)));
      return named.length > 0 ? sql`(${inText} or ${inArray(shops.country, named)})` : inText;
    }),
  )!;
}

/** In one of these geographic groups; 'Autre(s)' (-1) holds the shops of no group. */
function inGroups(ids: number[]): SQL {
  const real = ids.filter((id) => id !== OTHER_GEO_GROUP_ID);
  const named = real.length ? inArray(shops.geoGroupId, real) : sql`false`;
  if (!ids.includes(OTHER_GEO_GROUP_ID)) return named;
  return or(named, isNull(shops.geoGroupId))!;
}

const count = async (db: Db, where: SQL) => (await db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where))[0]?.n ?? 0;

/**
 * One page of the finder's results, how many there are in all, and, on a first page of fewer than
 * six, the nearest (or first) other shops as suggestions. `listed` are the businesses searched with
 * their shops as visitors see them (their countries are what a word may name); `home` is the
 * company whose host asked: its own shops link on its host, the others to their storefront.
 */
export async function findShops(db: Db, listed: readonly ListedBusiness[], home: number, lang: Lang, query: FinderQuery) {
  const { position } = query;
  const page = query.page ?? 1;
  const mode = searchMode(query.q ?? "", position);
  const ids = listed.map((b) => b.company.id);
  const searched = ids.length === 1 ? eq(shops.companyId, ids[0]!) : inArray(shops.companyId, ids.length ? ids : [0]);
  const mine = query.groups?.length ? and(searched, inGroups(query.groups))! : searched;
  const catalogue = listed.flatMap((b) => b.shops);
  let where: SQL = mine;
  if (mode === "location") where = and(mine, within(position!, (query.radiusKm ?? RADIUS_DEFAULT_KM) * 1000))!;
  const text = textQuery(query.q ?? "");
  if (text.kind === "words") where = and(mine, wordsMatch(text.words, [...new Set(catalogue.map((s) => s.publicInfo.address.country))]))!;
  if (text.kind === "postcode") where = and(mine, postcodeStarts(text.prefix))!;
  if (query.ids) where = and(mine, inArray(shops.id, query.ids))!;
  let total = await count(db, where);
  if (text.kind === "postcode" && total === 0 && text.fallback) {
    where = and(mine, postcodeStarts(text.fallback))!;
    total = await count(db, where);
  }

  // nearest first when the position is known (shops without coordinates last), else the business's order
  const order = position ? [sql`${distanceSql(position)} asc nulls last`, asc(shops.sortOrder), asc(shops.id)] : [asc(shops.sortOrder), asc(shops.id)];
  const { offset, limit } = pageWindow(page);
  const spot = { id: shops.id, lat: shops.lat, lng: shops.lng };
  const found = await db.select(spot).from(shops).where(where).orderBy(...order).limit(limit).offset(offset);
  if (query.ids) found.sort((a, b) => query.ids!.indexOf(a.id) - query.ids!.indexOf(b.id));

  let suggested: typeof found = [];
  const wanted = suggestionsWanted(total);
  if (page === 1 && mode !== "all" && !query.ids && wanted > 0) {
    const others = found.length > 0 ? and(mine, notInArray(shops.id, found.map((r) => r.id)))! : mine;
    suggested = await db.select(spot).from(shops).where(others).orderBy(...order).limit(wanted);
  }

  const byId = new Map(listed.flatMap((b) => b.shops.map((s) => [s.id, { shop: s, business: b }] as const)));
  // a shop without coordinates has no distance
  const shape = (row: (typeof found)[number]): FoundShop[] => {
    const hit = byId.get(row.id);
    if (!hit) return [];
    const { shop, business } = hit;
    const at = position && row.lat !== null && row.lng !== null ? { ...shop, distance: distanceMetres(position, { lat: row.lat, lng: row.lng }) } : shop;
    const theirLang = offeredLangs(business.company.settings).includes(lang) ? lang : "fr";
    const path = localePath(`/${shop.slug}`, theirLang);
    const href = !shop.booker.active ? null : business.company.id === home ? path : `${business.site}${path}`;
    return [{ ...at, business: { id: business.company.id, name: business.company.settings.identity.displayName || business.company.nickname }, href }];
  };
  return { shops: found.flatMap(shape), total, page, more: hasMore(total, page), suggestions: suggested.flatMap(shape) };
}
