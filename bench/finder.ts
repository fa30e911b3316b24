// The marketplace's shop finder with 10,000 shops (issue 46's figures): GET /api/shops/search on
// the demo marketplace through the API in-process (app.request: the validation, the query, the
// cards' first free times), one request at a time, for a position (nearest first within 100 km),
// for a word and for a postcode, on PGlite in memory and, when BENCH_DATABASE_URL is set, on that
// PostgreSQL (its schema is reset: use a throw-away database). The shops are made by one set-based
// statement per listed network, spread over France; the positions asked change from run to run, so
// the first free times are not all read from the cache. The query plans are printed (EXPLAIN).
import { sql } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../server/app";
import type { Database, Db } from "../server/db";
import { bains, eclat, marketplace, ongles } from "../server/db/demo/network";
import { seedDemo } from "../server/db/seed";
import { testConfig } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";
import { onEachDatabase, stats } from "./databases";

const SHOPS = 10_000;
const RUNS = 60;
const TIME_LIMIT_MS = 20_000;

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

// towns the made-up shops are named after, with their département (a postcode's first two digits)
const TOWNS = ["Lyon:69", "Lille:59", "Nantes:44", "Bordeaux:33", "Toulouse:31", "Rennes:35", "Dijon:21", "Tours:37", "Metz:57", "Brest:29", "Pau:64", "Nîmes:30", "Caen:14", "Angers:49", "Reims:51", "Limoges:87", "Amiens:80", "Annecy:74", "Orléans:45", "Besançon:25"];

/** `count` more shops of a network, spread over mainland France's box, one in seven without online booking. */
async function makeShops(db: Db, token: string, count: number, from: number) {
  const towns = sql.raw(`array[${TOWNS.map((t) => `'${t.split(":")[0]!.replace("'", "''")}'`).join(",")}]`);
  const codes = sql.raw(`array[${TOWNS.map((t) => `'${t.split(":")[1]}'`).join(",")}]`);
  await db.execute(sql`
    with company as (select id from companies where token = ${token}),
    model as (select opening_hours, images from shops where company_id = (select id from company) order by id limit 1)
    insert into shops (company_id, slug, external_id, sort_order, name, address, city, zipcode, lat, lng, images, booking_active, opening_hours)
    select (select id from company), 'bench-' || g, 'bench-' || g, 100 + g,
      'Salon ' || (${towns})[1 + g % 20] || ' ' || g, g || ' rue de la République', (${towns})[1 + g % 20],
      (${codes})[1 + g % 20] || lpad((g % 1000)::text, 3, '0'),
      42.5 + ((g::bigint * 7919) % 8000) / 1000.0, -1.5 + ((g::bigint * 104729) % 9000) / 1000.0,
      (select images from model), g % 7 <> 0, (select opening_hours from model)
    from generate_series(${from}::int, ${from + count - 1}::int) g`);
}

async function measure(run: (i: number) => Promise<Response>) {
  for (let i = 0; i < 3; i++) await (await run(i)).arrayBuffer(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  while (times.length < RUNS && performance.now() - started < TIME_LIMIT_MS) {
    const t0 = performance.now();
    const res = await run(times.length);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`status ${res.status}: ${body.slice(0, 200)}`);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  return `${stats(times)}, ${(times.length / seconds).toFixed(1)} req/s`;
}

/** The first lines of a query's plan: which index answers it. */
async function plan(db: Db, query: ReturnType<typeof sql>) {
  const lines = rowsOf(await db.execute(sql`explain ${query}`)).map((r) => String(Object.values(r)[0]));
  return lines
    .filter((l) => /Scan|Filter|Cond/.test(l))
    .slice(0, 6)
    .map((l) => `      ${l.trim().slice(0, 160)}`)
    .join("\n");
}

async function benchOn(label: string, database: Database) {
  const db = database.db;
  await seedDemo(db);
  const t0 = performance.now();
  const networks = [eclat, bains, ongles];
  for (const [i, business] of networks.entries()) {
    const count = Math.floor(SHOPS / networks.length) + (i === 0 ? SHOPS % networks.length : 0);
    await makeShops(db, business.token, count, 1 + i * 10_000);
  }
  await db.execute(sql`analyze shops`);
  const madeMs = performance.now() - t0;
  const [counted] = rowsOf(await db.execute(sql`select count(*)::int as n from shops s join marketplace_listings l on l.business_id = s.company_id join companies m on m.id = l.marketplace_id where m.token = ${marketplace.token}`));

  const app = createApp({ db, companies: new CompanyDirectory(db, 30_000), log: pino({ level: "silent" }), config: testConfig() });
  const search = async (query: string) => app.request(`/api/shops/search?${query}`, { headers: { company: marketplace.token, curlang: "fr", host: "marketplace.localhost" } });
  // a different spot of France each run (the first free times are cached per shop for a minute)
  const spot = (i: number) => `lat=${(43 + ((i * 37) % 70) / 10).toFixed(4)}&lng=${(-1 + ((i * 53) % 80) / 10).toFixed(4)}`;

  console.log(`finder on ${label}: ${counted!.n} shops listed by the marketplace (${SHOPS} made in ${(madeMs / 1000).toFixed(1)} s)`);
  console.log(`  position, 100 km, first page      ${await measure((i) => search(spot(i)))}`);
  console.log(`  position, 250 km, page 3           ${await measure((i) => search(`${spot(i)}&radius=250&page=3`))}`);
  console.log(`  text 'lyon' (about 500 shops)      ${await measure(() => search("q=lyon"))}`);
  console.log(`  text 'salon toulouse 1'            ${await measure(() => search(`q=${encodeURIComponent("salon toulouse 1")}`))}`);
  console.log(`  postcode '33'                      ${await measure(() => search("q=33"))}`);
  console.log(`  text and position                  ${await measure((i) => search(`q=rennes&${spot(i)}`))}`);
  const within = sql`select id from shops where company_id in (select business_id from marketplace_listings) and lat between 44.9 and 46.7 and lng between 3.5 and 6.1`;
  console.log("    plan of the position's box (before the exact distance):");
  console.log(await plan(db, within));
  console.log("    plan of a word:");
  console.log(await db.transaction(async (tx) => (await tx.execute(sql`set local enable_seqscan = off`), plan(tx as unknown as Db, sql`select id from shops where company_id in (select business_id from marketplace_listings) and search_text like '%lyon%'`))));
}

export async function benchFinder() {
  console.log("finder figures: in-process, one request at a time, 10,000 shops; the machine may be shared, so read them as orders of magnitude");
  await onEachDatabase(benchOn);
  if (!process.env.BENCH_DATABASE_URL) console.log("finder on PostgreSQL: skipped (set BENCH_DATABASE_URL to a throw-away database)");
}
