// Browsing the catalogue as a visitor would: home → category → service in French and
// English on both demo businesses, service addresses with and without a shop slug, the shop
// picker in its two modes, lists not fetched again on client-side navigations, images, and axe.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, at, getWithHost, launch, newPage, screenshot, pageLang } from "./browser";
import { allViolations, giveConsent } from "./shell-helpers";


let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * Requests that fetch catalogue data after the first page: our API from the browser, and React
 * Router's loader data for a catalogue route. (The root route's own loader, the company, is
 * revalidated on navigations by React Router's default; it belongs to the shell.)
 */
function countDataRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const routes = (url.searchParams.get("_routes") ?? "").split(",").filter((id) => id && id !== "root" && id !== "routes/layout");
    if (url.pathname.startsWith("/api/") || (url.pathname.endsWith(".data") && routes.length > 0)) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Waits until the page's heading reads `text` (a client-side navigation renders after the address changes). */
async function heading(page: Page, text: string) {
  await page.locator("h1").filter({ hasText: text }).first().waitFor();
  return (await page.locator("h1").first().textContent())?.trim();
}


describe("home → category → service", () => {
  it("in French on the spa (two shops): the service page lists the price at each shop", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/"));
    await page.getByTestId("categories").getByRole("link", { name: /Massages/ }).click();
    await page.waitForURL(/\/services\/massages$/);
    await expect(heading(page, "Massages")).resolves.toBe("Massages");
    const services = page.getByTestId("services").getByTestId("service");
    await expect(services.count()).resolves.toBe(5);
    await expect(page.getByTestId("services").textContent()).resolves.not.toContain("Option huile chaude");
    await screenshot(page, "catalogue-category-fr-phone");
    await page.getByRole("link", { name: "Massage californien" }).click();
    await page.waitForURL(/\/services\/massages\/massage-californien$/);
    await expect(heading(page, "Massage californien")).resolves.toBe("Massage californien");
    await expect(page.getByTestId("duration").textContent()).resolves.toMatch(/^60\s+min$/);
    const byShop = page.getByTestId("prices-by-shop");
    await expect(byShop.textContent()).resolves.toMatch(/Paris Marais.*79\s?€.*Lyon Confluence.*79\s?€/);
    await expect(page.title()).resolves.toBe("Massage californien · Maison Lumière");
    await screenshot(page, "catalogue-service-fr-phone");
    await context.close();
  });

  it("in English on the spa: names, prices and the duo's price for two", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/en"));
    await page.getByTestId("categories").getByRole("link", { name: /Duos and packages|Duo/ }).first().click();
    await page.waitForURL(/\/en\/services\/duo-et-forfaits$/);
    const duo = page.getByTestId("service").filter({ hasText: "Duo escape" });
    await expect(duo.getByTestId("price").first().textContent()).resolves.toBe("€160 for 2 people");
    await duo.getByRole("link", { name: "Duo escape" }).click();
    await page.waitForURL(/\/en\/services\/duo-et-forfaits\/parenthese-en-duo$/);
    await expect(pageLang(page)).resolves.toBe("en");
    await expect(page.getByTestId("prices-by-shop").textContent()).resolves.toContain("€160");
    await expect(page.getByTestId("per-person").textContent()).resolves.toBe("that's €80 per person");
    await screenshot(page, "catalogue-service-en-desktop");
    await context.close();
  });

  it("in French on the one-shop studio: addresses carry no shop slug, and the add button toggles the service in the cart", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/", "solo"));
    await page.getByTestId("categories").getByRole("link", { name: /Ongles/ }).click();
    await page.waitForURL(/\/services\/ongles$/);
    await page.getByRole("link", { name: "Semi-permanent mains", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/services/ongles/semi-permanent-mains");
    await expect(page.getByTestId("price-weekday").textContent()).resolves.toBe("35\u00a0€");
    await expect(page.getByTestId("price-weekend").textContent()).resolves.toBe("38\u00a0€");
    const add = page.getByTestId("add-to-cart");
    await expect(add.getAttribute("aria-pressed")).resolves.toBe("false");
    await add.click();
    await expect(add.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(add.textContent()).resolves.toBe("Retirer de mes prestations");
    // Adding opens the side cart panel over the page; the visitor closes it to go on browsing.
    const panel = page.getByTestId("booking-cart-panel");
    await panel.waitFor({ state: "visible" });
    await panel.getByText("Semi-permanent mains").waitFor();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await add.click();
    await expect(add.getAttribute("aria-pressed")).resolves.toBe("false");
    await screenshot(page, "catalogue-service-solo-phone");
    await context.close();
  });

  it("the one-shop studio's service page is readable without JavaScript", async () => {
    const response = await getWithHost(at("/services/regard/rehaussement-de-cils"), `solo.localhost:${new URL(at("/")).port}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain("Rehaussement de cils");
    expect(response.body).toContain("60\u00a0€");
  });
});

describe("service addresses with and without the shop slug", () => {
  it("a shop's address shows the service at that shop, with its add button", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/lyon-confluence/services/massages/massage-prenatal"));
    await expect(heading(page, "Massage prénatal")).resolves.toBe("Massage prénatal");
    await expect(page.getByText("À Maison Lumière Lyon Confluence").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByTestId("price").first().textContent()).resolves.toBe("90\u00a0€");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("add-to-cart").getAttribute("aria-pressed")).resolves.toBe("true");
    await context.close();
  });

  it("a service a shop does not offer, an unknown slug or a category mismatch is a 404", async () => {
    for (const path of ["/paris-marais/services/massages/massage-prenatal", "/nowhere/services/massages/massage-californien", "/services/massages/soin-express", "/services/massages/option-huile-chaude-cbd", "/no-such-shop"]) {
      expect((await fetch(at(path))).status, path).toBe(404);
    }
  });

  it("on the one-shop studio an address with the shop slug moves to the one without it", async () => {
    const port = new URL(at("/")).port;
    const response = await getWithHost(at("/bordeaux-chartrons/services/ongles/manucure-classique"), `solo.localhost:${port}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/services/ongles/manucure-classique");
  });

  it("a service's address without its category moves to the canonical one, keeping the query; a service the shop lacks is still a 404", async () => {
    const port = new URL(at("/")).port;
    const moved = async (path: string, business: "spa" | "solo" = "spa") => {
      const response = await getWithHost(at(path), `${business === "spa" ? "localhost" : "solo.localhost"}:${port}`);
      return [response.status, response.headers.location];
    };
    await expect(moved("/lyon-confluence/services/massage-prenatal")).resolves.toEqual([301, "/lyon-confluence/services/massages/massage-prenatal"]);
    await expect(moved("/en/paris-marais/services/massage-californien?page=reserved")).resolves.toEqual([301, "/en/paris-marais/services/massages/massage-californien?page=reserved"]);
    await expect(moved("/services/massage-californien")).resolves.toEqual([301, "/services/massages/massage-californien"]);
    await expect(moved("/bordeaux-chartrons/services/manucure-classique", "solo")).resolves.toEqual([301, "/services/manucure-classique"]);
    await expect(moved("/services/manucure-classique", "solo")).resolves.toEqual([301, "/services/ongles/manucure-classique"]);
    expect((await fetch(at("/paris-marais/services/massage-prenatal"))).status).toBe(404);
    // followed by a browser, the shorter address ends on the service's page
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/lyon-confluence/services/massage-prenatal"));
    await expect(heading(page, "Massage prénatal")).resolves.toBe("Massage prénatal");
    expect(new URL(page.url()).pathname).toBe("/lyon-confluence/services/massages/massage-prenatal");
    await context.close();
  });

  it("the shop page shows its address, hours, map link and only the services it offers", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/paris-marais"));
    await expect(heading(page, "Maison Lumière Paris Marais")).resolves.toBe("Maison Lumière Paris Marais");
    await expect(page.getByTestId("shop-address").textContent()).resolves.toContain("75003 Paris");
    // this week's hours, Monday first (a closed Monday; Saturday's lunch break as two ranges), and whether it is open now
    const hours = page.getByTestId("opening-hours").locator("tr");
    await expect(hours.first().locator("th").textContent()).resolves.toMatch(/^Lundi/);
    await expect(hours.first().locator("td").textContent()).resolves.toMatch(/^Fermé/);
    await expect(hours.nth(5).locator("td span").allTextContents()).resolves.toEqual(["09:30 – 13:00", "14:00 – 19:00"]);
    await expect(page.getByTestId("open-now").textContent()).resolves.toMatch(/^(Ouvert· ferme à \d\d:\d\d|Fermé(· ouvre .+ à \d\d:\d\d)?)$/);
    await expect(page.getByTestId("map-link").getAttribute("href")).resolves.toContain("48.8577");
    const text = await page.locator("main").textContent();
    expect(text).toContain("Rituel hammam et gommage");
    expect(text).not.toContain("Massage prénatal");
    await screenshot(page, "catalogue-shop-phone");
    await context.close();
  });
});

