// `npm run seed` (add `-- --reset` to recreate the demo businesses from scratch).
import { readEnv } from "../env";
import { openDatabase } from "./index";
import { DEMO_COMPANY_USER, DEMO_CUSTOMER, seedDemo } from "./seed";

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
const created = await seedDemo(database.db, { reset: process.argv.includes("--reset") });
console.log(created.length ? `Seeded: ${created.join(", ")}` : "Demo businesses already present: nothing to do (use --reset to recreate them).");
console.log(`Demo customer of every demo business: ${DEMO_CUSTOMER.email}, password ${DEMO_CUSTOMER.password}`);
console.log(`Demo company user (writes posts, events, alerts through the API): ${DEMO_COMPANY_USER.email}, password ${DEMO_COMPANY_USER.password}`);
await database.close();
