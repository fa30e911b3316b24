// axe-core on every page of the shell, at phone and desktop sizes: no serious or critical violation.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, at, launch, newPage } from "./browser";
import { giveConsent, seriousViolations } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PAGES: [string, "spa" | "solo"][] = [
  ["/", "spa"],
  ["/en", "spa"],
  ["/contact", "spa"],
  ["/legal", "spa"],
  ["/presse", "spa"],
  ["/magazine", "spa"],
  ["/de/this-page-does-not-exist", "spa"],
  ["/waiting", "spa"],
  ["/", "solo"],
  ["/contact", "solo"],
];

describe("accessibility of the shell (axe-core, serious and critical)", () => {
  for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    it(`every shell page at ${name} size`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const failures: string[] = [];
      for (const [path, business] of PAGES) {
        await page.goto(at(path, business));
        failures.push(...(await seriousViolations(page)).map((v) => `${business}${path}: ${v}`));
      }
      // With its dialogs open: the cookie consent (no preference yet), the drawer or the menus.
      await page.goto(at("/contact"));
      await page.getByTestId("cookie-consent").waitFor();
      failures.push(...(await seriousViolations(page)).map((v) => `cookie dialog: ${v}`));
      await giveConsent(context, at("/"));
      await page.goto(at("/"));
      if (viewport === PHONE) {
        await page.getByTestId("drawer-button").click();
        await page.getByTestId("drawer").waitFor({ state: "visible" });
        failures.push(...(await seriousViolations(page)).map((v) => `drawer: ${v}`));
      } else {
        await page.getByTestId("account-menu").locator("summary").click();
        failures.push(...(await seriousViolations(page)).map((v) => `account menu: ${v}`));
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }
});
