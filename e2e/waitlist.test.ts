// The waitlist on a phone, in French and in English: a signed-in customer books, and on the
// confirmation asks to be told of an earlier time ('Prévenez-moi' / 'Tell me…'), keyboard only;
// another customer cancels an earlier booking; the jobs queue (at an injected daytime instant)
// mails the waiting customer, in their language, a link to the booking step for that time.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, waitlistEntries } from "../server/db/schema";
import { nextWeekday, serviceId, wallTime } from "../server/booking/test-support";
import { PHONE, newPage } from "./browser";
import { bookingJourney } from "./booking-support";
import { allViolations } from "./shell-helpers";

const journey = bookingJourney();

const mailsTo = (email: string) => journey.server.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id));

function dayAfter(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

for (const [lang, weekday, words] of [
  ["fr", "thursday", { prefix: "", open: "Prévenez-moi si un créneau plus tôt se libère", submit: "Me prévenir", confirm: "Confirmer le rendez-vous", done: /C'est noté/, subject: /^Un créneau s'est libéré/ }],
  ["en", "tuesday", { prefix: "/en", open: "Tell me if an earlier time frees up", submit: "Tell me", confirm: "Confirm the appointment", done: /Done: we will email you/, subject: /^A time has freed up/ }],
] as const) {
  describe(`the waitlist (${lang}, phone)`, () => {
    it("joins from the booking's confirmation and is mailed when an earlier time is cancelled", async () => {
      const service = await serviceId(journey.server.db, "demo-spa-lumiere", "massage-californien");
      // another customer's booking, earlier than the one the waiting customer makes
      const early = nextWeekday(weekday, 8);
      const other = await journey.server.signedIn();
      const booked = await fetch(journey.server.url("/api/appointments"), {
        method: "POST",
        headers: { "content-type": "application/json", company: "demo-spa-lumiere", authorization: `Bearer ${other.token}` },
        body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [service], start: wallTime(early, "11:00").toISOString(), employeeId: null } }),
      });
      expect(booked.status).toBe(201);
      const orderId = ((await booked.json()) as { order: { id: number } }).order.id;

      const { context, page } = await newPage(journey.browser, PHONE);
      const me = await journey.server.signIn(context);
      const later = wallTime(dayAfter(early, 7), "10:00").toISOString();
      await page.goto(journey.server.url(`${words.prefix}/services?page=reserved&cart=${service}&shop=ab-1001&start=${encodeURIComponent(later)}`));
      await page.getByRole("button", { name: words.confirm }).click();
      await page.getByTestId("booking-confirmed").waitFor();

      // keyboard only: open the form, go to its button, send
      const open = page.getByRole("button", { name: words.open });
      await open.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => open.getAttribute("aria-expanded")).toBe("true");
      expect(await allViolations(page)).toEqual([]);
      await page.getByRole("button", { name: words.submit, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("waitlist-join-done").textContent()).toMatch(words.done);
      const [entry] = await journey.server.db.select().from(waitlistEntries).where(eq(waitlistEntries.customerId, me.customer.id));
      expect(entry).toMatchObject({ lang, dateTo: dayAfter(early, 6) });
      await page.screenshot({ path: `/tmp/waitlist/confirmation-${lang}.png`, fullPage: true }).catch(() => undefined);

      // the other customer cancels; the jobs run at noon the day before (by day: told at once)
      const cancelled = await fetch(journey.server.url(`/api/appointments?orderId=${orderId}`), { method: "DELETE", headers: { company: "demo-spa-lumiere", authorization: `Bearer ${other.token}` } });
      expect(cancelled.status).toBe(200);
      const worker = journey.server.jobWorker(() => wallTime(dayAfter(early, -1), "12:00"));
      let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
      for (let i = 0; i < 50 && !mail; i++) {
        await worker.drain();
        mail = (await mailsTo(me.customer.email!)).find((m) => words.subject.test(m.subject));
        if (!mail) await new Promise((r) => setTimeout(r, 100));
      }
      expect(mail).toBeDefined();
      const link = /(https?:\/\/\S+\/services\?page=reserved\S+)/.exec(mail!.text)![1]!;
      expect(new URL(link).searchParams.get("shop")).toBe("ab-1001");
      expect(new URL(link).searchParams.get("cart")).toBe(String(service));
      expect(new URL(link).pathname).toBe(`${words.prefix}/services`);
      expect(mail!.text).toMatch(/\/waitlist\/leave\/\d+\.[A-Za-z0-9_-]{43}/);

      // the mail's link opens the booking step on that day's time
      await page.goto(journey.server.url(`${new URL(link).pathname}${new URL(link).search}`));
      await page.getByTestId("booking-bar").waitFor();
      await context.close();
    });
  });
}
