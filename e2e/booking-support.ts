// The booking journeys run their OWN production server in this process (server/main.ts with an
// in-memory PGlite and the demo businesses), so the test can create a customer and a session in
// that very database: the real session mechanism (server/auth/sessions.ts), no mock. The session
// token is then set as the httpOnly `auth` cookie, which the pages send to the API as Bearer —
// exactly what the accounts issue's sign-in will do.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { launch } from "./browser";
import { startServer } from "../server/main";
import { TEST_BUILD_DIR } from "./server-process";
import { signedInCustomer } from "../server/booking/test-support";
import { hashPassword } from "../server/auth/passwords";
import { customers, outbox } from "../server/db/schema";
import { desc, eq } from "drizzle-orm";

/**
 * What a journey's in-process server starts from: a copy of the run's migrated and seeded
 * database (e2e/global-setup.ts) for an in-memory one, else nothing (its folder or PostgreSQL).
 */
export function journeyDatabase(env: Record<string, string | undefined> = {}): Blob | undefined {
  if ((env.DATA_DIR ?? "memory://") !== "memory://" || env.DATABASE_URL) return undefined;
  return new Blob([readFileSync(inject("journeyDatabase"))]);
}

export type BookingServer = Awaited<ReturnType<typeof startBookingServer>>;

export async function startBookingServer(env: Record<string, string> = {}) {
  const settings = { NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "warn", COMPANY_CACHE_SECONDS: "0", BUILD_DIR: TEST_BUILD_DIR, DEMO: "false", ...env };
  const server = await startServer(settings, { from: journeyDatabase(settings) });
  const db = server.database.db;
  // A returning customer: names, e-mail and phone known, so the booking step asks nothing more.
  const withPhone = (id: number) => db.update(customers).set({ phone: "+33612345678" }).where(eq(customers.id, id));
  return {
    ...server,
    db,
    url: (path: string, business: "spa" | "solo" = "spa") => `http://${business === "spa" ? "localhost" : "solo.localhost"}:${server.port}${path}`,
    /** a new customer of the business, signed in on this browser context */
    async signIn(context: BrowserContext, business: "spa" | "solo" = "spa", email?: string) {
      const who = await signedInCustomer(db, business === "spa" ? "demo-spa-lumiere" : "demo-atelier-clara", { email });
      await withPhone(who.customer.id);
      await context.addCookies([{ name: "auth", value: who.token, domain: business === "spa" ? "localhost" : "solo.localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
      return who;
    },
    /** The code the last mail to this address carries (the real mail, read from the outbox). */
    async codeSentTo(address: string): Promise<string> {
      for (let i = 0; i < 50; i++) {
        const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id)).limit(1);
        const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code mailed to ${address}`);
    },
    /** a new customer of the business with a session token, for calls to the API */
    signedIn: (business: "spa" | "solo" = "spa") => signedInCustomer(db, business === "spa" ? "demo-spa-lumiere" : "demo-atelier-clara"),
    /** a customer of the spa who can sign in with this e-mail and password on the real login page */
    async customerWithPassword(email: string, password: string) {
      const who = await signedInCustomer(db, "demo-spa-lumiere", { email });
      await db.update(customers).set({ passwordHash: await hashPassword(password), phone: "+33612345678", emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() }).where(eq(customers.id, who.customer.id));
      return who;
    },
  };
}

/**
 * A Chromium and a booking server for one journey file: both started before its tests, stopped
 * after them. The file reads `journey.browser` and `journey.server` inside its tests. `env` may be
 * a function, run in the same beforeAll: settings known only once something else is started (the
 * address of a local SMTP server).
 */
export function bookingJourney(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}) {
  const journey = {} as { browser: Browser; server: BookingServer };
  beforeAll(async () => {
    const settings = typeof env === "function" ? await env() : env;
    [journey.browser, journey.server] = await Promise.all([launch(), startBookingServer(settings)]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/** The demo spa's hammam ritual: a 30 % deposit online (server/db/demo/payments.ts). */
const HAMMAM = "/paris-marais/services/rituels-corps/rituel-hammam-gommage?page=reserved";

/** What the step says in each language the journeys walk. */
const DEPOSIT_WORDS = {
  fr: { deposit: /Acompte de 30\s%/, pay: /^Payer \d+,\d\d\s€$/, payWord: "Payer " },
  en: { deposit: /30% deposit online/, pay: /^Pay €\d+\.\d\d$/, payWord: "Pay " },
} as const;

/**
 * Opens the booking step of the hammam ritual, picks the first free time of an open day at least
 * three days ahead (well before the 24-hour cut-off), checks the summary's money (total, deposit
 * now, the rest at the shop) and leaves the visitor before 'Pay', which it returns.
 */
export async function toDepositStep(page: Page, server: BookingServer, lang: "fr" | "en" = "fr", message?: string) {
  const words = DEPOSIT_WORDS[lang];
  await page.goto(server.url(`${lang === "fr" ? "" : `/${lang}`}${HAMMAM}`));
  const days = page.getByTestId("date-strip").locator("button:not([aria-disabled])");
  await days.first().waitFor();
  const strip = page.getByTestId("date-strip").locator("button");
  let dayIndex = 3;
  while ((await strip.nth(dayIndex).getAttribute("aria-disabled")) !== null) dayIndex++;
  await strip.nth(dayIndex).click();
  const slots = page.getByTestId("slots").locator("button");
  await slots.first().waitFor();
  const time = (await slots.first().textContent())!.trim();
  await slots.first().click();
  await page.getByTestId("booking-continue").click();
  const split = page.getByTestId("payment-split");
  await split.waitFor();
  await expect(split.textContent()).resolves.toMatch(words.deposit);
  await expect(page.getByTestId("payment-at-shop").isVisible()).resolves.toBe(true);
  const confirm = page.getByTestId("booking-confirm");
  await expect.poll(() => confirm.textContent()).toMatch(words.pay);
  expect((await confirm.textContent())!.replace(words.payWord, "").trim()).toBe((await page.getByTestId("payment-now").textContent())!.trim());
  const deposit = (await confirm.textContent())!.replace(words.payWord, "").trim();
  if (message !== undefined) {
    const field = page.getByTestId("booking-message");
    // longer than the field allows, as an old browser or a script could send: the API refuses it
    if (message.length > 1000) await field.evaluate((el) => el.removeAttribute("maxlength"));
    await field.fill(message);
  }
  return { time, deposit, dayIndex, confirm };
}
