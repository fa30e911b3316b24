// No account enumeration by time: sign-up, sign-in code and password reset do the same work for a
// known and an unknown address — counted (hashes, codes, queued mails, mails sent during the
// request), not timed.
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { customers, oneTimeCodes, outbox } from "../../db/schema";
import { useTestServer } from "../../use-test-server";
import { json } from "./test-helpers";

// the worker's files share their modules (decision 311): this file loads its own, with the mock (which
// only counts and calls the real one, so the files after it in the worker see no difference)
vi.hoisted(() => vi.resetModules());
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../auth/passwords", async (original) => {
  const real = await original<typeof import("../../auth/passwords")>();
  return { ...real, hashPassword: (password: string) => (hashes.count++, real.hashPassword(password)) };
});

const server = useTestServer();

/** What one request did: password hashes, codes written, mails queued, mails sent before it answered. */
async function work(call: () => Promise<Response>) {
  const db = server.database.db;
  const count = async () => {
    const [codes] = await db.select({ n: sql<number>`count(*)::int` }).from(oneTimeCodes);
    const [queued] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    const [sent] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(sql`${outbox.sentAt} is not null`);
    return { codes: codes!.n, queued: queued!.n, sent: sent!.n };
  };
  const before = await count();
  const hashesBefore = hashes.count;
  const res = await call();
  const after = await count();
  return { status: res.status, body: await res.text(), hashes: hashes.count - hashesBefore, codes: after.codes - before.codes, queued: after.queued - before.queued, sent: after.sent - before.sent };
}

// Accounts written directly: going through sign-up would spend their addresses' sending limits.
beforeAll(async () => {
  const companyId = (await server.companies.byTokenOrNull("demo-spa-lumiere"))!.id;
  const emailVerifiedAt = new Date();
  await server.database.db.insert(customers).values(["signup", "code", "reset"].map((who) => ({ companyId, email: `known-${who}@example.com`, emailVerifiedAt })));
});

describe("a known and an unknown address cost the same work", () => {
  it("sign-up: one password hash, one code, one mail queued and none sent during the request, either way; the taken address's code signs nobody in", async () => {
    const known = await work(() => json(server, "POST", "/api/users/register/steps/2", { email: "known-signup@example.com", password: "another one 2" }, { ip: "198.51.100.10" }));
    const unknown = await work(() => json(server, "POST", "/api/users/register/steps/2", { email: "new@example.com", password: "another one 2" }, { ip: "198.51.100.11" }));
    for (const w of [known, unknown]) expect({ status: w.status, hashes: w.hashes, codes: w.codes, queued: w.queued, sent: w.sent }).toEqual({ status: 200, hashes: 1, codes: 1, queued: 1, sent: 0 });
    expect(Object.keys(JSON.parse(known.body)).sort()).toEqual(Object.keys(JSON.parse(unknown.body)).sort());

    const { userID } = JSON.parse(known.body) as { userID: string };
    const [row] = await server.database.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.publicId, userID), isNull(oneTimeCodes.customerId)));
    expect(row).toBeDefined();
    for (let code = 0; code < 3; code++) expect((await json(server, "POST", "/api/users/register/verify/code", { userID, code: String(code).padStart(6, "0") })).status).toBe(400);
  });

  it("a sign-in code: one code and one mail queued, none sent during the request, no hash, either way", async () => {
    const known = await work(() => json(server, "POST", "/api/users/v2/signin/create-link", { email: "known-code@example.com" }));
    const unknown = await work(() => json(server, "POST", "/api/users/v2/signin/create-link", { email: "nobody@example.com" }));
    for (const w of [known, unknown]) expect({ hashes: w.hashes, codes: w.codes, queued: w.queued, sent: w.sent }).toEqual({ hashes: 0, codes: 1, queued: 1, sent: 0 });
    expect(known.status).toBe(204);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toBe(unknown.body);
  });

  it("a password reset: one mail queued, none sent during the request, the same answer, either way", async () => {
    const known = await work(() => json(server, "POST", "/api/users/password/reset", { email: "known-reset@example.com" }));
    const unknown = await work(() => json(server, "POST", "/api/users/password/reset", { email: "nobody@example.com" }));
    for (const w of [known, unknown]) expect({ hashes: w.hashes, queued: w.queued, sent: w.sent }).toEqual({ hashes: 0, queued: 1, sent: 0 });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toBe(unknown.body);
  });
});
