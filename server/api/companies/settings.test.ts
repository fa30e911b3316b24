// companies/{id}: the team reads the settings without any secret's value, the owner writes them
// as a merge patch validated by the settings schema, a blank secret keeps its value, the audit
// hides every secret, and the storefront sees the change at once (the company's version moves).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { companies } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string, manager: string, staff: string, spaId: number, soloId: number;
const storedSettings = async () => (await server.database.db.select().from(companies).where(eq(companies.id, spaId)))[0]!;

beforeAll(async () => {
  const db = server.database.db;
  const o = await companyUserToken(db, SPA, "owner");
  owner = o.token;
  spaId = o.companyId;
  manager = (await companyUserToken(db, SPA, "manager")).token;
  staff = (await companyUserToken(db, SPA, "staff")).token;
  soloId = (await companyUserToken(db, SOLO, "owner")).companyId;
});

describe("companies/{id}: the company's settings for its team", () => {
  it("takes payment keys from the owner and never answers them, anywhere", async () => {
    const res = await json(server, "PUT", `/api/companies/${spaId}`, { settings: { booker: { payment: { provider: "payzen", keys: { publicKey: "pk_test_visible", secretKey: "sk_live_VERYSECRET", hmacKey: "hmac_VERYSECRET" } } } } }, { token: owner });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/VERYSECRET/);
    const { company } = JSON.parse(text);
    expect(company.settings.booker.payment.keys).toEqual({ publicKey: "pk_test_visible", secretKey: "", hmacKey: "" });
    expect(company.secretsSet).toEqual(["booker.payment.keys.hmacKey", "booker.payment.keys.secretKey"]);
    // stored for the payments, read back by nobody: not the team, not companies/me, not the audit
    expect((await storedSettings()).settings).toMatchObject({ booker: { payment: { keys: { secretKey: "sk_live_VERYSECRET", hmacKey: "hmac_VERYSECRET" } } } });
    expect(await (await json(server, "GET", `/api/companies/${spaId}`, undefined, { token: owner })).text()).not.toMatch(/VERYSECRET/);
    expect(await (await json(server, "GET", "/api/companies/me")).text()).not.toMatch(/VERYSECRET/);
    const trail = await auditTrail({ db: server.database.db, companyId: spaId }, "company", spaId);
    expect(trail[0]).toMatchObject({ action: "update", actorKind: "company_user" });
    expect(JSON.stringify(trail)).not.toMatch(/VERYSECRET/);
    expect(trail[0]!.after).toMatchObject({ keysChanged: ["booker.payment.keys.hmacKey", "booker.payment.keys.secretKey"], settings: { booker: { payment: { keys: { secretKey: "[hidden]", hmacKey: "[hidden]" } } } } });
  });

  it("keeps a secret written blank or left out, and replaces one given anew", async () => {
    await json(server, "PUT", `/api/companies/${spaId}`, { settings: { booker: { payment: { keys: { secretKey: "sk_one" } } } } }, { token: owner });
    // the back-office sends back what it read: every secret blank
    const { company } = await (await json(server, "GET", `/api/companies/${spaId}`, undefined, { token: owner })).json();
    expect((await json(server, "PUT", `/api/companies/${spaId}`, { settings: company.settings }, { token: owner })).status).toBe(200);
    expect((await storedSettings()).settings).toMatchObject({ booker: { payment: { keys: { secretKey: "sk_one", hmacKey: "hmac_VERYSECRET" } } } });
    await json(server, "PUT", `/api/companies/${spaId}`, { nickname: "Spa Lumière" }, { token: owner });
    expect((await storedSettings()).settings).toMatchObject({ booker: { payment: { keys: { secretKey: "sk_one" } } } });
    expect((await storedSettings()).nickname).toBe("Spa Lumière");
  });

  it("shows new colours on the storefront at once: the company's version moves", async () => {
    const before = (await (await json(server, "GET", "/api/companies/me")).json()).company;
    const res = await json(server, "PUT", `/api/companies/${spaId}`, { settings: { themes: { colors: { primary: "#7a1f3d" } }, identity: { displayName: "Spa Lumière Paris" } } }, { token: owner });
    expect(res.status).toBe(200);
    const after = (await (await json(server, "GET", "/api/companies/me")).json()).company;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.settings.themes.colors.primary).toBe("#7a1f3d");
    expect(after.settings.identity.displayName).toBe("Spa Lumière Paris");
    // what the patch left out is as it was
    expect(after.settings.themes.colors.secondary).toBe(before.settings.themes.colors.secondary);
    // a patch's null gives a default back
    await json(server, "PUT", `/api/companies/${spaId}`, { settings: { themes: { colors: { primary: null } } } }, { token: owner });
    expect((await (await json(server, "GET", "/api/companies/me")).json()).company.settings.themes.colors.primary).toBe("#1a1b1b");
  });

  it("refuses a bad setting naming its path, changing nothing", async () => {
    const before = await storedSettings();
    for (const [body, field] of [
      [{ settings: { themes: { colors: { primary: "red; background: url(x)" } } } }, "settings.themes.colors.primary"],
      [{ settings: { booker: { appointment: { cuttingHours: 1 } } } }, "settings.booker.appointment.cuttingHours"],
      [{ settings: "everything" }, "settings"],
      [{ nickname: "" }, "nickname"],
    ] as const) {
      const res = await json(server, "PUT", `/api/companies/${spaId}`, body, { token: owner, lang: "en" });
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).error.fields), field).toEqual([field]);
    }
    const after = await storedSettings();
    expect(after.version).toBe(before.version);
    expect(after.settings).toEqual(before.settings);
  });

  it("leaves the fixed addresses beside it to what they are (none is read as an id)", async () => {
    for (const path of ["/api/companies/me", "/api/companies/offline", "/api/companies/are-sms-available"]) expect((await json(server, "GET", path)).status, path).toBe(200);
    const me = await (await json(server, "GET", "/api/cmpusers/me", undefined, { token: owner })).json();
    expect(me.user.companyId).toBe(spaId);
  });

  it("is the owner's to write, managers' to read, nobody's at another business", async () => {
    expect((await json(server, "GET", `/api/companies/${spaId}`, undefined, { token: manager })).status).toBe(200);
    expect((await json(server, "PUT", `/api/companies/${spaId}`, { nickname: "x" }, { token: manager })).status).toBe(403);
    expect((await json(server, "GET", `/api/companies/${spaId}`, undefined, { token: staff })).status).toBe(403);
    // another business's id through this business's header: not found, nothing learnt
    expect((await json(server, "GET", `/api/companies/${soloId}`, undefined, { token: owner })).status).toBe(404);
    expect((await json(server, "PUT", `/api/companies/${soloId}`, { nickname: "x" }, { token: owner })).status).toBe(404);
  });
});
