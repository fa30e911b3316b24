// Debian's Chromium driven by playwright-core (no browser download), headless, as root.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { request } from "node:http";
import { inject } from "vitest";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
}

/**
 * The port of this worker's server (e2e/global-setup.ts): two journey files run side by side,
 * each on a server and a database of its own.
 */
export function sharedPort(): number {
  const servers = inject("servers");
  return servers[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % servers.length]!.port;
}

/** The address of a page of a demo business: the spa on localhost, the solo studio on solo.localhost. */
export function at(path: string, business: "spa" | "solo" = "spa"): string {
  const port = sharedPort();
  const host = business === "spa" ? "localhost" : "solo.localhost";
  return `http://${host}:${port}${path}`;
}

/**
 * A new page in a new context. The home page's promo and coupon popups are marked as seen, so they
 * cover nothing a journey looks at; the popups' own journeys ask for them (`popups: true`).
 */
export async function newPage(browser: Browser, viewport = PHONE, extra: Parameters<Browser["newContext"]>[0] & { popups?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { popups = false, ...options } = extra;
  const context = await browser.newContext({ viewport, ...options });
  if (!popups) {
    const port = sharedPort();
    await context.addCookies(
      ["localhost", "solo.localhost"].flatMap((host) => [
        { name: "promo_popup_views", value: "2", url: `http://${host}:${port}/` },
        { name: "coupons_popup_closed", value: "1", url: `http://${host}:${port}/` },
      ]),
    );
  }
  await watchPolicy(context);
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForTheAppOnLoad(page);
  page.on("pageerror", (err) => {
    throw err;
  });
  page.on("console", (message) => {
    if (isPolicyReport(message.text())) throw new Error(`Content-Security-Policy violation on ${page.url()}: ${message.text()}`);
  });
  return { context, page };
}

/**
 * React Router imports the app's entry with import(), which does not hold the `load` event: the
 * app takes the document (React's hydrateRoot) just after `load`, where goto and reload return.
 * A journey's first key press or tap could come before it and be lost, more often on a loaded
 * machine; so each goto, reload and waitForURL also waits until React holds the document (or the
 * page has no app, or has moved on). Not in a context without JavaScript.
 */
function waitForTheAppOnLoad(page: Page) {
  const started = async () => {
    try {
      // hydrated, not only started: a change made before the handlers are attached would be lost
      await page.waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.hasAttribute("data-hydrated"));
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
  // a link that loads a new document (a sign-out, a language) ends the same way
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await started();
  };
}

/** What Chromium writes when a page's Content-Security-Policy refuses something, and what watchPolicy writes. */
export const isPolicyReport = (text: string) => /Content Security Policy|securitypolicyviolation/.test(text);

/**
 * Every page of the context reports what its policy refused (the `securitypolicyviolation`
 * event) to the console, where the journeys fail on it: the policy is active in every journey.
 */
export async function watchPolicy(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`securitypolicyviolation: ${e.effectiveDirective} refused ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`));
  });
}

/** A new page at `address`: the start of most journeys. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }, address: string) {
  const opened = await newPage(browser, viewport);
  await opened.page.goto(address);
  return opened;
}

/** The language the page says it is in (<html lang>). */
export const pageLang = (page: Page) => page.locator("html").getAttribute("lang");

/** Saves e2e/screenshots/NAME.png with E2E_SCREENSHOTS=1 (the whole page unless `fullPage: false`); otherwise nothing, as a picture nobody looks at costs the run its encoding. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage });
}

/** A GET with a Host header of our choosing (fetch does not let us set it). */
export function getWithHost(url: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

type RouterState = { state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> } };

/** Until the app has nothing left to load: no navigation, revalidation or form data request under way. */
export async function settled(page: Page) {
  const idle = () =>
    page.waitForFunction(() => {
      const router = (window as unknown as { __reactRouterDataRouter?: RouterState }).__reactRouterDataRouter;
      if (!router) return true;
      const { navigation, revalidation, fetchers } = router.state;
      return navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((f) => f.state === "idle");
    });
  await idle();
  // an effect may start a data request in the frame after the last one ended: one more look
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await idle();
}

/** One frame, for what a key press opens or moves to land (a press that loads a new page ends it). */
export async function nextFrame(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r))).catch((error: unknown) => {
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  });
}

/** Until every animation and transition of the page that ends (a dialog's slide) has ended; a spinner never does. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}
