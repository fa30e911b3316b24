// The booking journeys run their OWN production server in this process (server/main.ts with an
// in-memory PGlite and the demo businesses), so the test can create a customer and a session in
// that very database: the real session mechanism (server/auth/sessions.ts), no mock. The session
// token is then set as the httpOnly `auth` cookie, which the pages send to the API as Bearer —
// exactly what the accounts issue's sign-in will do.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launch } from "./browser";
import { startServer } from "../server/main";
import { TEST_BUILD_DIR } from "./server-process";
import { signedInCustomer } from "../server/booking/test-support";
import { hashPassword } from "../server/auth/passwords";
import { customers } from "../server/db/schema";
import { eq } from "drizzle-orm";

export type BookingServer = Awaited<ReturnType<typeof startBookingServer>>;

export async function startBookingServer(env: Record<string, string> = {}) {
  const server = await startServer({ NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "warn", COMPANY_CACHE_SECONDS: "0", BUILD_DIR: TEST_BUILD_DIR, ...env });
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
    /** a new customer of the business with a session token, for calls to the API */
    signedIn: (business: "spa" | "solo" = "spa") => signedInCustomer(db, business === "spa" ? "demo-spa-lumiere" : "demo-atelier-clara"),
    /** a customer of the spa who can sign in with this e-mail and password on the real login page */
    async customerWithPassword(email: string, password: string) {
      const who = await signedInCustomer(db, "demo-spa-lumiere", { email });
      await db.update(customers).set({ passwordHash: await hashPassword(password), phone: "+33612345678" }).where(eq(customers.id, who.customer.id));
      return who;
    },
  };
}

/**
 * A Chromium and a booking server for one journey file: both started before its tests, stopped
 * after them. The file reads `journey.browser` and `journey.server` inside its tests.
 */
export function bookingJourney(env: Record<string, string> = {}) {
  const journey = {} as { browser: Browser; server: BookingServer };
  beforeAll(async () => {
    [journey.browser, journey.server] = await Promise.all([launch(), startBookingServer(env)]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
