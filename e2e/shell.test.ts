// The storefront shell from the visitor's side: languages, routes, theme, live preview, error
// pages, header menus, drawer and dialogs by keyboard, at phone and desktop sizes.
import type { Browser } from "playwright-core";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { parseSettings } from "../domain/company-settings";
import { encodePreviewTheme } from "../domain/preview-theme";
import { solo } from "../server/db/demo/solo";
import { signPreviewTheme } from "../server/tenancy/preview-signature";
import { E2E_PREVIEW_SECRET } from "./server-process";
import { DESKTOP, PHONE, at, getWithHost, launch, newPage, screenshot, pageLang, settled } from "./browser";
import { giveConsent } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A visitor who has answered the cookie question, on `path` when given. */
async function visitor(viewport = PHONE, business: "spa" | "solo" = "spa", path?: string) {
  const { context, page } = await newPage(browser, viewport);
  await giveConsent(context, at("/", business));
  if (path) await page.goto(at(path, business));
  return { context, page };
}

const soloHost = () => `solo.localhost:${new URL(at("/")).port}`;

const colourOf = (page: import("playwright-core").Page, selector: string, prop = "color") =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

describe("languages", () => {
  it("every page exists under /de /en /es /it with its language, hreflang alternates and a canonical", async () => {
    const titles = { de: "Rechtliche Hinweise", en: "Legal information", es: "Información legal", it: "Note legali" };
    for (const [lang, title] of Object.entries(titles)) {
      for (const path of ["", "/contact", "/legal", "/presse", "/magazine"]) {
        const res = await fetch(at(`/${lang}${path}`), { redirect: "manual" });
        expect(res.status, `/${lang}${path}`).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}"`);
        if (path === "/legal") expect(html).toContain(title);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/${lang}${path}"`));
        expect(html).toContain('hrefLang="x-default"');
      }
    }
    const fr = await (await fetch(at("/legal"))).text();
    for (const iso of ["fr-FR", "de-DE", "en-GB", "es-ES", "it-IT"]) expect(fr).toContain(`hrefLang="${iso}"`);
  });

  it("the footer switcher keeps the visitor on the same page and remembers the choice", async () => {
    const { context, page } = await visitor(DESKTOP, "spa", "/legal");
    await page.getByTestId("language-switcher").getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en\/legal$/);
    expect(await pageLang(page)).toBe("en");
    expect(await page.locator("h1").textContent()).toBe("Legal information");
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("en");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    // The French home sends a visitor who chose English to the English home.
    await page.goto(at("/"));
    expect(new URL(page.url()).pathname).toBe("/en");
    await screenshot(page, "shell-en-home-desktop");
    await context.close();
  });

  it("the one-language business shows no switcher, and its other-language addresses lead to French", async () => {
    const { context, page } = await visitor(PHONE, "solo", "/contact");
    expect(await page.getByTestId("footer").count()).toBe(1);
    expect(await page.getByTestId("language-switcher").count()).toBe(0);
    expect(await page.locator("h1").textContent()).toBe("Mon établissement");
    const res = await getWithHost(at("/en/contact"), soloHost());
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/contact");
    await context.close();
  });
});

