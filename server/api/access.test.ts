// The walk over the whole access table (decision 210): every company user's operation of the
// contract (found by iterating it, so a new one joins by itself) × every knock — nobody, a
// customer, a company user of another business, and the spa's staff member, manager of another
// shop, manager and owner — answers exactly what its `allow` says, and a refusal changes no row.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../contract";
import type { AnyOperation } from "../../contract/operation";
import { OWNERS, type Role } from "../../domain/roles";
import { SOLO, SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { KNOCKS, watchWrites, walkTeam, type AccessExample, type AccessExamples, type Knock } from "./access-walk";

const server = useTestServer();
const examples: AccessExamples = Object.assign({}, ...Object.values(import.meta.glob<{ examples: AccessExamples }>("./*/access-examples.ts", { eager: true })).map((m) => m.examples));
const providerOps = (Object.entries(operations) as [keyof typeof operations, AnyOperation][]).filter(([, op]) => op.access === "provider");
// Rate limits count every try by design.
const COUNTED = new Set(["rate_counters", "one_time_codes"]);

/** What a knock must get: refused as nobody (401), refused for the role or the shop (403), or let in. */
function expected(knock: Knock, allow: readonly Role[], example: AccessExample | undefined): 401 | 403 | "in" {
  if (knock === "no token" || knock === "customer" || knock === "other business") return 401;
  const role: Role = knock === "staff" ? "staff" : knock === "owner" ? "owner" : "manager";
  if (!allow.includes(role)) return 403;
  if (knock === "manager of another shop" && example?.atShop) return 403;
  return "in";
}

let team: Awaited<ReturnType<typeof walkTeam>>;
let written: () => Promise<string>;
beforeAll(async () => {
  team = await walkTeam(server, SPA, SOLO);
  written = await watchWrites(team.fx.db, COUNTED);
});

describe("the access table", () => {
  it("is watched for writes: a committed row counts, a rolled-back one does not", async () => {
    const db = team.fx.db;
    const before = await written();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update companies set version = version where token = ${SPA}`);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await written()).toBe(before);
    await db.execute(sql`update companies set version = version where token = ${SPA}`);
    expect(await written()).not.toBe(before);
  });

  it("has company users' operations, each saying which roles may call it", () => {
    expect(providerOps.length).toBeGreaterThan(10);
    expect(providerOps.filter(([, op]) => !op.allow).map(([name]) => name)).toEqual([]);
    // an example names an operation that exists and is a company user's
    expect(Object.keys(examples).filter((name) => !providerOps.some(([n]) => n === name))).toEqual([]);
  });

  for (const [name, op] of providerOps) {
    for (const knock of KNOCKS) {
      const example = examples[name];
      it(`${op.method.toUpperCase()} ${op.path} (${name}) as ${knock}`, async () => {
        const want = expected(knock, op.allow ?? OWNERS, example);
        const req = example ? await example.request(team.fx) : {};
        const params = { ...Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], "999999"])), ...req.params };
        const path = op.path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(String(params[p])));
        const query = req.query ? `?${new URLSearchParams(req.query)}` : "";
        const headers = new Headers();
        const auth = await team.authorization(knock);
        if (auth) headers.set("authorization", auth);
        const hasBody = op.method !== "get" && op.method !== "delete";
        // an upload's example sends its form (multipart: the boundary is set by the request)
        if (hasBody && !req.form) headers.set("content-type", "application/json");
        const before = await written();
        const res = await server.api(`/api${path}${query}`, { method: op.method.toUpperCase(), headers, body: hasBody ? (req.form ?? JSON.stringify(req.body ?? {})) : undefined });
        const what = `${op.method.toUpperCase()} ${path} as ${knock} → ${res.status} ${res.status >= 400 ? JSON.stringify(await res.clone().json()) : ""}`;
        if (want === "in") {
          if (example) expect(res.status, what).toBe(op.status);
          else {
            expect(res.status, what).toBeLessThan(500);
            expect([401, 403], what).not.toContain(res.status);
          }
          return;
        }
        expect(res.status, what).toBe(want);
        expect((await res.json()).error.code, what).toBe(want === 401 ? "unauthenticated" : "forbidden");
        expect(await written(), `${what}: a refusal changed the database`).toBe(before);
      });
    }
  }
});
