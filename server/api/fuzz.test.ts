// The API attacked as a stranger would, driven by its own OpenAPI document: for every operation,
// requests built from the document's schemas (valid ones, and ones with a hostile value put in a
// field, a field left out, a body that is not JSON, a foreign session or company), with and
// without a customer's session. However bad the request: never a 5xx; every refusal is the API's
// JSON error with a code, naming the bad field when it is a 400; every success is the contract's
// answer (server/api/contract-check.ts); and a refused request changes no row of the database.
//
// FUZZ_SEED (default fixed, so CI is repeatable) and FUZZ_REQUESTS (default 5,000) make a longer
// or different run: FUZZ_SEED=$RANDOM FUZZ_REQUESTS=50000 npx vitest run --project api server/api/fuzz.test.ts
import fc from "fast-check";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSession } from "../auth/sessions";
import { createProviderToken } from "../auth/provider-tokens";
import { companyUsers } from "../db/schema";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../booking/test-support";
import { SOLO, SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { createApi } from "./index";
import { watchWrites } from "./access-walk";
import { openApiDocument } from "./openapi";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
};
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: Schema;
}
interface DocOperation {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: { "application/json"?: { schema: Schema }; "multipart/form-data"?: { schema: Schema } } };
  security?: Record<string, string[]>[];
}

const doc = openApiDocument(createApi()) as unknown as { paths: Record<string, Record<string, DocOperation>>; components: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> } };
const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
const perOperation = Math.ceil(REQUESTS / operations.length);

const deref = <T,>(s: T | { $ref: string }): T => {
  const ref = (s as { $ref?: string }).$ref;
  if (!ref) return s as T;
  const [, , kind, name] = ref.split("/");
  return deref((doc.components as Record<string, Record<string, T>>)[kind!]![name!]!);
};

// ---- hostile values: what broke the API before, and what breaks APIs in general ----
const hostileText = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "x".repeat(5000),
  "\ud800",
  "😀🏳️‍🌈",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "2147483648",
  "99999999999999999999",
  "1e10",
  "-1",
  "0",
  "1.5",
  "NaN",
  "null",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:30:00Z",
  "0050-06-15T10:00:00+01:00",
  "+275760-09-13T00:00:00Z",
  "2026-02-30",
  "2026-13-01",
  "0050-01-01",
  "9999-12-31",
  "ab-1001\u0000",
  "ab-",
  "ab-2147483648",
  "1,2147483648",
  ",,,",
];
const hostileJson: unknown[] = [2147483648, -2147483649, 1e10, -1, 0, 1.5, 1e308, null, true, [], {}, [1, 2], { $gt: "" }, { id: 2147483648 }, [null], ...hostileText];
const hostileValue = fc.constantFrom(...hostileJson);
/** A path segment as a client would encode it; a lone surrogate (which encodeURIComponent refuses) as the bytes a sloppy one would send. */
const segment = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
};
const hostileSegment = fc.oneof(
  fc.constantFrom(...hostileText.filter((t) => t !== "")).map(segment),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "..", "%2e%2e", "a%2Fb", "%C0%80", "-", "1e10", "0x10"),
);
const hostileBody = fc.constantFrom("{oops", "", "null", "[]", "1", '"text"', "{}", '{"a":', "[".repeat(5000) + "]".repeat(5000), `{"x":"${"y".repeat(200_000)}"}`, "\u0000", '{"__proto__":{"admin":true}}');

// ---- values from the document's schemas ----
const DAY = nextWeekday("tuesday");
let known: Record<string, unknown[]> = {};

function fromSchema(schema: Schema, name = "", depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema);
  const plain = schemaArbitrary(s, depth);
  const hints = known[name];
  return hints?.length ? fc.oneof({ arbitrary: plain, weight: 1 }, { arbitrary: fc.constantFrom(...hints), weight: 3 }) : plain;
}

