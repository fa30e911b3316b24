// Backups that restore (decision 209). PostgreSQL: pg_dump's custom format (compressed, every
// schema: the data and the migrations applied), restored by pg_restore into an empty database in
// one transaction. The embedded database: PGlite's own copy of its data directory as one .tar.gz
// (taken by the running server on its operator's port, or here with the server stopped), restored
// by PGlite into a new directory. Files (a media directory): a .tar.gz of the folder.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { pgliteExtensions } from "./db";

const run = promisify(execFile);

/** pg_dump of the database at `url` into `file` (custom format: pg_restore reads it, in parallel if asked). */
export async function backupPostgres(url: string, file: string) {
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`]);
}

/** pg_restore of `file` into the empty database at `url`, all or nothing. */
export async function restorePostgres(file: string, url: string) {
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file]);
}

/** The embedded database's directory, closed (no server on it), as one .tar.gz. */
export async function backupEmbedded(dataDir: string, file: string) {
  if (!existsSync(dataDir)) throw new Error(`no embedded database at ${dataDir}`);
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(dataDir, { extensions: await pgliteExtensions() });
  try {
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** A new embedded database directory made from a .tar.gz of backupEmbedded or the operator's POST /backup. */
export async function restoreEmbedded(file: string, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new directory`);
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(dataDir, { extensions: await pgliteExtensions(), loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}

/** A folder of files (uploads, media) as one .tar.gz, its paths relative to the folder. */
export async function backupFiles(dir: string, file: string) {
  await run("tar", ["--create", "--gzip", `--file=${file}`, `--directory=${dir}`, "."]);
}

export async function restoreFiles(file: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  await run("tar", ["--extract", "--gzip", `--file=${file}`, `--directory=${dir}`]);
}
