// Monetico adapter against the local Monetico fake: the signed form, the bank's page, the CGI2
// call verified and answered as the bank expects, a refused card, a bad MAC, replays, refunds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelOnHostedPage, distinctEvents, openHostedPage, startNotificationSink, submitCard, testOrder, type Sink } from "../fakes/browser";
import { bankMac, startMoneticoFake } from "../fakes/monetico";
import { createMoneticoProvider, MONETICO_ACK, moneticoMac, moneticoSealInput, moneticoUsableKey } from "./monetico";
import { PaymentError, paymentErrorBody, type ConfirmResult } from "./provider";

describe("Monetico MAC (HMAC-SHA1 over the sorted `name=value` fields joined by '*', usable key from the 40-character key)", () => {
  // Worked example: the CGI2 fields of a test payment as Monetico documents them, with a key whose
  // last pair ('P0') needs the documented conversion (→ '90'); expected MAC computed independently
  // with `openssl dgst -sha1 -mac HMAC -macopt hexkey:1234567890123456789012345678901234567890`.
  const key = "12345678901234567890123456789012345678P0";
  const fields = {
    TPE: "1234567",
    authentification: "ewogICAiZGV0YWlscyIgOiB7fQp9",
    bincb: "000003",
    brand: "MC",
    "code-retour": "payetest",
    cvx: "oui",
    date: "11/07/2019_a_10:51:19",
    hpancb: "07CDB0331260C06818027855F795C9F726585286",
    ipclient: "80.15.24.220",
    modepaiement: "CB",
    montant: "42.42EUR",
    numauto: "000000",
    originecb: "FRA",
    originetr: "FRA",
    reference: "D2345677",
    "texte-libre": "PHPUnit",
    vld: "1219",
  };
  const expected = "C9000673E125E5D7909EB19A3C6D779F4AAB2576";

  it("derives the usable key, sorts the fields and computes the documented MAC", () => {
    expect(moneticoUsableKey(key).toString("hex")).toBe("1234567890123456789012345678901234567890");
    expect(moneticoUsableKey("0123456789abcdef0123456789abcdef01234567").toString("hex")).toBe("0123456789abcdef0123456789abcdef01234567");
    expect(moneticoSealInput({ ...fields, MAC: "ignored" }).startsWith("TPE=1234567*authentification=")).toBe(true);
    expect(moneticoMac(fields, key)).toBe(expected);
    expect(bankMac(fields, key)).toBe(expected);
  });

  it("a CGI2 call with that MAC is paid and answered `version=2\\ncdr=0\\n`; one changed field gets cdr=1", async () => {
    const provider = createMoneticoProvider({ paymentUrl: "http://127.0.0.1:9", apiUrl: "http://127.0.0.1:9" });
    const keys = { tpe: "1234567", companyCode: "vitrine", secretKey: key };
    const body = new URLSearchParams({ ...fields, MAC: expected }).toString();
    const ok = await provider.confirm(keys, { source: "notification", request: { method: "POST", url: "https://spa.example/cgi2", headers: {}, body } });
    expect(ok).toMatchObject({ outcome: "paid", amountCents: 4242, currency: "EUR", orderRef: "D2345677", reply: { body: "version=2\ncdr=0\n" } });
    const tampered = body.replace("42.42EUR", "4.42EUR");
    const error = (await provider.confirm(keys, { source: "notification", request: { method: "POST", url: "https://spa.example/cgi2", headers: {}, body: tampered } }).catch((e: unknown) => e)) as PaymentError;
    expect(error.code).toBe("signature");
    expect(error.reply?.body).toBe("version=2\ncdr=1\n");
  });
});