function schemaArbitrary(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => fromSchema(b, "", depth)));
  if (s.allOf) return fc.tuple(...s.allOf.map((b) => fromSchema(b, "", depth))).map((parts) => (parts.every((p) => p && typeof p === "object") ? Object.assign({}, ...parts) : parts[0]));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => schemaArbitrary({ ...s, type }, depth)));
  switch (s.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -(2 ** 31)), max: Math.min(s.maximum ?? 100_000, 2 ** 31) });
    case "number":
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case "string":
      return stringArbitrary(s);
    case "array":
      return fc.array(fromSchema(s.items ?? {}, "", depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    default:
      if (s.properties) return objectArbitrary(s, depth);
      return depth > 1 ? fc.constant({}) : freeForm;
  }
}

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 30, 30);
  if (s.format === "date-time") return fc.date({ min: new Date("2024-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === "email") return fc.emailAddress();
  if (s.pattern && s.pattern !== "^[^\\u0000]*$") {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // a pattern fast-check cannot read: plain text
    }
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: "grapheme" }).filter((v) => !v.includes("\u0000"));
}

/**
 * Free-form JSON (a cart's items keep what the client sends): its texts and keys are sometimes
 * what no column stores (a lone surrogate, NUL).
 */
const freeFormUnit = fc.oneof({ arbitrary: fc.constantFrom("a", "é", " ", "😀"), weight: 8 }, { arbitrary: fc.constantFrom("\ud800", "\udfff", "\u0000"), weight: 1 });
const freeForm = fc.jsonValue({ maxDepth: 2, stringUnit: freeFormUnit });

function objectArbitrary(s: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const shape = Object.fromEntries(Object.entries(props).map(([key, sub]) => [key, fromSchema(sub, key, depth + 1)]));
  const known = fc.record(shape, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<Record<string, unknown>>;
  if (s.additionalProperties === false || s.additionalProperties === undefined) return known;
  // an object that keeps keys of its own: one more, free-form
  return fc.tuple(known, fc.option(fc.tuple(fc.string({ unit: freeFormUnit, maxLength: 4 }), freeForm), { freq: 2 })).map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

/** A valid value with one thing spoilt: a leaf made hostile, a key removed, or an unknown key added. */
function spoilt(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), hostileValue, fc.constantFrom("replace", "delete", "add")).map(([value, pick, bad, how]) => {
    const copy = structuredClone(value);
    const holders: [Record<string, unknown> | unknown[], string | number][] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach((x, i) => (holders.push([v, i]), walk(x)));
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) holders.push([v as Record<string, unknown>, k]), walk(x);
    };
    walk(copy);
    if (holders.length === 0) return bad;
    const [holder, key] = holders[pick % holders.length]!;
    if (how === "delete" && !Array.isArray(holder)) delete (holder as Record<string, unknown>)[key as string];
    else if (how === "add" && !Array.isArray(holder)) (holder as Record<string, unknown>).shoeSize = bad;
    else (holder as Record<string | number, unknown>)[key] = bad;
    return copy;
  });
}

// ---- a whole request ----
interface FuzzRequest {
  method: string;
  url: string;
  body?: string;
  contentType: string | null;
  auth: "customer" | "owner" | "none" | "other company" | "garbage";
  company: string | null;
  lang: string;
}

