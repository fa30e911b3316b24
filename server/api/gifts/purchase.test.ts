// Gift vouchers bought online, end to end through the API against the local Stripe fake (the
// official SDK pointed at it; its webhooks signed as Stripe signs them and delivered to our
// callback): the purchase, the mails with their PDF, the scheduled delivery, history, resend.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { count, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../auth/passwords";
import { openHostedPage, submitCard, cancelOnHostedPage } from "../../fakes/browser";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { companies, companyUsers, giftVouchers, outbox, payments } from "../../db/schema";
import { localDateOf } from "../../../domain/time";
import { SPA } from "../../testing";
import { useStripeTestServer } from "../payment/stripe-test-server";

const { server, stripe, keys } = useStripeTestServer();

let spaId: number;
let soinExpress: number;
const THEMES = [
  { id: "fleurs", name: { fr: "Fleurs", en: "Flowers" }, image: "/images/demo/gift-fleurs.jpg" },
  { id: "or", name: { fr: "Or", en: "Gold" }, image: "/images/demo/gift-or.jpg" },
];

beforeAll(async () => {
  const db = server.database.db;
  spaId = await companyId(db, SPA);
  soinExpress = await serviceId(db, SPA, "soin-express");
  const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spaId));
  const settings = structuredClone(row!.settings) as { booker: Record<string, unknown> };
  settings.booker.payment = { provider: "stripe", keys: { ...keys } };
  settings.booker.gift = { active: true, validityMonths: 12, amounts: [3000, 5000, 10000], minAmount: 2000, maxAmount: 30000, services: true };
  settings.booker.gifts = { themes: THEMES };
  expect((await server.companies.updateSettings(spaId, settings)).ok).toBe(true);
});


const post = (body: unknown, auth: Record<string, string>) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", curlang: "en", ...auth } });
let n = 0;
const recipientEmail = () => `friend${++n}-${Date.now()}@example.test`;
const today = () => localDateOf(new Date(), "Europe/Paris");
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function buy(auth: Record<string, string>, more: Record<string, unknown> = {}) {
  return server.api("/api/gifts", post({ themeId: "fleurs", amount: 5000, recipient: { name: "Léa", email: recipientEmail() }, message: "Joyeux anniversaire !", ...more }, auth));
}
async function voucherRow(id: number) {
  return (await server.database.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0]!;
}
/** The text of a PDF, as a reader's text extraction gives it. */
async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}
const mailsTo = (email: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, email));

/** Buys and pays with `card` on Stripe's page; the browser's return comes back to the API. */
async function buyAndPay(card = "4242 4242 4242 4242", more: Record<string, unknown> = {}) {
  const buyer = await signedInCustomer(server.database.db, SPA, { firstname: "Paul" });
  const res = await buy(buyer.auth, more);
  expect(res.status).toBe(201);
  const started = await res.json();
  const page = await openHostedPage(started.result.browser);
  const back = await submitCard(page, card);
  return { buyer, started, page, back, id: started.voucherId as number };
}

