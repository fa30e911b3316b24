// Bookings paid online, in Chromium at phone size, on a demo server (DEMO=1): the local Stripe
// fake runs in the server's process, its hosted page posts back as Stripe does, and its webhooks
// reach the server's callback. The demo spa's hammam ritual asks a 30 % deposit.
// (The other providers' journeys: e2e/payment-providers.test.ts.)
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { generateVoucherCode } from "../domain/gift-voucher";
import { appointments, bookingOrders, giftVouchers, outbox } from "../server/db/schema";
import { DESKTOP, PHONE, newPage, screenshot } from "./browser";
import { bookingJourney, toDepositStep } from "./booking-support";

const journey = bookingJourney({ DEMO: "1" });

/** Goes to Stripe's page from the hammam ritual's booking step (e2e/booking-support.ts). */
async function toStripe(page: Page, lang: "fr" | "en" = "fr", message?: string, atStep?: Awaited<ReturnType<typeof toDepositStep>>) {
  const reached = atStep ?? (await toDepositStep(page, journey.server, lang, message));
  await screenshot(page, `payment-step-${lang}`);
  await reached.confirm.click();
  await page.waitForURL(/\/c\/pay\/cs_test_/);
  await expect(page.locator("p.amount").textContent()).resolves.toBe(`€${reached.deposit.replace(/\s?€\s?/, "").replace(",", ".")}`);
  return reached;
}

