// Backups restore (decision 209): a database with the demo, bookings paid in part by a gift
// voucher, their orders and mails, and images uploaded to the media library, is backed up and
// restored into a fresh database, where every table holds the same rows (a fingerprint of each:
// its count and the digest of its rows in order), and every file of every media row is back with
// its bytes. On PostgreSQL (DATABASE_URL): `npm run backup` and `npm run restore` as an operator
// runs them, into a database and a media folder made for the test. On the embedded database: the
// running server's copy (the operator's POST /backup) and the stopped one (npm run backup), each
// restored by PGlite.
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateVoucherCode } from "../domain/gift-voucher";
import { backupEmbedded, backupFiles, restoreEmbedded, restoreFiles } from "./backup";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "./booking/test-support";
import { openDatabase, type Db } from "./db";
import { giftVouchers, media } from "./db/schema";
import { keysOf } from "./media/library";
import { DiskMediaStore } from "./media/storage";
import { companyUserToken } from "./staff/test-support";
import { startOperatorPort } from "./operator";
import { SPA } from "./testing";
import { useTestServer } from "./use-test-server";
import { json } from "./api/users/test-helpers";
import sharp from "sharp";
import { fingerprint } from "./db/fingerprint";

const url = process.env.DATABASE_URL;
const server = useTestServer();
const dir = mkdtempSync(join(tmpdir(), "vitrine-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (print: Record<string, string>, table: string) => Number(print[`public.${table}`]!.split(" ")[0]);

beforeAll(async () => {
  // The demo, and three bookings, the first paid in part by a gift voucher sold at the counter.
  const db = server.database.db;
  const code = generateVoucherCode((n) => randomBytes(n));
  await db.insert(giftVouchers).values({ code, kind: "amount", value: 3000, balance: 3000, validUntil: "2099-12-31", deliverOn: "2026-11-01", companyId: await companyId(db, SPA) });
  const services = [await serviceId(db, SPA, "massage-californien")];
  const customer = await signedInCustomer(db, SPA);
  for (const time of ["10:00", "14:00", "16:00"]) {
    const start = wallTime(nextWeekday("thursday", 60), time);
    const voucherCodes = time === "10:00" ? [code] : [];
    const res = await json(server, "POST", "/api/appointments", { myAppointment: { shopId: "ab-1001", services, start: start.toISOString(), voucherCodes } }, { token: customer.token });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  // two photos in the media library: rows in the database, their variants in MEDIA_DIR
  const { token } = await companyUserToken(db, SPA, "owner");
  for (const [i, colour] of [{ r: 200, g: 120, b: 90 }, { r: 40, g: 90, b: 160 }].entries()) {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 1200 + i * 400, height: 800, channels: 3, background: colour } }).png().toBuffer();
    form.append("file", new File([new Uint8Array(bytes)], `photo-${i}.png`, { type: "image/png" }));
    const res = await server.api("/api/upload/image", { method: "POST", company: SPA, headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
  }
});

/** Every file every media row of `db` names, read from the media folder `dir`: its sha256, or 'missing'. */
async function mediaFiles(db: Db, dir: string): Promise<Record<string, string>> {
  const store = new DiskMediaStore(dir);
  const out: Record<string, string> = {};
  for (const row of await db.select().from(media)) {
    for (const key of keysOf(row)) {
      const bytes = await store.get(key);
      out[key] = bytes ? createHash("sha256").update(bytes).digest("hex") : "missing";
    }
  }
  return out;
}

/** A media folder: nested, binary, empty files. */
function mediaFolder(at: string) {
  mkdirSync(join(at, "logos/spa"), { recursive: true });
  writeFileSync(join(at, "logos/spa/logo.webp"), randomBytes(40_000));
  writeFileSync(join(at, "cover é.jpg"), randomBytes(120_000));
  writeFileSync(join(at, "logos/empty.txt"), "");
  return at;
}
function filesOf(at: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(at, p)] = createHash("sha256").update(readFileSync(p)).digest("hex");
    }
  };
  walk(at);
  return out;
}

