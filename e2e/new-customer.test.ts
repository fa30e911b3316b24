// A new customer on a phone, from the home page's hero to a confirmed booking, counting the taps:
// the booking step asks for an e-mail, the code that arrives there signs the visitor in (the
// account is created on the way), the step asks the names and phone the account lacks, and one
// tap confirms. The chosen slot survives every step and a reload. The date strip and the slot grid
// move with the arrow keys, and say what they show.
import type { Locator, Page } from "playwright-core";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, customers, outbox } from "../server/db/schema";
import { PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";

const journey = bookingJourney();

/** The taps of a journey: every click goes through here. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, name: document.activeElement?.getAttribute("name"), inDialog: Boolean(document.activeElement?.closest("dialog[open]")) }));

describe("a new customer books from the home page (phone, fr)", () => {
  it("in at most 7 taps plus the code, the slot kept through a reload, focus on each next step", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const taps = tapCounter();
    const email = `nouvelle-${Date.now()}@example.test`;
    await page.goto(journey.server.url("/"));

    // 1. The hero's button; 2. the shop.
    await taps.tap(page.getByRole("link", { name: "Réserver un massage" }).first());
    const picker = page.locator("dialog[open][data-testid=shop-chooser]");
    await taps.tap(picker.getByRole("link", { name: /Paris Marais/ }).first());
    const step = page.locator("dialog[open][data-testid=booking-step]");
    await step.waitFor();
    expect((await focused(page)).inDialog).toBe(true);

    // 3. A time: the day's last (late in the afternoon, the first day shown may have only one left).
    const slots = step.getByTestId("slots").locator("button");
    await slots.first().waitFor();
    const time = (await slots.last().textContent())!.trim();
    await taps.tap(slots.last());
    await expect(step.getByTestId("booking-bar").textContent()).resolves.toContain(time);

    // The slot is in the address: a reload finds it chosen.
    await expect.poll(() => new URL(page.url()).searchParams.get("start")).toBeTruthy();
    await page.reload();
    await step.getByTestId("booking-bar").waitFor();
    await expect(step.getByTestId("booking-bar").textContent()).resolves.toContain(time);

    // 4. Continue: the e-mail field has the focus.
    await taps.tap(step.getByTestId("booking-continue"));
    await expect.poll(() => focused(page)).toMatchObject({ tag: "INPUT", name: "address", inDialog: true });
    await page.keyboard.type(email);
    // 5. Send the code; it really arrives, and typing it signs in (no tap).
    await taps.tap(step.getByRole("button", { name: "Recevoir un code" }));
    await expect.poll(() => focused(page)).toMatchObject({ tag: "INPUT", name: "code" });
    await page.keyboard.type(await journey.server.codeSentTo(email));

    // The account was created; the step asks what it lacks, the first field focused.
    await step.getByTestId("booking-details").waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: "INPUT", name: "firstname" });
    await expect(step.getByTestId("booking-summary").textContent()).resolves.toContain(time);
    await page.keyboard.type("Léa");
    await step.getByRole("textbox", { name: "Nom", exact: true }).fill("Moreau");
    await step.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
    await screenshot(page, "new-customer-review-phone");
    // 6. Confirm.
    await taps.tap(step.getByRole("button", { name: "Confirmer le rendez-vous" }));
    await step.getByTestId("booking-confirmed").waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: "H2", inDialog: true });
    await screenshot(page, "new-customer-confirmed-phone");

    expect(taps.count).toBeLessThanOrEqual(7);
    const [customer] = await journey.server.db.select().from(customers).where(eq(customers.email, email));
    expect(customer).toMatchObject({ firstname: "Léa", lastname: "Moreau" });
    expect(customer!.emailVerifiedAt).not.toBeNull();
    const booked = await journey.server.db.select().from(appointments).where(and(eq(appointments.customerId, customer!.id)));
    expect(booked).toHaveLength(1);
    await context.close();
  });

  it("the date strip and the slot grid: one Tab stop each, arrows move, the change is announced", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(journey.server.url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const step = page.locator("dialog[open][data-testid=booking-step]");
    const strip = step.getByTestId("date-strip");
    await step.getByTestId("slots").locator("button").first().waitFor();
    const status = step.getByTestId("slots-status");
    await expect(status.getAttribute("aria-live")).resolves.toBe("polite");
    const before = (await status.textContent())!;
    expect(before).toMatch(/^\d+ horaires? disponibles? le /);

    // The chosen day is the strip's one Tab stop; ArrowRight chooses the next open day.
    const checked = strip.locator('[aria-checked="true"]');
    await checked.focus();
    await expect(strip.locator('[tabindex="0"]').count()).resolves.toBe(1);
    const firstDay = await checked.getAttribute("aria-label");
    expect(firstDay).toMatch(/\d{4}$/);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => strip.locator('[aria-checked="true"]').getAttribute("aria-label")).not.toBe(firstDay);
    await expect.poll(() => status.textContent()).not.toBe(before);

    // Tab goes into the slot grid on one time, named in full; Enter chooses; one Tab reaches 'Confirm' or 'Continue'.
    const grid = step.getByTestId("slots");
    await expect(grid.locator('button[tabindex="0"]').count()).resolves.toBe(1);
    await grid.locator('button[tabindex="0"]').focus();
    await page.keyboard.press("ArrowRight");
    const name = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    expect(name).toMatch(/^[a-zé]+ \d+ [a-zéû]+, \d\d:\d\d$/);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-pressed"))).resolves.toBe("true");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).resolves.toBe("booking-continue");

    // Escape closes the step, and the address loses it.
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBeNull();
    await context.close();
  });

  it("the accepted code is not sent again while the step moves on: its button waits, a tap sends nothing", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const email = `double-${Date.now()}@example.test`;
    await page.goto(journey.server.url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const step = page.locator("dialog[open][data-testid=booking-step]");
    const slot = step.getByTestId("slots").locator("button").first();
    await slot.waitFor();
    await slot.click();
    await step.getByTestId("booking-continue").click();
    await step.getByLabel("E-mail ou téléphone").fill(email);
    await step.getByRole("button", { name: "Recevoir un code" }).click();
    const codeField = step.getByLabel("Code reçu (6 chiffres)");
    await codeField.waitFor();
    // The pages' data asked again once signed in is held: the step stays where the code was accepted.
    const held: import("playwright-core").Route[] = [];
    await page.route(/\.data(\?|$)/, (route) => (route.request().method() === "GET" ? void held.push(route) : route.continue()));
    const codesSent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/booking/confirm") && r.postData()?.includes("verify-code")) codesSent.push(r.url());
    });
    const accepted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/booking/confirm") && Boolean(r.request().postData()?.includes("verify-code")));
    await codeField.fill(await journey.server.codeSentTo(email));
    await accepted;
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const verify = step.getByRole("button", { name: "Valider le code" });
    await expect(verify.getAttribute("aria-disabled")).resolves.toBe("true");
    await verify.click({ force: true });
    await codeField.press("Enter").catch(() => undefined);
    for (const route of held) await route.continue();
    await page.unroute(/\.data(\?|$)/);
    await step.getByTestId("booking-details").waitFor();
    expect(codesSent).toHaveLength(1);
    await expect(step.getByText("Ce code n'est pas le bon.").count()).resolves.toBe(0);
    await context.close();
  });

  it("the sign-in page on the way: it names the waiting appointment, its 'create an account' keeps the way back, and its code arrives for a new address too", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const email = `detour-${Date.now()}@example.test`;
    await page.goto(journey.server.url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const step = page.locator("dialog[open][data-testid=booking-step]");
    const slot = step.getByTestId("slots").locator("button").first();
    await slot.waitFor();
    const time = (await slot.textContent())!.trim();
    await slot.click();
    await step.getByTestId("booking-continue").click();
    await step.getByTestId("identify-password").click();
    await page.waitForURL(/\/auth\/login\?redirectTo=/);
    const back = new URL(page.url()).searchParams.get("redirectTo")!;
    await expect(page.getByTestId("waiting-booking").textContent()).resolves.toMatch(new RegExp(`${time}.*Paris Marais`));

    // 'Create an account' leads on with the same way back.
    const register = new URL((await page.getByRole("link", { name: "Créer un compte" }).getAttribute("href"))!, page.url());
    expect(register.searchParams.get("redirectTo")).toBe(back);

    // A code for an address with no account: it really arrives, signs in, and comes back to the slot.
    const login = page.getByTestId("login-form");
    await login.getByLabel("E-mail").fill(email);
    await login.getByRole("button", { name: "Recevoir un code par e-mail" }).click();
    await page.getByLabel("Code reçu (6 chiffres)").fill(await journey.server.codeSentTo(email));
    await page.getByRole("button", { name: "Valider le code" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "reserved");
    await expect(step.getByTestId("booking-bar").textContent()).resolves.toContain(time);
    await context.close();
  });

  it("signs in with a code sent by SMS: the country picker starts on the shop's country, the national number is read in it, and the code comes back to the slot", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    const national = `06 ${String(Date.now()).slice(-8).replace(/(\d\d)(?=\d)/g, "$1 ")}`;
    const international = `+33${national.replace(/\s/g, "").slice(1)}`;
    await page.goto(journey.server.url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const step = page.locator("dialog[open][data-testid=booking-step]");
    const slot = step.getByTestId("slots").locator("button").first();
    await slot.waitFor();
    const time = (await slot.textContent())!.trim();
    await slot.click();
    await step.getByTestId("booking-continue").click();
    await step.getByTestId("identify-password").click();
    await page.waitForURL(/\/auth\/login\?redirectTo=/);

    const sms = page.getByTestId("sms-form");
    await expect(sms.getByLabel("Pays").inputValue()).resolves.toBe("FR");
    await expect(sms.getByLabel("Pays").locator("option:checked").textContent()).resolves.toBe("France (+33)");
    // a number that cannot be one is refused on its field, nothing sent
    await sms.getByLabel("Téléphone").fill("06 12");
    await sms.getByRole("button", { name: "Recevoir un code par SMS" }).click();
    await expect(page.getByTestId("sms-form").locator("[data-field-error=phone]").textContent()).resolves.toContain("Saisissez un numéro valide");
    await page.getByTestId("sms-form").getByLabel("Téléphone").fill(national);
    await page.getByTestId("sms-form").getByRole("button", { name: "Recevoir un code par SMS" }).click();
    await page.getByText(`par SMS au ${international}`).waitFor();
    await screenshot(page, "login-sms-code-phone");

    // The text message really went out (the SMS outbox), to the number in international form.
    let code = "";
    for (let i = 0; i < 50 && !code; i++) {
      const [text] = await journey.server.db.select().from(outbox).where(and(eq(outbox.recipient, international), eq(outbox.channel, "sms"))).orderBy(desc(outbox.id)).limit(1);
      code = text?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("Code reçu (6 chiffres)").fill(code);
    await page.getByRole("button", { name: "Valider le code" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "reserved");
    await expect(step.getByTestId("booking-bar").textContent()).resolves.toContain(time);
    const [customer] = await journey.server.db.select().from(customers).where(eq(customers.phone, international));
    expect(customer).toBeDefined();
    await context.close();
  });
});
