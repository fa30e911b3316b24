// `npm run bench backup` (and the end of `npm run bench scale`): how long the backup of docs/deploy.md
// ('Backups') takes and how long its restore takes, on the seeded demo database with a busy spa's
// year (100,000 customers, 50,000 bookings and their orders: bench/back-office.ts), gift vouchers
// and a media library of photos: pg_dump and the media folder's .tar.gz,
// then pg_restore into a fresh database and the files into a fresh folder. The restored database
// is checked row for row (count and digest of every table) and the files byte for byte.
//
// Needs BENCH_DATABASE_URL naming a throw-away PostgreSQL database (standalone, its schema is
// reset and seeded), pg_dump and pg_restore of the server's version (Debian's postgresql-client).
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import sharp from "sharp";
import { generateVoucherCode } from "../domain/gift-voucher";
import { backupFiles, backupPostgres, restoreFiles, restorePostgres } from "../server/backup";
import { openDatabase, type Db } from "../server/db";
import { companies, companyUsers, giftVouchers } from "../server/db/schema";
import { seedDemo } from "../server/db/seed";
import { uploadImages } from "../server/media/library";
import { DiskMediaStore } from "../server/media/storage";
import { resetPostgres } from "../server/testing";
import { makeBookings, makeCustomers } from "./back-office";
import { fingerprint } from "../server/db/fingerprint";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const VOUCHERS = 200;



function filesOf(at: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(at, { recursive: true }) as string[]) {
    const p = join(at, name);
    if (statSync(p).isFile()) out[relative(at, p)] = createHash("sha256").update(readFileSync(p)).digest("hex");
  }
  return out;
}

const seconds = async (work: () => Promise<void>) => {
  const t0 = performance.now();
  await work();
  return (performance.now() - t0) / 1000;
};

/** A year of the spa's bookings, photos in its media library (three WebP variants each) and gift vouchers sold. */
async function addData(db: Db, mediaDir: string) {
  const [spa] = await db.select().from(companies).where(eq(companies.token, "demo-spa-lumiere"));
  await makeCustomers(db, spa!.id);
  await makeBookings(db, spa!.id);
  const [owner] = await db.select().from(companyUsers).where(eq(companyUsers.companyId, spa!.id)).limit(1);
  const store = new DiskMediaStore(mediaDir);
  for (let i = 0; i < PHOTOS; i++) {
    const bytes = await sharp({ create: { width: 2000, height: 1400, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    await uploadImages(db, store, spa!.id, [{ field: "file", upload: { name: `photo-${i}.jpg`, bytes } }], { by: { ...owner!, shops: [] }, now: new Date() });
  }
  for (let i = 0; i < VOUCHERS; i++) await db.insert(giftVouchers).values({ code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value: 5000, balance: 5000, validUntil: "2099-12-31", deliverOn: "2026-11-01", companyId: spa!.id });
}

/** Times a backup and its restore of the database at `url` (and of `mediaDir`), and checks the restore. */
export async function timeBackupAndRestore(url: string, mediaDir: string) {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-bench-backup-"));
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_restored`;
  target.pathname = `/${name}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const source = await openDatabase({ url, poolSize: 2 });
  try {
    const before = await fingerprint(source.db);
    const count = (table: string) => before[`public.${table}`]!.split(" ")[0];
    const backupDb = await seconds(() => backupPostgres(url, join(dir, "database.pgdump")));
    const backupMedia = await seconds(() => backupFiles(mediaDir, join(dir, "files.tar.gz")));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const restoredMedia = join(dir, "media-restored");
    const restoreDb = await seconds(() => restorePostgres(join(dir, "database.pgdump"), target.href));
    const restoreMedia = await seconds(() => restoreFiles(join(dir, "files.tar.gz"), restoredMedia));
    const restored = await openDatabase({ url: target.href, poolSize: 1 });
    const same = JSON.stringify(await fingerprint(restored.db)) === JSON.stringify(before);
    await restored.close();
    const files = filesOf(mediaDir);
    const sameFiles = JSON.stringify(filesOf(restoredMedia)) === JSON.stringify(files);
    const [{ size }] = await admin<{ size: string }[]>`select pg_size_pretty(pg_database_size(${new URL(url).pathname.slice(1)})) as size`;
    const mib = (f: string) => (statSync(join(dir, f)).size / 1024 / 1024).toFixed(1);
    console.log(`\nbackup: the database (${size} on disk; ${count("appointments")} appointments, ${count("booking_orders")} orders, ${count("gift_vouchers")} gift vouchers, ${count("customers")} customers, ${count("media")} media) and ${Object.keys(files).length} media files`);
    console.log(`  backup:  database (pg_dump --format=custom) ${backupDb.toFixed(2)} s → ${mib("database.pgdump")} MiB; media folder (tar.gz) ${backupMedia.toFixed(2)} s → ${mib("files.tar.gz")} MiB`);
    console.log(`  restore: database (pg_restore --single-transaction into a fresh database) ${restoreDb.toFixed(2)} s; media into a fresh folder ${restoreMedia.toFixed(2)} s`);
    console.log(`  ${same ? "✓" : "✗"} every row of every table restored (${Object.keys(before).length} tables)   ${sameFiles ? "✓" : "✗"} every file restored`);
    return { backupDb, backupMedia, restoreDb, restoreMedia, same, sameFiles };
  } finally {
    await source.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Adds to the seeded database at `url` what a backup should carry (files into `mediaDir`); bench/scale.ts calls it too. */
export async function seedForBackup(url: string, mediaDir: string) {
  const database = await openDatabase({ url });
  try {
    await addData(database.db, mediaDir);
  } finally {
    await database.close();
  }
}

export async function benchBackup() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error("bench backup needs BENCH_DATABASE_URL: a throw-away PostgreSQL database (its schema is reset)");
    process.exit(1);
  }
  const mediaDir = mkdtempSync(join(tmpdir(), "vitrine-bench-media-"));
  try {
    await resetPostgres(url);
    const seeding = await openDatabase({ url });
    await seedDemo(seeding.db);
    await seeding.close();
    await seedForBackup(url, mediaDir);
    await timeBackupAndRestore(url, mediaDir);
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
}