describe("backups", () => {
  it("any folder of files comes back file for file (nested, binary, empty, accented names)", async () => {
    const media = mediaFolder(join(dir, "media"));
    await backupFiles(media, join(dir, "files.tar.gz"));
    await restoreFiles(join(dir, "files.tar.gz"), join(dir, "media-restored"));
    expect(Object.keys(filesOf(media))).toHaveLength(3);
    expect(filesOf(join(dir, "media-restored"))).toEqual(filesOf(media));
  });

  it.runIf(url)("npm run backup, then npm run restore into a fresh database and media folder: every row of every table, every file of every media", async () => {
    const before = await fingerprint(server.database.db);
    for (const table of ["appointments", "booking_orders", "gift_vouchers", "voucher_spends", "outbox", "customers", "sessions", "media"]) expect(count(before, table)).toBeGreaterThan(0);
    const files = await mediaFiles(server.database.db, server.config.MEDIA_DIR);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
    expect(Object.values(files)).not.toContain("missing");
    const target = new URL(url!);
    const name = `${target.pathname.slice(1)}_restore`;
    target.pathname = `/${name}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    // the commands of docs/deploy.md, 'Backups', with the installation's configuration
    const cli = (env: Record<string, string>, ...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "server/backup-cli.ts", ...args], { env: { ...process.env, LOG_LEVEL: "warn", ...env } });
    try {
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.unsafe(`create database ${name}`);
      const backup = await cli({ DATABASE_URL: url!, MEDIA_DIR: server.config.MEDIA_DIR }, "backup", join(dir, "backups"));
      const written = /backup written to (.+)$/m.exec(backup.stdout)![1]!;
      expect(readdirSync(written).sort()).toEqual(["database.pgdump", "files.tar.gz"]);
      const restoredMedia = join(dir, "media-restored-pg");
      await cli({ DATABASE_URL: target.href, MEDIA_DIR: restoredMedia }, "restore", written);
      const restored = await openDatabase({ url: target.href, poolSize: 1 });
      try {
        expect(await fingerprint(restored.db)).toEqual(before);
        expect(await mediaFiles(restored.db, restoredMedia)).toEqual(files);
      } finally {
        await restored.close();
      }
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    }
  }, 120_000);

  it.runIf(!url)("the embedded database, copied while it runs (the operator's POST /backup) and stopped (npm run backup)", async () => {
    const before = await fingerprint(server.database.db);
    for (const table of ["appointments", "booking_orders", "gift_vouchers", "voucher_spends", "outbox", "media"]) expect(count(before, table)).toBeGreaterThan(0);
    const files = await mediaFiles(server.database.db, server.config.MEDIA_DIR);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
    await backupFiles(server.config.MEDIA_DIR, join(dir, "media.tar.gz"));
    await restoreFiles(join(dir, "media.tar.gz"), join(dir, "media-restored-embedded"));
    const operator = await startOperatorPort({ port: 0, host: "127.0.0.1", metrics: null, database: server.database });
    try {
      const res = await fetch(`http://127.0.0.1:${operator.port}/backup`, { method: "POST" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/gzip");
      writeFileSync(join(dir, "running.tar.gz"), Buffer.from(await res.arrayBuffer()));
    } finally {
      await operator.stop();
    }
    await restoreEmbedded(join(dir, "running.tar.gz"), join(dir, "embedded-1"));
    let restored = await openDatabase({ dataDir: join(dir, "embedded-1") });
    expect(await fingerprint(restored.db)).toEqual(before);
    expect(await mediaFiles(restored.db, join(dir, "media-restored-embedded"))).toEqual(files);
    await restored.close();

    // The stopped directory, backed up by npm run backup's function, restored again.
    await backupEmbedded(join(dir, "embedded-1"), join(dir, "stopped.tar.gz"));
    await restoreEmbedded(join(dir, "stopped.tar.gz"), join(dir, "embedded-2"));
    restored = await openDatabase({ dataDir: join(dir, "embedded-2") });
    expect(await fingerprint(restored.db)).toEqual(before);
    await restored.close();
    // a restore never writes over a database
    await expect(restoreEmbedded(join(dir, "stopped.tar.gz"), join(dir, "embedded-2"))).rejects.toThrow(/not empty/);
    // three embedded databases started from disk, one after the other: longer than a request's test
  }, 120_000);
});