describe("the spec's sizes (§2, §9)", () => {
  it("the shop chooser's arrow shows only above 750 px; the cart panel is 400 px wide on a desktop", { timeout: 180_000 }, async () => {
    for (const [viewport, arrow] of [[PHONE, false], [{ width: 750, height: 800 }, false], [{ width: 751, height: 800 }, true], [DESKTOP, true]] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(at("/services/massages"));
      await page.getByTestId("service").filter({ hasText: "Massage californien" }).getByTestId("picker-open-book").click();
      const link = page.getByTestId("shop-picker-book").first().getByTestId("picker-shop-link").first();
      await link.waitFor();
      await expect(link.locator("svg").last().isVisible(), `${viewport.width} px`).resolves.toBe(arrow);
      await context.close();
    }
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/?cartAdd=massage-californien"));
    await page.getByTestId("shop-selector").getByRole("button", { name: /Lyon Confluence/ }).click();
    const panel = page.getByTestId("booking-cart-panel");
    await panel.getByTestId("booking-cart-lines").waitFor();
    await expect.poll(async () => (await panel.boundingBox())?.width, { timeout: 15_000 }).toBe(400);
    await context.close();
  });
});

describe("the shop picker", () => {
  it("book mode: a sheet from the bottom on a phone, the shops offering the service, links with page=reserved; Esc closes and focus returns", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/services/massages"));
    const card = page.getByTestId("service").filter({ hasText: "Massage californien" });
    const opener = card.getByTestId("picker-open-book");
    await opener.click();
    const dialog = page.getByTestId("shop-picker-book").first();
    // its code loads on the first tap (or on the finger's approach)
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // once it has slid in: its bottom on the screen's, the whole width (but the scrollbar's gutter)
    await expect.poll(async () => { const b = await dialog.boundingBox(); return b && Math.round(b.y + b.height); }).toBe(PHONE.height);
    expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 16);
    // a real modal dialog: the focus is on its title, not on the page behind
    await expect(page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null)).resolves.toBe(true);
    await expect(dialog.getByRole("heading").first().textContent()).resolves.toBe("Dans quel établissement ?");
    const links = dialog.getByTestId("picker-shop-link");
    await expect(links.count()).resolves.toBe(2);
    await expect(links.nth(0).getAttribute("href")).resolves.toBe("/paris-marais/services/massages/massage-californien?page=reserved");
    await expect(links.nth(1).getAttribute("href")).resolves.toBe("/lyon-confluence/services/massages/massage-californien?page=reserved");
    await screenshot(page, "catalogue-picker-book-phone");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // a Lyon-only service lists Lyon only
    await page.getByTestId("service").filter({ hasText: "Massage prénatal" }).getByTestId("picker-open-book").click();
    const prenatal = page.locator("dialog[open]");
    await expect(prenatal.getByTestId("picker-shop-link").count()).resolves.toBe(1);
    await expect(prenatal.getByTestId("picker-shop-link").getAttribute("href")).resolves.toContain("/lyon-confluence/");
    await context.close();
  });

  it("'show more' mode: the same chooser, centred on a desktop, links without page=reserved, in English", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/en/services/massages/massage-californien"));
    await page.getByTestId("picker-open-more").click();
    const dialog = page.locator("dialog[open]");
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(544);
    await expect(dialog.getByRole("heading").first().textContent()).resolves.toBe("At which location?");
    const link = dialog.getByTestId("picker-shop-link").first();
    await expect(link.getAttribute("href")).resolves.toBe("/en/paris-marais/services/massages/massage-californien");
    await expect(link.textContent()).resolves.toContain("Find out more");
    await screenshot(page, "catalogue-picker-more-desktop");
    await link.click();
    await page.waitForURL(/\/en\/paris-marais\/services\/massages\/massage-californien$/);
    await expect(page.locator("dialog[open]").count()).resolves.toBe(0);
    await expect(page.getByTestId("add-to-cart").textContent()).resolves.toBe("Add to my services");
    await expect(page.getByTestId("book").textContent()).resolves.toContain("Book");
    await context.close();
  });
});

