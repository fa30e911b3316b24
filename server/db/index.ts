// Opens the database: PGlite (embedded PostgreSQL, data under DATA_DIR) by default, a real
// PostgreSQL when DATABASE_URL is set. Both speak the same SQL, so one schema and one set of
// migrations serve both; migrations run on every start and are a no-op when up to date. Several
// processes starting at once on one PostgreSQL take turns (an advisory lock): the first applies
// what is new, the others find it done (decision 208).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { Conflict } from "../../domain/errors";
import { namedStatements } from "./pglite-statements";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN on a channel: `onNotify` runs with the payload of each NOTIFY committed there; answers how to stop. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** The embedded database's files as one .tar.gz, taken while it runs (PGlite only: server/backup.ts). */
  dumpDataDir?: () => Promise<Buffer>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The advisory lock the migrator holds on PostgreSQL: one number, the same in every version. */
export const MIGRATION_LOCK = 7_240_315_001;

/**
 * `dataDir` undefined or "memory://" gives a throw-away in-memory PGlite (tests), started from
 * `from` when given (a dump of a database's files: the API tests' template, server/test-template.ts).
 * `folder` applies another migrations folder (a test of an older version's schema); `poolSize` is PostgreSQL's.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; from?: Blob; folder?: string; poolSize?: number; name?: string }): Promise<Database> {
  const folder = opts.folder ?? migrationsFolder;
  if (opts.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // application_name lets PostgreSQL (and the metrics: server/telemetry/metrics.ts) tell the pools apart.
    const client = postgres(opts.url, { max: opts.poolSize ?? 10, onnotice: () => {}, connection: { application_name: opts.name ?? `vitrine-${process.pid}` } });
    const db = drizzle(client, { schema });
    // A session lock on a connection of its own, held while the migrator runs on the pool.
    const holder = postgres(opts.url, { max: 1, onnotice: () => {} });
    try {
      await holder`select pg_advisory_lock(${MIGRATION_LOCK}::bigint)`;
      await migrate(db, { migrationsFolder: folder });
    } finally {
      await holder.end({ timeout: 5 });
    }
    const listen = async (channel: string, onNotify: (payload: string) => void) => {
      const { unlisten } = await client.listen(channel, onNotify);
      return unlisten;
    };
    return { db: db as unknown as Db, kind: "postgres", listen, close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = opts.dataDir && opts.dataDir !== "memory://" ? opts.dataDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  if (dir && !existsSync(join(dir, "PG_VERSION"))) await createCluster(dir, startParams);
  const client = await PGlite.create(dir ?? "memory://", { extensions: await pgliteExtensions(), startParams, loadDataDir: dir ? undefined : opts.from });
  // each statement parsed and planned once (decision 307); Drizzle's session calls only the
  // `query` and `transaction` the named statements answer
  const db = drizzle({ client: namedStatements(client) as unknown as typeof client, schema });
  await migrate(db, { migrationsFolder: folder });
  const listen = async (channel: string, onNotify: (payload: string) => void) => {
    const unlisten = await client.listen(channel, onNotify);
    return () => unlisten();
  };
  const dumpDataDir = async () => Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
  return { db: db as unknown as Db, kind: "pglite", listen, dumpDataDir, close: () => client.close() };
}

/**
 * PostgreSQL's settings for the embedded database. It is small and its files sit in the OS's page
 * cache: 16 MB of buffers instead of PostgreSQL's 128 MB keeps the process about 110 MiB lighter.
 */
export function pgliteStartParams(defaults: string[]): string[] {
  return [...defaults, "-c", "shared_buffers=16MB"];
}

/**
 * Creates the embedded database's cluster (initdb) in a process of its own that exits: PGlite's
 * initdb takes 600–700 MiB (a second PostgreSQL and its files in memory) that the server would
 * otherwise hold for as long as it runs (decision 296).
 */
async function createCluster(dir: string, startParams: string[]): Promise<void> {
  // the package's CommonJS entry: found the same way from source, from the build and under vitest
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
PGlite.create(${JSON.stringify(dir)}, { startParams: ${JSON.stringify(startParams)} })
  .then((db) => db.close())
  .catch((err) => { console.error(err); process.exit(1); });`;
  const child = spawn(process.execPath, ["--eval", script], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dir} failed (exit ${code}): ${stderr.trim()}`);
}

/** The extensions the migrations create, which PGlite must load at every open: GiST over integers (no double booking), trigrams (the customer search). */
export async function pgliteExtensions() {
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { btree_gist, pg_trgm };
}

/**
 * A query built once per database and reused: its SQL is not built again on each call, and it runs
 * as a named statement on both databases. For the queries nearly every request makes.
 */
export function builtOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export { schema };

/** A foreign key refused the write (23503): another row still names the one deleted. */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) if (e.code === "23503") return true;
  return false;
}

/**
 * Runs a delete whose own checks name what still uses the row; one written between those checks and
 * the delete makes the database refuse it (23503), answered the same: 409 `in_use` with `why`.
 */
export async function deleteUnlessNamed(remove: () => Promise<void>, why: string): Promise<void> {
  try {
    await remove();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new Conflict("in_use", { id: why });
    throw err;
  }
}

/** A write refused by a unique constraint (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23505") return true;
  return false;
}
