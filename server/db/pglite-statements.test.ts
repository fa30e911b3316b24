// PGlite's statements named once (decision 307): what they answer is what PGlite's own `query`
// answers, each text is parsed once, transactions, errors and a changed table behave as before,
// and the statements kept stay bounded.
import { PGlite, type Results } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namedStatements } from "./pglite-statements";
import { isUniqueViolation } from "./index";

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    create table things (id serial primary key, name text unique not null, price numeric(10,2), big bigint, seen timestamptz, day date,
      data jsonb, tags text[], ok boolean, raw bytea);
    insert into things (name, price, big, seen, day, data, tags, ok, raw) values
      ('a', 12.50, 9007199254740993, '2026-03-29 01:30:00+00', '2026-03-29', '{"x":[1,"é"]}', '{one,"two words"}', true, '\\x00ff'),
      ('b', null, null, null, null, null, null, null, null);`);
});
afterAll(() => pg.close());

const named = async () => Number((await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n);
const withoutBlob = (r: Results<unknown>) => ({ ...r, blob: undefined });

describe("PGlite statements named once", () => {
  it("answers as PGlite's own query, in rows and in arrays, with every kind of value and parameter", async () => {
    const client = namedStatements(pg);
    const text = "select * from things where name = any($1) and (ok = $2 or ok is null) and coalesce(seen, $3) <= $3 and coalesce(data, $4) is not null order by id";
    const params = [["a", "b"], true, new Date("2026-12-01T00:00:00Z"), { y: 1 }];
    for (const rowMode of ["object", "array"] as const) {
      const own = await pg.query(text, params, { rowMode });
      expect(own.rows).toHaveLength(2);
      expect(withoutBlob(await client.query(text, params, { rowMode }))).toEqual(withoutBlob(own));
    }
    const touch = "update things set ok = ok where id = any($1)";
    expect(withoutBlob(await client.query(touch, [[1, 2]]))).toEqual(withoutBlob(await pg.query(touch, [[1, 2]])));
    const write = "insert into things (name, raw, data) values ($1, $2, $3) returning id, raw, data";
    const mine = await client.query<{ raw: Uint8Array; data: unknown }>(write, ["c", new Uint8Array([1, 2]), ["é", null]]);
    expect(mine.affectedRows).toBe(1);
    expect(mine.rows[0]).toMatchObject({ raw: new Uint8Array([1, 2]), data: ["é", null] });
  });

  it("parses a text once, however often it runs, and again after PostgreSQL dropped it", async () => {
    const client = namedStatements(pg);
    const before = await named();
    for (let i = 0; i < 10; i++) expect((await client.query<{ name: string }>("select name from things where id = $1", [1])).rows).toEqual([{ name: "a" }]);
    expect(await named()).toBe(before + 1);
    expect(client.named()).toBe(1);
    await pg.exec("deallocate all");
    expect((await client.query<{ name: string }>("select name from things where id = $1", [1]).catch((err: { code?: string }) => err.code)) as unknown).toBe("26000");
    expect((await client.query<{ name: string }>("select name from things where id = $1", [1])).rows).toEqual([{ name: "a" }]);
  });

  it("keeps at most its limit of statements, the least used closed first", async () => {
    await pg.exec("deallocate all");
    const client = namedStatements(pg, 3);
    for (const n of [1, 2, 3, 1, 4, 5]) await client.query(`select ${n} as n, $1::int as id`, [n]);
    expect(client.named()).toBe(3);
    // the last one prepared closed nothing yet; the two before it closed 2 and 3 (1 was used again)
    const kept = (await pg.query<{ statement: string }>("select statement from pg_prepared_statements order by statement")).rows.map((r) => r.statement);
    expect(kept).toEqual(["select 1 as n, $1::int as id", "select 4 as n, $1::int as id", "select 5 as n, $1::int as id"]);
  });

  it("runs in a transaction, rolls back on an error with the error PostgreSQL gave, and a statement first named in a rolled-back transaction still runs", async () => {
    const client = namedStatements(pg);
    const failed = await client
      .transaction(async (tx) => {
        await tx.query("insert into things (name) values ($1)", ["in-tx"]);
        expect((await tx.query("select count(*)::int as n from things where name = $1", ["in-tx"])).rows).toEqual([{ n: 1 }]);
        await tx.query("insert into things (name) values ($1)", ["a"]);
      })
      .catch((err: unknown) => err);
    expect(isUniqueViolation(failed)).toBe(true);
    expect(failed).toMatchObject({ query: "insert into things (name) values ($1)", params: ["a"] });
    expect((await client.query("select count(*)::int as n from things where name = $1", ["in-tx"])).rows).toEqual([{ n: 0 }]);
    expect((await client.query("insert into things (name) values ($1) returning name", ["after"])).rows).toEqual([{ name: "after" }]);
  });

  it("waits for a transaction before a query outside it, as PGlite does", async () => {
    const client = namedStatements(pg);
    const order: string[] = [];
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const tx = client.transaction(async (t) => {
      await t.query("update things set price = $1 where name = $2", [1, "b"]);
      started();
      // turns of the event loop in which the read would run, were it not held
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      order.push("tx");
      await t.query("update things set price = $1 where name = $2", [2, "b"]);
    });
    await inside;
    const read = client.query<{ price: string }>("select price from things where name = $1", ["b"]).then((r) => (order.push("read"), r.rows[0]!.price));
    await tx;
    expect(await read).toBe("2.00");
    expect(order).toEqual(["tx", "read"]);
  });

  it("prepares a statement again once its table changed the shape of its answer", async () => {
    const client = namedStatements(pg);
    await client.query("create table shapes (id int, label text)");
    await client.query("insert into shapes values ($1, $2)", [1, "one"]);
    expect((await client.query("select * from shapes where id = $1", [1])).rows).toEqual([{ id: 1, label: "one" }]);
    await client.query("alter table shapes add column extra int default 7");
    const changed = await client.query("select * from shapes where id = $1", [1]).catch((err: { code?: string }) => err.code);
    expect(changed).toBe("0A000");
    expect((await client.query("select * from shapes where id = $1", [1])).rows).toEqual([{ id: 1, label: "one", extra: 7 }]);
  });

  it("serves Drizzle: selects, inserts and transactions with its types", async () => {
    const items = pgTable("items", { id: serial("id").primaryKey(), name: text("name").notNull(), qty: integer("qty").notNull(), at: timestamp("at", { withTimezone: true }), meta: jsonb("meta").$type<{ k: string }>() });
    const db = drizzle({ client: namedStatements(pg) as unknown as PGlite });
    await db.execute(sql`create table items (id serial primary key, name text not null, qty int not null, at timestamptz, meta jsonb)`);
    const at = new Date("2026-10-25T00:30:00.000Z");
    await db.insert(items).values({ name: "oil", qty: 2, at, meta: { k: "v" } });
    await db.transaction(async (tx) => {
      await tx.update(items).set({ qty: sql`${items.qty} - 1` }).where(eq(items.name, "oil"));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(items).set({ qty: 0 }).where(eq(items.name, "oil"));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await db.select().from(items).where(eq(items.name, "oil"))).toEqual([{ id: 1, name: "oil", qty: 1, at, meta: { k: "v" } }]);
  });
});