describe("lists are loaded once", () => {
  it("client-side navigations between catalogue pages fetch the whole lists once, then nothing again", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/services"));
    await page.waitForLoadState("networkidle");
    const requests = countDataRequests(page);
    await page.getByTestId("category-section").first().getByRole("link", { name: "Massages" }).click();
    await page.waitForURL(/\/services\/massages$/);
    await page.getByRole("link", { name: "Massage californien" }).first().click();
    await page.waitForURL(/\/services\/massages\/massage-californien$/);
    await page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Nos prestations" }).click();
    await page.waitForURL(/\/services$/);
    await page.goBack();
    await page.waitForURL(/\/services\/massages\/massage-californien$/);
    await expect(heading(page, "Massage californien")).resolves.toBe("Massage californien");
    // /services sends only the rows it draws (decision 295): the first page drawing more (pictures,
    // descriptions) asks the server once, and its whole lists answer every page after it
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/services\/massages\.data\?/);
    await context.close();
  });

  it("an address the remembered lists do not know goes to the server once, and answers 404", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/services/massages"));
    await page.waitForLoadState("networkidle");
    const requests = countDataRequests(page);
    // a client-side navigation to an unknown category, as a stale link would make
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/services/no-such-category"));
    await page.waitForSelector('[data-error-type="404"]');
    expect(requests).toEqual(["/services/no-such-category.data?_routes=services-category"]);
    await context.close();
  });
});

