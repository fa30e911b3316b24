// The customer moves their booking from the signed link of their confirmation mail, on a phone,
// in French and in English: no sign-in, the day's free times, 'Move here', the page says it is
// done, and a second mail carries the updated calendar file (same UID, SEQUENCE 1). Axe-clean.
// The mails are read as delivered, by the server's outbox worker, to a local SMTP server. And,
// in English, a signed-in customer moves it from the profile's order page, to another day.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { appointments } from "../server/db/schema";
import { serviceId, wallTime } from "../server/booking/test-support";
import { decodeMail, mimePart, startTestSmtp } from "../server/notify/test-smtp";
import { ISO } from "../app/lib/i18n";
import { PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { allViolations } from "./shell-helpers";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const journey = bookingJourney(async () => {
  smtp = await startTestSmtp();
  return { SMTP_URL: smtp.url };
});
afterAll(() => smtp?.close());

/** A booking made through the API by a new signed-in customer, in `lang`; answers its order and e-mail. */
async function booked(lang: "fr" | "en", day: string) {
  const who = await journey.server.signedIn();
  const service = await serviceId(journey.server.db, "demo-spa-lumiere", "massage-californien");
  const res = await fetch(journey.server.url("/api/appointments"), {
    method: "POST",
    headers: { "content-type": "application/json", company: "demo-spa-lumiere", curlang: lang, authorization: `Bearer ${who.token}` },
    body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [service], start: wallTime(day, "11:00").toISOString(), employeeId: null } }),
  });
  expect(res.status).toBe(201);
  return { orderId: ((await res.json()) as { order: { id: number } }).order.id, email: who.customer.email! };
}

/** The raw mails the SMTP server received for `to`, the newest first. */
const mailsTo = (to: string) =>
  smtp.inbox
    .filter((m) => m.to === to)
    .map((m) => m.raw)
    .reverse();
/** The mail's subject as written (RFC 2047 words decoded). */
const subjectOf = (raw: string) =>
  /^Subject: (.*(?:\r?\n[ \t].*)*)/m
    .exec(raw)![1]!
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?utf-8\?(q|b)\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) => (kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeMail(text.replace(/_/g, " "))));

for (const [lang, day, words] of [
  ["fr", "2031-04-09", { move: "Déplacer ici", done: /votre rendez-vous est déplacé/, subject: /déplacé/ }],
  ["en", "2031-04-10", { move: "Move here", done: /your appointment has been moved/, subject: /moved/ }],
] as const) {
  describe(`reschedule from the mail's link (${lang}, phone)`, () => {
    it("opens the link without signing in, picks another time, and the customer is mailed the updated .ics", async () => {
      const { orderId, email } = await booked(lang, day);
      await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
      const [confirmation] = mailsTo(email);
      const link = /(https?:\/\/\S+\/booking\/manage\/\d+\.[A-Za-z0-9_-]{43})/.exec(decodeMail(confirmation!))![1]!;
      const { page } = await newPage(journey.browser, PHONE);
      // the mail's link leads to the business's own host, served here on this test's port
      await page.goto(journey.server.url(new URL(link).pathname));
      await page.getByTestId("manage-time").first().waitFor({ state: "attached" });
      expect(await allViolations(page)).toEqual([]);
      const times = page.getByTestId("manage-time");
      // a time other than the booking's own 11:00
      const count = await times.count();
      let chosen = -1;
      for (let i = 0; i < count && chosen < 0; i++) if ((await times.nth(i).getAttribute("value")) !== wallTime(day, "11:00").toISOString()) chosen = i;
      const start = (await times.nth(chosen).getAttribute("value"))!;
      await times.nth(chosen).focus();
      await page.keyboard.press("Space");
      await page.getByRole("button", { name: words.move }).click();
      await expect.poll(() => page.locator("[data-notice=success]").textContent()).toMatch(words.done);
      const rows = await journey.server.db.select().from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.status, "active")));
      expect(rows.map((r) => r.startAt.toISOString())).toEqual([start]);
      await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
      const [moved] = mailsTo(email);
      expect(subjectOf(moved!)).toMatch(words.subject);
      const ics = mimePart(moved!, "text/calendar");
      expect(ics).toContain("SEQUENCE:1\r\n");
      expect(ics).toContain(`UID:booking-${orderId}@`);
      expect(mimePart(confirmation!, "text/calendar")).toContain("SEQUENCE:0\r\n");
      await screenshot(page, `reschedule-${lang}`).catch(() => undefined);
    });
  });
}

describe("reschedule from the profile's order page (en, phone)", () => {
  it("opens the order, 'Move the appointment', picks a time on another day, sees it on the order, and is mailed the updated .ics", async () => {
    const day = "2031-04-16";
    const { context, page } = await newPage(journey.browser, PHONE);
    const me = await journey.server.signIn(context);
    const service = await serviceId(journey.server.db, "demo-spa-lumiere", "massage-californien");
    const res = await fetch(journey.server.url("/api/appointments"), {
      method: "POST",
      headers: { "content-type": "application/json", company: "demo-spa-lumiere", curlang: "en", authorization: `Bearer ${me.token}` },
      body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [service], start: wallTime(day, "11:00").toISOString(), employeeId: null } }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const orderId = ((await res.json()) as { order: { id: number } }).order.id;
    const email = me.customer.email!;
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);

    await page.goto(journey.server.url(`/en/profile/orders/${orderId}`));
    await page.getByRole("link", { name: "Move the appointment" }).click();
    await page.getByTestId("manage-day").waitFor();
    // the next day, its free times
    await page.getByTestId("manage-day").fill("2031-04-17");
    await page.getByTestId("manage-show").click();
    await page.waitForURL((url) => url.searchParams.get("date") === "2031-04-17");
    const times = page.getByTestId("manage-time");
    await times.first().waitFor({ state: "attached" });
    const start = (await times.last().getAttribute("value"))!;
    expect(start.startsWith("2031-04-17")).toBe(true);
    await times.last().focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Move here" }).click();
    await expect.poll(() => page.locator("[data-notice=success]").textContent()).toMatch(/your appointment has been moved/);

    // the order page says the new day and time
    await page.goto(journey.server.url(`/en/profile/orders/${orderId}`));
    const order = page.getByTestId("booking-order");
    const time = new Intl.DateTimeFormat(ISO.en, { timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date(start));
    await expect.poll(() => order.textContent()).toContain(time);
    expect(await order.textContent()).toMatch(/17 April/);
    expect(await allViolations(page)).toEqual([]);
    const rows = await journey.server.db.select().from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.status, "active")));
    expect(rows.map((r) => r.startAt.toISOString())).toEqual([start]);

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const [confirmation, moved] = [mailsTo(email)[1]!, mailsTo(email)[0]!];
    expect(subjectOf(moved)).toMatch(/moved/);
    const ics = mimePart(moved, "text/calendar");
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain(`UID:booking-${orderId}@`);
    expect(mimePart(confirmation, "text/calendar")).toContain(`UID:booking-${orderId}@`);
    expect(mimePart(confirmation, "text/calendar")).toContain("SEQUENCE:0\r\n");
    await context.close();
  });
});
