// Consent forms (decision 283): the business writes a template and attaches it to a service; a
// customer who books that service fills and signs it (answers checked against the template, the
// signature, the time, the address and the template's version kept); a signed form never changes
// (a correction is a new revision); another customer or business gets nothing, staff the booking
// is not with nothing either, the practitioner it is with reads it; the agenda shows its state. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nextWeekday, serviceId, shopId, signedInCustomer, wallTime } from "../../booking/test-support";
import { appointments, articles, companies, consentForms } from "../../db/schema";
import { recordAccessTrail } from "../../records/access-log";
import { SOLO } from "../../testing";
import { ownBusiness } from "../../test-business";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser, practitioner } from "../provider-test-support";

const server = useTestServer();
const db = () => server.database.db;
const NOW = new Date("2031-03-03T09:00:00Z");

let biz: string;
let owner: { token: string; company: string };
let glow: number;
let paris: number;
let lyon: number;
/** the glow facial's form, written by the first test */
let tplId: number;

const question = (key: string, kind: string, required: boolean, more: object = {}) => ({ key, kind, required, label: { fr: `Question ${key}`, en: `Question ${key}` }, ...more });
const template = (serviceIds: number[]) => ({
  title: { fr: "Consentement soin éclat", en: "Glow facial consent" },
  intro: { fr: "Merci de répondre avant votre visite." },
  questions: [
    question("enceinte", "yesno", true),
    question("peau", "choice", true, { choices: [{ value: "seche", label: { fr: "Sèche" } }, { value: "grasse", label: { fr: "Grasse" } }] }),
    question("allergies", "text", false),
    question("dernier-soin", "date", false),
  ],
  serviceIds,
});
const customerCall = (who: { token: string }, method: string, path: string, body?: unknown, company = biz) =>
  server.api(path, { method, company, headers: { authorization: `Bearer ${who.token}`, "content-type": "application/json", "x-forwarded-for": "198.51.100.20" }, body: body === undefined ? undefined : JSON.stringify(body) });
const formsCount = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(consentForms))[0]!.n);
const signed = (templateId: number, answers: Record<string, unknown>, signature: unknown = { kind: "typed", name: "Alice Martin", confirmed: true }) => ({ templateId, answers, signature });

let week = 0;
/** A booking of the glow facial at 14:00 on a Thursday of its own, so no two tests take one time. */
async function book(who: { auth: Record<string, string> }, service = glow) {
  const start = wallTime(nextWeekday("thursday", 14 + 7 * week++, NOW), "14:00");
  const res = await server.api("/api/appointments", { method: "POST", company: biz, headers: { ...who.auth, "content-type": "application/json" }, body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [service], start: start.toISOString() } }) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).order.id as number;
}

beforeAll(async () => {
  server.setNow(NOW);
  biz = await ownBusiness(db());
  owner = await companyUser(server, biz, "owner");
  glow = await serviceId(db(), biz, "soin-eclat-hydratant");
  paris = await shopId(db(), biz, "ab-1001");
  lyon = await shopId(db(), biz, "ab-1002");
});

