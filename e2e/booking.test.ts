import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, outbox, trackedCarts } from "../server/db/schema";
import { PHONE, DESKTOP, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { allViolations } from "./shell-helpers";

const journey = bookingJourney();


/** Waits for the slots and picks the first free one; answers its time as shown. */
async function pickFirstSlot(page: Page) {
  const slots = page.getByTestId("slots").locator("button");
  await slots.first().waitFor();
  const label = (await slots.first().textContent())!.trim();
  await slots.first().click();
  return label;
}

describe("booking journeys (phone, Chromium)", () => {
  it("two-shop spa, from the home page in fr: a service's book button, the shop picker, Paris, 'no preference', sign in, confirm, find it in /profile/orders", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await journey.server.customerWithPassword("journey@example.test", "un mot de passe sûr");
    await page.goto(journey.server.url("/"));
    await page.getByTestId("categories").getByRole("link", { name: /Massages/ }).click();
    await page.waitForURL(/\/services\/massages$/);
    // No shop chosen yet on a two-shop site: 'Réserver' asks where, then opens the booking step.
    await page.locator("li", { hasText: "Massage californien" }).first().getByRole("button", { name: /Réserver/ }).click();
    const picker = page.locator("dialog[open][data-testid=shop-picker-book]");
    await expect(picker.textContent()).resolves.toContain("Maison Lumière Lyon Confluence");
    await picker.getByRole("link", { name: /Paris Marais/ }).first().click();
    await page.waitForURL(/\/paris-marais\/services\/massages\/massage-californien\?page=reserved/);

    const step = page.getByTestId("booking-step");
    await step.waitFor();
    await expect(page.getByTestId("booking-services").textContent()).resolves.toContain("Massage californien");
    await expect(step.getByRole("radio", { name: "Sans préférence" }).isChecked()).resolves.toBe(true);
    await page.getByTestId("date-strip").waitFor();
    const time = await pickFirstSlot(page);
    await page.getByTestId("booking-bar").waitFor();
    expect(await allViolations(page)).toEqual([]);
    await screenshot(page, "booking-step-phone");

    // A guest goes on to give an e-mail; here, one who prefers a password signs in on the sign-in
    // page and comes back to the same slot.
    await page.getByTestId("booking-continue").click();
    await page.getByTestId("identify-password").click();
    await page.waitForURL(/\/auth\/login\?redirectTo=/);
    const back = new URL(page.url()).searchParams.get("redirectTo")!;
    expect(back).toMatch(/page=reserved/);
    expect(back).toMatch(/start=/);
    const login = page.getByTestId("login-form");
    await login.getByLabel("E-mail").fill("journey@example.test");
    await login.getByLabel("Mot de passe").fill("un mot de passe sûr");
    await login.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "reserved");
    await page.getByTestId("booking-bar").waitFor();
    await expect(page.getByTestId("booking-bar").textContent()).resolves.toContain(time);
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();

    await page.getByTestId("booking-confirmed").waitFor();
    await expect(page.getByTestId("booking-order").textContent()).resolves.toContain("Massage californien");
    expect(await page.getByTestId("ics-link").getAttribute("href")).toMatch(/^data:text\/calendar/);
    expect(await page.getByTestId("google-link").getAttribute("href")).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    expect(await allViolations(page)).toEqual([]);
    await screenshot(page, "booking-confirmation-phone");

    await page.goto(journey.server.url("/profile/orders"));
    const orders = page.getByTestId("booking-orders");
    await orders.waitFor();
    await expect(orders.textContent()).resolves.toContain("Massage californien");
    await expect(orders.textContent()).resolves.toContain(time);
    expect(await allViolations(page)).toEqual([]);
    await screenshot(page, "booking-orders-phone");

    const [mail] = await journey.server.db.select().from(outbox).where(eq(outbox.recipient, "journey@example.test"));
    expect(mail!.attachments[0]!.filename).toMatch(/\.ics$/);
    expect(mail!.subject).toMatch(/confirmé/);

    // And cancel it from its page.
    await orders.locator("a").first().click();
    // Cancelling asks first, naming the appointment; keeping it changes nothing.
    await page.getByTestId("cancel-booking").click();
    const ask = page.locator("dialog[open][data-testid=cancel-dialog]");
    await expect(ask.textContent()).resolves.toContain(time);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Garder mon rendez-vous");
    await page.keyboard.press("Enter");
    await ask.waitFor({ state: "hidden" });
    await expect(page.getByTestId("order-status").textContent()).resolves.toBe("Confirmé");
    await page.getByTestId("cancel-booking").click();
    await ask.getByTestId("cancel-confirm").click();
    await page.getByText("Votre rendez-vous est annulé.").waitFor();
    await expect.poll(() => page.getByTestId("order-status").textContent()).toBe("Annulé");
    const cancelMail = (await journey.server.db.select().from(outbox).where(eq(outbox.recipient, "journey@example.test"))).find((m) => /annulé/.test(m.subject));
    expect(cancelMail!.attachments[0]!.content).toContain("METHOD:CANCEL");
    await context.close();
  });

  it("two-shop spa: ?cartAdd opens the shop selector, then the side cart panel with SEM/WE totals", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(journey.server.url("/?cartAdd=massage-californien"));
    const selector = page.getByTestId("shop-selector");
    await selector.waitFor();
    await expect(selector.textContent()).resolves.toContain("Maison Lumière Lyon Confluence");
    await screenshot(page, "booking-shop-selector-phone");
    await selector.getByRole("button", { name: /Paris Marais/ }).click();

    const panel = page.getByTestId("booking-cart-panel");
    await panel.waitFor();
    await expect(page.getByTestId("booking-cart-lines").textContent()).resolves.toContain("Massage californien");
    await expect(page.getByTestId("booking-cart-shop").textContent()).resolves.toContain("Maison Lumière Paris Marais");
    // Weekday 79 €, weekend 85 €: both totals, labelled SEM and WE.
    const total = (await page.getByTestId("booking-cart-total").textContent())!;
    expect(total).toMatch(/79.*SEM.*85.*WE/);
    const box = await panel.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(400);
    expect(await page.getByTestId("cart-count").textContent()).toBe("1");
    expect(await allViolations(page)).toEqual([]);
    await screenshot(page, "booking-cart-panel-phone");
    await panel.getByRole("link", { name: "Réserver" }).click();
    await page.getByTestId("booking-step").waitFor();
    await expect(page.getByTestId("booking-services").textContent()).resolves.toContain("Massage californien");
    await context.close();
  });

  it("one shop chooser everywhere: a service's 'Réserver', the basket's first service and the booking step show the same cards; closing it chooses none", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    // What a visitor sees of one shop: the card's element and classes, its photo, its words.
    const firstCard = (scope: ReturnType<Page["locator"]>) =>
      scope.locator("[data-shop-choice]").first().evaluate((li) => {
        const card = li.firstElementChild as HTMLElement;
        return { classes: card.className, photo: card.querySelector("img") !== null, name: card.querySelector(".font-semibold")?.textContent };
      });

    await page.goto(journey.server.url("/services/massages"));
    await page.getByTestId("service").filter({ hasText: "Massage californien" }).getByTestId("picker-open-book").click();
    const picker = page.locator("dialog[open][data-testid=shop-picker-book]");
    const fromService = await firstCard(picker);
    expect(fromService.photo).toBe(true);
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });

    await page.goto(journey.server.url("/?cartAdd=massage-californien"));
    const selector = page.locator("dialog[open][data-testid=shop-selector]");
    await selector.waitFor();
    expect(await firstCard(selector)).toEqual(fromService);
    // No 'none, cancel' button: closing the sheet is choosing none, and the basket stays empty.
    expect(await selector.textContent()).not.toContain("Aucun");
    await expect(selector.locator("[data-shop-choice]").count()).resolves.toBe(2);
    await page.keyboard.press("Escape");
    await selector.waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("cart-count").count()).toBe(0);

    const { categories } = (await (await fetch(journey.server.url("/api/categories"), { headers: { company: "demo-spa-lumiere" } })).json()) as { categories: { articles: { id: number; slug: string }[] }[] };
    const massage = categories.flatMap((c) => c.articles).find((a) => a.slug === "massage-californien")!;
    await page.goto(journey.server.url(`/?page=reserved&cart=${massage.id}`));
    const step = page.locator("dialog[open][data-testid=booking-step]");
    await step.getByTestId("booking-shop-choice").waitFor();
    expect(await firstCard(step)).toEqual(fromService);
    await step.locator("[data-shop-choice] button", { hasText: "Paris Marais" }).click();
    await step.getByTestId("booking-shop").waitFor();
    await context.close();
  });

  it("one-shop business: two services in one visit, booked back to back", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const who = await journey.server.signIn(context, "solo");
    await page.goto(journey.server.url("/?cartAdd=manucure-classique,rehaussement-de-cils", "solo"));
    const panel = page.getByTestId("booking-cart-panel");
    await panel.waitFor();
    await expect.poll(() => page.getByTestId("booking-cart-lines").locator("li").count()).toBe(2);
    await expect(page.getByTestId("booking-cart-total").textContent()).resolves.toMatch(/90/);
    await panel.getByRole("link", { name: "Réserver" }).click();
    await pickFirstSlot(page);
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await page.getByTestId("booking-confirmed").waitFor();
    const rows = await journey.server.db.select().from(appointments).where(eq(appointments.customerId, who.customer.id));
    expect(rows).toHaveLength(2);
    const [a, b] = rows.sort((x, y) => x.startAt.getTime() - y.startAt.getTime());
    expect(a!.endAt.getTime()).toBe(b!.startAt.getTime());
    await screenshot(page, "booking-solo-confirmation-phone");
    await context.close();
  });

  it("a guest's booking cart is kept on signing in, and saved on the server as the customer's pending cart", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const who = await journey.server.customerWithPassword("cart-keeper@example.test", "un autre mot de passe");
    await page.goto(journey.server.url("/?cartAdd=massage-californien", "spa"));
    await page.getByTestId("shop-selector").getByRole("button", { name: /Lyon Confluence/ }).click();
    await page.getByTestId("booking-cart-lines").getByText("Massage californien").waitFor();
    await page.goto(journey.server.url("/auth/login"));
    await page.getByLabel("E-mail").fill("cart-keeper@example.test");
    await page.getByLabel("Mot de passe").fill("un autre mot de passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/profile/);
    await expect(page.getByTestId("cart-count").textContent()).resolves.toBe("1");
    let saved: (typeof trackedCarts.$inferSelect)[] = [];
    await expect
      .poll(async () => (saved = await journey.server.db.select().from(trackedCarts).where(eq(trackedCarts.customerId, who.customer.id))).length)
      .toBe(1);
    expect(saved[0]).toMatchObject({ type: "booking", status: "pending", shopId: "ab-1002" });
    expect(saved[0]!.items.map((x) => x.id)).toHaveLength(1);
    await context.close();
  });

  it("a slot taken by someone else meanwhile: the visitor is told, and sees the slots refreshed without it", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await journey.server.signIn(context, "solo");
    await page.goto(journey.server.url("/?cartAdd=rehaussement-de-cils", "solo"));
    await page.getByTestId("booking-cart-panel").getByRole("link", { name: "Réserver" }).click();
    const slots = page.getByTestId("slots").locator("button");
    await slots.first().waitFor();
    const label = (await slots.first().textContent())!.trim();
    await slots.first().click();
    await page.getByTestId("booking-bar").waitFor();
    // Someone else books the same slot first, through the API.
    const start = await page.locator("input[name=start]").inputValue();
    const rival = await journey.server.signedIn("solo");
    const services = await page.locator("input[name=services]").inputValue();
    const booked = await fetch(journey.server.url("/api/appointments"), {
      method: "POST",
      headers: { "content-type": "application/json", company: "demo-atelier-clara", authorization: `Bearer ${rival.token}` },
      body: JSON.stringify({ myAppointment: { shopId: "ab-2001", services: services.split(",").map(Number), start } }),
    });
    expect(booked.status).toBe(201);
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await page.getByTestId("booking-error").waitFor();
    await expect(page.getByTestId("booking-error").textContent()).resolves.toContain("vient d'être réservé");
    await slots.first().waitFor();
    const labels = (await slots.allTextContents()).map((x) => x.trim());
    expect(labels[0]).not.toBe(label);
    await context.close();
  });

  it("?cartAdd=<known>,<unknown> adds only the known service", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(journey.server.url("/?cartAdd=restructuration-sourcils,massage-qui-n-existe-pas", "solo"));
    await page.getByTestId("booking-cart-panel").waitFor();
    const lines = page.getByTestId("booking-cart-lines").locator("li");
    await expect(lines.count()).resolves.toBe(1);
    await expect(lines.first().textContent()).resolves.toContain("Restructuration des sourcils");
    // The parameter is consumed: a reload does not add it again. (The address is replaced by a
    // navigation that may end after the panel opens: wait for it.)
    await expect.poll(() => page.url()).not.toContain("cartAdd");
    await context.close();
  });

  it("the booking step at desktop size", async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    await page.goto(journey.server.url("/?cartAdd=rehaussement-de-cils", "solo"));
    await page.getByTestId("booking-cart-panel").waitFor();
    await screenshot(page, "booking-cart-panel-desktop");
    await page.getByTestId("booking-cart-panel").getByRole("link", { name: "Réserver" }).click();
    await pickFirstSlot(page);
    await screenshot(page, "booking-step-desktop");
    await context.close();
  });
});
