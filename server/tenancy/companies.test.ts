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
