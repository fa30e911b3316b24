// The design system in a real browser, on the component gallery (/dev/design): it answers only in
// development or with DEMO on; axe finds nothing at any impact, dialogs open; Dialog and Sheet keep
// the focus as a modal must; roving focus makes a strip and a grid one Tab stop each; a busy button
// refuses a second click and keeps the focus.
// With DESIGN_SCREENSHOTS=1 it also writes a screenshot of each component at 390×844 and 1280×800
// to docs/design/ (see docs/design.md).
import type { Browser, Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../server/main";
import { TEST_BUILD_DIR } from "./server-process";
import { DESKTOP, PHONE, animationsDone, at, launch, newPage } from "./browser";
import { allViolations, giveConsent } from "./shell-helpers";
import { journeyDatabase } from "./booking-support";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
const gallery = () => `http://localhost:${server.port}/dev/design`;

beforeAll(async () => {
  browser = await launch();
  server = await startServer({ NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "warn", COMPANY_CACHE_SECONDS: "0", BUILD_DIR: TEST_BUILD_DIR, DEMO: "1" }, { from: journeyDatabase() });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(viewport = DESKTOP) {
  const { context, page } = await newPage(browser, viewport);
  await giveConsent(context, gallery());
  await page.goto(gallery());
  await page.getByTestId("design-gallery").waitFor();
  return { context, page };
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { testId: el?.dataset.testid ?? null, tag: el?.tagName ?? null, text: el?.textContent?.trim() ?? "", inDialog: el?.closest("dialog")?.dataset.testid ?? null };
  });

describe("the component gallery", () => {
  it("answers 404 on a production server without DEMO", async () => {
    const res = await fetch(at("/dev/design"));
    expect(res.status).toBe(404);
  });

  it("skeletons show only once a load has lasted 200 ms (spec §9), their place kept meanwhile", async () => {
    const { context, page } = await visit(DESKTOP);
    const loading = page.locator("#skeletons").getByTestId("loading").first().locator("> div");
    // the reveal's own clock, set by hand: hidden before 200 ms, shown from then on
    const at = (ms: number) =>
      loading.evaluate((el, time) => {
        const reveal = el.getAnimations().find((a) => (a as CSSAnimation).animationName === "vt-reveal")!;
        reveal.pause();
        reveal.currentTime = time;
        return { visibility: getComputedStyle(el).visibility, height: el.getBoundingClientRect().height };
      }, ms);
    const before = await at(199);
    expect(before.visibility).toBe("hidden");
    expect(before.height).toBeGreaterThan(0);
    await expect(at(201)).resolves.toMatchObject({ visibility: "visible" });
    await context.close();
  });

  for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    it(`has no axe violation of any impact at ${name} size, dialogs open or not, and one banner and one contentinfo`, async () => {
      const { context, page } = await visit(viewport);
      const failures = (await allViolations(page)).map((v) => `page: ${v}`);
      for (const [button, dialog] of [["open-dialog", "demo-dialog"], ["open-sheet", "demo-sheet"]]) {
        await page.getByTestId(button).click();
        await page.getByTestId(dialog).waitFor({ state: "visible" });
        failures.push(...(await allViolations(page)).map((v) => `${dialog}: ${v}`));
        expect(await page.getByRole("banner").count()).toBe(1);
        expect(await page.getByRole("contentinfo").count()).toBe(1);
        await page.keyboard.press("Escape");
        await page.getByTestId(dialog).waitFor({ state: "hidden" });
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }
});

describe("Dialog and Sheet", () => {
  it("a dialog takes the focus to its first field, keeps Tab inside, closes on Escape and gives the focus back", async () => {
    const { context, page } = await visit(DESKTOP);
    await page.getByTestId("open-dialog").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("demo-dialog");
    await dialog.waitFor({ state: "visible" });
    expect(await focused(page)).toMatchObject({ tag: "INPUT", inDialog: "demo-dialog" });
    // The page behind is inert: its links cannot take the focus, whatever Tab does.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inDialog).toBe("demo-dialog");
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).inDialog).toBe("demo-dialog");
    }
    expect(await page.evaluate(() => document.querySelector("dialog[open]")?.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect((await focused(page)).testId).toBe("open-dialog");
    await context.close();
  });

  it("a confirmation without a field takes the focus to its heading; its backdrop does not close it; its button does", async () => {
    const { context, page } = await visit(DESKTOP);
    await page.getByTestId("open-confirm").click();
    const dialog = page.getByTestId("demo-confirm");
    await dialog.waitFor({ state: "visible" });
    expect(await focused(page)).toMatchObject({ tag: "H2", text: "Annuler ce rendez-vous ?" });
    expect(await dialog.getAttribute("aria-labelledby")).toBeTruthy();
    await page.mouse.click(10, 10); // on the backdrop
    expect(await dialog.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Garder le rendez-vous" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await focused(page)).testId).toBe("open-confirm");
    await context.close();
  });

  it("a sheet rises from the bottom on a phone and is a side panel on a desktop; a click on the backdrop closes it", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await visit(viewport);
      await page.getByTestId("open-sheet").click();
      const sheet = page.getByTestId("demo-sheet");
      await sheet.waitFor({ state: "visible" });
      await animationsDone(page);
      const box = (await sheet.boundingBox())!;
      if (viewport === PHONE) {
        expect(Math.round(box.y + box.height)).toBe(PHONE.height);
        expect(Math.round(box.x)).toBe(0);
        expect(box.width).toBeGreaterThan(PHONE.width - 20); // the whole width (less a desktop browser's scrollbar)
      } else {
        expect(box.x + box.width).toBeGreaterThan(DESKTOP.width - 20); // at the right edge (less the scrollbar)
        expect(Math.round(box.height)).toBe(DESKTOP.height);
      }
      expect((await focused(page)).inDialog).toBe("demo-sheet");
      await page.mouse.click(viewport === PHONE ? 200 : 100, 20);
      await sheet.waitFor({ state: "hidden" });
      expect((await focused(page)).testId).toBe("open-sheet");
      await context.close();
    }
  });
});

describe("roving focus and busy buttons", () => {
  it("the date strip is one Tab stop: arrows move and choose, closed days are skipped, Home and End reach the ends", async () => {
    const { context, page } = await visit(PHONE);
    const strip = page.getByTestId("date-strip");
    expect(await strip.locator('[tabindex="0"]').count()).toBe(1);
    await strip.locator('[aria-checked="true"]').focus();
    const current = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    expect(await current()).toBe("mardi 24 novembre 2026");
    await page.keyboard.press("ArrowRight");
    expect(await current()).toBe("mercredi 25 novembre 2026");
    await page.keyboard.press("ArrowRight"); // Thursday 26 is fully booked
    expect(await current()).toBe("vendredi 27 novembre 2026");
    expect(await strip.locator('[aria-checked="true"]').getAttribute("aria-label")).toBe("vendredi 27 novembre 2026");
    await page.keyboard.press("End");
    expect(await current()).toBe("samedi 5 décembre 2026");
    await page.keyboard.press("Home");
    expect(await current()).toBe("lundi 23 novembre 2026");
    // One Tab leaves the strip for the slot grid, whose first slot is its one stop.
    await page.keyboard.press("Tab");
    expect(await current()).toBe("lundi 23 novembre 2026, 09:00, avec Camille");
    await context.close();
  });

  it("in the slot grid, arrows move by one and by a row; after choosing, one Tab reaches 'Confirmer'", async () => {
    const { context, page } = await visit(DESKTOP);
    const grid = page.getByTestId("slot-grid");
    await grid.locator("button").first().focus();
    await page.keyboard.press("ArrowDown"); // six columns at desktop size
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("14:00");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await grid.locator('[aria-pressed="true"]').textContent()).toBe("14:30");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Confirmer");
    await context.close();
  });

  it("a busy button shows a spinner, says it is busy, refuses another click and keeps the focus", async () => {
    const { context, page } = await visit(DESKTOP);
    const button = page.getByTestId("busy-demo");
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-busy")).toBe("true");
    expect(await button.getAttribute("aria-disabled")).toBe("true");
    expect(await button.getByTestId("spinner").count()).toBe(1);
    expect((await focused(page)).testId).toBe("busy-demo");
    expect(await button.textContent()).toContain("envoi en cours");
    await context.close();
  });
});

describe.runIf(process.env.DESIGN_SCREENSHOTS)("screenshots for docs/design.md", () => {
  it("each component at 390×844 and 1280×800", async () => {
    mkdirSync("docs/design", { recursive: true });
    for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page } = await visit(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const id of await page.locator("[data-gallery]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gallery")!))) {
        await page.locator(`[data-gallery="${id}"]`).screenshot({ path: `docs/design/${id}-${name}.png` });
      }
      for (const [button, dialog] of [["open-dialog", "dialog"], ["open-confirm", "dialog-confirm"], ["open-sheet", "sheet"]]) {
        await page.getByTestId(button).click();
        await animationsDone(page);
        await page.screenshot({ path: `docs/design/${dialog}-${name}.png` });
        await page.keyboard.press("Escape");
        await animationsDone(page);
      }
      await page.getByTestId("slot-grid").locator("button").nth(3).click();
      await page.getByTestId("confirm-bar").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/design/sticky-action-bar-${name}.png` });
      await context.close();
    }
  });
});