describe("routes and error pages", () => {
  it("legal aliases lead to their anchor; module pages that are off answer 404", async () => {
    for (const [alias, anchor] of [["/rgpd", "rgpd"], ["/legales", "mentions"], ["/cgv", "cgv"], ["/en/cgu", "cgu"]]) {
      const res = await fetch(at(alias!), { redirect: "manual" });
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toMatch(new RegExp(`/legal#${anchor}$`));
    }
    // The spa takes no online payment: no gift vouchers, no e-shop.
    for (const path of ["/gift", "/bonscadeaux", "/boutique", "/panier", "/profile/eshoporders", "/payments/success", "/de/gift"]) {
      expect((await fetch(at(path))).status, path).toBe(404);
    }
  });

  it("an unknown page shows the 404 page inside the site with status 404", async () => {
    const { context, page } = await visitor(PHONE);
    const response = await page.goto(at("/de/this/page/does/not/exist"));
    expect(response?.status()).toBe(404);
    // the tab says it in the page's language, not in English
    expect(await page.title()).toBe("Seite nicht gefunden");
    expect(await page.locator("main img[src='/images/404.svg']").count()).toBe(1);
    expect(await page.locator("h1").textContent()).toBe("Diese Seite scheint nicht zu existieren.");
    expect(await page.getByRole("link", { name: "Zurück zur Startseite" }).getAttribute("href")).toBe("/de");
    expect(await page.getByTestId("bottom-bar").isVisible()).toBe(true);
    const fr = await (await fetch(at("/nope"))).text();
    expect(fr).toContain("<title>Page introuvable</title>");
    expect(fr).toContain("Il semblerait que cette page n&#x27;existe pas.");
    await screenshot(page, "shell-404-phone");
    await context.close();
  });

  it("a request the page gave up is no page error; any other failure still is", async () => {
    // a page of its own, without newPage's handler that fails the journey on the first page error
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const reported: string[] = [];
    page.on("pageerror", (err) => reported.push(`${err.name}: ${err.message}`));
    await page.goto(at("/contact"));
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    // as React Router's own form leaves it when a newer submission of its fetcher gives it up
    await page.evaluate(() => {
      const controller = new AbortController();
      controller.abort();
      void Promise.reject(controller.signal.reason);
    });
    await page.evaluate(() => {
      void Promise.reject(new Error("a real failure"));
    });
    await expect.poll(() => reported).toEqual(["Error: a real failure"]);
    await context.close();
  });

  it("an unknown host shows 'company not registered' with status 500 and no back link", async () => {
    const response = await getWithHost(at("/contact"), "nobody.example");
    expect(response.status).toBe(500);
    expect(response.body).toContain('data-error-type="maintenance"');
    expect(response.body).toContain("Entreprise non enregistrée");
    expect(response.body).not.toContain("Retour à l&#x27;accueil");
  });

  it("robots.txt and sitemap.xml follow the business", async () => {
    const robots = await (await fetch(at("/robots.txt"))).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /profile");
    expect(robots).toContain("Disallow: /en/profile");
    expect(robots).toMatch(/User-agent: GPTBot\nAllow: \/\$\nDisallow: \//);
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/);
    const sitemap = await (await fetch(at("/sitemap.xml"))).text();
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/en\/contact<\/loc>/);
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/it\/services\/massages<\/loc>/);
    expect(sitemap).toContain('hreflang="de-DE"');
    expect(sitemap).not.toContain("/gift<");
    const solo = await getWithHost(at("/sitemap.xml"), soloHost());
    expect(solo.body).toContain("/services/ongles</loc>");
    expect(solo.body).not.toContain("/en/");
  });
});

