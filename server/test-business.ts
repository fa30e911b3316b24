// A business of its own for a test that books, sells or spends: a demo business (the spa unless
// told) seeded again under a fresh token and host, so no test depends on which days, stock or
// vouchers another test took. The run's template database is left as it is: only this test's rows
// are written, in one transaction.
import type { Db } from "./db";
import { spa, type DemoBusiness } from "./db/demo";
import { seedBusiness } from "./db/seed";

let count = 0;

/** The new business's company token (its shops keep the demo's ids, such as the spa's "ab-1001"). */
export async function ownBusiness(db: Db, base: DemoBusiness = spa): Promise<string> {
  count += 1;
  const token = `${base.token}-own-${process.pid}-${count}-${Date.now().toString(36)}`;
  await seedBusiness(db, { ...base, token, nickname: `${base.nickname}-${count}`, hosts: [`${token}.test`] }, false);
  return token;
}
