// Whether this server is a demo (decision 192): the team's pages and the local payment fakes, the
// demo spa taking deposits, selling gift vouchers and products through them. On by default while
// the database holds only the demo businesses (a fresh clone's `npm start`); never when `DEMO` is
// off, nor once any business holds provider keys other than the fakes' (real keys never meet a fake).
import { isDeepStrictEqual } from "node:util";
import type { Db } from "./db";
import { companies } from "./db/schema";
import { demoBusinesses, marketplace } from "./db/demo";
import type { Env } from "./env";
import { DEMO_PAYMENT_KEYS } from "./fakes/demo-keys";

export type DemoDecision = { demo: true } | { demo: false; why: "switched off" | "real provider keys" | "not only the demo businesses" };

/** The keys of a company's payment settings, unless they are empty or the fakes' demo keys. */
function realKeys(settings: unknown): boolean {
  const payment = (settings as { booker?: { payment?: { provider?: string; keys?: Record<string, unknown> } } } | null)?.booker?.payment;
  const keys = Object.entries(payment?.keys ?? {}).filter(([, v]) => v !== "" && v != null);
  if (keys.length === 0) return false;
  return !Object.values(DEMO_PAYMENT_KEYS).some((demo) => isDeepStrictEqual(Object.fromEntries(keys), demo));
}

export async function demoDecision(env: Pick<Env, "DEMO">, db: Db): Promise<DemoDecision> {
  if (env.DEMO === false) return { demo: false, why: "switched off" };
  const rows = await db.select({ token: companies.token, settings: companies.settings }).from(companies);
  if (rows.some((r) => realKeys(r.settings))) return { demo: false, why: "real provider keys" };
  if (env.DEMO === true) return { demo: true };
  const demoTokens = new Set([...demoBusinesses.map((b) => b.token), marketplace.token]);
  return rows.every((r) => demoTokens.has(r.token)) ? { demo: true } : { demo: false, why: "not only the demo businesses" };
}