function requestArbitrary(method: string, path: string, op: DocOperation): fc.Arbitrary<FuzzRequest> {
  const params = (op.parameters ?? []).map((p) => deref<Parameter>(p));
  const inPath = params.filter((p) => p.in === "path");
  const inQuery = params.filter((p) => p.in === "query");
  const pathValues = fc.tuple(
    ...inPath.map((p) =>
      fc.oneof({ arbitrary: fromSchema(p.schema, p.name).map((v) => segment(String(v))), weight: 3 }, { arbitrary: hostileSegment, weight: 1 }),
    ),
  );
  const queryValues = fc.tuple(
    ...inQuery.map((p) =>
      fc.oneof(
        { arbitrary: fromSchema(p.schema, p.name).map(String), weight: 6 },
        { arbitrary: fc.constantFrom(...hostileText), weight: 2 },
        { arbitrary: fc.constant(undefined), weight: p.required ? 1 : 3 },
      ),
    ),
    fc.option(fc.constantFrom(...hostileText), { nil: undefined }),
  );
  // an upload's form is not made from its schema: it gets the hostile bodies, never a 5xx
  const bodySchema = op.requestBody?.content["application/json"]?.schema;
  const body = bodySchema
    ? fc.oneof(
        { arbitrary: fromSchema(bodySchema).map((v) => JSON.stringify(v)), weight: 4 },
        { arbitrary: spoilt(fromSchema(bodySchema)).map((v) => JSON.stringify(v)), weight: 4 },
        { arbitrary: hostileValue.map((v) => JSON.stringify(v)), weight: 1 },
        { arbitrary: hostileBody, weight: 1 },
      )
    : fc.option(hostileBody, { nil: undefined, freq: 6 });
  return fc.record({
    pathValues,
    queryValues,
    body,
    contentType: fc.constantFrom("application/json", "application/json", "application/json", "application/json; charset=utf-8", "text/plain", null),
    // a company user's call mostly as the owner (who may call them all), else as a customer
    auth: op.security?.some((s) => "companyUser" in s) ? fc.constantFrom("owner", "owner", "owner", "customer", "none", "other company", "garbage") : fc.constantFrom("customer", "customer", "customer", "none", "other company", "garbage"),
    company: fc.oneof({ arbitrary: fc.constant(SPA), weight: 12 }, { arbitrary: fc.constantFrom(null, "", "unknown-company", "x".repeat(3000), "' OR 1=1 --", SOLO), weight: 2 }),
    lang: fc.constantFrom("fr", "de", "en", "es", "it", "xx", ""),
  }).map(({ pathValues, queryValues, body, contentType, auth, company, lang }) => {
    let i = 0;
    const filled = path.replace(/\{\w+\}/g, () => pathValues[i++] as string);
    const query = new URLSearchParams();
    inQuery.forEach((p, j) => queryValues[j] !== undefined && query.set(p.name, queryValues[j] as string));
    const extra = queryValues[inQuery.length];
    if (extra !== undefined) query.set("shoeSize", extra as string);
    const search = query.toString();
    return { method, url: `/api${filled}${search ? `?${search}` : ""}`, body: method === "GET" ? undefined : body, contentType, auth, company, lang };
  });
}

// ---- the database: the rows written to each table, to see that a refusal changed nothing ----
// Rate limits count every try by design.
const COUNT_REFUSALS = new Set(["rate_counters", "one_time_codes"]);
let fingerprint: () => Promise<string> = async () => "";

const server = useTestServer();
let tokens: { renew: () => Promise<void>; customer: string; owner: string; other: string };
/** The database as it stands after the last request (a success may change it, a refusal may not). */
let standing = "";
const statuses = new Map<number, number>();
let sent = 0;

