// Analytics (spec §3, §9; decision 264): the business's tag only with its id and the visitor's
// consent (the page's policy allows the tag's host only then), and a booking's purchase event in
// EUR with tax and shipping 0 and nothing personal. The tag's host is a local fake.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, writePreferences } from "../domain/cookie-consent";
import { spa } from "../server/db/demo";
import { CompanyDirectory } from "../server/tenancy/companies";
import { startAnalyticsTagFake } from "../server/fakes/analytics-tag";
import { getWithHost, launch, newPage, PHONE } from "./browser";
import { startBookingServer, type BookingServer } from "./booking-support";

let browser: Browser;
let server: BookingServer;
let tag: Awaited<ReturnType<typeof startAnalyticsTagFake>>;
const wait = { timeout: 15_000 };

beforeAll(async () => {
  tag = await startAnalyticsTagFake();
  [browser, server] = await Promise.all([launch(), startBookingServer({ DEMO: "1", ANALYTICS_TAG_URL: tag.url })]);
  const companies = new CompanyDirectory(server.db, 0);
  const company = (await companies.byTokenOrNull(spa.token))!;
  const settings = structuredClone(company.settings) as Record<string, any>;
  Object.assign(settings.booker, { ganalytics: "G-TEST1234", gaConversionId: "AW-123456789", gaConversionLabel: "achat" });
  const saved = await companies.updateSettings(company.id, settings);
  if (!saved.ok) throw new Error(`${saved.path}: ${saved.message}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tag?.close();
});

async function consent(context: BrowserContext, analytics: boolean) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: writePreferences({ analytics }), url: server.url("/") }]);
}

const policyOf = async (path: string, cookie: string) => (await fetch(server.url(path), { headers: { cookie } })).headers.get("content-security-policy") ?? "";

describe("the analytics tag", () => {
  it("loads only with the business's id and the visitor's yes; the policy allows its host only then", async () => {
    expect(await policyOf("/", `${CONSENT_COOKIE}=${writePreferences({ analytics: true })}`)).toContain(tag.origin);
    expect(await policyOf("/", `${CONSENT_COOKIE}=${writePreferences({ analytics: false })}`)).not.toContain(tag.origin);
    expect(await policyOf("/", "lang=fr")).not.toContain(tag.origin);
    // the solo studio has no id
    const solo = await getWithHost(server.url("/"), `solo.localhost:${new URL(server.url("/")).port}`, { cookie: `${CONSENT_COOKIE}=${writePreferences({ analytics: true })}` });
    expect(solo.headers["content-security-policy"]).not.toContain(tag.origin);

    for (const [analytics, loads] of [[false, false], [true, true]] as const) {
      const before = tag.requests.length;
      const { context, page } = await newPage(browser, PHONE);
      await consent(context, analytics);
      await page.goto(server.url("/"));
      await page.waitForLoadState("load");
      if (loads) await page.waitForFunction(() => (window as unknown as { __tagLoaded?: string }).__tagLoaded === "G-TEST1234", undefined, wait);
      expect(tag.requests.slice(before).some((r) => r.id === "G-TEST1234")).toBe(loads);
      await expect(page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).resolves.toBe(loads);
      await context.close();
    }
  });

  it("a confirmed booking sends one purchase event: EUR, tax and shipping 0, its reference and lines, no one's name", async () => {
    const who = await server.signedIn("spa");
    const api = (path: string, init: RequestInit = {}) => fetch(server.url(`/api${path}`), { ...init, headers: { "content-type": "application/json", company: spa.token, authorization: `Bearer ${who.token}`, ...(init.headers ?? {}) } });
    const { articles } = await (await api("/articles")).json();
    const massage = articles.find((a: { slug: string }) => a.slug === "massage-californien");
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const { appointments } = await (await api(`/appointments?shopid=ab-1001&serviceid=${massage.id}&start=${from}&end=${to}`)).json();
    const slot = appointments.data.flatMap((d: { slots: { start: string; shopStatus: string; free: { employees: string[] } }[] }) => d.slots).find((s: { shopStatus: string; free: { employees: string[] } }) => s.shopStatus === "open" && s.free.employees.length > 0);
    const booked = await api("/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [massage.id], start: slot.start } }) });
    expect(booked.status).toBe(201);
    const { order } = await booked.json();
    expect(order.status).toBe("confirmed");

    const { context, page } = await newPage(browser, PHONE);
    await consent(context, true);
    await context.addCookies([{ name: "auth", value: who.token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    await page.goto(server.url(`/payments/success?cartId=${order.id}`));
    const events = () => page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a)).filter((a) => a[0] === "event"));
    await expect.poll(async () => (await events()).length, wait).toBe(2);
    const [purchase, conversion] = await events();
    expect(purchase).toEqual(["event", "purchase", { transaction_id: order.reference, value: order.amount / 100, currency: "EUR", tax: 0, shipping: 0, items: [{ item_id: String(massage.id), item_name: "Massage californien", price: order.amount / 100, quantity: 1 }] }]);
    expect(conversion).toEqual(["event", "conversion", { send_to: "AW-123456789/achat", value: order.amount / 100, currency: "EUR", transaction_id: order.reference }]);
    expect(JSON.stringify(await events())).not.toMatch(new RegExp(`${who.customer.email}|Alice|Martin`));
    // a reload does not count it again
    await page.reload();
    await page.getByTestId("payment-success").waitFor();
    await expect(page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter((a) => a[0] === "event").length)).resolves.toBe(0);
    await context.close();
  });
});
