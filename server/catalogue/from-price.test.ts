// The price every page shows before a booking (the lists, the shop chooser, the service page's
// price and its booking bar: domain/price.ts displayPrice and displayPriceAcrossShops) against
// what the booking step charges (domain/booking-plan.ts priceOn, on a weekday and at a weekend),
// for every service of every demo business, at every shop that offers it, in both display modes
// that show a price: the price shown is the lowest the step charges, 'from' exactly when it
// charges more on other days.
import { describe, expect, it } from "vitest";
import { priceOn } from "../../domain/booking-plan";
import { displayPrice, displayPriceAcrossShops } from "../../domain/price";
import { offersService } from "../../domain/shops";
import { companies } from "../db/schema";
import { useTestServer } from "../use-test-server";
import { CatalogueStore } from "./store";

const server = useTestServer();
const TUESDAY = "2026-12-01";
const SATURDAY = "2026-12-05";

describe("the 'from' price of every demo service", () => {
  it("is the lowest price the booking step charges, at each shop and before a shop is chosen", async () => {
    const db = server.database.db;
    const store = new CatalogueStore(db);
    const businesses = await db.select({ id: companies.id, token: companies.token }).from(companies);
    expect(businesses.length).toBeGreaterThanOrEqual(2);
    let checked = 0;
    for (const business of businesses) {
      const [shops, articles] = await Promise.all([store.shops(business.id), store.articles(business.id)]);
      for (const service of articles.filter((a) => a.type !== "2")) {
        const offering = shops.filter((shop) => offersService(shop, service));
        const charged = offering.map((shop) => [priceOn(service, shop.artebeauteId, TUESDAY), priceOn(service, shop.artebeauteId, SATURDAY)]);
        for (const mode of ["first", "lowest"] as const) {
          offering.forEach((shop, i) => {
            const [weekday, weekend] = charged[i]!;
            const where = `${business.token} ${service.slug} at ${shop.artebeauteId} (${mode})`;
            expect(displayPrice(service, mode, shop.artebeauteId), where).toMatchObject({ amount: Math.min(weekday!, weekend!), from: weekday !== weekend });
            checked++;
          });
          if (offering.length === 0) continue;
          const all = charged.flat();
          const before = displayPriceAcrossShops(service, mode, offering.map((s) => s.artebeauteId))!;
          expect(before.amount, `${business.token} ${service.slug} before a shop (${mode})`).toBe(Math.min(...all));
          expect(before.from, `${business.token} ${service.slug} before a shop (${mode})`).toBe(new Set(all).size > 1);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
