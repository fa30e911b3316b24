// A session finds its customer only within the company that issued it and only while valid (30
// days), whatever the statement looking it up was prepared with; on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, SOLO, SPA, type TestServer } from "../testing";
import { companyId, signedInCustomer } from "../booking/test-support";
import { customerForToken, endSession, SESSION_SECONDS } from "./sessions";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("a session's customer", () => {
  it("is found while the session is valid, in its own company only, and no more once ended", async () => {
    const { db } = server.database;
    const issued = new Date("2026-03-29T00:30:00Z");
    const { customer, token } = await signedInCustomer(db, SPA, { now: issued, firstname: "Léa" });
    const spa = { db, companyId: await companyId(db, SPA) };
    const found = await customerForToken(spa, token, issued);
    expect(found?.customer).toMatchObject({ id: customer.id, firstname: "Léa", email: customer.email });
    expect(found?.kind).toBe("customer");
    expect(found?.facts).toEqual({ linkedProviders: [], hasLoyaltyCard: false });
    const last = new Date(issued.getTime() + SESSION_SECONDS * 1000 - 1000);
    expect((await customerForToken(spa, token, last))?.customer.id).toBe(customer.id);
    expect(await customerForToken(spa, token, new Date(issued.getTime() + SESSION_SECONDS * 1000))).toBeNull();
    expect(await customerForToken({ db, companyId: await companyId(db, SOLO) }, token, issued)).toBeNull();
    expect(await customerForToken(spa, `${token}x`, issued)).toBeNull();
    await endSession(spa, token);
    expect(await customerForToken(spa, token, issued)).toBeNull();
  });
});