beforeAll(async () => {
  const db = server.database.db;
  const me = await signedInCustomer(db, SPA, { email: "fuzz@example.test" });
  const stranger = await signedInCustomer(db, SOLO);
  const spa = await companyId(db, SPA);
  const [owner] = await db.select().from(companyUsers).where(and(eq(companyUsers.companyId, spa), eq(companyUsers.role, "owner")));
  // A fresh session after each success: a sign-out or a password change must not spoil the next requests.
  tokens = {
    customer: me.token,
    owner: await createProviderToken({ db, companyId: spa }, owner!.id, new Date()),
    other: stranger.token,
    async renew() {
      this.customer = await createSession({ db, companyId: spa }, me.customer.id, new Date());
      this.owner = await createProviderToken({ db, companyId: spa }, owner!.id, new Date());
    },
  };
  const massage = await serviceId(db, SPA, "massage-californien");
  const cart = await server.api("/api/carts-tracking", {
    method: "POST",
    headers: { "content-type": "application/json", ...me.auth },
    body: JSON.stringify({ type: "booking", shopId: "ab-1001", items: [{ id: massage }], customer: me.customer.id }),
  });
  const cartId = (await cart.json()).data as number;
  const booked = await server.api("/api/appointments", {
    method: "POST",
    headers: { "content-type": "application/json", ...me.auth },
    body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [massage], start: wallTime(DAY, "10:00").toISOString() } }),
  });
  const orderId = (await booked.json()).order.id as number;
  const rowsOf = async (q: ReturnType<typeof sql>) => {
    const r = (await db.execute(q)) as unknown as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
    return Array.isArray(r) ? r : r.rows;
  };
  const slugsOf = async (table: string) => (await rowsOf(sql`select slug from ${sql.identifier(table)} where company_id = ${spa} limit 3`)).map((r) => r.slug);
  const articleIds = (await rowsOf(sql`select id from articles where company_id = ${spa} limit 3`)).map((r) => r.id);
  known = {
    slug: [...(await slugsOf("shops")), ...(await slugsOf("categories")), ...(await slugsOf("articles"))],
    id: [...articleIds, orderId, cartId],
    shopid: ["ab-1001", "ab-1002"],
    shopId: ["ab-1001", "ab-1002", null],
    serviceid: [String(massage), `${massage},${articleIds[0]}`],
    servicesId: [String(massage)],
    services: [[massage]],
    start: [DAY, wallTime(DAY, "10:00").toISOString(), wallTime(DAY, "11:30").toISOString()],
    end: [DAY],
    date: [DAY],
    customerId: [me.customer.id, String(me.customer.id)],
    customer: [me.customer.id],
    orderId: [String(orderId)],
    cartId: [cartId],
    host: ["localhost", "solo.localhost"],
    email: ["fuzz@example.test", "someone@example.test"],
    type: ["booking", "products"],
  };
  fingerprint = await watchWrites(db, COUNT_REFUSALS);
  standing = await fingerprint();
});

afterAll(() => {
  // What the run did, for whoever reads the log: how many requests, and the statuses they got.
  console.info(`fuzz: ${sent} requests (seed ${SEED}), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
});

async function send(req: FuzzRequest) {
  const headers = new Headers();
  if (req.contentType && req.body !== undefined) headers.set("content-type", req.contentType);
  if (req.auth === "customer") headers.set("authorization", `Bearer ${tokens.customer}`);
  if (req.auth === "owner") headers.set("authorization", `Bearer ${tokens.owner}`);
  if (req.auth === "other company") headers.set("authorization", `Bearer ${tokens.other}`);
  if (req.auth === "garbage") headers.set("authorization", "Bearer 2147483648' OR 1=1 --");
  sent += 1;
  const res = await server.api(req.url, { method: req.method, headers, body: req.body, company: req.company, lang: req.lang || undefined });
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const what = `${req.method} ${req.url.slice(0, 300)} (${req.auth}, company ${String(req.company).slice(0, 20)}) body ${String(req.body).slice(0, 300)} → ${res.status}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
    const { error } = await res.json();
    expect(typeof error?.code, what).toBe("string");
    expect(typeof error?.message, what).toBe("string");
    if (res.status === 400 && !["invalid_json", "unsupported_media_type"].includes(error.code)) expect(Object.keys(error.fields ?? {}).length, `${what}: ${JSON.stringify(error)}`).toBeGreaterThan(0);
    const after = await fingerprint();
    const changed = after.split(" ").filter((t) => !standing.split(" ").includes(t));
    standing = after;
    expect(changed, `${what}: a refused request changed the database`).toEqual([]);
  } else {
    if (req.method !== "GET") await tokens.renew();
    standing = await fingerprint();
  }
}

describe("the API under fuzzing, driven by its OpenAPI document", () => {
  // Each operation starts from the database as it is, whatever the one before did.
  beforeEach(async () => {
    standing = await fingerprint();
  });

  it("is the document the API serves", async () => {
    expect(await (await server.api("/api/openapi.json", { company: null })).json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  for (const [index, { method, path, op }] of operations.entries()) {
    it(`${method} ${path}: no 5xx, refusals in JSON naming the field, nothing written by a refusal`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(method, path, op), (req) => send(req)),
        { seed: SEED + index, numRuns: perOperation },
      );
    }, 600_000);
  }

  it(`sent at least ${REQUESTS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
  });
});