describe("white-label theme", () => {
  it("theme colours of the settings are in the computed styles from the first paint", async () => {
    const { context, page } = await visitor(DESKTOP, "solo", "/contact");
    expect(await colourOf(page, "h1")).toBe("rgb(91, 42, 60)"); // solo primary #5b2a3c
    expect(await colourOf(page, "a.vt-button-primary, a.bg-button", "background-color")).toBe("rgb(91, 42, 60)");
    await context.close();
    const spa = await visitor(DESKTOP);
    await spa.page.goto(at("/contact"));
    expect(await colourOf(spa.page, "a.vt-button-primary, a.bg-button", "background-color")).toBe("rgb(51, 51, 51)"); // dark grey buttons
    expect(await spa.page.locator("link[rel=icon]").getAttribute("href")).toBe("/images/demo/favicon-lumiere.svg");
    expect(await spa.page.title()).toBe("Contact · Maison Lumière");
    await spa.context.close();
  });

  it("on the one-shop business (its own colours): primary colour, fonts and radius are the theme's on the home, a service and the booking step, loaded and navigated to", async () => {
    const theme = parseSettings(solo.settings).themes;
    const expected = {
      primary: theme.colors.primary.toLowerCase(),
      title: theme.fonts.title.name || "Cormorant Garamond",
      body: theme.fonts.body.name || "DM Sans",
      radius: 0.75, // rem: the theme sets no radius of its own, the default holds
    };
    // what the page computes: its tokens, and where they end up (a primary button, a title, the text)
    const computed = () =>
      page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const button = document.querySelector("dialog[open] .vt-button-primary, main .vt-button-primary");
        const title = document.querySelector("dialog[open] h2, main h1, main h2");
        return {
          primary: root.getPropertyValue("--vt-primary").trim().toLowerCase(),
          radius: parseFloat(root.getPropertyValue("--vt-radius")),
          button: button ? getComputedStyle(button).backgroundColor : null,
          title: title ? getComputedStyle(title).fontFamily.split(",")[0]!.replace(/"/g, "") : null,
          body: getComputedStyle(document.body).fontFamily.split(",")[0]!.replace(/"/g, ""),
          sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
        };
      });
    const holds = async (where: string) => {
      const seen = await computed();
      expect({ ...seen, sheets: seen.sheets.length }, where).toMatchObject({ primary: expected.primary, radius: expected.radius, title: expected.title, body: expected.body, sheets: 1 });
      if (seen.button) expect(seen.button, where).toBe("rgb(91, 42, 60)");
    };
    const { context, page } = await visitor(PHONE, "solo", "/");
    await holds("home, loaded");
    // to a service without a new document, then its booking step (its code loads then)
    await page.locator('main a[href="/services"]').first().click();
    await page.waitForURL(/\/services$/);
    await page.locator('main a[href^="/services/ongles/"]').first().click();
    await page.waitForURL(/\/services\/ongles\/[\w-]+$/);
    await page.locator("main h1").waitFor();
    await holds("a service, navigated to");
    await page.locator('main a[href*="page=reserved"]').first().click();
    await page.locator("dialog[open][data-testid=booking-step]").waitFor();
    await page.getByTestId("slots").locator("button").first().waitFor();
    await holds("the booking step, navigated to");
    // the same pages loaded, then the home reached from them
    await page.goto(page.url());
    await page.locator("dialog[open][data-testid=booking-step]").waitFor();
    await holds("the booking step, loaded");
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBeNull();
    await holds("a service, loaded");
    await page.locator('a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await holds("home, navigated to");
    await context.close();
  });

  it("a preview theme in the address reaches the API, leaves the visible address and stays for the next pages", async () => {
    const { context, page } = await visitor(PHONE);
    // Signed as the server signs it for a back-office user (POST /api/cmp-users/preview-theme).
    const theme = signPreviewTheme(E2E_PREVIEW_SECRET, "demo-spa-lumiere", encodePreviewTheme({ colors: { primary: "#aa0000" } }), new Date()).previewTheme;
    await page.goto(at(`/-ps--${theme}--pe-/legal`));
    expect(new URL(page.url()).pathname).toBe("/legal");
    expect(await colourOf(page, "h1")).toBe("rgb(170, 0, 0)");
    await page.getByTestId("bottom-bar").getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Contact");
    expect(await colourOf(page, "h1")).toBe("rgb(170, 0, 0)");
    await context.close();
  });

  it("preview messages from the allowed back-office change the page live (another origin cannot even frame it: e2e/security.test.ts)", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    // A local 'back-office' window: the demo allows http://localhost:4999 only.
    const parent = `<!doctype html><title>back-office</title><iframe id="f" src="${at("/legal")}" style="width:1000px;height:700px"></iframe><script>addEventListener("message",e=>{if(e.data&&e.data.type==="vitrine:ready")document.title="ready"});</script>`;
    const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(parent)).listen(4999, "127.0.0.1");
    onTestFinished(() => void server.close());

    await page.goto("http://localhost:4999/");
    await page.waitForFunction(() => document.title === "ready");
    const frame = page.frameLocator("#f");
    const post = (message: unknown) => page.evaluate((m) => (document.getElementById("f") as HTMLIFrameElement).contentWindow!.postMessage(m, "*"), message);
    await post({ type: "colour", name: "primary", value: "#00aa00" });
    await expect.poll(() => frame.locator("h1").evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 170, 0)");
    await post({ type: "css", css: "h1{text-transform:uppercase}</style><script>window.bad=1</script>" });
    await expect.poll(() => frame.locator("h1").evaluate((el) => getComputedStyle(el).textTransform)).toBe("uppercase");
    expect(await frame.locator("body").evaluate(() => (window as unknown as { bad?: number }).bad)).toBeUndefined();
    await post({ type: "value", name: "displayName", value: "Spa Aperçu" });
    await expect.poll(() => frame.locator("footer [data-preview=displayName]").textContent()).toBe("Spa Aperçu");
    await post({ type: "value", name: "siteContained", value: true });
    await expect.poll(() => frame.locator("body").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(243, 241, 236)");
    await post({ type: "url", url: "/contact" });
    await expect.poll(() => frame.locator("h1").textContent()).toBe("Contact");
    await context.close();
  });
});

