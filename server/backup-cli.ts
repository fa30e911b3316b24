// `npm run backup -- <folder> [--files <media folder>]`: a dated backup of the database the
// configuration names (DATABASE_URL: pg_dump; else the embedded one under DATA_DIR, which must not
// be in use: a running server answers POST /backup on its operator's port instead), and of the
// media library's files: the folder given, else the configured one (MEDIA_DIR, or DATA_DIR/media).
// `npm run restore -- <backup folder> [--files <media folder>]`: into DATABASE_URL, which must be an
// empty database (createdb first), or into DATA_DIR, which must not exist yet; the files into the
// folder given, else the configured one.
// Prints what it wrote or read and how long it took. docs/deploy.md, 'Backups'.
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { backupEmbedded, backupFiles, backupPostgres, restoreEmbedded, restoreFiles, restorePostgres } from "./backup";
import { readEnv } from "./env";
import { mediaDirOf } from "./media/storage";

const [command, folder, ...rest] = process.argv.slice(2);
const filesAt = rest.indexOf("--files");
const files = filesAt >= 0 ? rest[filesAt + 1] : undefined;
if ((command !== "backup" && command !== "restore") || !folder || (filesAt >= 0 && !files)) {
  console.error("usage: npm run backup -- <folder> [--files <media folder>]\n       npm run restore -- <backup folder> [--files <media folder>]");
  process.exit(2);
}
const env = readEnv();
const media = files ?? mediaDirOf(env);
const timed = async (what: string, file: string, work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  const size = existsSync(file) ? `${(statSync(file).size / 1024 / 1024).toFixed(2)} MiB` : "";
  console.log(`${what}: ${file} ${size} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
};

if (command === "backup") {
  const dir = join(folder, new Date().toISOString().replace(/[:.]/g, "-"));
  mkdirSync(dir, { recursive: true });
  if (env.DATABASE_URL) await timed("database (pg_dump)", join(dir, "database.pgdump"), () => backupPostgres(env.DATABASE_URL!, join(dir, "database.pgdump")));
  else await timed("embedded database", join(dir, "embedded.tar.gz"), () => backupEmbedded(env.DATA_DIR, join(dir, "embedded.tar.gz")));
  if (existsSync(media)) await timed(`files of ${media}`, join(dir, "files.tar.gz"), () => backupFiles(media, join(dir, "files.tar.gz")));
  else if (files) throw new Error(`no folder ${files}`);
  else console.log(`files: none yet (${media} does not exist)`);
  console.log(`backup written to ${dir}`);
} else {
  const has = (name: string) => readdirSync(folder).includes(name);
  if (env.DATABASE_URL && has("database.pgdump")) await timed("database (pg_restore)", join(folder, "database.pgdump"), () => restorePostgres(join(folder, "database.pgdump"), env.DATABASE_URL!));
  else if (!env.DATABASE_URL && has("embedded.tar.gz")) await timed("embedded database", join(folder, "embedded.tar.gz"), () => restoreEmbedded(join(folder, "embedded.tar.gz"), env.DATA_DIR));
  else throw new Error(`${folder} holds no backup of this kind of database (${env.DATABASE_URL ? "database.pgdump" : "embedded.tar.gz"})`);
  if (has("files.tar.gz")) await timed(`files into ${media}`, join(folder, "files.tar.gz"), () => restoreFiles(join(folder, "files.tar.gz"), media));
}
