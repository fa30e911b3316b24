// The waitlist on a phone, in French and in English: a signed-in customer books, and on the
// confirmation asks to be told of an earlier time ('Prévenez-moi' / 'Tell me…'), keyboard only;
// another customer cancels an earlier booking; the jobs queue (at an injected daytime instant)
// writes the mail and the server's outbox worker delivers it to a local SMTP server, where the test
// reads it: in the customer's language, a link to the booking step for that time and one to leave
// the waitlist, whose page leaves it. The profile lists the customer's waitlists, each left there.
// In German, from the booking step itself: a fortnight the shop is closed, the slot picker's offer.
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { shopDays, shops, waitlistEntries } from "../server/db/schema";
import { companyId, nextWeekday, serviceId, wallTime } from "../server/booking/test-support";
import { decodeMail, startTestSmtp } from "../server/notify/test-smtp";
import { PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { allViolations } from "./shell-helpers";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const journey = bookingJourney(async () => {
  smtp = await startTestSmtp();
  return { SMTP_URL: smtp.url };
});
afterAll(() => smtp?.close());

/** The decoded mails the SMTP server received for `to`. */
const mailsTo = (to: string) => smtp.inbox.filter((m) => m.to === to).map((m) => decodeMail(m.raw));

function dayAfter(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

for (const [lang, weekday, words] of [
  ["fr", "thursday", { prefix: "", open: "Prévenez-moi si un créneau plus tôt se libère", submit: "Me prévenir", confirm: "Confirmer le rendez-vous", done: /C'est noté/, freed: /Un créneau que vous attendiez s'est libéré/, leave: "Quitter la liste d'attente", left: /Vous avez quitté cette liste d'attente/, mine: "Mes listes d'attente" }],
  ["en", "tuesday", { prefix: "/en", open: "Tell me if an earlier time frees up", submit: "Tell me", confirm: "Confirm the appointment", done: /Done: we will email you/, freed: /A time you were waiting for has freed up/, leave: "Leave the waitlist", left: /You have left this waitlist/, mine: "My waitlists" }],
] as const) {
  describe(`the waitlist (${lang}, phone)`, () => {
    it("joins from the booking's confirmation, receives the mail (local SMTP server) after another customer cancels, and leaves from its link", async () => {
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
      await screenshot(page, `waitlist-confirmation-${lang}`).catch(() => undefined);

      // the other customer cancels; the jobs run at noon the day before (by day: told at once)
      const cancelled = await fetch(journey.server.url(`/api/appointments?orderId=${orderId}`), { method: "DELETE", headers: { company: "demo-spa-lumiere", authorization: `Bearer ${other.token}` } });
      expect(cancelled.status).toBe(200);
      const worker = journey.server.jobWorker(() => wallTime(dayAfter(early, -1), "12:00"));
      await worker.drain();
      // the server's outbox worker delivers it to the SMTP server (at once: it is woken at commit)
      await expect.poll(() => mailsTo(me.customer.email!).find((m) => words.freed.test(m)), { timeout: 15_000 }).toBeDefined();
      const mail = mailsTo(me.customer.email!).find((m) => words.freed.test(m))!;
      const link = /(https?:\/\/\S+\/services\?page=reserved\S+)/.exec(mail)![1]!;
      expect(new URL(link).searchParams.get("shop")).toBe("ab-1001");
      expect(new URL(link).searchParams.get("cart")).toBe(String(service));
      expect(new URL(link).pathname).toBe(`${words.prefix}/services`);
      const leaveLink = new URL(/(https?:\/\/\S+\/waitlist\/leave\/\d+\.[A-Za-z0-9_-]{43})/.exec(mail)![1]!);
      expect(leaveLink.pathname.startsWith(`${words.prefix}/waitlist/leave/`)).toBe(true);

      // the mail's link opens the booking step on that day's time
      await page.goto(journey.server.url(`${new URL(link).pathname}${new URL(link).search}`));
      await page.getByTestId("booking-bar").waitFor();

      // the mail's other link leaves the waitlist, without signing in, keyboard only
      const { context: anonymous, page: leavePage } = await newPage(journey.browser, PHONE);
      await leavePage.goto(journey.server.url(leaveLink.pathname));
      await leavePage.getByTestId("waitlist-leave-entry").waitFor();
      expect(await allViolations(leavePage)).toEqual([]);
      await leavePage.getByRole("button", { name: words.leave }).focus();
      await leavePage.keyboard.press("Enter");
      await leavePage.getByText(words.left).waitFor();
      const [gone] = await journey.server.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry!.id));
      expect(gone!.leftAt).not.toBeNull();
      await anonymous.close();
      await context.close();
    });

    it("lists the customer's waitlists on the profile and leaves one there", async () => {
      const service = await serviceId(journey.server.db, "demo-spa-lumiere", "massage-californien");
      const { context, page } = await newPage(journey.browser, PHONE);
      const me = await journey.server.signIn(context);
      const join = (shopId: string, day: string) =>
        fetch(journey.server.url("/api/waitlist"), {
          method: "POST",
          headers: { "content-type": "application/json", company: "demo-spa-lumiere", authorization: `Bearer ${me.token}`, "accept-language": lang },
          body: JSON.stringify({ shopId, services: [service], from: day, to: dayAfter(day, 2) }),
        });
      for (const [shopId, day] of [["ab-1001", nextWeekday(weekday, 9)], ["ab-1002", nextWeekday(weekday, 16)]] as const) expect((await join(shopId, day)).status).toBe(201);

      await page.goto(journey.server.url(`${words.prefix}/profile`));
      const list = page.getByTestId("waitlist-entries");
      await list.getByRole("heading", { name: words.mine }).waitFor();
      await expect.poll(() => list.getByTestId("waitlist-entry").count()).toBe(2);
      expect(await allViolations(page)).toEqual([]);

      // keyboard only: the first entry's button
      await list.getByTestId("waitlist-entry").first().getByRole("button", { name: words.leave }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => list.getByTestId("waitlist-entry").count()).toBe(1);
      const rows = await journey.server.db.select().from(waitlistEntries).where(eq(waitlistEntries.customerId, me.customer.id));
      expect(rows.filter((r) => r.leftAt !== null)).toHaveLength(1);
      // the one still listed is the one not left, after a reload too
      await page.reload();
      await expect.poll(() => page.getByTestId("waitlist-entry").count()).toBe(1);
      const still = rows.find((r) => r.leftAt === null)!;
      const listed = (await (await fetch(journey.server.url("/api/waitlist"), { headers: { company: "demo-spa-lumiere", authorization: `Bearer ${me.token}` } })).json()) as { entries: { id: number }[] };
      expect(listed.entries.map((e) => e.id)).toEqual([still.id]);
      await context.close();
    });
  });
}

describe("the waitlist from the slot picker (de, phone)", () => {
  it("offers it on days with no free time, joins, says so, and the profile lists the entry", async () => {
    const db = journey.server.db;
    const service = await serviceId(db, "demo-spa-lumiere", "massage-californien");
    // the shop closed around a day far ahead, so the fortnight the picker shows has no free time
    const target = nextWeekday("wednesday", 60);
    const company = await companyId(db, "demo-spa-lumiere");
    const [shop] = await db.select().from(shops).where(and(eq(shops.companyId, company), eq(shops.externalId, "ab-1001")));
    await db.insert(shopDays).values(Array.from({ length: 27 }, (_, i) => ({ companyId: company, shopId: shop!.id, day: dayAfter(target, i - 13), kind: "closed" as const })));

    const { context, page } = await newPage(journey.browser, PHONE);
    const me = await journey.server.signIn(context);
    await page.goto(journey.server.url(`/de/services?page=reserved&cart=${service}&shop=ab-1001&start=${encodeURIComponent(wallTime(target, "10:00").toISOString())}`));
    await expect.poll(() => page.getByTestId("slots-status").textContent()).toBe("An diesen Tagen ist keine Uhrzeit mehr frei.");
    const offer = page.getByTestId("waitlist-join");
    await expect.poll(() => offer.textContent()).toContain("Keine passende Zeit?");
    expect(await page.getByTestId("slots").count()).toBe(0);

    const open = offer.getByRole("button", { name: "Benachrichtigen Sie mich, wenn ein früherer Termin frei wird" });
    await open.click();
    await expect.poll(() => open.getAttribute("aria-expanded")).toBe("true");
    expect(await allViolations(page)).toEqual([]);
    await offer.getByRole("button", { name: "Benachrichtigen", exact: true }).click();
    await expect.poll(() => page.getByTestId("waitlist-join-done").textContent()).toMatch(/^Notiert: Wir schreiben Ihnen per E-Mail/);
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.customerId, me.customer.id));
    expect(entry).toMatchObject({ lang: "de", shopId: shop!.id, leftAt: null });
    expect(entry!.dateFrom <= target && target <= entry!.dateTo).toBe(true);
    expect(entry!.dateTo).toBe(dayAfter(entry!.dateFrom, 13));

    await page.goto(journey.server.url("/de/profile"));
    const list = page.getByTestId("waitlist-entries");
    await list.getByRole("heading", { name: "Meine Wartelisten" }).waitFor();
    await expect.poll(() => list.getByTestId("waitlist-entry").count()).toBe(1);
    expect(await list.getByTestId("waitlist-entry").textContent()).toContain("Marais");
    await context.close();
  });
});
