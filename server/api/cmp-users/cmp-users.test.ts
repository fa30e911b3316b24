import { beforeAll, describe, expect, it } from "vitest";
import { createProviderToken } from "../../auth/provider-tokens";
import { companyUsers } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let token: string;
beforeAll(async () => {
  const company = (await server.companies.byTokenOrNull(SPA))!;
  const [user] = await server.database.db.insert(companyUsers).values({ companyId: company.id, email: "manager@lumiere.example", firstname: "Inès", role: "manager" }).returning();
  token = await createProviderToken(server.database.db, company.id, user!.id);
});

describe("provider profile (GET /api/cmp-users/me)", () => {
  it("gives the company user of the stored token", async () => {
    const res = await json(server, "GET", "/api/cmp-users/me", undefined, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: "manager@lumiere.example", firstname: "Inès", role: "manager" });
  });

  it("refuses no token, an unknown token, another business's token, and a token after logout", async () => {
    expect((await json(server, "GET", "/api/cmp-users/me")).status).toBe(401);
    expect((await json(server, "GET", "/api/cmp-users/me", undefined, { token: "x".repeat(43) })).status).toBe(401);
    expect((await json(server, "GET", "/api/cmp-users/me", undefined, { token, company: SOLO })).status).toBe(401);
    // A provider token is not a customer session.
    expect((await json(server, "GET", "/api/users/me", undefined, { token })).status).toBe(401);
    await json(server, "POST", "/api/cmp-users/logout", {}, { token });
    expect((await json(server, "GET", "/api/cmp-users/me", undefined, { token })).status).toBe(401);
  });
});