describe("header, drawer, menus and dialogs", () => {
  it("the drawer opens and closes by keyboard on a phone and lists the site", async () => {
    const { context, page } = await visitor(PHONE, "spa", "/contact");
    await page.getByTestId("drawer-button").focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("drawer");
    await drawer.waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("shell-drawer");
    const text = await drawer.textContent();
    for (const entry of ["Accueil", "Prestations", "Contact", "Soins en duo", "Notre journal", "Se connecter", "Créer un compte"]) expect(text).toContain(entry);
    await screenshot(page, "shell-drawer-phone");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("drawer-button");
    // The close button too.
    await page.keyboard.press("Enter");
    await drawer.waitFor({ state: "visible" });
    await page.getByTestId("drawer-close").click();
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });

  it("desktop menus: contact lists the shops, 'others' the custom items in order, account and bell open by keyboard", async () => {
    const { context, page } = await visitor(DESKTOP, "spa", "/legal");
    const menu = page.getByTestId("desktop-menu");
    await menu.getByTestId("contact-menu").locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await menu.getByTestId("contact-menu").locator("a").allTextContents()).toEqual(["Maison Lumière Paris MaraisParis", "Maison Lumière Lyon ConfluenceLyon"]);
    await page.keyboard.press("Escape");
    expect(await menu.getByTestId("contact-menu").getAttribute("open")).toBeNull();
    const others = menu.getByTestId("others-menu");
    await others.locator("summary").click();
    expect((await others.locator("a").allTextContents()).map((t) => t.trim())).toEqual(["Soins en duo", "Notre journal(s'ouvre dans un nouvel onglet)"]);
    expect(await others.locator("a").nth(1).getAttribute("target")).toBe("_blank");
    // The bell: a red 1 until the alerts are viewed.
    const bell = page.getByTestId("bell-menu");
    await page.getByTestId("bell-badge").waitFor();
    await bell.locator("summary").focus();
    await page.keyboard.press("Enter");
    // what the bell holds is asked when it opens (a skeleton meanwhile)
    await bell.getByTestId("bell-alert").first().waitFor();
    expect(await bell.textContent()).toContain("Le spa de Lyon ferme exceptionnellement");
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("bell-badge").count()).toBe(0);
    await page.reload();
    await settled(page);
    expect(await page.getByTestId("bell-badge").count()).toBe(0);
    // Signed out, the account menu offers login and register.
    const account = page.getByTestId("account-menu");
    await account.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await account.locator("a").allTextContents()).toEqual(["Se connecter", "Créer un compte"]);
    expect(await page.getByRole("link", { name: "Maison Lumière", exact: true }).getAttribute("href")).toBe("https://maison-lumiere.example");
    await screenshot(page, "shell-menus-desktop");
    await context.close();
  });

  it("the cookie dialog shows until a choice is saved; manage shows the switches; all by keyboard", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/contact"));
    const dialog = page.getByTestId("cookie-consent");
    await dialog.waitFor();
    expect(await dialog.getAttribute("role")).toBe("dialog");
    await page.getByTestId("cookie-manage").focus();
    await page.keyboard.press("Enter");
    const analytics = page.getByTestId("cookie-analytics");
    expect(await analytics.isChecked()).toBe(true);
    await analytics.focus();
    await page.keyboard.press("Space");
    expect(await analytics.isChecked()).toBe(false);
    await page.getByTestId("cookie-save").focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    const cookie = (await context.cookies()).find((c) => c.name === "cookie_preferences");
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ connexion: true, analytics: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(34164000 - 60);
    await page.reload();
    await settled(page);
    expect(await dialog.count()).toBe(0);
    // Reopened from the footer.
    await page.getByRole("button", { name: "Gérer les cookies" }).click();
    await dialog.waitFor();
    await page.getByTestId("cookie-save").click();
    await context.close();
  });

  it("deny turns analytics off", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(at("/legal"));
    await page.getByTestId("cookie-deny").click();
    const cookie = (await context.cookies()).find((c) => c.name === "cookie_preferences");
    expect(JSON.parse(decodeURIComponent(cookie!.value)).analytics).toBe(false);
    await context.close();
  });
});

