// Test support for the business-side calls: a company user of a company, with a real provider
// token (the mechanism cmpusers/login ends in), and JSON calls made with it.
import { and, eq } from "drizzle-orm";
import { createProviderToken } from "../auth/provider-tokens";
import { companyUsers, companyUserShops } from "../db/schema";
import type { TestServer } from "../testing";

let counter = 0;

/** A company user of the company (an activated one, with the given role, linked to the given shops and, for their own agenda, an employee) and their bearer token. */
export async function companyUser(server: TestServer, companyToken: string, role: "owner" | "manager" | "staff" = "manager", shops: number[] = [], employeeId?: number) {
  const company = (await server.companies.byTokenOrNull(companyToken))!;
  counter += 1;
  const [user] = await server.database.db
    .insert(companyUsers)
    .values({ companyId: company.id, email: `${role}${counter}-${Date.now()}@example.test`, firstname: "Inès", role, employeeId, activatedAt: new Date() })
    .returning();
  for (const shopId of shops) await server.database.db.insert(companyUserShops).values({ companyId: company.id, companyUserId: user!.id, shopId });
  const token = await createProviderToken({ db: server.database.db, companyId: company.id }, user!.id, server.now());
  return { user: user!, token, companyId: company.id, company: companyToken };
}

/** A call as that company user: JSON in and out, their company's header. */
export function asUser(server: TestServer, who: { token: string; company: string }, method: string, path: string, body?: unknown) {
  return server.api(path, {
    method,
    company: who.company,
    headers: { authorization: `Bearer ${who.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A staff member working an employee's column (decision 214), the column taken from whoever had it (the demo's own staff member). */
export async function practitioner(server: TestServer, companyToken: string, shops: number[], employeeId: number) {
  const company = (await server.companies.byTokenOrNull(companyToken))!;
  await server.database.db.update(companyUsers).set({ employeeId: null }).where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.employeeId, employeeId)));
  return companyUser(server, companyToken, "staff", shops, employeeId);
}
