// What the visitor is shown while waiting: a progress bar for a slow page change only (the page's
// clock injected), and a toast when a request gets no answer (the phone lost its network).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, DESKTOP, launch, newPage, PHONE } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("no answer from the API", () => {
  for (const [prefix, later, text] of [
    ["", "Plus tard", "Le service est momentanément indisponible. Réessayez dans un instant."],
    ["/en", "Later", "The service is temporarily unavailable. Please try again in a moment."],
  ] as const) {
    it(`the booking step's next days, offline, show the 'service unavailable' toast (${prefix || "fr"})`, async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(at(`${prefix}/paris-marais/services/massages/massage-californien?page=reserved`));
      await page.getByTestId("date-strip").waitFor();
      await context.setOffline(true);
      await page.getByRole("button", { name: later, exact: true }).click();
      await expect.poll(() => page.getByRole("alert").filter({ hasText: text }).count()).toBe(1);
      // The step is still there, not an error page.
      expect(await page.getByTestId("booking-step").isVisible()).toBe(true);
      await context.setOffline(false);
      await context.close();
    });
  }
});

describe("the navigation progress bar", () => {
  /** Holds the next page's data until released: the page change stays pending as long as wanted. */
  async function holdNextPage(page: import("playwright-core").Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  it("appears once a page change has waited 200 ms, announced as a progress bar, and goes with the page", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.clock.install();
    await page.goto(at("/contact"));
    await page.locator("h1").waitFor();
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const release = await holdNextPage(page);
    await page.locator("header").getByRole("link", { name: "Prestations", exact: true }).first().click();
    await page.clock.runFor(199);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    await page.clock.runFor(2);
    await expect.poll(() => page.getByRole("progressbar", { name: "Chargement…" }).count()).toBe(1);
    release();
    // The page change may need the page's timers to finish: let its clock run again.
    await page.clock.resume();
    await page.waitForURL(/\/services$/);
    await expect.poll(() => page.getByRole("progressbar").count()).toBe(0);
    await context.close();
  });

  it("never shows for a page change answered within 200 ms", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.clock.install();
    await page.goto(at("/contact"));
    await page.locator("h1").waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Any bar that appears, however briefly, is counted.
    await page.evaluate(() => {
      const seen = ((window as unknown as { barsSeen: number }).barsSeen = 0);
      void seen;
      new MutationObserver(() => {
        if (document.querySelector("[role=progressbar]")) (window as unknown as { barsSeen: number }).barsSeen++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const release = await holdNextPage(page);
    await page.locator("header").getByRole("link", { name: "Prestations", exact: true }).first().click();
    await page.clock.runFor(150);
    release();
    await page.waitForURL(/\/services$/);
    await page.locator("h1").waitFor();
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { barsSeen: number }).barsSeen)).toBe(0);
    await context.close();
  });
});