describe("Monetico adapter against the fake", () => {
  const keys = { tpe: "7654321", companyCode: "maisonlumiere", secretKey: "A1B2C3D4E5F60718293A4B5C6D7E8F9012345678" };
  let fake: Awaited<ReturnType<typeof startMoneticoFake>>;
  let sink: Sink;
  let provider: ReturnType<typeof createMoneticoProvider>;
  let n = 0;

  beforeAll(async () => {
    fake = await startMoneticoFake({ tpe: keys.tpe, companyCode: keys.companyCode, key: keys.secretKey });
    provider = createMoneticoProvider({ paymentUrl: fake.url, apiUrl: fake.url, now: () => new Date("2026-03-29T00:30:00Z") });
    sink = await startNotificationSink((req) => provider.confirm(keys, { source: "notification", request: req }));
    fake.controls.cgi2Url = sink.url + "/api/payment/callback/spa";
  });
  afterAll(async () => {
    await sink.close();
    await fake.close();
  });

  const start = async (amountCents = 7250) => {
    const input = testOrder(`MO${++n}`, { amountCents, description: "Gommage et enveloppement" });
    const started = await provider.start(keys, input);
    return { input, started, page: await openHostedPage(started.browser) };
  };

  it("the form carries version 3.0, the Paris date and the amount in units; the bank accepts its MAC", async () => {
    const { started, page } = await start();
    expect(started.browser).toMatchObject({ kind: "form-post", url: `${fake.url}/paiement.cgi` });
    const fields = (started.browser as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({ version: "3.0", TPE: keys.tpe, societe: keys.companyCode, montant: "72.50EUR", lgue: "FR", date: "29/03/2026:01:30:00" });
    expect(JSON.parse(Buffer.from(fields.contexte_commande!, "base64").toString())).toEqual({ billing: { email: "lea@example.com", firstName: "Léa", lastName: "Martin" } });
    expect(page.status).toBe(200);
    expect(page.html).toContain("€72.50");
  });

  it("a form whose MAC was tampered with is refused by the bank", async () => {
    const { started } = await start();
    const fields = { ...(started.browser as { fields: Record<string, string> }).fields, montant: "1.00EUR" };
    const res = await fetch(`${fake.url}/paiement.cgi`, { method: "POST", body: new URLSearchParams(fields) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("MAC");
  });

  it("paid: the CGI2 call confirms it and gets the bank's exact answer; the browser's return only says 'pending'", async () => {
    const { input, page } = await start();
    const before = sink.results.length;
    const back = await submitCard(page, "4970 1000 0000 0014");
    expect(back.returned?.url).toBe("https://spa.example/payments/rdvcheck");
    const fromCgi2 = sink.results[before] as ConfirmResult;
    expect(fromCgi2).toMatchObject({ paymentId: input.orderRef, orderRef: input.orderRef, outcome: "paid", amountCents: 7250, currency: "EUR", reply: MONETICO_ACK });
    expect(fake.controls.outbox.delivered.at(-1)).toMatchObject({ status: 200, body: "version=2\ncdr=0\n" });
    await expect(provider.confirm(keys, { source: "return", request: back.returned!, paymentId: input.orderRef })).resolves.toMatchObject({ outcome: "pending" });
  });

  it("a refused card: failed with the bank's reason; abandoning sends no CGI2", async () => {
    const { page } = await start();
    const before = sink.results.length;
    const back = await submitCard(page, "4970 1000 0000 0022");
    expect(back.returned?.url).toBe("https://spa.example/payments/fail");
    expect(sink.results[before]).toMatchObject({ outcome: "failed", amountCents: 0, message: "Transaction refusée par la banque émettrice" });
    const other = await start();
    const at = sink.results.length;
    const left = await cancelOnHostedPage(other.page);
    expect(left.returned?.url).toBe("https://spa.example/payments/fail");
    expect(sink.results.length).toBe(at);
  });

  it("a CGI2 call signed with another key is refused and answered cdr=1", async () => {
    fake.controls.signWithWrongKey = true;
    try {
      const { page } = await start();
      const before = sink.results.length;
      await submitCard(page, "4970100000000014");
      expect((sink.results[before] as PaymentError).code).toBe("signature");
      expect(fake.controls.outbox.delivered.at(-1)).toMatchObject({ status: 200, body: "version=2\ncdr=1\n" });
    } finally {
      fake.controls.signWithWrongKey = false;
    }
  });

  it("a refused attempt then a paid one, delivered in reverse and replayed 10 times: one result per call", async () => {
    const first = await start();
    fake.controls.outbox.hold();
    await submitCard(first.page, "4970100000000022");
    const second = await start();
    await submitCard(second.page, "4970100000000014");
    const before = sink.results.length;
    await fake.controls.outbox.flush({ reverse: true });
    await fake.controls.outbox.replayLast(10);
    const events = distinctEvents(sink.results.slice(before) as ConfirmResult[]);
    expect(events.map((e) => `${e.orderRef}:${e.outcome}`).sort()).toEqual([`${first.input.orderRef}:failed`, `${second.input.orderRef}:paid`]);
  });

  it("refunds part, then the rest ('recrédit'); more is refused with the bank's words", async () => {
    const { input, page } = await start(10000);
    const before = sink.results.length;
    await submitCard(page, "4970100000000014");
    const paid = sink.results[before] as ConfirmResult;
    const base = { paymentId: input.orderRef, refundHandle: paid.refundHandle!, currency: "EUR" };
    await expect(provider.refund(keys, { ...base, amountCents: 4000, idempotencyKey: "m1" })).resolves.toMatchObject({ status: "succeeded", amountCents: 4000 });
    const error = await provider.refund(keys, { ...base, amountCents: 7000, idempotencyKey: "m2" }).catch((e: unknown) => e);
    expect(paymentErrorBody(error)).toEqual({ error: true, customErrorMsg: "montant de recredit trop eleve" });
    await expect(provider.refund(keys, { ...base, amountCents: 6000, idempotencyKey: "m3" })).resolves.toMatchObject({ status: "succeeded", amountCents: 6000 });
  });
});
