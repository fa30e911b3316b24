// The same deposit paid through each of the other providers, in Chromium at phone size, on one
// demo server (DEMO=1: every provider's local fake runs in the server's process). Between
// journeys only the demo spa's `payment.provider` (and that provider's demo keys) changes, as a
// business switching provider in its settings would: the booking step, the held slot, the return
// pages and the confirmation are the same whichever it is.
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enableDemoPayments } from "../server/db/demo/payments";
import { appointments, bookingOrders } from "../server/db/schema";
import { DEMO_CARDS } from "../server/fakes/payments";
import { PHONE, newPage, screenshot } from "./browser";
import { bookingJourney, toDepositStep } from "./booking-support";

const journey = bookingJourney({ DEMO: "1" });

/** The card form of the provider's page: its own page, or the frame PayZen's script draws in the booking step. */
async function payOnProviderPage(page: Page, name: keyof typeof DEMO_CARDS, card: string, deposit: string) {
  const amount = `€${deposit.replace(/\s?€\s?/, "").replace(",", ".")}`;
  if (name === "payzen") {
    // Lyra's embedded form: the card fields are drawn in the step itself, the slot held meanwhile.
    await page.getByTestId("payment-fields").waitFor();
    const frame = page.frameLocator("[data-testid=payment-fields] iframe");
    await expect(frame.locator("p.amount").textContent()).resolves.toBe(amount);
    await screenshot(page, "payment-payzen-fields-phone");
    await frame.locator("#card").fill(card);
    await frame.locator("button[type=submit]").click();
    return;
  }
  await page.locator("#card").waitFor();
  await expect(page.locator("p.amount").textContent()).resolves.toBe(amount);
  await page.locator("#card").fill(card);
  await page.locator("button[type=submit]").click();
}

describe("a deposit paid through each provider, with only the provider changed in the spa's settings", () => {
  for (const name of ["payzen", "saferpay", "paypal", "monetico"] as const) {
    it(`${name}: from the booking step through the provider's page to the confirmation`, async () => {
      await enableDemoPayments(journey.server.db, name);
      const { context, page } = await newPage(journey.browser, PHONE);
      await journey.server.signIn(context);
      const { deposit, confirm } = await toDepositStep(page, journey.server);
      await confirm.click();
      await payOnProviderPage(page, name, DEMO_CARDS[name][0], deposit);

      await page.waitForURL(/\/payments\/success\?cartId=\d+/);
      await page.getByTestId("payment-success").waitFor();
      await expect(page.getByTestId("order-paid").textContent()).resolves.toBe(deposit);
      await expect(page.getByTestId("order-due-at-shop").isVisible()).resolves.toBe(true);
      const cartId = Number(new URL(page.url()).searchParams.get("cartId"));
      const [order] = await journey.server.db.select().from(bookingOrders).where(eq(bookingOrders.id, cartId));
      expect(order!.status).toBe("confirmed");
      await screenshot(page, `payment-${name}-success-phone`);
      await context.close();
    });
  }

  it("payzen, a declined card: the embedded form posts the refusal back, the failure page gives the bank's reason in our words, and the time is free once the customer gives it up", async () => {
    await enableDemoPayments(journey.server.db, "payzen");
    const { context, page } = await newPage(journey.browser, PHONE);
    await journey.server.signIn(context);
    const { deposit, confirm } = await toDepositStep(page, journey.server);
    await confirm.click();
    await payOnProviderPage(page, "payzen", DEMO_CARDS.payzen[1], deposit);

    await page.waitForURL(/\/payments\/fail\?cartId=\d+/);
    await expect(page.getByTestId("payment-fail-reason").textContent()).resolves.toContain("Votre banque a refusé le paiement");
    const cartId = Number(new URL(page.url()).searchParams.get("cartId"));
    await page.getByRole("button", { name: "Annuler ce paiement" }).click();
    await page.getByText("Le créneau est de nouveau libre").waitFor();
    const rows = await journey.server.db.select().from(appointments).where(eq(appointments.orderId, cartId));
    expect(rows.map((r) => r.status)).toEqual(["released"]);
    await screenshot(page, "payment-payzen-fail-phone");
    await context.close();
  });
});
