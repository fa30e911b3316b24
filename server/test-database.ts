// The API tests on PostgreSQL: each test worker gets a database of its own beside the one
// DATABASE_URL names (`<name>_w<worker>`), so the files run two at a time like on PGlite instead of
// one after the other on one shared database. Everything a test starts (a second process, a
// backup) reads DATABASE_URL, which points at the worker's database from here on.
import postgres from "postgres";
import { beforeEach } from "vitest";

// at the top, before the test file is read: some read DATABASE_URL when they load
// (run again for each file of a worker, decision 311: the base is kept only when there is one, as
// process.env would keep an undefined as the text "undefined")
const base = process.env.BASE_DATABASE_URL ?? process.env.DATABASE_URL;
if (base) {
  process.env.BASE_DATABASE_URL = base;
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  if (!/^\w+$/.test(name)) throw new Error(`an unusable database name: ${name}`);
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 as found from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
}

// On PGlite a query and an in-process request resolve as promises only, so a file of hundreds of
// tests can run for a minute without the worker ever reaching its event loop: the test runner's
// messages wait unread and its 60-second call timeout fires ("Timeout calling onTaskUpdate").
// One turn of the loop before each test lets them through.
const turn = globalThis.setImmediate;
beforeEach(() => new Promise<void>((resolve) => turn(() => resolve())));
