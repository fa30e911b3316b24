// `npm run seed` (add `-- --reset` to recreate the demo businesses from scratch).
import { readEnv } from "../env";
import { openDatabase } from "./index";
import { demoBusinesses } from "./demo";
import { COMING_DAYS, HISTORY_COMPANY, HISTORY_DAYS, seedDemoHistory } from "./demo-history";
import { DEMO_COMPANY_USER, DEMO_CUSTOMER, DEMO_TEAM_PASSWORD, seedDemo } from "./seed";

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const created = await seedDemo(database.db, { reset: process.argv.includes("--reset") });
// the spa's past and coming week, for the back-office (decision 315): written when the spa has no booking yet
const past = await seedDemoHistory(database.db, new Date());
console.log(created.length ? `Seeded: ${created.join(", ")}` : "Demo businesses already present: nothing to do (use --reset to recreate them).");
if (past) console.log(`${HISTORY_COMPANY}: ${past} bookings over the last ${HISTORY_DAYS} days and the ${COMING_DAYS} from today`);
console.log(`Demo customer of every demo business: ${DEMO_CUSTOMER.email}, password ${DEMO_CUSTOMER.password}`);
console.log(`Demo company user of every demo business (a manager of every shop: posts, events, alerts): ${DEMO_COMPANY_USER.email}, password ${DEMO_COMPANY_USER.password}`);
for (const b of demoBusinesses) {
  for (const m of b.team ?? []) console.log(`${b.nickname} team: ${m.email} (${m.role}${m.shops.length ? ` of ${m.shops.join(", ")}` : ""}), password ${DEMO_TEAM_PASSWORD}`);
}
await database.close();
