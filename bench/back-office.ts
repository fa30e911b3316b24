// The back-office's two heaviest readings (issue 42's figures): the customer search over 100,000
// customers and the statistics aggregate over a year of 50,000 bookings, through the API
// in-process (app.request: the access check, the validation and the query), as the owner, on
// PGlite in memory and, when BENCH_DATABASE_URL is set, on that PostgreSQL (its schema is reset:
// use a throw-away database). The data is made by set-based SQL (generate_series), in a few
// statements; the plans of the measured queries are printed (EXPLAIN) to show the indexes used.
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { createApp } from "../server/app";
import { createProviderToken } from "../server/auth/provider-tokens";
import type { Database, Db } from "../server/db";
import { companyUsers } from "../server/db/schema";
import { spa } from "../server/db/demo";
import { seedDemo } from "../server/db/seed";
import { testConfig } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";
import { onEachDatabase, stats } from "./databases";

const CUSTOMERS = 100_000;
const BOOKINGS = 50_000;
const RUNS = 60;
const TIME_LIMIT_MS = 20_000;

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** 100,000 customers of the spa: 20 first names × 50 last names, an e-mail and a phone each. */
export async function makeCustomers(db: Db, companyId: number) {
  await db.execute(sql`
    insert into customers (company_id, firstname, lastname, email, phone)
    select ${companyId},
      (array['Camille','Léa','Manon','Chloé','Inès','Jade','Louise','Emma','Lucie','Zoé','Hugo','Louis','Jules','Gabriel','Arthur','Raphaël','Nathan','Théo','Adam','Noé'])[1 + g % 20],
      (array['Martin','Bernard','Thomas','Petit','Robert','Richard','Durand','Dubois','Moreau','Laurent','Simon','Michel','Lefèbvre','Leroy','Roux','David','Bertrand','Morel','Fournier','Girard','Bonnet','Dupont','Lambert','Fontaine','Rousseau','Vincent','Müller','Lefèvre','Faure','André','Mercier','Blanc','Guérin','Boyer','Garnier','Chevalier','François','Legrand','Gauthier','Garcia','Perrin','Robin','Clément','Morin','Nicolas','Henry','Roussel','Mathieu','Gautier','Masson'])[1 + (g / 20) % 50],
      'client' || g || '@bench.example',
      '+336' || lpad(g::text, 8, '0')
    from generate_series(1, ${CUSTOMERS}) g`);
}

/**
 * 50,000 booked appointments over a year of 2023 (one in ten cancelled), each with its order: the
 * spa's employees in turn, 20-minute slots from 07:00 UTC, its services in turn, its customers
 * spread. One statement: the plan, the orders, then the appointments joined to their order.
 */
export async function makeBookings(db: Db, companyId: number) {
  await db.execute(sql`
    with staff as (select array_agg(id order by id) as ids, array_agg(shop_id order by id) as shops, count(*)::int as n from employees where company_id = ${companyId}),
    services as (select array_agg(id order by id) as ids, count(*)::int as n from articles where company_id = ${companyId} and type = '1'),
    people as (select min(id) as first, count(*)::int as n from customers where company_id = ${companyId} and email like '%@bench.example'),
    plan as (
      select g, s.ids[1 + g % s.n] as employee_id, s.shops[1 + g % s.n] as shop_id, a.ids[1 + (g / 7) % a.n] as article_id,
        p.first + (g * 7919) % p.n as customer_id,
        timestamptz '2023-01-01 07:00:00+00' + ((g / s.n) / 42) * interval '1 day' + ((g / s.n) % 42) * interval '20 minutes' as start_at,
        case when g % 10 = 0 then 'cancelled' else 'active' end as status,
        4000 + (g % 6) * 1000 as price
      from generate_series(0, ${BOOKINGS - 1}) g, staff s, services a, people p
    ),
    orders as (
      insert into booking_orders (company_id, customer_id, shop_id, amount, status, custom_message, created_at)
      select ${companyId}, customer_id, shop_id, price, case status when 'cancelled' then 'cancelled' else 'confirmed' end, 'bench ' || g, start_at - interval '3 days' from plan
      returning id, custom_message
    )
    insert into appointments (company_id, order_id, customer_id, shop_id, article_id, employee_id, start_at, end_at, status, price, created_at)
    select ${companyId}, o.id, p.customer_id, p.shop_id, p.article_id, p.employee_id, p.start_at, p.start_at + interval '20 minutes', p.status, p.price, p.start_at - interval '3 days'
    from plan p join orders o on o.custom_message = 'bench ' || p.g`);
  for (const table of ["customers", "appointments", "booking_orders"]) await db.execute(sql`analyze ${sql.identifier(table)}`);
}

