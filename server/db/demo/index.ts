// The demo businesses `npm run seed` creates: a French spa with two shops on `localhost`, and a
// one-shop, French-only beauty studio on `solo.localhost`. Prices in cents.
import { solo } from "./solo";
import { spa } from "./spa";

export { img, type DemoBusiness, type DemoService } from "./shape";
export { solo, spa };
export const demoBusinesses = [spa, solo];