describe("images", () => {
  it("have their size set, a srcset from their variants, and lazy loading below the fold (the home's categories, under its hero)", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/"));
    const images = await page.getByTestId("categories").first().locator("img").evaluateAll((els) =>
      els.map((el) => ({ w: el.getAttribute("width"), h: el.getAttribute("height"), srcset: el.getAttribute("srcset"), loading: el.getAttribute("loading") })),
    );
    expect(images.length).toBe(5);
    for (const image of images) {
      expect(image.w).toBe("960");
      expect(image.h).toBe("640");
      expect(image.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w/);
    }
    expect(images.every((image) => image.loading === "lazy")).toBe(true);
    await context.close();
  });

  it("are served with long cache headers", async () => {
    const response = await fetch(at("/images/demo/cat-massages-480.webp"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
  });
});

describe("accessibility and reading without JavaScript", () => {
  it.each([
    ["/services", "spa"],
    ["/services/massages", "spa"],
    ["/en/services/massages/massage-balinais", "spa"],
    ["/lyon-confluence", "spa"],
    ["/services/ongles", "solo"],
    ["/", "spa"],
    ["/", "solo"],
  ] as const)("%s (%s) has no axe violation of any impact, on a phone and a desktop", async (path, business) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(at(path, business));
      await expect(allViolations(page)).resolves.toEqual([]);
      await context.close();
    }
  });

  it("the shop chooser open has no axe violation of any impact", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/services/massages/massage-californien"));
    await page.getByTestId("picker-open-book").click();
    await page.locator("dialog[open]").waitFor();
    await expect(allViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it("pages are server-rendered: the HTML already holds the services and prices", async () => {
    const html = await (await fetch(at("/services/massages"))).text();
    expect(html).toContain("Massage aux pierres chaudes");
    expect(html).toMatch(/à partir de 99\s?€/);
    expect(html).toContain('href="/services/massages/massage-californien"');
  });
});

describe("link prefetch (spec §9): the likely next page fetched ahead when the browser is idle", () => {
  /** The prefetch and module-preload links of the page, by address. */
  const aheadLinks = (page: Page) => page.locator("link[rel=prefetch], link[rel=modulepreload]").evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));

  async function idleOn(path: string, saveData: boolean) {
    const { context, page } = await newPage(browser, PHONE);
    if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true }));
    await page.clock.install();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto(at(path));
    await page.waitForLoadState("networkidle");
    // the browser's idle moment, at the latest 2 s after the page settled: the time is moved on, not waited for
    await page.clock.runFor(2100);
    await page.waitForLoadState("networkidle");
    return { context, page, links: await aheadLinks(page), requested };
  }

  it("a category prefetches its services' pages; the service page fetches the booking step's code", async () => {
    const category = await idleOn("/services/massages", false);
    // each service's data is fetched ahead (a click then opens it at once)
    const data = category.links.filter((h) => h.startsWith("/services/massages/") && h.includes(".data"));
    expect(data.length).toBeGreaterThan(1);
    expect(category.requested.some((r) => r.startsWith("/services/massages/massage-californien.data"))).toBe(true);
    await category.context.close();
    const service = await idleOn("/services/massages/massage-californien", false);
    expect(service.requested.some((p) => /booking-step-[\w-]+\.js$/.test(p))).toBe(true);
    await service.context.close();
  });

  it("nothing is fetched ahead on a data-saver connection", async () => {
    const category = await idleOn("/services/massages", true);
    expect(category.links.filter((h) => h.includes(".data"))).toEqual([]);
    expect(category.requested.filter((r) => r.startsWith("/services/massages/") && r.includes(".data"))).toEqual([]);
    await category.context.close();
    const service = await idleOn("/services/massages/massage-californien", true);
    expect(service.requested.filter((p) => p.includes("booking-step"))).toEqual([]);
    await service.context.close();
  });
});

