// The API tests' starting databases, made once per run instead of once per test file: migrated
// (`bare`) and migrated with the demo businesses (`seeded`). Each file's server starts from a copy
// (server/testing.ts): on PGlite a dump of the database's files loaded into a new in-memory one, on
// PostgreSQL `CREATE DATABASE … TEMPLATE`. A copy is the database the file would have built itself,
// byte for byte, in a fraction of the time migrating and seeding take.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "./db";
import { seedDemo } from "./db/seed";

export interface Templates {
  /** PGlite: the dump's file; PostgreSQL: the template database's name */
  bare: string;
  seeded: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    apiTemplates: Templates & { kind: "pglite" | "postgres" };
  }
}

export default async function setup(project: TestProject) {
  const base = process.env.BASE_DATABASE_URL ?? process.env.DATABASE_URL;
  if (base) {
    const names = { bare: `${new URL(base).pathname.slice(1)}_template_bare`, seeded: `${new URL(base).pathname.slice(1)}_template` };
    if (!/^\w+$/.test(names.bare)) throw new Error(`an unusable database name: ${names.bare}`);
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    const drop = async () => {
      for (const name of [names.seeded, names.bare]) await admin.unsafe(`drop database if exists ${name} with (force)`);
    };
    await drop();
    await admin.unsafe(`create database ${names.bare}`);
    await (await openDatabase({ url: at(base, names.bare), poolSize: 1 })).close();
    await admin.unsafe(`create database ${names.seeded} template ${names.bare}`);
    const seeded = await openDatabase({ url: at(base, names.seeded), poolSize: 1 });
    await seedDemo(seeded.db);
    await seeded.close();
    project.provide("apiTemplates", { kind: "postgres", ...names });
    return async () => {
      await drop();
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "vitrine-api-template-"));
  const files = await pgliteTemplates(dir);
  project.provide("apiTemplates", { kind: "pglite", ...files });
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The embedded database migrated, then seeded, each dumped into a file of `dir`. */
export async function pgliteTemplates(dir: string): Promise<Templates> {
  const files = { bare: join(dir, "bare.tar.gz"), seeded: join(dir, "seeded.tar.gz") };
  const database = await openDatabase({ dataDir: "memory://" });
  writeFileSync(files.bare, await database.dumpDataDir!());
  await seedDemo(database.db);
  writeFileSync(files.seeded, await database.dumpDataDir!());
  await database.close();
  return files;
}

/** The address of another database on the same PostgreSQL. */
export function at(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.href;
}
