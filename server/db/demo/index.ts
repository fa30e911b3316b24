// The demo businesses `npm run seed` creates: a French spa with two shops on `localhost`, a
// one-shop, French-only beauty studio on `solo.localhost`, three networks of salons across France
// (eclat, bains, ongles .localhost) and the marketplace listing them all on `marketplace.localhost`.
// Prices in cents.
import { bains, eclat, marketplace, ongles } from "./network";
import { solo } from "./solo";
import { spa } from "./spa";

export { img, type DemoBusiness, type DemoService } from "./shape";
export { marketplace, solo, spa };
export const demoBusinesses = [spa, solo, eclat, bains, ongles];
