// Availability figures: one shop, 10 employees, 3 cabins. Prints the pure computation time
// (domain/availability.ts, 31 days, 300 appointments in the span) and the whole API call
// (GET /api/appointments, in-process: routing, loading from the database, computing, JSON) for
// 7, 31 and 90 days asked with 300 then 3,000 appointments stored over the year around them, on
// PGlite and, when BENCH_DATABASE_URL is set, on that PostgreSQL (its schema is RESET: use a
// throw-away database).
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { computeAvailability, type AvailabilityInput } from "../domain/availability";
import { addDays, localDays } from "../domain/time";
import type { HourRange, OpeningHours, Weekday } from "../domain/types";
import { createApp } from "../server/app";
import { wallTime } from "../server/booking/test-support";
import { openDatabase } from "../server/db";
import { appointments, articles, bookingOrders, companies, customers, employeeSkills, employees, resources, shops } from "../server/db/schema";
import { seedDemo } from "../server/db/seed";
import { resetPostgres, testConfig } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";

const TZ = "Europe/Paris";
const FROM = "2027-03-01"; // 31 days across the spring clock change (2027-03-28)
const TO = "2027-03-31";
const DAY: HourRange[] = [{ start: "09:00", end: "19:00" }];
const OPEN: Weekday[] = ["tuesday", "wednesday", "thursday", "friday", "saturday"];
const HOURS = Object.fromEntries(OPEN.map((d) => [d, DAY])) as Partial<Record<Weekday, HourRange[]>>;
const OPENING = Object.fromEntries(
  (["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as Weekday[]).map((d) => [d, OPEN.includes(d) ? { status: "day", hours: DAY } : { status: "closed", hours: [] }]),
) as OpeningHours;

/** 300 appointments of 75 min on the open days, three at a time (each its own employee and cabin), 90 min apart. */
function plannedAppointments(): { employee: number; cabin: number; start: Date; end: Date }[] {
  const openDays = localDays(FROM, TO, TZ, 40).filter((d) => OPEN.includes(d.weekday));
  const starts = ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30"];
  const out: { employee: number; cabin: number; start: Date; end: Date }[] = [];
  for (const [d, day] of openDays.entries()) {
    for (const [s, time] of starts.entries()) {
      for (let k = 0; k < 3 && out.length < 300; k++) {
        const start = wallTime(day.date, time, TZ);
        out.push({ employee: (3 * s + d + k) % 10, cabin: k, start, end: new Date(start.getTime() + 75 * 60_000) });
      }
    }
  }
  return out;
}

/**
 * `count` appointments of 75 min stored over the year around the asked spans (half before,
 * half after the first asked day), on the open days, two at a time at most: the history a
 * busy shop keeps, of which an availability call reads only its span.
 */
function storedAppointments(count: number, skip: number): { employee: number; cabin: number; start: Date; end: Date }[] {
  const openDays = localDays(addDays(FROM, -182), addDays(FROM, 182), TZ, 400).filter((d) => OPEN.includes(d.weekday));
  const starts = ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30"];
  const places = openDays.length * starts.length;
  const out: { employee: number; cabin: number; start: Date; end: Date }[] = [];
  for (let i = skip; i < skip + count; i++) {
    // spread evenly: the i-th appointment takes place i × places / 3000, a second one the same slot
    const place = Math.floor((i % 3000) * (places / 3000)) % places;
    const layer = Math.floor(i / 3000);
    const day = openDays[Math.floor(place / starts.length)]!;
    const start = wallTime(day.date, starts[place % starts.length]!, TZ);
    out.push({ employee: (i + layer * 5) % 10, cabin: (i + layer) % 3, start, end: new Date(start.getTime() + 75 * 60_000) });
  }
  return out;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms (${samples.length} runs)`;
}

function benchPure() {
  const planned = plannedAppointments();
  const workingHours = Object.fromEntries(localDays(FROM, TO, TZ, 40).map((d) => [d.date, HOURS[d.weekday] ?? []]));
  const input: AvailabilityInput = {
    timeZone: TZ,
    now: new Date("2027-01-01T00:00:00Z"),
    minNoticeMinutes: 120,
    cuttingMinutes: 30,
    openingHours: OPENING,
    from: FROM,
    to: TO,
    services: [{ id: 1, duration: 60, pause: 15 }],
    useCabins: true,
    employees: Array.from({ length: 10 }, (_, i) => ({
      id: String(i),
      serviceIds: [1],
      workingHours,
      events: planned.filter((a) => a.employee === i).map(({ start, end }) => ({ start, end })),
    })),
    cabins: Array.from({ length: 3 }, (_, i) => ({ id: String(i), events: planned.filter((a) => a.cabin === i).map(({ start, end }) => ({ start, end })) })),
  };
  for (let i = 0; i < 20; i++) computeAvailability(input); // warm-up
  const samples: number[] = [];
  let slots = 0;
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const days = computeAvailability(input);
    samples.push(performance.now() - t);
    slots = days.reduce((n, d) => n + d.slots.filter((s) => s.shopStatus === "open").length, 0);
  }
  console.log(`  pure computation (domain/availability.ts):     ${stats(samples)}; ${slots} bookable slots`);
}

async function benchApi(kind: "PGlite" | "PostgreSQL", url?: string) {
  if (url) await resetPostgres(url);
  const database = await openDatabase(url ? { url } : { dataDir: "memory://" });
  try {
    const db = database.db;
    await seedDemo(db);
    const [company] = await db.select().from(companies).where(eq(companies.token, "demo-spa-lumiere"));
    const companyId = company!.id;
    const [shop] = await db.select().from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, "ab-1001")));
    const [service] = await db.select().from(articles).where(and(eq(articles.companyId, companyId), eq(articles.slug, "massage-californien")));
    // The shop made into the figure's shape: open Tuesday–Saturday 9–19, 10 employees, 3 cabins.
    await db.update(shops).set({ openingHours: OPENING }).where(eq(shops.id, shop!.id));
    await db.delete(employees).where(eq(employees.shopId, shop!.id));
    await db.delete(resources).where(eq(resources.shopId, shop!.id));
    const staff = await db
      .insert(employees)
      .values(Array.from({ length: 10 }, (_, i) => ({ companyId, shopId: shop!.id, displayName: `Employee ${i + 1}`, workingHours: HOURS, sortOrder: i })))
      .returning({ id: employees.id });
    await db.insert(employeeSkills).values(staff.map((e) => ({ companyId, employeeId: e.id, articleId: service!.id })));
    const cabins = await db
      .insert(resources)
      .values(Array.from({ length: 3 }, (_, i) => ({ companyId, shopId: shop!.id, type: "cabin", displayName: `Cabin ${i + 1}`, sortOrder: i })))
      .returning({ id: resources.id });
    const [customer] = await db.insert(customers).values({ companyId, email: "bench@example.test" }).returning();
    const [order] = await db.insert(bookingOrders).values({ companyId, customerId: customer!.id, shopId: shop!.id, amount: 0 }).returning();
    const store = async (count: number, skip: number) => {
      const rows = storedAppointments(count, skip).map((a) => ({
        companyId,
        orderId: order!.id,
        customerId: customer!.id,
        shopId: shop!.id,
        articleId: service!.id,
        employeeId: staff[a.employee]!.id,
        cabinId: cabins[a.cabin]!.id,
        startAt: a.start,
        endAt: a.end,
        mode: "2" as const,
        price: 7900,
      }));
      for (let i = 0; i < rows.length; i += 500) await db.insert(appointments).values(rows.slice(i, i + 500));
    };

    const app = createApp({ db, companies: new CompanyDirectory(db, 30_000), log: pino({ level: "silent" }), config: testConfig() });
    const call = async (days: number) => {
      const path = `/api/appointments?shopid=ab-1001&serviceid=${service!.id}&start=${FROM}&end=${addDays(FROM, days - 1)}&mode=2&checkGiftLimit=0&checkEquipments=0`;
      const res = await app.request(path, { headers: { company: "demo-spa-lumiere", curlang: "fr" } });
      if (res.status !== 200) throw new Error(`availability answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<{ appointments: { data: { slots: { shopStatus: string }[] }[] } }>;
    };
    let stored = 0;
    for (const count of [300, 3000]) {
      await store(count - stored, stored);
      stored = count;
      for (const days of [7, 31, 90]) {
        for (let i = 0; i < 5; i++) await call(days);
        const samples: number[] = [];
        let answered = 0;
        const started = performance.now();
        for (let i = 0; i < 50 && performance.now() - started < 10_000; i++) {
          const t = performance.now();
          const body = await call(days);
          samples.push(performance.now() - t);
          answered = body.appointments.data.reduce((n, d) => n + d.slots.length, 0);
        }
        console.log(`  API call on ${kind.padEnd(10)} ${String(days).padStart(2)} days, ${String(count).padStart(4)} stored appointments: ${stats(samples)}; ${answered} slots`);
      }
    }
  } finally {
    await database.close();
  }
}

export async function benchAvailability() {
  console.log("availability (1 shop, 10 employees, 3 cabins; GET /api/appointments in-process):");
  benchPure();
  await benchApi("PGlite");
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchApi("PostgreSQL", url);
  else console.log("  API call on PostgreSQL: skipped (set BENCH_DATABASE_URL to a throw-away database)");
}
