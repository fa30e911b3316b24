// Treatment records with their pigments and needles through the API: what they link must be the
// business's (the customer's own appointment), the batch recall finds whom a batch touched and
// nothing of another business, every read and write is logged, and the customer downloads all
// their records, JSON or PDF, without the team's notes (decisions 280, 281).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, shopId, signedInCustomer } from "../../booking/test-support";
import { appointments, bookingOrders, recordAccessLog } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser, practitioner } from "../provider-test-support";

const server = useTestServer();
let manager: Awaited<ReturnType<typeof companyUser>>;
let staff: Awaited<ReturnType<typeof companyUser>>;
let soloOwner: Awaited<ReturnType<typeof companyUser>>;
let chloe: Awaited<ReturnType<typeof signedInCustomer>>;
let other: Awaited<ReturnType<typeof signedInCustomer>>;
let spa: number;
let camille: number;
let chloeAppointment: number;
let otherAppointment: number;
const ids: Record<string, number> = {};

async function appointmentFor(customerId: number, paris: number, day: number) {
  const db = server.database.db;
  const [order] = await db.insert(bookingOrders).values({ companyId: spa, customerId, shopId: paris, amount: 7900, status: "confirmed" }).returning();
  const start = new Date(Date.UTC(2024, 2, day, 10));
  const [a] = await db.insert(appointments).values({ companyId: spa, orderId: order!.id, customerId, shopId: paris, articleId: await serviceId(db, SPA, "massage-californien"), employeeId: camille, startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 }).returning();
  return a!.id;
}

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, SPA);
  const paris = await shopId(db, SPA, "ab-1001");
  camille = await employeeId(db, SPA, "Camille");
  manager = await companyUser(server, SPA, "manager");
  staff = await practitioner(server, SPA, [paris], camille);
  soloOwner = await companyUser(server, SOLO, "owner");
  chloe = await signedInCustomer(db, SPA, { email: "prestation-chloe@example.test", firstname: "Chloé" });
  other = await signedInCustomer(db, SPA, { email: "prestation-other@example.test", firstname: "Léa" });
  chloeAppointment = await appointmentFor(chloe.customer.id, paris, 5);
  otherAppointment = await appointmentFor(other.customer.id, paris, 6);
});

describe("pigments and needles", () => {
  it("are kept by a manager (staff may read them, not write them)", async () => {
    const pigment = await asUser(server, manager, "POST", "/api/pigments", { brand: "PhiBrows", colour: "Brun moka", batch: "LOT-42A", expiresOn: "2032-06-30" });
    expect(pigment.status).toBe(201);
    ids.pigment = (await pigment.json()).pigment.id;
    ids.pigment2 = (await (await asUser(server, manager, "POST", "/api/pigments", { brand: "PhiBrows", colour: "Noir", batch: "LOT-77", expiresOn: "2032-01-31" })).json()).pigment.id;
    const needle = await asUser(server, manager, "POST", "/api/needles", { type: "Microblading 18U", batch: "N-2031-9" });
    ids.needle = (await needle.json()).needle.id;
    expect((await asUser(server, staff, "POST", "/api/needles", { type: "x", batch: "y" })).status).toBe(403);
    const list = await (await asUser(server, staff, "GET", "/api/pigments")).json();
    // the spa's demo pigments are listed too (LP-, PB-): these two are the test's
    expect(list.pigments.map((p: { batch: string }) => p.batch).filter((b: string) => b.startsWith("LOT-"))).toEqual(["LOT-42A", "LOT-77"]);
    const bad = await asUser(server, manager, "POST", "/api/pigments", { brand: "X", colour: "Y", batch: "", expiresOn: "2032-02-30" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["batch", "expiresOn"]);
    // another business has a pigment of the same batch number
    await asUser(server, soloOwner, "POST", "/api/pigments", { brand: "Autre", colour: "Brun", batch: "lot-42a", expiresOn: "2032-06-30" });
  });
});

describe("treatment records", () => {
  it("link the customer's own appointment, the practitioner, the pigments and needles, and log the write", async () => {
    const wrong = await asUser(server, staff, "POST", "/api/prestations", { customerId: chloe.customer.id, appointmentId: otherAppointment, employeeId: camille, performedAt: "2024-03-05T10:00:00Z", pigmentIds: [ids.pigment] });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.fields).toEqual({ appointmentId: "unknown" });
    const res = await asUser(server, staff, "POST", "/api/prestations", { customerId: chloe.customer.id, appointmentId: chloeAppointment, employeeId: camille, performedAt: "2024-03-05T10:00:00Z", notes: "Retouche à 6 semaines", pigmentIds: [ids.pigment], needleIds: [ids.needle] });
    expect(res.status).toBe(201);
    const { prestation } = await res.json();
    ids.prestation = prestation.id;
    expect(prestation).toMatchObject({ appointmentId: chloeAppointment, practitioner: { id: camille, displayName: "Camille" }, pigments: [{ batch: "LOT-42A" }], needles: [{ batch: "N-2031-9" }] });
    await asUser(server, manager, "POST", "/api/prestations", { customerId: other.customer.id, appointmentId: otherAppointment, employeeId: camille, performedAt: "2024-03-06T10:00:00Z", pigmentIds: [ids.pigment2] });
    const lines = await server.database.db.select().from(recordAccessLog).where(and(eq(recordAccessLog.companyId, spa), eq(recordAccessLog.record, "prestation"), eq(recordAccessLog.recordId, String(prestation.id))));
    expect(lines.map((l) => [l.action, l.actorId])).toEqual([["create", staff.user.id]]);
  });

  it("are 404 to another business, nothing returned", async () => {
    for (const path of [`/api/prestations/${ids.prestation}`, `/api/prestations?customerId=${chloe.customer.id}`]) {
      const res = await asUser(server, soloOwner, "GET", path);
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toMatch(/LOT-42A|Retouche/);
    }
    expect((await asUser(server, soloOwner, "DELETE", `/api/prestations/${ids.prestation}`)).status).toBe(404);
  });

  it("keep a used pigment (409)", async () => {
    expect((await asUser(server, manager, "DELETE", `/api/pigments/${ids.pigment}`)).status).toBe(409);
  });
});