describe("tabs and the tab parameter (spec §2)", () => {
  const selectedTab = (page: Page) => page.locator("[role=tab][aria-selected=true]").textContent();
  const visiblePanels = (page: Page) => page.locator("[role=tabpanel]:not([hidden])").count();

  it("a service's description and prices per shop: ?tab=prices opens the prices, ?tab=nope the description; a click or an arrow key keeps the choice in the address without a page load", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, at("/"));
    await page.goto(at("/services/massages/massage-californien?tab=prices"));
    await expect(selectedTab(page)).resolves.toBe("Tarifs par établissement");
    await expect(page.getByTestId("prices-by-shop").isVisible()).resolves.toBe(true);
    await expect(visiblePanels(page)).resolves.toBe(1);
    await page.goto(at("/en/services/massages/massage-californien?tab=prices"));
    await expect(selectedTab(page)).resolves.toBe("Prices by location");
    await expect(page.getByRole("tab", { name: "Description" }).getAttribute("aria-selected")).resolves.toBe("false");
    await page.goto(at("/services/massages/massage-californien?tab=nope"));
    await expect(selectedTab(page)).resolves.toBe("Description");
    await expect(page.getByTestId("prices-by-shop").isVisible()).resolves.toBe(false);

    const loads: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document" || r.url().includes(".data")) loads.push(r.url());
    });
    await page.getByRole("tab", { name: "Tarifs par établissement" }).click();
    await expect(page.getByTestId("prices-by-shop").isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).search).toBe("?tab=prices");
    // one Tab stop; the arrow keys move and select (the first tab leaves the address clean)
    await page.keyboard.press("ArrowLeft");
    await expect(selectedTab(page)).resolves.toBe("Description");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("tab");
    expect(new URL(page.url()).search).toBe("");
    await page.keyboard.press("End");
    await expect(selectedTab(page)).resolves.toBe("Tarifs par établissement");
    expect(new URL(page.url()).search).toBe("?tab=prices");
    expect(loads).toEqual([]);
    // the chosen tab survives a reload, as a shared link would
    await page.reload();
    await expect(selectedTab(page)).resolves.toBe("Tarifs par établissement");
    await screenshot(page, "tabs-service-prices-phone");
    await context.close();
  });

  it("a shop's services and contact: ?tab=contact opens the contact, without JavaScript too", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await giveConsent(context, at("/"));
    await page.goto(at("/paris-marais"));
    await expect(selectedTab(page)).resolves.toBe("Prestations");
    await expect(page.getByTestId("shop-address").isVisible()).resolves.toBe(false);
    await page.goto(at("/paris-marais?tab=contact"));
    await expect(selectedTab(page)).resolves.toBe("Infos et contact");
    await expect(page.getByTestId("shop-address").isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("shop-category").first().isVisible()).resolves.toBe(false);
    await screenshot(page, "tabs-shop-contact-desktop");
    expect(await allViolations(page)).toEqual([]);
    await context.close();
    // the server renders the asked tab: a link works before any script runs
    const html = await (await fetch(at("/paris-marais?tab=contact"))).text();
    expect(html).toMatch(/aria-selected="true"[^>]*>Infos et contact</);
    expect(html).toMatch(/id="shop-panel-services"[^>]*hidden/);
  });
});