describe("buying a gift voucher online", () => {
  it("offers the themes, the amounts and the services a voucher can name", async () => {
    const res = await server.api("/api/gifts");
    expect(res.status).toBe(200);
    const offer = await res.json();
    expect(offer).toMatchObject({ themes: THEMES, amounts: [3000, 5000, 10000], minAmount: 2000, maxAmount: 30000, validityMonths: 12, currency: "EUR" });
    expect(offer.services).toContainEqual(expect.objectContaining({ id: soinExpress, slug: "soin-express", price: expect.any(Number) }));
  });

  it("is not a voucher until paid; the webhook makes it one, mails the recipient and the buyer their PDF, once", async () => {
    const buyer = await signedInCustomer(server.database.db, SPA, { firstname: "Paul" });
    const to = recipientEmail();
    const res = await buy(buyer.auth, { recipient: { name: "Léa", email: to } });
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.prices).toEqual({ amount: 5000, currency: "EUR" });
    const waiting = await voucherRow(started.voucherId);
    expect(waiting).toMatchObject({ state: "awaiting_payment", value: 5000, balance: 5000, kind: "amount", deliverOn: today(), recipientEmail: to, themeId: "fleurs", lang: "en" });
    expect(waiting.code).toMatch(/^([2-9A-HJKMNP-Z]{4}-){4}[2-9A-HJKMNP-Z]{4}$/);
    // not spendable, not even known, before its payment
    expect((await server.api(`/api/gifts/check/${waiting.code}`)).status).toBe(404);
    const [pay] = await server.database.db.select().from(payments).where(eq(payments.voucherId, started.voucherId));
    expect(pay).toMatchObject({ kind: "voucher", orderId: null, orderRef: `VG${started.voucherId}`, amount: 5000, status: "started" });

    const page = await openHostedPage(started.result.browser);
    expect(page.html).toContain("€50.00");
    const back = await submitCard(page, "4242 4242 4242 4242");
    expect(stripe.fake.controls.outbox.delivered.at(-1)?.status).toBe(200);
    const paid = await voucherRow(started.voucherId);
    expect(paid).toMatchObject({ state: "active", sentAt: expect.any(Date) });
    const check = await (await server.api(`/api/gifts/check/${paid.code}`)).json();
    expect(check.voucher).toMatchObject({ balance: 5000, status: "sent", validUntil: plusDays(today(), 0).replace(/^(\d{4})/, (y) => String(Number(y) + 1)) });

    const [toRecipient] = await mailsTo(to);
    expect(toRecipient!.subject).toBe("Paul Martin has given you a Maison Lumière Spa gift voucher");
    expect(toRecipient!.text).toContain(paid.code);
    expect(toRecipient!.text).toContain("Joyeux anniversaire !");
    expect(toRecipient!.attachments).toEqual([{ filename: `gift-voucher-${paid.code}.pdf`, contentType: "application/pdf", encoding: "base64", content: expect.any(String) }]);
    // the PDF read back: the code, the value, the recipient, the message, the validity, in English
    const printed = await pdfText(Buffer.from(toRecipient!.attachments[0]!.content, "base64"));
    for (const words of ["Gift voucher", "For Léa", "worth", "€50", "Joyeux anniversaire !", "From Paul Martin", paid.code, "Valid until", "Scan to book"]) expect(printed).toContain(words);
    // where to use it: the storefront itself (a demo's http and port kept), in the mail and on the PDF
    expect(toRecipient!.text).toContain("Enter the code when booking on localhost:3000,");
    expect(printed).toContain("localhost:3000");
    const [toBuyer] = await mailsTo(buyer.customer.email!);
    expect(toBuyer!.subject).toBe("Your Maison Lumière Spa gift voucher (€50)");
    expect(toBuyer!.text).toContain(`It has just been sent to ${to}.`);

    // the browser's return and a replayed webhook change nothing more
    const returned = await server.api(`/api/gifts/${started.voucherId}/pay`, post({ returnUrl: back.returned!.url }, buyer.auth));
    expect(returned.status).toBe(200);
    expect(await returned.json()).toMatchObject({ outcome: "paid", voucher: { id: started.voucherId, code: paid.code, status: "sent", recipient: { name: "Léa", email: to } } });
    await stripe.fake.controls.outbox.replayLast(3);
    expect((await mailsTo(to)).length).toBe(1);
    expect((await mailsTo(buyer.customer.email!)).length).toBe(1);
  });

  it("prices a service voucher at the service's price and it pays that service", async () => {
    const { id, page } = await buyAndPay("4242 4242 4242 4242", { amount: null, serviceId: soinExpress });
    const row = await voucherRow(id);
    const [pay] = await server.database.db.select().from(payments).where(eq(payments.voucherId, id));
    expect(row).toMatchObject({ kind: "service", articleId: soinExpress, state: "active" });
    expect(pay!.amount).toBe(row.value);
    expect(page.html).toContain(`€${(row.value / 100).toFixed(2)}`);
  });

  it("mails the recipient on the delivery day, by the sweep, once; the buyer's copy says when", async () => {
    const deliverOn = plusDays(today(), 3);
    const { id, buyer } = await buyAndPay("4242 4242 4242 4242", { deliverOn });
    const row = await voucherRow(id);
    expect(row).toMatchObject({ state: "active", sentAt: null });
    expect((await mailsTo(row.recipientEmail!)).length).toBe(0);
    const [copy] = await mailsTo(buyer.customer.email!);
    expect(copy!.text).toMatch(/Léa will receive it by email on \d+ \w+ \d{4}\./);
    const history = await (await server.api("/api/gifts/giftHistory", { headers: buyer.auth })).json();
    expect(history.items[0]).toMatchObject({ id, status: "scheduled", deliverOn });

    await server.sweep(new Date(Date.parse(`${plusDays(today(), 2)}T12:00:00Z`)));
    expect((await mailsTo(row.recipientEmail!)).length).toBe(0);
    // 00:30 in Paris on the day (23:30 UTC the day before): its day has begun
    const dayStart = new Date(Date.parse(`${plusDays(today(), 2)}T23:30:00Z`));
    await Promise.all([server.sweep(dayStart), server.sweep(dayStart)]);
    await server.sweep(new Date(dayStart.getTime() + 3_600_000));
    expect((await mailsTo(row.recipientEmail!)).length).toBe(1);
    expect((await voucherRow(id)).sentAt).toEqual(dayStart);
  });

  it("a purchase in progress: a post-back (Stripe signs none), another customer's return or cancel, or none without a session, voids nothing", async () => {
    const buyer = await signedInCustomer(server.database.db, SPA);
    const stranger = await signedInCustomer(server.database.db, SPA);
    const started = await (await buy(buyer.auth)).json();
    const left = await cancelOnHostedPage(await openHostedPage(started.result.browser));
    expect((await server.api(`/api/gifts/${started.voucherId}/post-back`, post({ body: "x=1" }, {}))).status).toBe(400);
    for (const abandon of [false, true]) {
      expect((await server.api(`/api/gifts/${started.voucherId}/pay`, post({ returnUrl: left.returned!.url, abandon }, stranger.auth))).status).toBe(404);
      expect((await server.api(`/api/gifts/${started.voucherId}/pay`, post({ returnUrl: left.returned!.url, abandon }, {}))).status).toBe(401);
    }
    expect((await voucherRow(started.voucherId)).state).toBe("awaiting_payment");
  });

  it("a declined card keeps it waiting; its owner giving it up voids it; a voided purchase is nobody's voucher", async () => {
    const { id, buyer, back } = await buyAndPay("4000 0000 0000 0002");
    expect(back.page?.html).toContain("Your card was declined.");
    expect((await voucherRow(id)).state).toBe("awaiting_payment");
    const started = await (await buy(buyer.auth)).json();
    const page = await openHostedPage(started.result.browser);
    const left = await cancelOnHostedPage(page);
    expect(left.returned!.url).toContain("failed=1");
    // the failure address followed only asks the provider: still waiting for its payment
    const read = await server.api(`/api/gifts/${started.voucherId}/pay`, post({ returnUrl: left.returned!.url }, buyer.auth));
    expect(await read.json()).toMatchObject({ outcome: "pending" });
    expect((await voucherRow(started.voucherId)).state).toBe("awaiting_payment");
    const res = await server.api(`/api/gifts/${started.voucherId}/pay`, post({ returnUrl: left.returned!.url, abandon: true }, buyer.auth));
    expect(await res.json()).toMatchObject({ outcome: "cancelled", voucher: null });
    expect((await voucherRow(started.voucherId)).state).toBe("void");
    const history = await (await server.api("/api/gifts/giftHistory", { headers: buyer.auth })).json();
    expect(history.items.map((v: { id: number }) => v.id)).toEqual([id]);
    expect(history.items[0].status).toBe("awaiting_payment");
    // unpaid two hours on, the sweep gives it up too
    await server.sweep(new Date(Date.now() + 121 * 60_000));
    expect((await voucherRow(id)).state).toBe("void");
  });

  it("refuses what cannot be sold, naming the field, and writes nothing", async () => {
    const buyer = await signedInCustomer(server.database.db, SPA);
    const before = (await server.database.db.select({ n: count() }).from(giftVouchers))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1000 }, "amount"],
      [{ amount: 30001 }, "amount"],
      [{ themeId: "nope" }, "themeId"],
      [{ serviceId: soinExpress }, "amount"],
      [{ amount: null, serviceId: 999999 }, "serviceId"],
      [{ deliverOn: plusDays(today(), -1) }, "deliverOn"],
      [{ deliverOn: plusDays(today(), 400) }, "deliverOn"],
      [{ recipient: { name: "Léa", email: "not-an-address" } }, "recipient.email"],
      [{ amount: 50.5 }, "amount"],
    ];
    for (const [more, field] of cases) {
      const res = await buy(buyer.auth, more);
      expect(res.status, JSON.stringify(more)).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toContain(field);
    }
    expect((await buy({}, {})).status).toBe(401);
    expect((await server.database.db.select({ n: count() }).from(giftVouchers))[0]!.n).toBe(before);
  });
});

