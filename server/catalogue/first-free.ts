// A finder card's first free times (spec §3 Shop 'appointments'), from the booking step's own
// availability source and rules, for the shop's first few services. Kept in the process under the
// business's version (a change of hours, staff or services moves it) and for at most a minute, so
// a time booked meanwhile stops being offered soon after (the booking step checks it again anyway).
import type { TenantCompany } from "../tenant";
import { computeAvailability } from "../../domain/availability";
import { serviceBlocks } from "../../domain/booking-plan";
import { isListableService } from "../../domain/catalogue";
import { addFirstFree, FIRST_FREE_DAYS, firstFreeOf, type FirstFreeTimes } from "../../domain/first-free-times";
import { offersService } from "../../domain/shops";
import { addDays, localDateOf } from "../../domain/time";
import type { Article, Shop } from "../../domain/types";
import type { Db } from "../db";
import { defaultMode, loadShopSource } from "../booking/availability-source";
import { catalogueSnapshot } from "./snapshot";

/** How many of the shop's services (in the business's order) a card looks at. */
const SERVICES_PER_CARD = 2;
const KEPT_MS = 60_000;

const kept = new WeakMap<Db, Map<string, { at: number; times: Promise<FirstFreeTimes> }>>();

async function compute({ db, company }: TenantCompany, shop: Shop, now: Date): Promise<FirstFreeTimes> {
  const { articles } = await catalogueSnapshot(db, company);
  const byId = new Map(articles.map((a) => [a.id, a]));
  const services = articles.filter((a: Article) => a.type === "1" && a.booker.active && isListableService(a) && offersService(shop, a)).slice(0, SERVICES_PER_CARD);
  const from = localDateOf(now, shop.timeZone);
  const span = { from, to: addDays(from, FIRST_FREE_DAYS - 1) };
  const times: FirstFreeTimes = {};
  for (const service of services) {
    const source = await loadShopSource({ db, company }, shop, serviceBlocks(service, byId), span, defaultMode(company, shop), now);
    addFirstFree(times, service.id, firstFreeOf(computeAvailability({ ...source.availability, ...span }), shop.timeZone));
  }
  return times;
}

/** The shop's `appointments`: an empty object when it takes no online booking or has no free time this week. */
export function firstFreeTimes({ db, company }: TenantCompany, shop: Shop, now: Date): Promise<FirstFreeTimes> {
  if (!shop.booker.active) return Promise.resolve({});
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  const key = `${company.id}:${company.version}:${shop.id}`;
  const hit = byKey.get(key);
  const at = now.getTime();
  if (hit && at - hit.at >= 0 && at - hit.at < KEPT_MS) return hit.times;
  if (byKey.size > 20_000) byKey.clear();
  const times = compute({ db, company }, shop, now);
  byKey.set(key, { at, times });
  times.catch(() => byKey.delete(key));
  return times;
}
