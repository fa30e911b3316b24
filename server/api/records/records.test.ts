// A customer's records through the API: record types, files and items checked against their
// type (400 naming the field), another business's record 404 with nothing in the answer, staff
// only for the customers booked with them (decision 292: not a colleague's at the same shop), the customer reading public fields only, and the access log
// written on every read and write (decisions 280, 281).
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, shopId, signedInCustomer } from "../../booking/test-support";
import { appointments, bookingOrders, customers, employees, recordAccessLog, recordItems } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser, practitioner } from "../provider-test-support";

const server = useTestServer();
let manager: Awaited<ReturnType<typeof companyUser>>;
let staffParis: Awaited<ReturnType<typeof companyUser>>;
let staffLyon: Awaited<ReturnType<typeof companyUser>>;
let staffColleague: Awaited<ReturnType<typeof companyUser>>;
let soloOwner: Awaited<ReturnType<typeof companyUser>>;
let client: Awaited<ReturnType<typeof signedInCustomer>>;
let spa: number;
let typeId: number;
let dossierId: number;

const FIELDS = [
  { key: "skin_type", label: "Type de peau", kind: "choice", choices: ["sèche", "grasse", "mixte"], required: true, public: true },
  { key: "patch_test_date", label: "Test cutané", kind: "date", required: false, public: true },
  { key: "allergies", label: "Allergies", kind: "text", required: false, public: false },
  { key: "pregnant", label: "Enceinte", kind: "yesno", required: false, public: false },
];

const logLines = async (customerId: number) => server.database.db.select().from(recordAccessLog).where(and(eq(recordAccessLog.companyId, spa), eq(recordAccessLog.customerId, customerId)));

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, SPA);
  const paris = await shopId(db, SPA, "ab-1001");
  manager = await companyUser(server, SPA, "manager");
  // the practitioner the customer is booked with (Camille), and a colleague at the same shop
  staffParis = await practitioner(server, SPA, [paris], await employeeId(db, SPA, "Camille"));
  staffColleague = await practitioner(server, SPA, [paris], (await db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, spa), eq(employees.shopId, paris), ne(employees.displayName, "Camille"))).limit(1))[0]!.id);
  staffLyon = await companyUser(server, SPA, "staff", [await shopId(db, SPA, "ab-1002")]);
  soloOwner = await companyUser(server, SOLO, "owner");
  client = await signedInCustomer(db, SPA, { email: "records-client@example.test", firstname: "Chloé" });
  const [order] = await db.insert(bookingOrders).values({ companyId: spa, customerId: client.customer.id, shopId: paris, amount: 7900, status: "confirmed" }).returning();
  const start = new Date("2024-03-05T10:00:00Z");
  await db.insert(appointments).values({ companyId: spa, orderId: order!.id, customerId: client.customer.id, shopId: paris, articleId: await serviceId(db, SPA, "massage-californien"), employeeId: await employeeId(db, SPA, "Camille"), startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 });
});

describe("record types", () => {
  it("are defined by a manager, a choice without answers refused naming the field", async () => {
    const bad = await asUser(server, manager, "POST", "/api/collections/schemas", { type: "peau", name: "Peau", fields: [{ key: "skin", label: "Peau", kind: "choice" }] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ "fields.0.choices": "a choice needs at least one answer" });
    const res = await asUser(server, manager, "POST", "/api/collections/schemas", { type: "fiche-peau", name: "Fiche peau", fields: FIELDS });
    expect(res.status).toBe(201);
    typeId = (await res.json()).collection.id;
    expect((await asUser(server, manager, "POST", "/api/collections/schemas", { type: "fiche-peau", name: "Autre", fields: FIELDS })).status).toBe(409);
  });

  it("are refused to staff to define (403), and read by staff", async () => {
    expect((await asUser(server, staffParis, "POST", "/api/collections/schemas", { type: "x", name: "X", fields: FIELDS })).status).toBe(403);
    const list = await (await asUser(server, staffParis, "GET", "/api/collections/schemas")).json();
    expect(list.collections.find((c: { id: number }) => c.id === typeId).fields).toHaveLength(4);
  });

  it("show a customer their public fields only", async () => {
    const res = await server.api("/api/collections/schemas/public", { headers: client.auth });
    const mine = (await res.json()).collections.find((c: { id: number }) => c.id === typeId);
    expect(mine.fields.map((f: { key: string }) => f.key)).toEqual(["skin_type", "patch_test_date"]);
  });
});

