// The company directory remembers a bounded number of hosts and tokens (any visitor may send any):
// past the bound the oldest goes, and a company asked again after is read afresh, as it is now.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../db/schema";
import { SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { CompanyDirectory } from "./companies";

const server = useTestServer();

describe("the company directory's memory", () => {
  it("past the hosts and tokens it remembers, a company forgotten is read again as it is now", async () => {
    const db = server.database.db;
    const directory = new CompanyDirectory(db, 60_000, undefined, 20);
    const before = (await directory.byTokenOrNull(SPA))!;
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.token, SPA));
    for (let i = 0; i < 30; i++) {
      expect(await directory.byTokenOrNull(`unknown-${i}`)).toBeNull();
      expect(await directory.tokenForHost(`unknown-${i}.example`)).toBeNull();
    }
    // changed meanwhile (the version moves with it): the company comes back as it now is
    await db.update(companies).set({ nickname: sql`${companies.nickname} || ' (renamed)'` }).where(eq(companies.id, row!.id));
    const after = (await directory.byTokenOrNull(SPA))!;
    expect(after.nickname).toBe(`${before.nickname} (renamed)`);
    expect(after.version).toBeGreaterThan(before.version);
    await db.update(companies).set({ nickname: before.nickname }).where(eq(companies.id, row!.id));
  });
});

// The embedded database is written by this process only: the directory follows the changes it
// announces at commit rather than reading the version on every use.
describe.skipIf(process.env.DATABASE_URL)("the company directory on the embedded database", () => {
  const rename = (id: number, nickname: string) => server.database.db.update(companies).set({ nickname }).where(eq(companies.id, id));

  it("a change of any of the storefront's data shows at the next use, with nothing read per use", async () => {
    const db = server.database.db;
    const directory = new CompanyDirectory(db, 60_000);
    await directory.followChanges(server.database);
    try {
      const before = (await directory.byTokenOrNull(SPA))!;
      expect(await directory.byTokenOrNull(SPA)).toBe(before);
      // a shop renamed moves the version (migration 0007): the company comes back as it now is
      await db.execute(sql`update shops set name = name || ' ' where company_id = ${before.id} and id = (select min(id) from shops where company_id = ${before.id})`);
      const moved = (await directory.byTokenOrNull(SPA))!;
      expect(moved.version).toBeGreaterThan(before.version);
      await db.execute(sql`update shops set name = rtrim(name) where company_id = ${before.id}`);

      // a change that announces nothing is not seen: the version is not read on each use
      const now = (await directory.byTokenOrNull(SPA))!;
      await db.execute(sql`alter table companies disable trigger companies_changes`);
      try {
        await rename(now.id, `${now.nickname} (unannounced)`);
        expect((await directory.byTokenOrNull(SPA))!.nickname).toBe(now.nickname);
      } finally {
        await db.execute(sql`alter table companies enable trigger companies_changes`);
        await rename(now.id, now.nickname);
      }
      expect((await directory.byTokenOrNull(SPA))!.nickname).toBe(now.nickname);
    } finally {
      await directory.close();
    }
  });

  it("a company read while a change is committed is not kept: the next use reads it again", async () => {
    const db = server.database.db;
    const directory = new CompanyDirectory(db, 60_000);
    await directory.followChanges(server.database);
    try {
      const [row] = await db.select({ id: companies.id, nickname: companies.nickname }).from(companies).where(eq(companies.token, SPA));
      // the embedded database answers in turn: the read's first statement, the rename, then the rest of the read
      const [during] = await Promise.all([directory.byTokenOrNull(SPA), rename(row!.id, `${row!.nickname} (renamed)`)]);
      expect(during!.nickname).toBe(row!.nickname);
      expect((await directory.byTokenOrNull(SPA))!.nickname).toBe(`${row!.nickname} (renamed)`);
      await rename(row!.id, row!.nickname);
      expect((await directory.byTokenOrNull(SPA))!.nickname).toBe(row!.nickname);
    } finally {
      await directory.close();
    }
  });
});
