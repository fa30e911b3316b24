// A customer's profiles at the installation's other businesses (decision 263): the phone proved
// by a code, the profiles it has elsewhere, linked; the same answer for a phone known nowhere;
// sign-in's limits; nobody else's links.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInCustomer } from "../../booking/test-support";
import { customers, profileLinks } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json, lastCode } from "../users/test-helpers";

const server = useTestServer();
let phones = 0;
const newPhone = () => `+3361${String(Date.now() % 1_000_000).padStart(6, "0")}${++phones % 10}`;

/** A customer of a business with this phone, verified or not. */
async function customerWith(company: string, phone: string, verified = true, firstname = "Alice") {
  const who = await signedInCustomer(server.database.db, company, { firstname });
  await server.database.db.update(customers).set({ phone, phoneVerifiedAt: verified ? new Date() : null }).where(eq(customers.id, who.customer.id));
  return { ...who, phone };
}

describe("GET /api/profiles/phone", () => {
  it("puts a typed number in its international form for the country; names the field when it cannot", async () => {
    await expect((await json(server, "GET", "/api/profiles/phone?phone=06%2012%2034%2056%2078")).json()).resolves.toEqual({ phone: "+33612345678", country: "FR" });
    await expect((await json(server, "GET", "/api/profiles/phone?phone=079%20123%2045%2067&country=CH")).json()).resolves.toEqual({ phone: "+41791234567", country: "CH" });
    const bad = await json(server, "GET", "/api/profiles/phone?phone=12&country=FR");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("phone");
    expect((await json(server, "GET", "/api/profiles/phone?phone=0612345678&country=ZZ")).status).toBe(400);
  });
});

