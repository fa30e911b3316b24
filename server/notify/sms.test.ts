// SMS through Twilio's Messages API, against the local fake that speaks it (server/fakes/twilio.ts):
// the business's sender name, the delivery report recorded once its signature is checked, STOP
// honoured (the customer's reply, and Twilio's refusal of a number that answered it).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwilioFake, type TwilioFake } from "../fakes/twilio";
import { companyId } from "../booking/test-support";
import { outbox, smsOptOuts } from "../db/schema";
import { SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { queueSms } from ".";
import { smsWebhook } from "./sms-context";
import { twilioSignature, validTwilioSignature } from "./twilio";

let twilio: TwilioFake;
// the fake's reports reach the server in this process (its storefront's address is not listened on)
const server = useTestServer(async () => {
  twilio = await startTwilioFake({ post: (url, init) => Promise.resolve(server.app.request(url, init)) });
  return { env: twilio.env };
});
afterAll(() => twilio?.close());

let spa: number;
let site: { site: string; token: string };
beforeAll(async () => {
  spa = await companyId(server.database.db, SPA);
  const company = (await server.companies.byTokenOrNull(SPA))!;
  site = { site: company.site, token: company.token };
});

const rowsTo = (phone: string) => server.database.db.select().from(outbox).where(and(eq(outbox.companyId, spa), eq(outbox.recipient, phone)));

describe("SMS through Twilio", () => {
  it("signs as Twilio documents: HMAC-SHA1 of the URL and the fields sorted by name, in Base64", () => {
    const url = "https://example.test/api/sms/status/x";
    const params = { To: "+33611111111", MessageSid: "SM1", AccountSid: "AC1" };
    const signature = twilioSignature("token", url, params);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(validTwilioSignature("token", signature, url, params)).toBe(true);
    expect(validTwilioSignature("token", signature, url, { ...params, To: "+33622222222" })).toBe(false);
    expect(validTwilioSignature("other", signature, url, params)).toBe(false);
  });

  it("sends with the business's name as sender and records the delivery report Twilio posts", async () => {
    const phone = "+33611000001";
    await queueSms({ db: server.database.db, companyId: spa }, phone, "Rappel de votre rendez-vous", "Maison Lumière Spa");
    await server.deliver();
    const sent = twilio.messages.find((m) => m.to === phone)!;
    expect(sent).toMatchObject({ from: "Maison Lumi", body: "Rappel de votre rendez-vous", statusCallback: smsWebhook(site, "status") });
    let [row] = await rowsTo(phone);
    expect(row).toMatchObject({ providerRef: sent.sid, deliveryStatus: null });
    expect(row!.sentAt).not.toBeNull();
    const answers = await twilio.deliverAll("delivered");
    expect(answers.map((a) => a?.status)).toEqual([200]);
    [row] = await rowsTo(phone);
    expect(row).toMatchObject({ deliveryStatus: "delivered", deliveryError: null });
  });

  it("refuses a report whose signature is not Twilio's, changing nothing", async () => {
    const phone = "+33611000002";
    await queueSms({ db: server.database.db, companyId: spa }, phone, "Bonjour", "Maison Lumière Spa");
    await server.deliver();
    const sent = twilio.messages.find((m) => m.to === phone)!;
    const res = await twilio.forged(smsWebhook(site, "status"), { MessageSid: sent.sid, MessageStatus: "failed", To: phone });
    expect(res.status).toBe(403);
    const [row] = await rowsTo(phone);
    expect(row!.deliveryStatus).toBeNull();
    // and a report for another business's token does not reach this one's messages
    expect((await server.api(`/api/sms/status/nobody`, { method: "POST", company: null, body: "" })).status).toBe(404);
  });

  it("honours STOP: nothing more is sent to that phone until it answers START", async () => {
    const phone = "+33611000003";
    const reply = await twilio.reply(phone, "+33700000000", "Stop", smsWebhook(site, "inbound"));
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("<Response>");
    await queueSms({ db: server.database.db, companyId: spa }, phone, "Bonjour", "Maison Lumière Spa");
    await server.deliver();
    expect(twilio.messages.filter((m) => m.to === phone)).toHaveLength(0);
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ lastError: "the recipient answered STOP" });
    expect(row!.failedAt).not.toBeNull();
    // START gives them back
    await twilio.reply(phone, "+33700000000", "START", smsWebhook(site, "inbound"));
    await queueSms({ db: server.database.db, companyId: spa }, phone, "De nouveau", "Maison Lumière Spa");
    await server.deliver();
    expect(twilio.messages.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it("remembers a number Twilio refuses because it answered STOP (error 21610), and does not ask again", async () => {
    const phone = "+33611000004";
    twilio.stopped.add(phone);
    await queueSms({ db: server.database.db, companyId: spa }, phone, "Bonjour", "Maison Lumière Spa");
    await server.deliver();
    const [row] = await rowsTo(phone);
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toMatch(/21610/);
    const opted = await server.database.db.select().from(smsOptOuts).where(and(eq(smsOptOuts.companyId, spa), eq(smsOptOuts.phone, phone)));
    expect(opted).toHaveLength(1);
  });
});
