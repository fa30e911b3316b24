// Site states and module pages need other settings than the demo's: this file starts its own
// production server on a database where the spa is disabled (with a message) and the solo studio
// is in debug mode, in maintenance, and sells gift vouchers and products online.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db";
import { DEMO_COMPANY_USER, seedDemo } from "../server/db/seed";
import { solo, spa } from "../server/db/demo";
import { customers } from "../server/db/schema";
import { createSession } from "../server/auth/sessions";
import { CompanyDirectory } from "../server/tenancy/companies";
import { DESKTOP, PHONE, getWithHost, launch, newPage } from "./browser";
import { startServerProcess, newDataDir } from "./server-process";
import { giveConsent, seriousViolations } from "./shell-helpers";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerProcess>>;
/** a signed-in customer of the solo studio without a phone number */
let sessionToken: string;
let port: number;
const url = (path: string, host = "localhost") => `http://${host}:${port}${path}`;

beforeAll(async () => {
  const dataDir = newDataDir("states");
  const database = await openDatabase({ dataDir });
  await seedDemo(database.db);
  const companies = new CompanyDirectory(database.db, 0);
  const change = async (token: string, edit: (s: Record<string, any>) => void) => {
    const company = (await companies.byTokenOrNull(token))!;
    const settings = structuredClone(company.settings) as Record<string, any>;
    edit(settings);
    const result = await companies.updateSettings(company.id, settings);
    if (!result.ok) throw new Error(`${result.path}: ${result.message}`);
  };
  await change(spa.token, (s) => {
    s.booker.siteDisabled = true;
    s.booker.siteDisabledMessage = { fr: "Fermeture annuelle jusqu'au 4 janvier.", en: "Annual closure until 4 January." };
  });
  await change(solo.token, (s) => {
    s.isDebug = true;
    s.maintenance = true;
    s.booker.payment = { provider: "saferpay", keys: { publicKey: "", secretKey: "" } };
    s.booker.gift = { active: true };
    s.booker.gifts = { themes: [{ id: "noel", name: { fr: "Noël" }, image: "/images/404.svg" }] };
    s.booker.eshopEnabled = true;
    s.booker.products = { active: true };
  });
  const soloCompany = (await companies.byTokenOrNull(solo.token))!;
  const [customer] = await database.db.insert(customers).values({ companyId: soloCompany.id, email: "lea@example.com", firstname: "Léa", lastname: "Martin" }).returning();
  sessionToken = await createSession({ db: database.db, companyId: soloCompany.id }, customer!.id, new Date());
  await database.close();
  server = await startServerProcess({ dataDir, env: { SEED_ON_EMPTY: "false" } });
  port = server.port;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a disabled site", () => {
  it("sends every page to /disabled with the company's message (status 503)", async () => {
    for (const path of ["/", "/contact", "/services/massages", "/en/legal"]) {
      const res = await fetch(url(path), { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe(path.startsWith("/en") ? "/en/disabled" : "/disabled");
    }
    const { context, page } = await newPage(browser, PHONE);
    const response = await page.goto(url("/contact"));
    expect(new URL(page.url()).pathname).toBe("/disabled");
    expect(response?.status()).toBe(503);
    expect(await page.locator("h1").textContent()).toBe("Nous revenons très vite");
    expect(await page.getByTestId("disabled-page").textContent()).toContain("Fermeture annuelle jusqu'au 4 janvier.");
    expect(await page.locator("img[src='/images/disabled.svg']").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(url("/en/disabled"));
    expect(await page.getByTestId("disabled-page").textContent()).toContain("Annual closure until 4 January.");
    expect(await page.getByTestId("team-access").textContent()).toBe("Team access");
    await page.getByTestId("team-access").click();
    await page.waitForURL(url("/en/pro/login"));
    await expect.poll(() => page.locator("h1").textContent()).toBe("Team access");
    await context.close();
  });

  it("stays visible, behind the debug banner, to a member of the business's team who signs in, and to them only", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, url("/"));
    await page.goto(url("/services/massages"));
    expect(new URL(page.url()).pathname).toBe("/disabled");
    await page.getByTestId("team-access").click();
    await page.waitForURL(url("/pro/login"));
    await page.getByLabel("E-mail").fill(DEMO_COMPANY_USER.email);
    await page.getByLabel("Mot de passe").fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect.poll(() => page.getByRole("alert").count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe("/pro/login");
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/team-login-phone.png" });
    await page.getByLabel("Mot de passe").fill(DEMO_COMPANY_USER.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(url("/"));
    expect(await page.getByTestId("debug-banner").textContent()).toContain("Mode débogage");
    await page.goto(url("/services/massages"));
    expect(new URL(page.url()).pathname).toBe("/services/massages");
    expect(await page.getByTestId("debug-banner").count()).toBe(1);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: "e2e/screenshots/debug-team-phone.png" });
    // the same address to anyone else (a cookie-less visitor) is still closed
    const other = await fetch(url("/services/massages"), { redirect: "manual" });
    expect(other.headers.get("location")).toBe("/disabled");
    // leaving debug mode: the team member signs out and the site is closed to them again
    await page.getByTestId("debug-banner").getByRole("link").click();
    await page.waitForURL(url("/auth/logout"));
    // signed out, the page's data asked again finds the site closed to them: the disabled page
    // (the success notice shows only while that is asked, too briefly to wait for)
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL(url("/disabled"));
    expect(await page.getByTestId("disabled-page").textContent()).toContain("Fermeture annuelle jusqu'au 4 janvier.");
    await page.goto(url("/"));
    expect(new URL(page.url()).pathname).toBe("/disabled");
    await context.close();
  });
});

describe("debug mode", () => {
  const soloHost = () => `solo.localhost:${port}`;
  it("keeps the disabled site visible behind a 'debug mode' banner; /disabled goes home", async () => {
    const home = await getWithHost(url("/"), soloHost());
    expect(home.status).toBe(200);
    expect(home.body).toContain('data-testid="debug-banner"');
    const disabled = await getWithHost(url("/disabled"), soloHost());
    expect(disabled.status).toBe(302);
    expect(disabled.headers.location).toBe("/");
  });

  it("module pages open in the layout once their module is on", async () => {
    const signedIn = { cookie: `auth=${sessionToken}` };
    const pages: [string, string][] = [
      ["/gift", 'data-testid="gift-form"'],
      ["/bonscadeaux", 'data-testid="gift-form"'],
      ["/boutique", "<h1"],
      ["/panier", "<h1"],
      ["/profile/eshoporders", "<h1"],
    ];
    for (const [path, mark] of pages) {
      const res = await getWithHost(url(path), soloHost(), signedIn);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain(mark);
      expect(res.body, path).not.toContain('data-testid="coming-soon"');
    }
    // a product this business does not sell
    expect((await getWithHost(url("/boutique/article/huile"), soloHost(), signedIn)).status).toBe(404);
    // The loyalty card page is real: no programme here and no card, so no such page.
    expect((await getWithHost(url("/profile/loyalty"), soloHost(), signedIn)).status).toBe(404);
    // The payment return pages are real: without an order to show they answer 404, like an unknown one.
    for (const path of ["/payments/success", "/payments/fail", "/payments/rdvcheck", "/payments/elsewhere"]) {
      expect((await getWithHost(url(path), soloHost(), signedIn)).status, path).toBe(404);
    }
  });

  it("a customer's own pages send a signed-out visitor to sign in, coming back afterwards", async () => {
    for (const path of ["/profile/eshoporders", "/profile/loyalty"]) {
      const res = await getWithHost(url(path), soloHost());
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).toBe(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("the menus offer the e-shop and gift vouchers; the pages pass axe at both sizes", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport, { extraHTTPHeaders: {} });
      await giveConsent(context, `http://solo.localhost:${port}/`);
      for (const path of ["/", "/gift", "/boutique", "/contact"]) {
        await page.goto(`http://solo.localhost:${port}${path}`);
        expect(await page.getByTestId("debug-banner").textContent()).toContain("Mode débogage");
        expect(await seriousViolations(page), `${path} ${viewport.width}`).toEqual([]);
      }
      if (viewport === DESKTOP) {
        const menu = page.getByTestId("desktop-menu");
        expect(await menu.getByRole("link", { name: "Boutique" }).count()).toBe(1);
        expect(await menu.getByRole("link", { name: "Bons cadeaux" }).count()).toBe(1);
        expect(await page.getByTestId("footer").getByRole("link", { name: "Bons cadeaux" }).count()).toBe(1);
      }
      await context.close();
    }
  });
});

describe("a signed-in customer", () => {
  it("gets the account links, the e-shop orders and logout; the drawer dot warns that the phone is missing", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, `http://solo.localhost:${port}/`);
    await context.addCookies([{ name: "auth", value: sessionToken, url: `http://solo.localhost:${port}/` }]);
    await page.goto(`http://solo.localhost:${port}/contact`);
    await page.getByTestId("drawer-dot").waitFor();
    await page.getByTestId("drawer-button").click();
    const drawer = page.getByTestId("drawer");
    await drawer.waitFor({ state: "visible" });
    expect(await drawer.getByTestId("drawer-profile-warning").count()).toBe(1);
    const links = await drawer.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(expect.arrayContaining(["/profile", "/profile/orders", "/profile/eshoporders", "/boutique", "/gift"]));
    expect(links).not.toContain("/profile/loyalty"); // no loyalty card
    expect(links).not.toContain("/auth/login");
    const logout = drawer.locator("form[method=post]");
    expect(await logout.getAttribute("action")).toBe("/auth/logout");
    await page.keyboard.press("Escape");
    await page.getByTestId("account-menu").locator("summary").click();
    expect(await page.getByTestId("account-menu").getByRole("button").textContent()).toBe("Se déconnecter");
    await context.close();
  });
});