describe("the batch recall", () => {
  it("finds the customers a batch touched (any case), none of another business, and logs each record read", async () => {
    const res = await asUser(server, manager, "GET", "/api/prestations/recall?batch=lot-42a");
    expect(res.status).toBe(200);
    const { recall } = await res.json();
    expect(recall).toEqual([
      { customer: { id: chloe.customer.id, firstname: "Chloé", lastname: "Martin", email: "prestation-chloe@example.test", phone: null }, prestationId: ids.prestation, performedAt: "2024-03-05T10:00:00.000Z", product: { kind: "pigment", id: ids.pigment, label: "PhiBrows — Brun moka", batch: "LOT-42A" } },
    ]);
    const needle = await (await asUser(server, manager, "GET", "/api/prestations/recall?batch=N-2031-9")).json();
    expect(needle.recall.map((r: { customer: { id: number }; product: { kind: string } }) => [r.customer.id, r.product.kind])).toEqual([[chloe.customer.id, "needle"]]);
    expect((await (await asUser(server, soloOwner, "GET", "/api/prestations/recall?batch=LOT-42A")).json()).recall).toEqual([]);
    expect((await asUser(server, staff, "GET", "/api/prestations/recall?batch=LOT-42A")).status).toBe(403);
    const reads = await server.database.db.select().from(recordAccessLog).where(and(eq(recordAccessLog.companyId, spa), eq(recordAccessLog.action, "read"), eq(recordAccessLog.actorId, manager.user.id)));
    expect(reads.filter((l) => l.recordId === String(ids.prestation)).length).toBe(2);
  });
});

describe("the customer's download", () => {
  it("is JSON with their treatment records but not the team's notes, logged as an export", async () => {
    const res = await server.api("/api/records/mine/export?format=json", { headers: chloe.auth });
    expect(res.status).toBe(200);
    const file = await res.json();
    expect(file.contentType).toBe("application/json");
    const body = JSON.parse(Buffer.from(file.content, "base64").toString("utf8"));
    expect(body.customer.email).toBe("prestation-chloe@example.test");
    expect(body.prestations.map((p: { id: number }) => p.id)).toEqual([ids.prestation]);
    expect(body.prestations[0].pigments[0].batch).toBe("LOT-42A");
    expect(JSON.stringify(body)).not.toContain("Retouche");
    const exported = await server.database.db.select().from(recordAccessLog).where(and(eq(recordAccessLog.companyId, spa), eq(recordAccessLog.customerId, chloe.customer.id), eq(recordAccessLog.action, "export")));
    expect(exported.map((l) => [l.actorKind, l.record]).sort()).toEqual([["customer", "prestation"], ["customer", "records_export"]]);
  });

  it("is a PDF in the customer's language", async () => {
    const res = await server.api("/api/records/mine/export?format=pdf", { headers: chloe.auth, lang: "en" });
    const file = await res.json();
    expect(file.contentType).toBe("application/pdf");
    expect(Buffer.from(file.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect((await server.api("/api/records/mine/export?format=doc", { headers: chloe.auth })).status).toBe(400);
  });
});