describe("a booking with a deposit", () => {
  it("pays the deposit on the provider's page, lands on the confirmation showing it, cancels and sees the refund on the order", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await journey.server.signIn(context);
    const { deposit } = await toStripe(page, "fr", "Allergique aux huiles essentielles.\nMerci !");
    await page.locator("#card").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();

    await page.waitForURL(/\/payments\/success\?cartId=\d+/);
    const success = page.getByTestId("payment-success");
    await success.waitFor();
    await expect(page.getByTestId("order-paid").textContent()).resolves.toBe(deposit);
    // the message left in the summary went with the order
    await expect(page.getByTestId("order-message").textContent()).resolves.toBe("Votre messageAllergique aux huiles essentielles.\nMerci !");
    await expect(page.getByTestId("order-due-at-shop").isVisible()).resolves.toBe(true);
    await screenshot(page, "payment-success-phone");

    // The order's page: cancelling says first that the deposit comes back (well before the cut-off).
    await page.getByRole("link", { name: /Voir mon rendez-vous|rendez-vous/ }).first().click();
    await page.waitForURL(/\/profile\/orders\/\d+$/);
    await page.getByTestId("cancel-booking").click();
    const ask = page.locator("dialog[open][data-testid=cancel-dialog]");
    await expect(ask.textContent()).resolves.toContain(`${deposit} vous seront remboursés`);
    await ask.getByTestId("cancel-confirm").click();
    await expect.poll(() => page.getByTestId("order-status").textContent()).toBe("Annulé");
    await expect(page.getByTestId("order-refunded").textContent()).resolves.toBe(deposit);
    await screenshot(page, "payment-refunded-phone");
    await context.close();
  });

  it("in English on a desktop: the step, the return page and the confirmation mail speak English", async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    const email = `english-${Date.now()}@example.test`;
    await journey.server.signIn(context, "spa", email);
    // a message the API cannot keep (too long) is refused at its field, nothing booked; without it the payment goes on
    const reached = await toDepositStep(page, journey.server, "en", "A".repeat(1200));
    await reached.confirm.click();
    await expect.poll(() => page.getByTestId("booking-message").getAttribute("aria-invalid")).toBe("true");
    await expect(page.locator("#booking-form").textContent()).resolves.toContain("1000 characters at most.");
    expect(page.url()).not.toMatch(/\/c\/pay\//);
    await page.getByTestId("booking-message").fill("");
    const { deposit } = await toStripe(page, "en", undefined, reached);
    await page.locator("#card").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();

    await page.waitForURL(/\/en\/payments\/success\?cartId=\d+/);
    await page.getByTestId("payment-success").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Payment confirmed");
    await expect(page.getByRole("status").first().textContent()).resolves.toContain("Payment received: your appointment is confirmed.");
    await expect(page.getByTestId("order-payment").textContent()).resolves.toContain("Paid online");
    await expect(page.getByTestId("order-paid").textContent()).resolves.toBe(deposit);
    await expect(page.getByTestId("order-message").count()).resolves.toBe(0);
    await screenshot(page, "payment-success-desktop-en");

    // The confirmation mail, written in the same transaction as the payment, in the visitor's language.
    await expect
      .poll(async () => (await journey.server.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.subject))
      .toEqual([expect.stringMatching(/^Your appointment on .+ is confirmed$/)]);
    const [mail] = await journey.server.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.text).toContain(`Paid online: ${deposit}.`);
    expect(mail!.text).toContain("Left to pay when you visit:");
    await context.close();
  });

  it("a gift voucher paying part of a booking with nothing to pay online: the confirmation says what is left to pay at the shop", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const me = await journey.server.signIn(context);
    const code = generateVoucherCode((n) => randomBytes(n));
    await journey.server.db.insert(giftVouchers).values({ companyId: me.customer.companyId, code, kind: "amount", value: 5000, balance: 5000, validUntil: "2099-12-31", deliverOn: "2026-11-01" });
    await page.goto(journey.server.url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const slots = page.getByTestId("slots").locator("button");
    await slots.first().waitFor();
    await slots.first().click();
    await page.getByTestId("booking-discounts-open").click();
    await page.getByTestId("voucher-open").click();
    await page.getByTestId("voucher-field").fill(code);
    await page.getByTestId("voucher-apply").click();
    await page.getByTestId("voucher-applied").waitFor();
    const confirm = page.getByTestId("booking-confirm");
    await expect.poll(() => confirm.getAttribute("aria-busy")).toBeNull();
    await confirm.click();
    await page.getByTestId("booking-confirmed").waitFor();
    const [order] = await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.customerId, me.customer.id));
    const total = order!.totals!.total;
    expect(total).toBeGreaterThan(5000);
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
    expect(cents((await page.getByTestId("order-voucher").textContent())!)).toBe(5000);
    expect(cents((await page.getByTestId("order-due-at-shop").textContent())!)).toBe(total - 5000);
    await context.close();
  });

  it("a declined card: back from the provider's page to /payments/fail with the reason in our words, the time held until the customer gives it up, then free again", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await journey.server.signIn(context);
    const { time, dayIndex } = await toStripe(page);
    await page.locator("#card").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.getByRole("alert").getByText("Your card was declined.").waitFor();
    await page.getByRole("link", { name: "Cancel and return to the shop" }).click();

    await page.waitForURL(/\/payments\/fail\?cartId=\d+/);
    const cartId = Number(new URL(page.url()).searchParams.get("cartId"));
    // the provider's reason in our words and the page's language, never Stripe's English
    await expect(page.getByTestId("payment-fail-reason").textContent()).resolves.toContain("Votre banque a refusé le paiement");
    await expect(page.getByTestId("payment-fail-reason").textContent()).resolves.not.toContain("declined");
    // reading the page changed nothing: Stripe's page may still be paid, the time is held
    const [held] = await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, cartId));
    expect(held!.status).toBe("pending");
    await screenshot(page, "payment-fail-held-phone");
    await page.getByRole("button", { name: "Annuler ce paiement" }).click();
    await page.getByText("Le créneau est de nouveau libre").waitFor();
    await expect(page.getByTestId("payment-fail-reason").textContent()).resolves.toContain("Votre banque a refusé le paiement");
    await screenshot(page, "payment-fail-phone");
    const [order] = await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, cartId));
    expect(order!.status).toBe("expired");
    const rows = await journey.server.db.select().from(appointments).where(eq(appointments.orderId, cartId));
    expect(rows.map((r) => r.status)).toEqual(["released"]);

    // Back to the booking step: its times are read again, and the released one is offered on its day.
    await page.getByTestId("payment-try-again").click();
    await page.getByTestId("date-strip").locator("button").nth(dayIndex).click();
    const slots = page.getByTestId("slots").locator("button");
    await slots.first().waitFor();
    await expect(slots.first().textContent()).resolves.toContain(time);
    await context.close();
  });
});