describe("home", () => {
  it("hero carousel: slides with dots, keyboard, autoplay every 5 s that stops on pause", async () => {
    const { context, page } = await visitor(DESKTOP, "spa");
    await page.clock.install();
    await page.goto(at("/", "spa"));
    const hero = page.getByTestId("hero");
    expect(await page.getByTestId("hero-slide").count()).toBe(2);
    expect(await page.locator("header").getAttribute("data-over-hero")).toBe("");
    expect(await page.locator("header img").getAttribute("src")).toBe("/images/demo/logo-lumiere-white.svg");
    const current = () => page.getByTestId("hero-dot").evaluateAll((dots) => dots.findIndex((d) => d.getAttribute("aria-current") === "true"));
    expect(await current()).toBe(0);
    await page.mouse.move(5, 700); // not over the hero
    await page.clock.runFor(5100);
    await expect.poll(current).toBe(1);
    await page.getByTestId("hero-dot").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(current).toBe(0);
    await page.getByTestId("hero-pause").click();
    await page.mouse.move(5, 700);
    await page.locator("h1").click();
    await page.clock.runFor(5600);
    await settled(page);
    expect(await current()).toBe(0);
    expect(await hero.getAttribute("data-playing")).toBeNull();
    await context.close();
  });

  it("on a phone the hero text sits at the bottom; the slide's service button opens the shop chooser", async () => {
    const { context, page } = await visitor(PHONE, "spa", "/");
    await screenshot(page, "shell-home-phone");
    const button = page.getByRole("link", { name: "Réserver un massage" });
    expect(await button.getAttribute("href")).toBe("/services/massages/massage-californien");
    await button.focus();
    await page.keyboard.press("Enter");
    const chooser = page.getByTestId("shop-chooser");
    await chooser.waitFor({ state: "visible" });
    const links = await chooser.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.length).toBe(2);
    expect(links[0]).toMatch(/^\/(paris-marais|lyon-confluence)\/services\/massages\/massage-californien\?page=reserved$/);
    await page.keyboard.press("Escape");
    await chooser.waitFor({ state: "hidden" });
    await context.close();
  });

  it("the shop search filters the shops and collapses the hero to 100 px", async () => {
    const { context, page } = await visitor(PHONE, "spa", "/");
    const search = page.getByTestId("shop-search");
    expect(await search.getAttribute("placeholder")).toBe("Rechercher un établissement");
    await search.fill("lyon");
    expect(await page.getByTestId("home-shops").locator("li").count()).toBe(1);
    await expect.poll(() => page.getByTestId("hero").evaluate((el) => el.getBoundingClientRect().height)).toBe(100);
    await search.fill("");
    await expect.poll(() => page.getByTestId("hero").evaluate((el) => el.getBoundingClientRect().height)).toBe(422);
    await context.close();
  });

  it("the one-shop business is in mono mode: no shop list, 'my shop' in the bottom bar's contact", async () => {
    const { context, page } = await visitor(PHONE, "solo", "/");
    // No shop list; the studio's own hero, whose 'Réserver' leads to the services.
    expect(await page.getByTestId("home-shops").count()).toBe(0);
    await expect(page.getByTestId("hero").getByRole("link", { name: "Réserver" }).getAttribute("href")).resolves.toBe("/services");
    expect(await page.getByTestId("bottom-left").textContent()).toBe("Prestations");
    expect(await page.getByTestId("bottom-right").textContent()).toBe("Mon établissement");
    await context.close();
  });
});
