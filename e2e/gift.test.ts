// Gift vouchers as a buyer meets them, in Chromium, on a demo server (DEMO=1: the local Stripe fake
// takes the payment in the server's process) whose mail goes to a real local SMTP server: the
// form kept through signing in, the provider's page, the thank-you page, the mails with their PDF
// as the recipient and the buyer receive them, the buyer's vouchers and sending one again, and the
// code checked on /gift.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMail, startTestSmtp } from "../server/notify/test-smtp";
import { PHONE, launch, newPage, screenshot } from "./browser";
import { startBookingServer, type BookingServer } from "./booking-support";
import { giveConsent, seriousViolations } from "./shell-helpers";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let browser: Browser;
let server: BookingServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  [browser, server] = await Promise.all([launch(), startBookingServer({ DEMO: "1", SMTP_URL: smtp.url })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The mails delivered to an address, decoded. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, "").replace(",", ".")) * 100);
/** French money as the pages write it: '35 €', '7,50 €'. */
const money = (c: number) => `${c % 100 === 0 ? c / 100 : (c / 100).toFixed(2).replace(".", ",")}\u00a0€`;
const inboxOf = (email: string) => smtp.inbox.filter((m) => m.to === email).map((m) => decodeMail(m.raw));

describe("buying a gift voucher", () => {
  it("on a phone, in French: chosen as a guest, kept through signing in, paid on the provider's page, mailed with its PDF, sent again, checked", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    const friend = `lea-${Date.now()}@example.test`;
    await page.goto(server.url("/gift"));
    await page.getByTestId("gift-themes").getByText("Fêtes").click();
    await page.getByText("120 €", { exact: true }).click();
    await page.getByLabel("Prénom et nom").fill("Léa Dubois");
    await page.getByLabel("E-mail du bénéficiaire").fill(friend);
    await page.getByLabel("Votre message (facultatif)").fill("Joyeux anniversaire !");
    await expect(page.getByTestId("gift-preview").textContent()).resolves.toMatch(/120\s€.*Pour Léa Dubois.*Joyeux anniversaire !/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "gift-form-phone");

    // a guest is asked to sign in, and comes back to the form as they left it
    await page.getByTestId("gift-pay").click();
    await page.waitForURL(/\/auth\/login\?/);
    const back = new URL(page.url()).searchParams.get("redirectTo") ?? "";
    expect(back).toContain("/gift?");
    const buyer = await server.signIn(context);
    await page.goto(server.url(back));
    await expect(page.getByLabel("Prénom et nom").inputValue()).resolves.toBe("Léa Dubois");
    await expect(page.getByTestId("gift-themes").getByRole("radio", { name: "Fêtes" }).isChecked()).resolves.toBe(true);
    await expect(page.getByTestId("gift-buyer").textContent()).resolves.toContain(buyer.customer.email!);

    await page.getByTestId("gift-pay").click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await expect(page.locator("p.amount").textContent()).resolves.toBe("€120.00");
    await page.locator("#card").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/gift\/merci\?voucher=\d+/);
    await page.getByTestId("gift-paid").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Merci pour votre cadeau");
    const code = (await page.getByTestId("gift-code").textContent())!.trim();
    expect(code).toMatch(/^([2-9A-HJKMNP-Z]{4}-){4}[2-9A-HJKMNP-Z]{4}$/);
    await expect(page.getByRole("status").first().textContent()).resolves.toContain(`Il vient de partir à ${friend}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "gift-thanks-phone");

    // the PDF, for its buyer
    const pdf = await page.request.get(server.url((await page.getByTestId("gift-download").getAttribute("href"))!));
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // the recipient's mail and the buyer's copy, as the SMTP server received them
    await expect.poll(() => inboxOf(friend).length, { timeout: 15_000 }).toBe(1);
    const [received] = inboxOf(friend);
    expect(received).toContain("vous offre un bon cadeau Maison Lumi");
    expect(received).toContain(code);
    expect(received).toMatch(/Content-Type: application\/pdf; name=bon-cadeau-[A-Z0-9-]+\.pdf/);
    await expect.poll(() => inboxOf(buyer.customer.email!).length, { timeout: 15_000 }).toBe(1);
    expect(inboxOf(buyer.customer.email!)[0]).toContain(`Il vient d'être envoyé à ${friend}.`);

    // the buyer's vouchers: sent again, to a new address
    await page.goto(server.url("/profile/gifts"));
    const row = page.getByTestId("gift-history-row").first();
    await expect(row.getByTestId("gift-status").textContent()).resolves.toBe("Envoyé");
    await row.getByTestId("gift-resend").click();
    const dialog = page.locator("dialog[open][data-testid=gift-resend-dialog]");
    const newAddress = `lea.dubois-${Date.now()}@example.test`;
    await dialog.getByLabel("E-mail du bénéficiaire").fill(newAddress);
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await expect(dialog.getByRole("status").textContent()).resolves.toBe(`Bon cadeau renvoyé à ${newAddress}.`);
    await expect.poll(() => inboxOf(newAddress).length, { timeout: 15_000 }).toBe(1);
    await screenshot(page, "gift-mine-phone");

    await context.close();

    // the recipient books a massage and pays it with the voucher, read from their mail
    const mailed = /Code : ([A-Z0-9-]{24})/.exec(received!)![1]!;
    const recipient = await newPage(browser, PHONE);
    await giveConsent(recipient.context, server.url("/"));
    await server.signIn(recipient.context, "spa", newAddress);
    const step = recipient.page;
    await step.goto(server.url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const slots = step.getByTestId("slots").locator("button");
    await slots.first().waitFor();
    await slots.first().click();
    await step.getByTestId("booking-discounts-open").click();
    await step.getByTestId("booking-summary").waitFor();
    await step.getByTestId("voucher-open").click();
    await step.getByTestId("voucher-field").fill(mailed.toLowerCase().replace(/-/g, " "));
    await step.getByTestId("voucher-apply").click();
    await step.getByTestId("voucher-applied").waitFor();
    const price = cents((await step.getByTestId("discount-lines").locator("dd").first().textContent())!);
    const left = money(12_000 - price);
    expect((await step.getByTestId("voucher-applied").textContent())!.replace(/\s/g, " ")).toContain(left.replace(/\s/g, " "));
    const confirm = step.getByTestId("booking-confirm");
    await expect.poll(() => confirm.getAttribute("aria-busy")).toBeNull();
    await confirm.click();
    await step.getByTestId("order-vouchers").waitFor();
    expect(cents((await step.getByTestId("order-voucher").textContent())!)).toBe(price);

    // what is left, checked on /gift
    await step.goto(server.url("/gift"));
    await step.getByLabel("Code du bon cadeau").fill(mailed);
    await step.getByRole("button", { name: "Vérifier" }).click();
    await expect(step.getByTestId("gift-check-result").textContent()).resolves.toMatch(new RegExp(`Il reste ${left.replace(/\s/g, "\\s")} sur 120\\s€, à utiliser jusqu'au`));
    await screenshot(step, "gift-check-phone");
    await recipient.context.close();
  });

  it("on a phone, in English: a service voucher for a later day; a declined card first; the recipient's mail waits for its day", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    const buyer = await server.signIn(context, "spa", `buyer-${Date.now()}@example.test`);
    const friend = `sam-${Date.now()}@example.test`;
    await page.goto(server.url("/en/gift"));
    await page.getByText("A service", { exact: true }).click();
    const service = page.getByLabel("Service given");
    await service.selectOption({ index: 1 });
    const chosen = (await service.locator("option:checked").textContent())!;
    await page.getByLabel("First and last name").fill("Sam Taylor");
    await page.getByLabel("Recipient's email").fill(friend);
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Sending date").fill(later);
    await expect(page.getByTestId("gift-preview").textContent()).resolves.toContain(chosen.split(" · ")[0]!);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "gift-form-phone-en");

    await page.getByTestId("gift-pay").click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await page.locator("#card").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.locator("body").textContent()).resolves.toContain("Your card was declined.");
    await page.locator("#card").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/en\/gift\/merci\?voucher=\d+/);
    await page.getByTestId("gift-paid").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Thank you for your gift");
    await expect(page.getByRole("status").first().textContent()).resolves.toMatch(new RegExp(`It will go to ${friend.replace(/[.]/g, "\\.")} on \\d+ \\w+ \\d{4}`));
    await screenshot(page, "gift-thanks-phone-en");

    await expect.poll(() => inboxOf(buyer.customer.email!).length, { timeout: 15_000 }).toBe(1);
    expect(inboxOf(buyer.customer.email!)[0]).toContain("Sam Taylor will receive it by email on");
    expect(inboxOf(friend)).toEqual([]);
    await page.goto(server.url("/en/profile/gifts"));
    await expect(page.getByTestId("gift-status").first().textContent()).resolves.toBe("Scheduled");
    await context.close();
  });
  it("the gift page is kept for visitors without a session; a voucher asked by its code is checked afresh each time", async () => {
    // a kept answer says so (Server-Timing: kept); a drawn one does not
    const answer = async (path: string) => {
      const res = await fetch(server.url(path));
      expect(res.status).toBe(200);
      return { html: await res.text(), kept: res.headers.get("server-timing") === "kept" };
    };
    for (let i = 0; i < 3; i++) expect((await answer("/gift?code=NOPE-0000")).kept).toBe(false);
    // each language kept apart, in its own words
    for (const [path, title] of [
      ["/gift", "Offrir un bon cadeau"],
      ["/en/gift", "Give a gift voucher"],
    ] as const) {
      await answer(path);
      // kept once the first answer was drawn in full: on a busy machine, ask again until it answers
      let kept = await answer(path);
      for (let tries = 0; tries < 20 && !kept.kept; tries++) kept = await answer(path);
      expect(kept.kept).toBe(true);
      expect(kept.html).toContain(title);
    }
  });
});