describe("GET /api/profiles/phoneavailable", () => {
  it("says whether another customer here holds the phone verified; only to a signed-in customer, 20 an hour", async () => {
    const phone = newPhone();
    const me = await customerWith(SPA, newPhone());
    const free = await json(server, "GET", `/api/profiles/phoneavailable?phone=${encodeURIComponent(phone)}`, undefined, { token: me.token });
    expect(await free.json()).toEqual({ available: true });
    await customerWith(SPA, phone);
    expect(await (await json(server, "GET", `/api/profiles/phoneavailable?phone=${encodeURIComponent(phone)}`, undefined, { token: me.token })).json()).toEqual({ available: false });
    // held at another business only: free here
    const elsewhere = newPhone();
    await customerWith(SOLO, elsewhere);
    expect(await (await json(server, "GET", `/api/profiles/phoneavailable?phone=${encodeURIComponent(elsewhere)}`, undefined, { token: me.token })).json()).toEqual({ available: true });
    expect((await json(server, "GET", `/api/profiles/phoneavailable?phone=${encodeURIComponent(phone)}`)).status).toBe(401);
    expect((await json(server, "GET", "/api/profiles/phoneavailable?phone=nope", undefined, { token: me.token })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 18; i++) statuses.push((await json(server, "GET", `/api/profiles/phoneavailable?phone=${encodeURIComponent(phone)}`, undefined, { token: me.token })).status);
    expect(statuses.slice(0, 17).every((s) => s === 200)).toBe(true);
    expect(statuses[17]).toBe(429);
  });
});

describe("linking the profiles a phone has at other businesses", () => {
  it("a code to the phone, the profiles it proves, linked; listed to their owner only", async () => {
    const phone = newPhone();
    const atSolo = await customerWith(SOLO, phone, true, "Chloé");
    await customerWith(SOLO, newPhone(), true, "Autre");
    const me = await customerWith(SPA, phone);

    const sent = await json(server, "POST", "/api/profiles", {}, { token: me.token });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ phone, userID: expect.any(String) });
    const code = await lastCode(server, phone);

    const wrong = await json(server, "GET", `/api/profiles/code?code=${code === "000000" ? "111111" : "000000"}`, undefined, { token: me.token });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ code: "invalid" });

    const found = await (await json(server, "GET", `/api/profiles/code?code=${code}`, undefined, { token: me.token })).json();
    expect(found).toEqual({ phone, profiles: [{ business: SOLO, businessName: expect.any(String), profileId: atSolo.customer.id, firstname: "Chloé", lastname: "Martin" }] });

    // a profile without the phone is refused by name, nothing linked
    const other = await json(server, "POST", "/api/links", { code, profiles: [{ business: SOLO, profileId: atSolo.customer.id }, { business: SOLO, profileId: atSolo.customer.id + 1 }] }, { token: me.token });
    expect(other.status).toBe(400);
    expect((await other.json()).error.fields).toHaveProperty(["profiles.1"]);
    expect(await server.database.db.$count(profileLinks, eq(profileLinks.customerId, me.customer.id))).toBe(0);

    // the refusal left the code valid: the right profile alone links
    const linked = await json(server, "POST", "/api/links", { code, profiles: [{ business: SOLO, profileId: atSolo.customer.id }] }, { token: me.token });
    expect(linked.status).toBe(201);
    expect((await linked.json()).links).toHaveLength(1);
  });

  it("links with the right code, once; the links are the owner's only", async () => {
    const phone = newPhone();
    const atSolo = await customerWith(SOLO, phone, true, "Chloé");
    const me = await customerWith(SPA, phone);
    await json(server, "POST", "/api/profiles", {}, { token: me.token });
    const code = await lastCode(server, phone);
    const linked = await json(server, "POST", "/api/links", { code, profiles: [{ business: SOLO, profileId: atSolo.customer.id }] }, { token: me.token });
    expect(linked.status).toBe(201);
    const { links } = await linked.json();
    expect(links).toEqual([{ id: expect.any(Number), business: SOLO, businessName: expect.any(String), profileId: atSolo.customer.id, firstname: "Chloé", lastname: "Martin", phone, linkedAt: expect.any(String) }]);
    // the code is used up
    expect((await json(server, "POST", "/api/links", { code, profiles: [{ business: SOLO, profileId: atSolo.customer.id }] }, { token: me.token })).status).toBe(400);

    const listed = await json(server, "GET", `/api/links/get?userId=${me.customer.id}`, undefined, { token: me.token });
    expect((await listed.json()).links).toEqual(links);
    const someoneElse = await customerWith(SPA, newPhone());
    const refused = await json(server, "GET", `/api/links/get?userId=${me.customer.id}`, undefined, { token: someoneElse.token });
    expect(refused.status).toBe(404);
    expect((await json(server, "GET", `/api/links/get?userId=${someoneElse.customer.id}`, undefined, { token: someoneElse.token })).status).toBe(200);
    // the business the profile belongs to sees nothing of it: its customer's session is no one at the spa
    expect((await json(server, "GET", `/api/links/get?userId=${me.customer.id}`, undefined, { token: atSolo.token, company: SPA })).status).toBe(401);
  });

  it("a phone known nowhere gets the same answer and a code that finds nothing; sends limited as sign-in's; wrong codes burn it", async () => {
    const known = newPhone();
    await customerWith(SOLO, known);
    const me = await customerWith(SPA, known);
    const nobody = await customerWith(SPA, newPhone());
    const a = await json(server, "POST", "/api/profiles", {}, { token: me.token });
    const b = await json(server, "POST", "/api/profiles", {}, { token: nobody.token });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Object.keys(await a.json()).sort()).toEqual(Object.keys(await b.json()).sort());
    const found = await (await json(server, "GET", `/api/profiles/code?code=${await lastCode(server, nobody.phone)}`, undefined, { token: nobody.token })).json();
    expect(found.profiles).toEqual([]);
    // a second code within the minute: 429, as sign-in's
    expect((await json(server, "POST", "/api/profiles", {}, { token: me.token })).status).toBe(429);
    // five wrong codes burn it: the right one then fails too
    const right = await lastCode(server, known);
    const wrong = right === "000000" ? "111111" : "000000";
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await json(server, "GET", `/api/profiles/code?code=${wrong}`, undefined, { token: me.token })).status);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    expect((await json(server, "GET", `/api/profiles/code?code=${right}`, undefined, { token: me.token })).status).toBe(429);
    // a customer without a phone is asked for one
    const noPhone = await signedInCustomer(server.database.db, SPA);
    const asked = await json(server, "POST", "/api/profiles", {}, { token: noPhone.token });
    expect(asked.status).toBe(400);
    expect((await asked.json()).error.fields).toHaveProperty("phone");
  });
});
