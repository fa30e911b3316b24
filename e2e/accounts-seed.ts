// Prepares the database of the accounts journeys before their server starts: the demo businesses,
// and Google sign-in keys for the spa (its provider is the local OpenID server of the test).
import { openDatabase } from "../server/db";
import { seedDemo } from "../server/db/seed";
import { CompanyDirectory } from "../server/tenancy/companies";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: accounts-seed.ts <data dir>");
const database = await openDatabase({ dataDir });
await seedDemo(database.db);
const companies = new CompanyDirectory(database.db, 0);
const spa = (await companies.byTokenOrNull("demo-spa-lumiere"))!;
const settings = structuredClone(spa.settings);
settings.booker.oauthKeys.google = { clientId: "spa-google-e2e", clientSecret: "e2e-secret" };
const saved = await companies.updateSettings(spa.id, settings);
if (!saved.ok) throw new Error(`settings refused: ${saved.path}`);
await database.close();
