// Test support for the walk over every company user's operation (access.test.ts, decision 210):
// the people who knock, and the valid requests of the operations that have one. A resource adds
// its examples in its own folder, `server/api/<resource>/access-examples.ts` exporting `examples`
// (the walk finds them): an operation with an example must answer its success to every role it
// allows; one without must answer them anything but 401/403 (its input refused, its id unknown).
import { and, eq, sql } from "drizzle-orm";
import type { Operations } from "../../contract";
import type { Role } from "../../domain/roles";
import { createProviderToken } from "../auth/provider-tokens";
import { createSession } from "../auth/sessions";
import type { Db } from "../db";
import { companies, companyUsers, companyUserShops, customers, employees, shops } from "../db/schema";
import type { TestServer } from "../testing";

export interface WalkFixture {
  server: TestServer;
  db: Db;
  /** the spa: the business every knock is at */
  companyId: number;
  /** the spa's Paris shop (ab-1001), where the example requests act; the other manager runs Lyon */
  paris: number;
  lyon: number;
}

export interface AccessExample {
  /** the request acts at the Paris shop: the manager of Lyon is refused it (403) */
  atShop?: boolean;
  /** a fresh valid request; called anew for each knock */
  request(fx: WalkFixture): Promise<{ params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; form?: FormData }>;
}
export type AccessExamples = Partial<Record<keyof Operations, AccessExample>>;

/** Who knocks: nobody, a customer, a company user of another business, and the spa's team. */
export const KNOCKS = ["no token", "customer", "other business", "staff", "manager of another shop", "manager", "owner"] as const;
export type Knock = (typeof KNOCKS)[number];

// the staff member works Camille's column at Paris, where the examples' bookings are (decision 214)
const TEAM: { knock: Knock; role: Role; shop: "paris" | "lyon" | null; employee?: string }[] = [
  { knock: "staff", role: "staff", shop: "paris", employee: "Camille" },
  { knock: "manager of another shop", role: "manager", shop: "lyon" },
  { knock: "manager", role: "manager", shop: "paris" },
  { knock: "owner", role: "owner", shop: null },
];

async function idOf(db: Db, token: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.token, token));
  return row!.id;
}

/** The spa's team for the walk, and a way to get a fresh token for each knock (a request may end one). */
export async function walkTeam(server: TestServer, spa: string, other: string) {
  const db = server.database.db;
  const companyId = await idOf(db, spa);
  const otherId = await idOf(db, other);
  const shopId = async (externalId: string) => (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, externalId))))[0]!.id;
  const fx: WalkFixture = { server, db, companyId, paris: await shopId("ab-1001"), lyon: await shopId("ab-1002") };
  const users = new Map<Knock, number>();
  for (const m of TEAM) {
    const [u] = await db.insert(companyUsers).values({ companyId, email: `walk-${m.knock.replace(/ /g, "-")}@lumiere.example`, firstname: m.knock, role: m.role, activatedAt: new Date() }).returning({ id: companyUsers.id });
    users.set(m.knock, u!.id);
    if (m.shop) await db.insert(companyUserShops).values({ companyId, companyUserId: u!.id, shopId: m.shop === "paris" ? fx.paris : fx.lyon });
    if (m.employee) {
      const [e] = await db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.displayName, m.employee)));
      // one user per employee: the demo's own staff member hands the column over
      await db.update(companyUsers).set({ employeeId: null }).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.employeeId, e!.id)));
      await db.update(companyUsers).set({ employeeId: e!.id }).where(eq(companyUsers.id, u!.id));
    }
  }
  const [stranger] = await db.insert(companyUsers).values({ companyId: otherId, email: "walk-owner@other.example", role: "owner", activatedAt: new Date() }).returning({ id: companyUsers.id });
  const [customer] = await db.insert(customers).values({ companyId, email: "walk-customer@example.test", firstname: "Walk" }).returning({ id: customers.id });
  /** The Authorization header of a knock (none for nobody). */
  async function authorization(knock: Knock): Promise<string | null> {
    if (knock === "no token") return null;
    if (knock === "customer") return `Bearer ${await createSession({ db, companyId }, customer!.id, new Date())}`;
    if (knock === "other business") return `Bearer ${await createProviderToken({ db, companyId: otherId }, stranger!.id, new Date())}`;
    return `Bearer ${await createProviderToken({ db, companyId }, users.get(knock)!, new Date())}`;
  }
  return { fx, authorization };
}

/**
 * The rows written to each table since the watch began, counted by the database itself: a row
 * trigger on every table (but `skip`) adds to its table's count in the writing transaction, so a
 * write rolled back counts nothing. A refusal must leave the counts as they were. Reading one
 * small table replaces reading every table after each request, which grew with the demo's rows.
 */
export async function watchWrites(db: Db, skip: ReadonlySet<string>): Promise<() => Promise<string>> {
  const rowsOf = async (q: ReturnType<typeof sql>) => {
    const r = (await db.execute(q)) as unknown as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
    return Array.isArray(r) ? r : r.rows;
  };
  const tables = (await rowsOf(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) => String(r.tablename)).filter((t) => !skip.has(t) && t !== "test_writes");
  await db.execute(sql.raw("create table if not exists test_writes (t text primary key, n bigint not null)"));
  await db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as $$
    begin
      insert into test_writes as w values (tg_table_name, 1) on conflict (t) do update set n = w.n + 1;
      return null;
    end $$`),
  );
  for (const t of tables) {
    await db.execute(sql`drop trigger if exists test_write on ${sql.identifier(t)}`);
    await db.execute(sql`create trigger test_write after insert or update or delete on ${sql.identifier(t)} for each row execute function test_count_write()`);
    await db.execute(sql`drop trigger if exists test_truncate on ${sql.identifier(t)}`);
    await db.execute(sql`create trigger test_truncate after truncate on ${sql.identifier(t)} for each statement execute function test_count_write()`);
  }
  return async () => (await rowsOf(sql`select t, n::text as n from test_writes order by t`)).map((r) => `${r.t}:${r.n}`).join(" ");
}