describe("consent forms", () => {
  it("template → booking → signed form → immutable, a correction being a new revision", async () => {
    let res = await asUser(server, owner, "POST", "/api/consentements", template([glow]));
    expect(res.status).toBe(201);
    const { consentement } = await res.json();
    expect(consentement).toMatchObject({ version: 1, serviceIds: [glow], signed: 0 });
    tplId = consentement.id;

    const alice = await signedInCustomer(db(), biz, { now: NOW });
    const orderId = await book(alice);
    // the order says a form is to sign; the form asks its questions in the customer's language
    res = await customerCall(alice, "GET", `/api/booking-orders/${orderId}`);
    expect((await res.json()).order.consents).toEqual([{ templateId: consentement.id, title: "Consentement soin éclat", state: "to_sign", formId: null }]);
    res = await server.api(`/api/consentements/orders/${orderId}`, { company: biz, lang: "en", headers: alice.auth });
    const [due] = (await res.json()).consents;
    expect(due).toMatchObject({ templateId: consentement.id, version: 1, title: "Glow facial consent", state: "to_sign", form: null });
    expect(due.questions.map((q: { key: string }) => q.key)).toEqual(["enceinte", "peau", "allergies", "dernier-soin"]);

    // a drawn signature, the time of the server's clock, the address, the template's version
    const path = "M10 20 L40 60.5 L90 30";
    res = await customerCall(alice, "POST", `/api/consentements/orders/${orderId}`, signed(consentement.id, { enceinte: false, peau: "seche", allergies: " pollen " }, { kind: "drawn", path }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { form } = await res.json();
    expect(form).toMatchObject({ orderId, revision: 1, templateVersion: 1, answers: { enceinte: false, peau: "seche", allergies: "pollen" }, signature: { kind: "drawn", path }, signedAt: NOW.toISOString() });
    expect(form.ip).toMatch(/198\.51\.100\.20|203\.0\.113|127\.0\.0\.1|unknown/);
    res = await customerCall(alice, "GET", `/api/booking-orders/${orderId}`);
    expect((await res.json()).order.consents[0]).toMatchObject({ state: "signed", formId: form.id });
    // the agenda's booking says it too, with the form to print
    res = await asUser(server, owner, "GET", `/api/agenda/bookings/${orderId}`);
    expect((await res.json()).booking.consents).toEqual([{ templateId: consentement.id, title: "Consentement soin éclat", state: "signed", formId: form.id }]);

    // a PUT on a signed form is refused and changes nothing
    const before = (await db().select().from(consentForms).where(eq(consentForms.id, form.id)))[0];
    res = await customerCall(alice, "PUT", `/api/consentements/forms/${form.id}`, signed(consentement.id, { enceinte: true, peau: "grasse" }));
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("form_signed");
    expect((await db().select().from(consentForms).where(eq(consentForms.id, form.id)))[0]).toEqual(before);

    // the template changes (version 2): the signed form keeps what it answered; a correction is revision 2
    res = await asUser(server, owner, "PUT", `/api/consentements/${consentement.id}`, { ...template([glow]), title: { fr: "Consentement v2" } });
    expect((await res.json()).consentement).toMatchObject({ version: 2, signed: 1 });
    res = await customerCall(alice, "POST", `/api/consentements/orders/${orderId}`, signed(consentement.id, { enceinte: true, peau: "grasse" }));
    expect(res.status).toBe(201);
    expect((await res.json()).form).toMatchObject({ revision: 2, templateVersion: 2, title: "Consentement v2", signature: { kind: "typed", name: "Alice Martin" } });
    expect((await db().select().from(consentForms).where(eq(consentForms.id, form.id)))[0]).toEqual(before);

    // the owner reads both revisions and prints one; the customer prints theirs
    res = await asUser(server, owner, "GET", `/api/consentements/signed?orderId=${orderId}`);
    expect((await res.json()).forms.map((f: { revision: number }) => f.revision).sort()).toEqual([1, 2]);
    for (const r of [await asUser(server, owner, "GET", `/api/consentements/signed/${form.id}/pdf`), await customerCall(alice, "GET", `/api/consentements/forms/${form.id}/pdf`)]) {
      expect(r.status).toBe(200);
      const file = await r.json();
      expect(Buffer.from(file.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    }
    // every read and write of the signed forms is in the records' access log: who, what, when
    const trail = await recordAccessTrail({ db: db(), companyId: alice.customer.companyId }, alice.customer.id);
    const lines = trail.map((l) => `${l.actorKind} ${l.action} ${l.record} ${l.recordId}`);
    expect(lines).toContain(`customer create consent ${form.id}`);
    expect(lines).toContain(`company_user read consent ${form.id}`);
    expect(lines).toContain(`customer read consent ${form.id}`);
    expect(trail.every((l) => l.at.getTime() === NOW.getTime())).toBe(true);
    // a refused change wrote no line
    expect(lines.filter((l) => l.startsWith("customer update"))).toEqual([]);
    // a template customers signed is kept
    res = await asUser(server, owner, "DELETE", `/api/consentements/${consentement.id}`);
    expect(res.status).toBe(409);
  });

  it("a missing required answer, a wrong one or a signature without its tick is refused naming the field, and nothing is stored", async () => {
    const tpl = { id: tplId };
    const alice = await signedInCustomer(db(), biz, { now: NOW });
    const orderId = await book(alice);
    const before = await formsCount();
    for (const [body, field] of [
      [signed(tpl!.id, { peau: "seche" }), "answers.enceinte"],
      [signed(tpl!.id, { enceinte: true, peau: "normale" }), "answers.peau"],
      [signed(tpl!.id, { enceinte: "oui", peau: "seche" }), "answers.enceinte"],
      [signed(tpl!.id, { enceinte: true, peau: "seche", "dernier-soin": "2031-02-30" }), "answers.dernier-soin"],
      [signed(tpl!.id, { enceinte: true, peau: "seche" }, { kind: "typed", name: "Alice Martin" }), "signature.confirmed"],
      [signed(tpl!.id, { enceinte: true, peau: "seche" }, { kind: "drawn", path: "M10 10" }), "signature.path"],
      [signed(tpl!.id, { enceinte: true, peau: "seche" }, { kind: "drawn", path: "<script>" }), "signature.path"],
    ] as const) {
      const res = await customerCall(alice, "POST", `/api/consentements/orders/${orderId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    // a template's own faults name their field too
    let res = await asUser(server, owner, "POST", "/api/consentements", { ...template([]), questions: [question("peau", "choice", true, { choices: [{ value: "a", label: { fr: "A" } }] })] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(["questions.0.choices"]);
    res = await asUser(server, owner, "POST", "/api/consentements", { ...template([]), title: { en: "No French" } });
    expect((await res.json()).error.fields).toHaveProperty(["title.fr"]);
    expect(await formsCount()).toBe(before);
  });

  it("another customer's or another business's form is not found, nor to staff the booking is not with; its practitioner reads it; nothing else is returned", async () => {
    const tpl = { id: tplId };
    const alice = await signedInCustomer(db(), biz, { now: NOW });
    const bob = await signedInCustomer(db(), biz, { now: NOW });
    const orderId = await book(alice);
    const res0 = await customerCall(alice, "POST", `/api/consentements/orders/${orderId}`, signed(tpl!.id, { enceinte: false, peau: "seche", allergies: "arachide" }));
    const form = (await res0.json()).form;
    const before = await formsCount();
    for (const [method, path, body] of [
      ["GET", `/api/consentements/orders/${orderId}`, undefined],
      ["POST", `/api/consentements/orders/${orderId}`, signed(tpl!.id, { enceinte: true, peau: "seche" })],
      ["PUT", `/api/consentements/forms/${form.id}`, signed(tpl!.id, { enceinte: true, peau: "seche" })],
      ["GET", `/api/consentements/forms/${form.id}/pdf`, undefined],
    ] as const) {
      const res = await customerCall(bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).not.toContain("arachide");
    }
    // the other business: its customer and its owner, at their own company
    const soloCustomer = await signedInCustomer(db(), SOLO, { now: NOW });
    const soloOwner = await companyUser(server, SOLO, "owner");
    expect((await customerCall(soloCustomer, "GET", `/api/consentements/forms/${form.id}/pdf`, undefined, SOLO)).status).toBe(404);
    expect((await asUser(server, soloOwner, "GET", `/api/consentements/signed?orderId=${orderId}`)).status).toBe(404);
    expect((await asUser(server, soloOwner, "GET", `/api/consentements/signed/${form.id}/pdf`)).status).toBe(404);
    expect((await asUser(server, soloOwner, "GET", `/api/consentements/${tpl!.id}`)).status).toBe(404);
    // a staff member the booking is not with, and a manager of another shop, read none of it
    const staff = await companyUser(server, biz, "staff", [paris]);
    const lyonManager = await companyUser(server, biz, "manager", [lyon]);
    const parisManager = await companyUser(server, biz, "manager", [paris]);
    let res = await asUser(server, staff, "GET", `/api/consentements/signed?orderId=${orderId}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("arachide");
    expect((await asUser(server, staff, "GET", `/api/consentements/signed/${form.id}/pdf`)).status).toBe(404);
    // the practitioner it is booked with reads it and prints it (decision 292), and the log says so
    const [booked] = await db().select({ employeeId: appointments.employeeId, startAt: appointments.startAt }).from(appointments).where(eq(appointments.orderId, orderId));
    const hers = await practitioner(server, biz, [paris], booked!.employeeId);
    // her own column on the agenda says the form is signed, as the desk's panel does
    const day = booked!.startAt.toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
    const onAgenda = (await (await asUser(server, hers, "GET", `/api/agenda?shopId=${paris}&date=${day}&view=day`)).json()).agenda.bookings.find((b: { orderId: number }) => b.orderId === orderId);
    expect(onAgenda.consents).toEqual([{ templateId: tpl.id, title: "Consentement v2", state: "signed", formId: form.id }]);
    res = await asUser(server, hers, "GET", `/api/consentements/signed?orderId=${orderId}`);
    expect((await res.json()).forms[0].answers.allergies).toBe("arachide");
    expect((await asUser(server, hers, "GET", `/api/consentements/signed/${form.id}/pdf`)).status).toBe(200);
    expect((await recordAccessTrail({ db: db(), companyId: alice.customer.companyId }, alice.customer.id)).some((l) => l.actorId === hers.user.id && l.action === "read" && l.recordId === String(form.id))).toBe(true);
    res = await asUser(server, lyonManager, "GET", `/api/consentements/signed?orderId=${orderId}`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain("arachide");
    res = await asUser(server, parisManager, "GET", `/api/consentements/signed?orderId=${orderId}`);
    expect((await res.json()).forms[0].answers.allergies).toBe("arachide");
    expect(await formsCount()).toBe(before);
  });

  it("a cancelled booking's form is no longer signed, and a template without signatures is removed", async () => {
    const alice = await signedInCustomer(db(), biz, { now: NOW });
    const tpl = { id: tplId };
    const orderId = await book(alice);
    expect((await customerCall(alice, "DELETE", `/api/appointments?orderId=${orderId}`)).status).toBe(200);
    const res = await customerCall(alice, "POST", `/api/consentements/orders/${orderId}`, signed(tpl!.id, { enceinte: false, peau: "seche" }));
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("booking_cancelled");
    const created = await (await asUser(server, owner, "POST", "/api/consentements", template([]))).json();
    expect((await asUser(server, owner, "DELETE", `/api/consentements/${created.consentement.id}`)).status).toBe(204);
  });

  it("the owner sets which form a service asks for without a new version; a bad id names its field; another business's template or service is not found", async () => {
    const other = (await (await asUser(server, owner, "POST", "/api/consentements", { ...template([]), title: { fr: "Consentement peeling" } })).json()).consentement;
    const tplVersion = (await (await asUser(server, owner, "GET", `/api/consentements/${tplId}`)).json()).consentement.version;
    const put = (templateId: unknown, articleId: unknown = glow, who = owner) => asUser(server, who, "PUT", `/api/consentements/services/${articleId}`, { templateId });
    let res = await put(other.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ articleId: glow, templateId: other.id });
    // the storefront's booking now asks for that form; both templates keep their versions
    const alice = await signedInCustomer(db(), biz, { now: NOW });
    let orderId = await book(alice);
    res = await customerCall(alice, "GET", `/api/booking-orders/${orderId}`);
    expect((await res.json()).order.consents).toEqual([{ templateId: other.id, title: "Consentement peeling", state: "to_sign", formId: null }]);
    const versions = (await (await asUser(server, owner, "GET", "/api/consentements")).json()).consentements.map((t: { id: number; version: number; serviceIds: number[] }) => [t.id, t.version, t.serviceIds]);
    expect(versions).toContainEqual([other.id, 1, [glow]]);
    expect(versions.find((v: [number]) => v[0] === tplId)[2]).not.toContain(glow);
    expect(versions.find((v: [number]) => v[0] === tplId)[1]).toBe(tplVersion);
    // refused: the field named, nothing changed
    for (const [templateId, articleId, field] of [["x", glow, "templateId"], [0, glow, "templateId"], [undefined, glow, "templateId"], [other.id, "abc", "articleId"]] as const) {
      res = await put(templateId, articleId);
      expect(res.status, `${templateId} ${articleId}`).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty([field]);
    }
    // another business's template, or its service, is not found here; its owner cannot touch ours
    const soloOwner = await companyUser(server, SOLO, "owner");
    const soloTpl = (await (await asUser(server, soloOwner, "POST", "/api/consentements", template([]))).json()).consentement;
    res = await put(soloTpl.id);
    expect(res.status).toBe(404);
    expect((await res.json()).error.fields).toHaveProperty(["templateId"]);
    const [soloService] = await db().select({ id: articles.id }).from(articles).innerJoin(companies, eq(companies.id, articles.companyId)).where(and(eq(companies.token, SOLO), eq(articles.type, "1"))).limit(1);
    expect((await put(other.id, soloService!.id)).status).toBe(404);
    expect((await put(soloTpl.id, glow, soloOwner)).status).toBe(404);
    // none: the next booking asks for no form
    expect((await put(null)).status).toBe(200);
    orderId = await book(alice);
    expect((await (await customerCall(alice, "GET", `/api/booking-orders/${orderId}`)).json()).order.consents).toEqual([]);
  });
});
