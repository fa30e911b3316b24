import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildState } from "./build-state";
import { DESKTOP, PHONE, at, getWithHost, launch, openPage, screenshot, pageLang } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("the storefront is served from one process with the demo businesses", () => {
  it("the journeys run their own build: the build/ a running `npm start` serves is left untouched", () => {
    expect(buildState("build")).toBe(inject("servedBuildBefore"));
  });

  it("the spa's home page is server-rendered with its name and service categories", async () => {
    const response = await fetch(at("/"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Maison Lumière Spa");
    expect(html).toContain("Soins du visage");
    expect(html).toContain('lang="fr"');
  });

  it("pages, scripts and API answers are sent compressed, build assets precompressed with a one-year cache", async () => {
    const page = await fetch(at("/"), { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"|<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/.exec(await page.text());
    const path = script![1] ?? script![2]!;
    const asset = await fetch(at(path), { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // The build's own .br is sent to a browser that takes brotli: the same script, smaller.
    const plain = await (await fetch(at(path), { headers: { "accept-encoding": "identity" } })).text();
    const brotli = await fetch(at(path), { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(plain) / 2);
    expect(await brotli.text()).toBe(plain);
    const api = await fetch(at("/api/categories"), { headers: { "accept-encoding": "gzip", company: "demo-spa-lumiere" } });
    expect(api.headers.get("content-encoding")).toBe("gzip");
  });

  it("the app's scripts are preloaded at low priority: the stylesheet, fonts and first image come first", async () => {
    const html = await (await fetch(at("/"))).text();
    const modules = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(modules.length).toBeGreaterThan(3);
    for (const link of modules) expect(link).toContain('fetchpriority="low"');
    const fonts = [...html.matchAll(/<link rel="preload"[^>]* as="font"[^>]*>/g)].map((m) => m[0]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const link of fonts) expect(link).not.toContain("fetchpriority");
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  it("a visitor on a phone sees the spa and its categories, then opens a category link", async () => {
    const { context, page } = await openPage(browser, PHONE, at("/"));
    await expect(page.locator("h1").textContent()).resolves.toBe("Maison Lumière Spa");
    const categories = page.getByTestId("categories").locator("li");
    expect(await categories.count()).toBeGreaterThanOrEqual(4);
    await expect(categories.first().textContent()).resolves.toContain("Massages");
    await screenshot(page, "foundation-home-phone");
    await context.close();
  });

  it("the same page in English names the categories in English", async () => {
    const { context, page } = await openPage(browser, DESKTOP, at("/en"));
    await expect(pageLang(page)).resolves.toBe("en");
    await expect(page.getByTestId("categories").textContent()).resolves.toContain("Facials");
    await screenshot(page, "foundation-home-en-desktop");
    await context.close();
  });

  it("solo.localhost shows the second business", async () => {
    const { context, page } = await openPage(browser, PHONE, at("/", "solo"));
    await expect(page.locator("h1").textContent()).resolves.toBe("L'Atelier de Clara");
    await expect(page.getByTestId("categories").textContent()).resolves.toContain("Regard");
    await context.close();
  });

  it("an unknown host gets the maintenance error page with status 500", async () => {
    const response = await getWithHost(at("/"), "unknown-business.example");
    expect(response.status).toBe(500);
    expect(response.body).toContain('data-error-type="maintenance"');
  });
});
