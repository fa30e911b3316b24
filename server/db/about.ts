// What the back-office is told of the database (GET /databases): its name, its server's version
// and how far its schema is migrated. Never its address or credentials.
import { sql } from "drizzle-orm";
import type { Db } from "./index";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export async function describeDatabase(db: Db) {
  const [about] = rowsOf<{ name: string; version: string }>(await db.execute(sql`select current_database() as name, version() as version`));
  const [migrated] = rowsOf<{ n: number; last: string | null }>(await db.execute(sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`));
  const version = about?.version ?? "";
  return {
    name: about?.name ?? "",
    // PGlite is PostgreSQL compiled to WebAssembly: its version string says so
    kind: /emscripten|wasm/i.test(version) ? ("pglite" as const) : ("postgres" as const),
    version: version.split(",")[0] ?? version,
    migrations: Number(migrated?.n ?? 0),
    lastMigrationAt: migrated?.last ? new Date(Number(migrated.last)).toISOString() : null,
  };
}
