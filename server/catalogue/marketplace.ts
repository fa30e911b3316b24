// The businesses a company's shop finder searches (decision 201): a marketplace's listed
// businesses, in their order; any other company searches its own shops. Each comes with its
// storefront's address (a result leads there) and its shops as visitors see them.
import type { Tenant } from "../tenant";
import { asc, eq, inArray } from "drizzle-orm";
import { OTHER_GEO_GROUP_ID, OTHER_GEO_GROUP_NAME } from "../../domain/catalogue";
import type { Localised, Shop } from "../../domain/types";
import type { Db } from "../db";
import { companies, geoGroups, marketplaceListings } from "../db/schema";
import type { Company, CompanyDirectory } from "../tenancy/companies";
import { catalogueSnapshot } from "./snapshot";

export interface ListedBusiness {
  company: Company;
  /** its storefront's origin, where its shops' pages are */
  site: string;
  shops: readonly Shop[];
}

/** Whether the company lists other businesses (its home is then the finder across them). */
export async function isMarketplace({ db, companyId }: Tenant): Promise<boolean> {
  const [row] = await db.select({ id: marketplaceListings.businessId }).from(marketplaceListings).where(eq(marketplaceListings.marketplaceId, companyId)).limit(1);
  return row !== undefined;
}

export async function listedBusinesses(db: Db, directory: CompanyDirectory, company: Company, site: string): Promise<ListedBusiness[]> {
  const rows = await db
    .select({ token: companies.token })
    .from(marketplaceListings)
    .innerJoin(companies, eq(companies.id, marketplaceListings.businessId))
    .where(eq(marketplaceListings.marketplaceId, company.id))
    .orderBy(asc(marketplaceListings.sortOrder), asc(companies.id));
  if (rows.length === 0) return [{ company, site, shops: (await catalogueSnapshot(db, company)).shops }];
  const listed = await Promise.all(rows.map((r) => directory.byTokenOrNull(r.token)));
  return Promise.all(
    listed.filter((c): c is Company => c !== null).map(async (c) => ({ company: c, site: c.site, shops: (await catalogueSnapshot(db, c)).shops })),
  );
}

/**
 * The geographic groups a visitor can filter by: those holding a searched shop, one per French name
 * across the businesses (two businesses' 'Île-de-France' are one filter), in their order.
 */
export async function finderGroups(db: Db, listed: readonly ListedBusiness[]) {
  const ids = listed.map((b) => b.company.id);
  const all = listed.flatMap((b) => b.shops.map((s) => s.geoGroupment));
  const used = new Set(all.filter((g): g is number => g !== null));
  if (used.size === 0) return [];
  const rows = await db.select().from(geoGroups).where(inArray(geoGroups.companyId, ids)).orderBy(asc(geoGroups.sortOrder), asc(geoGroups.id));
  const byName = new Map<string, { ids: number[]; name: Localised }>();
  for (const g of rows.filter((r) => used.has(r.id))) {
    const key = (g.name.fr ?? Object.values(g.name)[0] ?? String(g.id)).trim().toLowerCase();
    const known = byName.get(key);
    if (known) known.ids.push(g.id);
    else byName.set(key, { ids: [g.id], name: g.name });
  }
  // shops of no group are in 'Autre(s)', last (spec §3)
  const other = all.some((g) => g === null);
  return [...byName.values(), ...(other ? [{ ids: [OTHER_GEO_GROUP_ID], name: OTHER_GEO_GROUP_NAME }] : [])];
}