async function measure(run: () => Promise<Response>) {
  for (let i = 0; i < 5; i++) await (await run()).arrayBuffer(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  while (times.length < RUNS && performance.now() - started < TIME_LIMIT_MS) {
    const t0 = performance.now();
    const res = await run();
    const body = await res.text();
    if (res.status !== 200) throw new Error(`status ${res.status}: ${body.slice(0, 200)}`);
    times.push(performance.now() - t0);
  }
  return stats(times);
}

/** The first lines of a query's plan: which index answers it. */
async function plan(db: Db, query: ReturnType<typeof sql>) {
  const lines = rowsOf(await db.execute(sql`explain ${query}`)).map((r) => String(Object.values(r)[0]));
  return lines.filter((l) => /Scan|Join|Aggregate|Sort|Loop/.test(l)).slice(0, 8).map((l) => `      ${l.trim()}`).join("\n");
}

async function benchOn(label: string, database: Database) {
  const db = database.db;
  await seedDemo(db);
  const [company] = rowsOf(await db.execute(sql`select id from companies where token = ${spa.token}`));
  const companyId = Number(company!.id);
  let t0 = performance.now();
  await makeCustomers(db, companyId);
  const customersMs = performance.now() - t0;
  t0 = performance.now();
  await makeBookings(db, companyId);
  const bookingsMs = performance.now() - t0;
  const [counted] = rowsOf(await db.execute(sql`select (select count(*) from customers where company_id = ${companyId})::int as c, (select count(*) from appointments where company_id = ${companyId} and start_at >= '2023-01-01' and start_at < '2024-01-01')::int as a`));

  const [owner] = await db.select().from(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, "owner")));
  const token = await createProviderToken({ db, companyId }, owner!.id, new Date());
  const app = createApp({ db, companies: new CompanyDirectory(db, 30_000), log: pino({ level: "silent" }), config: testConfig() });
  const headers = { company: spa.token, curlang: "fr", authorization: `Bearer ${token}` };
  const search = (filter: string) => () => Promise.resolve(app.request("/api/customers/artebeaute/search", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ filter, enregbypage: 20 }) }));
  const aggregate = (groupBy: string) => () => Promise.resolve(app.request(`/api/statistics/aggregate?from=2023-01-01&to=2023-12-31&groupBy=${groupBy}`, { headers }));

  console.log(`back-office on ${label}: ${counted!.c} customers, ${counted!.a} appointments in 2023 (made in ${(customersMs / 1000).toFixed(1)} s and ${(bookingsMs / 1000).toFixed(1)} s)`);
  console.log(`  customer search 'martin'           ${await measure(search("martin"))}`);
  console.log(`  customer search 'léa dubois'       ${await measure(search("léa dubois"))}`);
  console.log(`  customer search '06 00 01 23'      ${await measure(search("06 00 01 23"))}`);
  console.log(`  customer search, no filter (page 1) ${await measure(search(""))}`);
  console.log(`  statistics aggregate by day        ${await measure(aggregate("day"))}`);
  console.log(`  statistics aggregate by service    ${await measure(aggregate("service"))}`);
  console.log(`  statistics aggregate by employee   ${await measure(aggregate("employee"))}`);
  // as server/customers/cards.ts asks it: the matches through the trigram index, then counted and sorted
  const searchPlan = sql`with matches as (select id, lastname, firstname from customers where company_id = ${companyId} and search_text like '%martin%'),
    on_page as (select * from matches order by lastname, firstname, id limit 20)
    select c.*, (select count(*) from matches) from on_page join customers c on c.id = on_page.id order by on_page.lastname, on_page.firstname, on_page.id`;
  console.log("    plan of the search and its count ('martin', sequential scans priced out as the search does):");
  console.log(await db.transaction(async (tx) => (await tx.execute(sql`set local enable_seqscan = off`), plan(tx as unknown as Db, searchPlan))));
  console.log("    plan of the aggregate's rows (2023: nearly every row, read in one pass):");
  console.log(await plan(db, sql`select count(*) from appointments where company_id = ${companyId} and start_at >= '2022-12-31' and start_at < '2024-01-02'`));
  console.log("    plan of the aggregate's rows (one month):");
  console.log(await plan(db, sql`select count(*) from appointments where company_id = ${companyId} and start_at >= '2023-02-28' and start_at < '2023-04-02'`));
}

export async function benchBackOffice() {
  console.log("back-office figures: in-process, one request at a time, as the owner; the machine may be shared, so read them as orders of magnitude");
  await onEachDatabase(benchOn);
  if (!process.env.BENCH_DATABASE_URL) console.log("back-office on PostgreSQL: skipped (set BENCH_DATABASE_URL to a throw-away database)");
}
