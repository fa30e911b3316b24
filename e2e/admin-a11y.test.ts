// Every page of the back-office, as the owner opens it in Chromium at 1280×800, in French: axe
// finds nothing serious or critical, the sign-in page included (e2e/admin-sweep.ts). The English
// tablet pass is its own file, so the two run side by side.
import { beforeAll, describe, expect, it } from "vitest";
import { signInToAdmin } from "./admin-support";
import { somethingToShow, sweep } from "./admin-sweep";
import { DESKTOP, newPage } from "./browser";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney();
beforeAll(() => somethingToShow(journey.server));

describe("every back-office page is accessible (axe, serious and critical)", () => {
  // some fifty pages: longer than a journey's usual minute
  it("fr at 1280×800", { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    await page.goto(journey.server.url("/admin/login"));
    await injectAxe(page);
    expect(await seriousViolations(page)).toEqual([]);
    await signInToAdmin(page, journey.server.url("/admin"), "proprietaire@demo.example");
    const { refused, unreached, count } = await sweep(page, journey.server, "");
    expect(refused).toEqual([]);
    expect(unreached).toEqual([]);
    expect(count).toBeGreaterThan(40);
    await context.close();
  });
});