describe("the buyer's vouchers", () => {
  it("lists them a page at a time, only to their buyer, and gives each one's PDF", async () => {
    const first = await buyAndPay();
    const buyer = first.buyer;
    const second = await (await buy(buyer.auth, { amount: 10000 })).json();
    await submitCard(await openHostedPage(second.result.browser), "4242 4242 4242 4242");
    const page1 = await (await server.api("/api/gifts/giftHistory?page=1&itemPerPage=1", { headers: buyer.auth })).json();
    expect(page1).toMatchObject({ total: 2, page: 1, itemPerPage: 1, items: [{ id: second.voucherId, value: 10000, status: "sent", resendsLeft: 5 }] });
    const page2 = await (await server.api("/api/gifts/giftHistory?page=2&itemPerPage=1", { headers: buyer.auth })).json();
    expect(page2.items.map((v: { id: number }) => v.id)).toEqual([first.id]);
    expect((await server.api("/api/gifts/giftHistory?itemPerPage=0", { headers: buyer.auth })).status).toBe(400);

    const stranger = await signedInCustomer(server.database.db, SPA);
    expect((await (await server.api("/api/gifts/giftHistory", { headers: stranger.auth })).json()).items).toEqual([]);
    expect((await server.api(`/api/gifts/${first.id}/pdf`, { headers: stranger.auth })).status).toBe(404);
    const pdf = await server.api(`/api/gifts/${first.id}/pdf`, { headers: { ...buyer.auth, curlang: "en" } });
    expect(pdf.status).toBe(200);
    const file = await pdf.json();
    expect(file.filename).toBe(`gift-voucher-${(await voucherRow(first.id)).code}.pdf`);
    const printed = await pdfText(Buffer.from(file.content, "base64"));
    expect(printed).toContain((await voucherRow(first.id)).code);
    expect(printed).toContain("€50");
  });

  it("sends one again to a new address, which becomes its recipient's, five times at most", async () => {
    const { id, buyer } = await buyAndPay();
    const stranger = await signedInCustomer(server.database.db, SPA);
    const to = recipientEmail();
    expect((await server.api(`/api/gifts/${id}/resend`, post({ to: "Léa M.", email: to }, stranger.auth))).status).toBe(404);
    const res = await server.api(`/api/gifts/${id}/resend`, post({ to: "Léa M.", email: to }, buyer.auth));
    expect(res.status).toBe(200);
    expect((await res.json()).voucher).toMatchObject({ recipient: { name: "Léa M.", email: to }, resendsLeft: 4 });
    expect((await mailsTo(to)).map((m) => m.subject)).toEqual(["Paul Martin has given you a Maison Lumière Spa gift voucher"]);
    for (let i = 0; i < 4; i++) expect((await server.api(`/api/gifts/${id}/resend`, post({ to: "Léa", email: to }, buyer.auth))).status).toBe(200);
    const sixth = await server.api(`/api/gifts/${id}/resend`, post({ to: "Léa", email: to }, buyer.auth));
    expect(sixth.status).toBe(429);
    expect((await mailsTo(to)).length).toBe(5);
    expect((await server.api(`/api/gifts/${id}/resend`, post({ to: "Léa", email: "nope" }, buyer.auth))).status).toBe(400);
  });

  it("counts for the business what vouchers paid between two days", async () => {
    const db = server.database.db;
    const email = `gifts-${Date.now()}@lumiere.example`;
    await db.insert(companyUsers).values({ companyId: spaId, email, firstname: "Inès", role: "owner", passwordHash: await hashPassword("un-mot-de-passe-long"), activatedAt: new Date() });
    const login = await server.api("/api/cmpusers/login", { ...post({ email, password: "un-mot-de-passe-long" }, {}), company: SPA });
    const auth = { authorization: `Bearer ${(await login.json()).token as string}` };
    const day = today();
    const used = async () => (await server.api(`/api/gifts/nbused/${day}/${day}`, { headers: auth })).json();
    const before = await used();
    // a voucher bought online pays 50 € of a booking paid at the shop (the spa takes no payment for bookings)
    const { id } = await buyAndPay();
    const me = await signedInCustomer(db, SPA);
    const start = wallTime(nextWeekday("thursday", 28), "15:00");
    const services = [await serviceId(db, SPA, "massage-californien")];
    const booked = await server.api("/api/appointments", post({ myAppointment: { shopId: "ab-1001", services, start: start.toISOString(), voucherCodes: [(await voucherRow(id)).code] } }, me.auth));
    expect(booked.status).toBe(201);
    expect((await voucherRow(id)).balance).toBe(0);
    expect(await used()).toEqual({ vouchers: before.vouchers + 1, spends: before.spends + 1, amount: before.amount + 5000 });
    expect(await (await server.api(`/api/gifts/nbused/${plusDays(day, 1)}/${plusDays(day, 2)}`, { headers: auth })).json()).toEqual({ vouchers: 0, spends: 0, amount: 0 });
    expect((await server.api(`/api/gifts/nbused/${day}/${day}`, { headers: me.auth })).status).toBe(401);
    expect((await server.api(`/api/gifts/nbused/2031-02-30/${day}`, { headers: auth })).status).toBe(400);
  });
});
