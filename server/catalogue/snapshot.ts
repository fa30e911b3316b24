// A company's shops, categories and articles kept in the process, under the company's version
// (server/db/migrations/0007: every change to them moves it, from any process). The company
// handed in was read fresh for this request (CompanyDirectory), so a snapshot of another version
// is never answered. The objects are shared between requests: readers never change them.
import type { Article, Category, Shop } from "../../domain/types";
import type { Db } from "../db";
import { CatalogueStore } from "./store";

export interface CatalogueSnapshot {
  shops: Shop[];
  /** the services pages' categories */
  categories: Category[];
  /** the e-shop's shelves, every product on them whatever the shop (server/eshop/catalogue.ts picks) */
  eshopCategories: Category[];
  articles: Article[];
}

const kept = new WeakMap<Db, Map<number, { version: number; snapshot: Promise<CatalogueSnapshot> }>>();

export function catalogueSnapshot(db: Db, company: { id: number; version: number }): Promise<CatalogueSnapshot> {
  let byCompany = kept.get(db);
  if (!byCompany) kept.set(db, (byCompany = new Map()));
  const hit = byCompany.get(company.id);
  if (hit && hit.version === company.version) return hit.snapshot;
  const snapshot = new CatalogueStore(db).everything(company.id);
  const entry = { version: company.version, snapshot };
  byCompany.set(company.id, entry);
  // A failed read is not kept: the next request tries again.
  snapshot.catch(() => {
    if (byCompany.get(company.id) === entry) byCompany.delete(company.id);
  });
  return snapshot;
}