describe("what a page does as it starts", () => {
  /** The names of the app's script files the page has asked for so far. */
  function scripts(page: Page) {
    const names: string[] = [];
    page.on("request", (request) => {
      const m = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
      if (m) names.push(m[1]!);
    });
    return names;
  }

  it("a visitor's page loads neither the cart panel, nor the shop chooser, nor the live preview; the first tap on them does", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const names = scripts(page);
    await page.goto(at("/services/ongles/semi-permanent-mains", "solo"));
    await page.waitForLoadState("networkidle");
    expect(names).toContain("shell");
    expect(names).not.toContain("cart");
    expect(names).not.toContain("live-preview");
    const add = page.getByTestId("add-to-cart");
    await add.click();
    const panel = page.getByTestId("booking-cart-panel");
    await panel.waitFor({ state: "visible" });
    await panel.getByText("Semi-permanent mains").waitFor();
    expect(names).toContain("cart");
    // the next page keeps the cart, so its panel's code comes at once
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await context.close();

    const spa = await newPage(browser, PHONE);
    const spaNames = scripts(spa.page);
    await spa.page.goto(at("/services/massages"));
    await spa.page.waitForLoadState("networkidle");
    expect(spaNames).not.toContain("shop-picker-dialog");
    expect(spaNames).not.toContain("cart");
    await spa.page.getByTestId("service").filter({ hasText: "Massage californien" }).getByTestId("picker-open-book").click();
    await spa.page.getByTestId("shop-picker-book").waitFor({ state: "visible" });
    expect(spaNames).toContain("shop-picker-dialog");
    await spa.context.close();
  });

  it("a page asks for no route descriptions, started or moving on: every route is in the first manifest, so the page is never drawn again to add them", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/__manifest")) asked.push(request.url());
    });
    await page.goto(at("/services/massages"));
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    // a link still opens its page in place, without a new document
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByTestId("service").filter({ hasText: "Massage californien" }).getByRole("link").first().click();
    await page.waitForURL(/massage-californien/);
    await page.getByRole("heading", { level: 1, name: "Massage californien" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(asked).toEqual([]);
    await context.close();
  });

  it("a page starts without making an Intl formatter: prices, durations, days and plurals come from the server's list", async () => {
    const { context, page } = await newPage(browser, PHONE);
    // A page's first Intl formatter costs the browser its locale data in the middle of the start.
    await page.addInitScript(() => {
      const made: string[] = ((window as unknown as { __intlMade: string[] }).__intlMade = []);
      for (const kind of ["DateTimeFormat", "NumberFormat", "PluralRules"] as const) {
        const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
          construct(target, args) {
            made.push(`${kind} ${JSON.stringify(args)}`);
            return Reflect.construct(target, args);
          },
        });
      }
    });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    for (const path of ["/", "/services", "/en/services/massages"]) {
      await page.goto(at(path));
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade), path).toEqual([]);
    }
    // the list holds what the page shows, in the page's language
    const list = await page.evaluate(() => (window as unknown as { __vtFormats: Record<string, string> }).__vtFormats);
    expect(Object.entries(list).some(([key, text]) => key.startsWith("money|en|") && text.startsWith("€"))).toBe(true);
    expect(Object.keys(list).some((key) => key.startsWith("minutes|en|"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