describe("files and items", () => {
  it("opens a file for a customer the staff member serves, and logs the write", async () => {
    const res = await asUser(server, staffParis, "POST", "/api/dossiers", { customerId: client.customer.id, type: "dermopigmentation", title: "Sourcils 2031", notes: "Peau réactive" });
    expect(res.status).toBe(201);
    dossierId = (await res.json()).dossier.id;
    const line = (await logLines(client.customer.id)).find((l) => l.action === "create" && l.record === "dossier");
    expect(line).toMatchObject({ actorKind: "company_user", actorId: staffParis.user.id, recordId: String(dossierId) });
  });

  it("refuses an item that breaks its type, naming the field, and keeps nothing", async () => {
    const db = server.database.db;
    const before = (await db.select().from(recordItems)).length;
    const logged = (await logLines(client.customer.id)).length;
    for (const [values, fields] of [
      [{ skin_type: "huileuse" }, { "values.skin_type": "must be one of: sèche, grasse, mixte" }],
      [{ patch_test_date: "2031-02-30", skin_type: "sèche" }, { "values.patch_test_date": "must be a day YYYY-MM-DD" }],
      [{ allergies: "latex" }, { "values.skin_type": "is required" }],
      [{ skin_type: "sèche", colour: "brun" }, { "values.colour": "is not a field of this record type" }],
      [{ skin_type: "sèche", pregnant: "non" }, { "values.pregnant": "must be yes or no (true or false)" }],
    ] as const) {
      const res = await asUser(server, manager, "POST", "/api/items", { dossierId, collectionId: typeId, values });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual(fields);
    }
    expect((await db.select().from(recordItems)).length).toBe(before);
    expect((await logLines(client.customer.id)).length).toBe(logged);
  });

  it("keeps a valid item, reads it back in its file, and logs each read", async () => {
    const res = await asUser(server, manager, "POST", "/api/items", { dossierId, collectionId: typeId, values: { skin_type: "mixte", patch_test_date: "2031-01-15", allergies: " latex ", pregnant: false } });
    expect(res.status).toBe(201);
    const item = (await res.json()).item;
    expect(item.values).toEqual({ skin_type: "mixte", patch_test_date: "2031-01-15", allergies: "latex", pregnant: false });
    // the log's time is the request's (the clock's), not the system's
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    server.setNow(at);
    const file = await (await asUser(server, staffParis, "GET", `/api/dossiers/${dossierId}`)).json();
    server.setNow(null);
    expect(file.dossier.items.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const reads = (await logLines(client.customer.id)).filter((l) => l.action === "read" && l.actorId === staffParis.user.id);
    expect(reads.map((l) => [l.record, l.recordId, l.at.toISOString()]).sort()).toEqual(
      [
        ["dossier", String(dossierId), at.toISOString()],
        ["item", String(item.id), at.toISOString()],
      ].sort(),
    );
    const byType = await (await asUser(server, manager, "GET", `/api/items/type/fiche-peau?customerId=${client.customer.id}`)).json();
    expect(byType.items.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const filed = await (await asUser(server, manager, "GET", "/api/dossiers?type=dermopigmentation")).json();
    expect(filed.dossiers.map((d: { id: number }) => d.id)).toContain(dossierId);
    const updated = await asUser(server, manager, "PUT", `/api/items/${item.id}`, { values: { skin_type: "grasse" } });
    expect((await updated.json()).item.values).toEqual({ skin_type: "grasse" });
  });

  it("is no one's to another business, to staff of another shop, or to a colleague the customer is not booked with: 404, nothing returned", async () => {
    for (const who of [soloOwner, staffLyon, staffColleague]) {
      for (const path of [`/api/dossiers/${dossierId}`, `/api/dossiers?customerId=${client.customer.id}`, `/api/items/type/fiche-peau?customerId=${client.customer.id}`]) {
        const res = await asUser(server, who, "GET", path);
        expect(res.status, `${path}`).toBe(404);
        const body = await res.json();
        expect(Object.keys(body)).toEqual(["error"]);
        expect(JSON.stringify(body)).not.toContain("Sourcils");
      }
      expect((await asUser(server, who, "PUT", `/api/dossiers/${dossierId}`, { type: "x", title: "pris", notes: "" })).status).toBe(404);
    }
    // staff of Lyon list files: the customer's is not among them
    const list = await (await asUser(server, staffLyon, "GET", "/api/dossiers?type=dermopigmentation")).json();
    expect(list.dossiers.map((d: { id: number }) => d.id)).not.toContain(dossierId);
    // nor a colleague at Paris the customer is not booked with, while Camille, who is, lists it
    const colleague = await (await asUser(server, staffColleague, "GET", "/api/dossiers?type=dermopigmentation")).json();
    expect(colleague.dossiers.map((d: { id: number }) => d.id)).not.toContain(dossierId);
    const camille = await (await asUser(server, staffParis, "GET", "/api/dossiers?type=dermopigmentation")).json();
    expect(camille.dossiers.map((d: { id: number }) => d.id)).toContain(dossierId);
  });

  it("shows the owner and managers who read and wrote the customer's records, newest first; staff 403, another business 404", async () => {
    const res = await asUser(server, manager, "GET", `/api/records/access-log/${client.customer.id}`);
    expect(res.status).toBe(200);
    const { entries } = await res.json();
    const lines = await logLines(client.customer.id);
    expect(entries).toHaveLength(lines.length);
    expect(entries[0]).toMatchObject({ actorKind: "company_user", action: expect.any(String), record: expect.any(String) });
    expect(entries.map((e: { recordId: string; action: string }) => `${e.action} ${e.recordId}`)).toContain(`create ${dossierId}`);
    expect(entries.some((e: { actorLabel: string }) => e.actorLabel === staffParis.user.email)).toBe(true);
    // newest first: the last line written comes first
    const last = lines.reduce((a, b) => (b.id > a.id ? b : a));
    expect(entries[0]).toMatchObject({ action: last.action, recordId: last.recordId, at: last.at.toISOString() });
    expect((await asUser(server, staffParis, "GET", `/api/records/access-log/${client.customer.id}`)).status).toBe(403);
    expect((await asUser(server, soloOwner, "GET", `/api/records/access-log/${client.customer.id}`)).status).toBe(404);
  });

  it("gives the customer their files with the public fields only, and logs the reading as theirs", async () => {
    const res = await server.api("/api/records/mine", { headers: client.auth });
    expect(res.status).toBe(200);
    const { records } = await res.json();
    expect(records.dossiers).toHaveLength(1);
    expect(records.dossiers[0]).not.toHaveProperty("notes");
    expect(records.dossiers[0].items[0].values).toEqual({ skin_type: "grasse" });
    expect(JSON.stringify(records)).not.toMatch(/latex|Peau réactive|allergies/);
    const own = (await logLines(client.customer.id)).filter((l) => l.actorKind === "customer");
    expect(own.map((l) => l.record).sort()).toEqual(["dossier", "item"]);
    expect(own.every((l) => l.actorId === client.customer.id && l.action === "read")).toBe(true);
  });

  it("is refused to a customer signed out (401) and a type with items stays (409)", async () => {
    expect((await server.api("/api/records/mine")).status).toBe(401);
    expect((await asUser(server, manager, "DELETE", `/api/collections/schemas/${typeId}`)).status).toBe(409);
    const db = server.database.db;
    expect((await db.select().from(customers).where(eq(customers.id, client.customer.id))).length).toBe(1);
  });
});
