// Helpers for the shell journeys: consent already given (so the dialog does not cover what a test
// looks at), and an axe-core run that fails on serious or critical violations.
import type { BrowserContext, Page } from "playwright-core";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { expect } from "vitest";

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve("axe-core/axe.min.js");

let axeSource: string | null = null;

/**
 * Loads axe-core into the page through the browser's debugging protocol: the page's
 * Content-Security-Policy (active in every journey) runs no script tag without its nonce.
 */
export async function injectAxe(page: Page) {
  await page.evaluate((axeSource ??= readFileSync(AXE_PATH, "utf8")));
}

export async function giveConsent(context: BrowserContext, url: string) {
  await context.addCookies([{ name: "cookie_preferences", value: encodeURIComponent('{"connexion":true,"analytics":true}'), url }]);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits for the CSS transitions running on the page to end (a link changing colour on a page
 * change): axe judges contrast on the colours the visitor is left with, not halfway. Animations
 * (spinners, skeletons, a paused popup's progress) are not waited for: some never end.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    // A class changed in the last frame (a link becoming the current page's) starts its
    // transition at the next style update: two frames first, then until none is left running.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 5; round++) {
      await frame();
      const running = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === "running");
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core's violations of the page once its transitions have ended. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await transitionsEnded(page);
  await injectAxe(page);
  return (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  })) as AxeViolation[];
}

const where = (v: AxeViolation) => v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ");

/** Serious and critical axe-core violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}): ${v.help} — ${where(v)}`);
}

/** Every axe violation of the page as it is now, whatever its impact. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${v.id} (${v.impact}): ${where(v)}`);
}

/** Axe finds nothing serious or critical on the page as it is now (the journeys' one check). */
export async function axeClean(page: Page) {
  await injectAxe(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
}
