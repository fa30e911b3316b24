// Every page of the back-office on a tablet (1024×768), in English: axe finds nothing serious or
// critical (e2e/admin-sweep.ts; the French pass at 1280×800 is e2e/admin-a11y.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { signInToAdmin } from "./admin-support";
import { somethingToShow, sweep } from "./admin-sweep";
import { newPage } from "./browser";
import { bookingJourney } from "./booking-support";

const journey = bookingJourney();
const TABLET = { width: 1024, height: 768 };
beforeAll(() => somethingToShow(journey.server));

describe("every back-office page is accessible on a tablet (axe, serious and critical)", () => {
  // some fifty pages: longer than a journey's usual minute
  it("en at 1024×768", { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(journey.browser, TABLET);
    await signInToAdmin(page, journey.server.url("/en/admin"), "proprietaire@demo.example");
    const { refused, unreached, count } = await sweep(page, journey.server, "/en");
    expect(refused).toEqual([]);
    expect(unreached).toEqual([]);
    expect(count).toBeGreaterThan(40);
    await context.close();
  });
});
