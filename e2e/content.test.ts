// The business's content from the visitor's side, at phone size, in French and in English: the
// magazine from the menu, the bell's badge across a reload, the events popup (its slideshow, and
// none under reduced motion), the alert's reserve button through the shop chooser to the booking.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, at, launch, newPage, screenshot } from "./browser";
import { giveConsent, seriousViolations } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function visitor(path: string, opts: { clock?: boolean; reducedMotion?: boolean } = {}) {
  const { context, page } = await newPage(browser, PHONE, opts.reducedMotion ? { reducedMotion: "reduce" } : {});
  await giveConsent(context, at("/"));
  if (opts.clock) await page.clock.install();
  await page.goto(at(path));
  return { context, page };
}

const prefix = (lang: "fr" | "en") => (lang === "fr" ? "" : "/en");

async function openBell(page: Page) {
  const bell = page.getByTestId("bell-menu").first();
  await bell.locator("summary").click();
  // what the bell holds is asked when it opens (a skeleton meanwhile)
  await bell.locator("[data-testid=bell-event], [data-testid=bell-alert]").first().waitFor();
  return bell;
}

describe.each(["fr", "en"] as const)("the magazine, the bell and the popups (%s)", (lang) => {
  it("reads a post from the menu; the list and the post have no serious accessibility violation", async () => {
    const { context, page } = await visitor(`${prefix(lang)}/`);
    await page.getByTestId("drawer-button").click();
    await page.getByTestId("drawer").getByRole("link", { name: lang === "fr" ? "Magazine" : "Magazine" }).click();
    await page.waitForURL(new RegExp(`${prefix(lang)}/magazine$`));
    const cards = page.getByTestId("magazine-posts").getByTestId("post-card");
    await cards.first().waitFor();
    // The featured post opens the list; only posts in the visitor's language are listed.
    expect(await cards.first().textContent()).toContain(lang === "fr" ? "À la une" : "Featured");
    expect(await cards.count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `magazine-${lang}-phone`);
    const title = lang === "fr" ? "Pourquoi les pierres chaudes détendent autant" : "Why hot stones relax you so much";
    await page.getByRole("link", { name: title }).click();
    await page.waitForURL(new RegExp(`/magazine/${lang === "fr" ? "pourquoi-les-pierres-chaudes" : "why-hot-stones"}$`));
    await page.locator("h1", { hasText: title }).waitFor();
    expect(await page.getByTestId("post-body").textContent()).toContain(lang === "fr" ? "basalte" : "Basalt");
    expect(await page.getByTestId("related-posts").getByTestId("post-card").count()).toBeGreaterThan(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld).toMatchObject({ "@type": "Article", headline: title });
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^http:\/\/localhost:\d+\/images\/demo\/hero-stones-960\.webp$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `magazine-post-${lang}-phone`);
    await context.close();
  });

  it("the bell shows its badge until opened, and not after a reload", async () => {
    const { context, page } = await visitor(`${prefix(lang)}/contact`);
    await page.getByTestId("bell-badge").first().waitFor();
    const bell = await openBell(page);
    expect(await bell.getByTestId("bell-event").count()).toBe(2);
    expect(await page.getByTestId("bell-badge").count()).toBe(0);
    await page.reload();
    await page.getByTestId("bell-menu").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("bell-badge").count()).toBe(0);
    await context.close();
  });

  it("the events popup advances every 10 s, is a dialog that Escape closes, and has no serious violation", async () => {
    const { context, page } = await visitor(`${prefix(lang)}/`, { clock: true });
    const bell = await openBell(page);
    await bell.getByTestId("bell-event").first().click();
    const popup = page.getByTestId("event-popup");
    await popup.waitFor();
    const slide = popup.getByTestId("event-slide");
    expect(await slide.getAttribute("data-index")).toBe("0");
    expect(await popup.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `event-popup-${lang}-phone`);
    await page.clock.runFor(10_000);
    await expect.poll(() => slide.getAttribute("data-index")).toBe("1");
    // one counter format in every popup: '2 / 2' to see, '2 sur 2' / '2 of 2' read out
    expect(await popup.getByTestId("event-counter").locator("[aria-hidden=true]").textContent()).toBe("2 / 2");
    expect(await popup.getByTestId("event-counter").locator(".sr-only").textContent()).toBe(lang === "fr" ? "2 sur 2" : "2 of 2");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=bell-menu]") !== null)).toBe(true);
    await context.close();
  });

  it("with reduced motion the events popup stays on its event", async () => {
    const { context, page } = await visitor(`${prefix(lang)}/`, { clock: true, reducedMotion: true });
    const bell = await openBell(page);
    await bell.getByTestId("bell-event").first().click();
    const slide = page.getByTestId("event-popup").getByTestId("event-slide");
    await slide.waitFor();
    await page.clock.runFor(30_000);
    expect(await slide.getAttribute("data-index")).toBe("0");
    await context.close();
  });

  it("the alert's reserve button leads through the shop chooser to the booking of its service", async () => {
    const { context, page } = await visitor(`${prefix(lang)}/contact`);
    const bell = await openBell(page);
    await bell.getByTestId("bell-alert").filter({ hasText: lang === "fr" ? "pierres chaudes" : "hot stone" }).click();
    const popup = page.getByTestId("alerts-popup");
    await popup.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `alerts-popup-${lang}-phone`);
    // the same counter as the events popup
    expect(await popup.getByTestId("alerts-counter").locator("[aria-hidden=true]").textContent()).toMatch(/^[12] \/ 2$/);
    await popup.getByTestId("alert-reserve").click();
    const chooser = page.getByTestId("shop-chooser");
    await chooser.waitFor();
    expect(await chooser.getByTestId("picker-shop-link").count()).toBe(2);
    await chooser.getByTestId("picker-shop-link").first().click();
    await page.waitForURL(/\/paris-marais\/services\/massages\/massage-pierres-chaudes\?page=reserved/);
    await page.getByTestId("booking-step").waitFor();
    await context.close();
  });

  it("the contact page shows the Lyon spa's exceptional closure", async () => {
    const { context, page } = await visitor(`${prefix(lang)}/contact`);
    const closures = page.getByTestId("shop-closures");
    await closures.first().waitFor();
    expect(await closures.first().textContent()).toContain(lang === "fr" ? "Inventaire annuel" : "Annual stocktaking");
    await context.close();
  });
});
