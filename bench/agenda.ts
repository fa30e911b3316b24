// The agenda's figures (issue 43's closing note), on the production build in-process (app.request:
// the page, its loader, the API it calls): the week view of a shop with 10 employees and 600
// bookings — its server time (p50, p95) as the owner, and its data request alone (what a live
// update re-reads) —, the JavaScript (gzip) the page loads before it is interactive, and the delay
// from a storefront booking (POST /api/appointments as a customer) to its event on an open
// agenda's stream (/admin/agenda/events, the database's NOTIFY, decision 231). The demo spa's
// Paris shop gets 8 more employees and the 600 bookings, in a week a few weeks ahead. PGlite in
// memory, then PostgreSQL (real LISTEN/NOTIFY) when BENCH_DATABASE_URL names a throw-away
// database (its schema is reset). Runs in its own process with NODE_ENV=production, as bench/home.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { pageScripts } from "./page-scripts";

const EMPLOYEES = 10;
const BOOKINGS = 600;
const RENDERS = 60;
const STOREFRONT_BOOKINGS = 20;
/** the build to measure (BENCH_BUILD: another folder, as bench/pages) */
const BUILD = process.env.BENCH_BUILD ?? "build";
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export async function benchAgenda() {
  const { spawnSync } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--run"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

async function measure() {
  const { and, eq, sql } = await import("drizzle-orm");
  const pino = (await import("pino")).default;
  const { createApp } = await import("../server/app");
  const { AgendaEvents } = await import("../server/agenda/events");
  const { createProviderToken } = await import("../server/auth/provider-tokens");
  const { companyUsers, employees, shops } = await import("../server/db/schema");
  const { spa } = await import("../server/db/demo");
  const { seedDemo } = await import("../server/db/seed");
  const { readEnv } = await import("../server/env");
  const { CompanyDirectory } = await import("../server/tenancy/companies");
  const { signedInCustomer } = await import("../server/booking/test-support");
  const { addDays, localDateOf } = await import("../domain/time");
  const { onEachDatabase, stats } = await import("./databases");
  const build = (await import(new URL(`../${BUILD}/server/index.js`, import.meta.url).href)) as ServerBuild;
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

  await onEachDatabase(async (label, database) => {
    const db = database.db;
    await seedDemo(db);
    const [company] = rowsOf(await db.execute(sql`select id from companies where token = ${spa.token}`));
    const companyId = Number(company!.id);
    const [paris] = await db.select().from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, "ab-1001")));
    const [camille] = await db.select().from(employees).where(and(eq(employees.companyId, companyId), eq(employees.displayName, "Camille")));
    const present = await db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.shopId, paris!.id), eq(employees.active, true)));
    for (let i = present.length; i < EMPLOYEES; i++) await db.insert(employees).values({ companyId, shopId: paris!.id, displayName: `Bench ${i + 1}`, workingHours: camille!.workingHours, sortOrder: 100 + i });

    // the week measured: the Monday four weeks ahead; the storefront books the week after it
    const today = localDateOf(new Date(), paris!.timeZone);
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, 28 - weekday);
    // 600 bookings of 45 minutes, every 50 minutes from 09:00 (shop time) Monday to Saturday, 10 a day per employee, each its own order and customer
    await db.execute(sql`
      with staff as (select array_agg(id order by sort_order, id) as ids from employees where company_id = ${companyId} and shop_id = ${paris!.id} and active),
      service as (select min(id) as id from articles where company_id = ${companyId} and type = '1'),
      plan as (
        select g, s.ids[1 + g % ${EMPLOYEES}] as employee_id, a.id as article_id,
          ((${monday}::date + (g / (${EMPLOYEES} * 10))) + time '09:00' + ((g / ${EMPLOYEES}) % 10) * interval '50 minutes') at time zone ${paris!.timeZone} as start_at
        from generate_series(0, ${BOOKINGS - 1}) g, staff s, service a
      ),
      people as (
        insert into customers (company_id, firstname, lastname, phone)
        select ${companyId}, 'Cliente', 'Bench ' || g, '+3361' || lpad(g::text, 7, '0') from plan returning id, lastname
      ),
      orders as (
        insert into booking_orders (company_id, customer_id, shop_id, amount, status, custom_message)
        select ${companyId}, c.id, ${paris!.id}, 6000, 'confirmed', 'bench ' || p.g from plan p join people c on c.lastname = 'Bench ' || p.g
        returning id, customer_id, custom_message
      )
      insert into appointments (company_id, order_id, customer_id, shop_id, article_id, employee_id, start_at, end_at, status, price)
      select ${companyId}, o.id, o.customer_id, ${paris!.id}, p.article_id, p.employee_id, p.start_at, p.start_at + interval '45 minutes', 'active', 6000
      from plan p join orders o on o.custom_message = 'bench ' || p.g`);
    for (const table of ["customers", "appointments", "booking_orders"]) await db.execute(sql`analyze ${sql.identifier(table)}`);

    const [owner] = await db.select().from(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, "owner")));
    const token = await createProviderToken({ db, companyId }, owner!.id, new Date());
    const agendaEvents = new AgendaEvents(database);
    const app = createApp({ db, companies: new CompanyDirectory(db, 30_000), log: pino({ level: "silent" }), config: readEnv({ NODE_ENV: "production" }), build, mode: "production", agendaEvents });
    const cookie = `auth_provider=${token}; cookie_preferences=x`;
    const week = `/admin/agenda?shop=${paris!.id}&view=week&date=${monday}`;
    const get = async (path: string) => {
      const res = await app.request(`http://localhost${path}`, { headers: { host: "localhost", cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
      return body;
    };
    const timed = async (path: string, n: number) => {
      for (let i = 0; i < 5; i++) await get(path);
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        await get(path);
        times.push(performance.now() - started);
      }
      return stats(times);
    };
    const html = await get(week);
    const shown = (html.match(/data-testid="agenda-booking"/g) ?? []).length;
    console.log(`agenda on ${label}: week of ${monday} at ${paris!.name}, ${EMPLOYEES} employees, ${shown} bookings drawn, HTML ${kb(html.length)} (gzip ${kb(gzipSync(html).length)})`);
    console.log(`  week view, server time (page)       ${await timed(week, RENDERS)}`);
    console.log(`  week view, its data alone (.data)   ${await timed(week.replace("/admin/agenda?", "/admin/agenda.data?"), RENDERS)}`);
    if (label === "PGlite") {
      // every module the page loads before it is interactive: the entry, the root's, the admin layout's and the agenda route's, and their imports
      const client = new URL(`../${BUILD}/client`, import.meta.url).pathname;
      const scripts = [...pageScripts(html)];
      const gz = scripts.reduce((sum, f) => sum + gzipSync(readFileSync(client + f)).length, 0);
      const raw = scripts.reduce((sum, f) => sum + readFileSync(client + f).length, 0);
      console.log(`  week view, JavaScript               ${kb(gz)} gzip (${kb(raw)} raw, ${scripts.length} modules)`);
    }

    // the storefront books while an agenda of the shop is open: the time from the booking's request to the agenda's event
    const events = await app.request(`http://localhost/admin/agenda/events?shop=${paris!.id}`, { headers: { host: "localhost", cookie } });
    if (events.status !== 200 || !events.body) throw new Error(`events: ${events.status}`);
    // the stream read in the background: when each event came
    const reader = events.body.getReader();
    const decoder = new TextDecoder();
    const seen: number[] = [];
    let wake = () => {};
    void (async () => {
      let buffered = "";
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        for (let at = buffered.indexOf("event: agenda"); at >= 0 && buffered.indexOf("\n\n", at) >= 0; at = buffered.indexOf("event: agenda")) {
          buffered = buffered.slice(buffered.indexOf("\n\n", at) + 2);
          seen.push(performance.now());
          wake();
        }
      }
    })();
    const eventAfter = async (t: number) => {
      for (;;) {
        const found = seen.find((s) => s >= t);
        if (found !== undefined) return found;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    };
    const customer = await signedInCustomer(db, spa.token, { firstname: "Bench" });
    const api = (path: string, init: RequestInit = {}) => app.request(`http://localhost/api${path}`, { ...init, headers: { host: "localhost", "content-type": "application/json", company: spa.token, ...customer.auth } });
    const { articles } = (await (await api("/articles")).json()) as { articles: { id: number; slug: string }[] };
    const massage = articles.find((a) => a.slug === "massage-californien")!.id;
    const found = (await (await api(`/appointments?shopid=ab-1001&serviceid=${massage}&start=${addDays(monday, 7)}&end=${addDays(monday, 13)}`)).json()) as { appointments: { data: { slots: { start: string; shopStatus: string; free: { employees: string[] } }[] }[] } };
    const free = found.appointments.data.flatMap((d) => d.slots.filter((s) => s.shopStatus === "open" && s.free.employees.length > 0).map((s) => ({ start: s.start, employeeId: Number(s.free.employees[0]) })));
    // one slot in four: the massage's hour never overlaps the one booked before it
    const picks = free.filter((_, i) => i % 4 === 0).slice(0, STOREFRONT_BOOKINGS);
    const delays: number[] = [];
    const answers: number[] = [];
    for (const pick of picks) {
      // a booking's transactions are announced once each: the ones of the last booking have come by now
      await new Promise((r) => setTimeout(r, 150));
      seen.length = 0;
      const started = performance.now();
      const res = await api("/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [massage], start: pick.start, employeeId: pick.employeeId } }) });
      const answered = performance.now();
      if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
      delays.push((await eventAfter(started)) - started);
      answers.push(answered - started);
    }
    await reader.cancel();
    await agendaEvents.close();
    console.log(`  storefront booking → agenda's event  ${stats(delays)}`);
    console.log(`    (the booking's own answer          ${stats(answers)}; the page then re-reads its data, above)`);
  });
}

if (process.argv.includes("--run")) await measure();
