// Which page requests are answered alike to everyone, and for how long.
import { getRequestListener } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { PageAnswers, type PageKey } from "./page-answers";
import { newNonce } from "./security-headers";

// The server's own Response (@hono/node-server's light one takes the global's place), as in production.
getRequestListener(() => new Response(""));

const spa = { id: 1, version: 7 };
const html = (nonce: string) => new Response(`<script nonce="${nonce}">1</script><p>Soins</p>`, { headers: { "Content-Type": "text/html", "Content-Security-Policy": `script-src 'nonce-${nonce}'` } });

async function keptOnce(answers: PageAnswers, key: PageKey) {
  await (answers.keep(key, html("first"), "first", false)).text();
  await new Promise((r) => setTimeout(r, 0));
}

describe("pages answered alike", () => {
  it("keeps the home, the services, a shop's services and the magazine, in every language", () => {
    const answers = new PageAnswers();
    for (const path of ["/", "/en", "/services", "/de/services/massages/massage", "/paris/services/massages", "/magazine", "/it/magazine/post"]) {
      expect(answers.keyOf(spa, "GET", `http://spa.example${path}`, null), path).not.toBeNull();
    }
  });

  it("draws afresh a business's session, a basket, a chosen shop, a preview, a form's answer and the other pages", () => {
    const answers = new PageAnswers();
    expect(answers.keyOf(spa, "GET", "http://spa.example/services", "auth_provider=abc")).toBeNull();
    expect(answers.keyOf(spa, "GET", "http://spa.example/services", "auth=abc; cartProducts=%7B%7D")).toBeNull();
    expect(answers.keyOf(spa, "GET", "http://spa.example/services", "lang=fr; cartProducts=%7B%7D")).toBeNull();
    expect(answers.keyOf(spa, "GET", "http://spa.example/services", "previewtheme=x")).toBeNull();
    expect(answers.keyOf(spa, "POST", "http://spa.example/services", null)).toBeNull();
    expect(answers.keyOf(spa, "HEAD", "http://spa.example/", null)).toBeNull();
    for (const path of ["/admin", "/admin/services", "/en/admin/agenda"]) {
      expect(answers.keyOf(spa, "GET", `http://spa.example${path}`, null), path).toBeNull();
    }
    // consent and language are part of the key
    expect(answers.keyOf(spa, "GET", "http://spa.example/", "lang=en")).not.toEqual(answers.keyOf(spa, "GET", "http://spa.example/", null));
  });

  it("keys a signed-in customer's page by their account's shape, never by their session", () => {
    const answers = new PageAnswers();
    const lea = { id: 3, firstname: "Léa", lastname: "Martin", email: "lea@example.test", phone: "+33612345678", profileWarning: false, hasLoyaltyCard: true };
    const first = answers.keyOf(spa, "GET", "http://spa.example/services", "auth=abc; lang=en")!;
    const second = answers.keyOf(spa, "GET", "http://spa.example/services", "lang=en; auth=def")!;
    expect(first.signedIn).toBe(true);
    expect(answers.withAccount(first, lea)).toEqual(answers.withAccount(second, { ...lea, id: 9, firstname: "Zoé", email: "zoe@example.test" }));
    // what the page draws differently: a loyalty card, a missing phone; and never a visitor's page
    expect(answers.withAccount(first, lea)).not.toEqual(answers.withAccount(first, { ...lea, hasLoyaltyCard: false }));
    expect(answers.withAccount(first, lea)).not.toEqual(answers.withAccount(first, { ...lea, phone: null, profileWarning: true }));
    expect(answers.withAccount(first, lea).page).not.toBe(answers.keyOf(spa, "GET", "http://spa.example/services", "lang=en")!.page);
  });

  it("keeps another page only when its loader said it is drawn alike for every visitor (the contact page, a shop's page)", async () => {
    const answers = new PageAnswers();
    for (const path of ["/profile", "/panier", "/boutique", "/gift", "/services.data", "/payments/rdvcheck"]) {
      const key = answers.keyOf(spa, "GET", `http://spa.example${path}`, null)!;
      await (answers.keep(key, html("first"), "first", false)).text();
      await new Promise((r) => setTimeout(r, 0));
      expect(answers.answer(key, "second"), path).toBeNull();
    }
    for (const path of ["/contact", "/en/paris-marais"]) {
      const key = answers.keyOf(spa, "GET", `http://spa.example${path}`, null)!;
      await (answers.keep(key, html("first"), "first", true)).text();
      await new Promise((r) => setTimeout(r, 0));
      expect(await answers.answer(key, "second")!.text(), path).toBe('<script nonce="second">1</script><p>Soins</p>');
    }
  });

  it("answers a kept page with the nonce of the new answer, in the page and in its policy", async () => {
    const answers = new PageAnswers();
    const key = answers.keyOf(spa, "GET", "http://spa.example/", null)!;
    expect(answers.answer(key, "second")).toBeNull();
    await keptOnce(answers, key);
    const again = answers.answer(key, "second")!;
    expect(await again.text()).toBe('<script nonce="second">1</script><p>Soins</p>');
    expect(again.headers.get("Content-Security-Policy")).toBe("script-src 'nonce-second'");
    expect(again.headers.get("Content-Type")).toBe("text/html");
  });

  it("answers a kept page gzip-compressed when the visitor takes gzip, with the new nonce inside", async () => {
    const answers = new PageAnswers();
    const key = answers.keyOf(spa, "GET", "http://spa.example/", null)!;
    const first = newNonce();
    const page = (nonce: string) => `<link rel="modulepreload" nonce="${nonce}" href="/a.js"><p>${"Soins du visage, massages. ".repeat(80)}</p><script nonce="${nonce}">window.__vtStrings={}</script>`;
    const res = new Response(page(first), { headers: { "Content-Type": "text/html", "Content-Security-Policy": `script-src 'nonce-${first}'` } });
    await answers.keep(key, res, first, false).text();
    await new Promise((r) => setTimeout(r, 0));
    const second = newNonce();
    const zipped = answers.answer(key, second, "gzip, deflate, br")!;
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("Content-Security-Policy")).toBe(`script-src 'nonce-${second}'`);
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("Content-Length"))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(page(second));
    // a visitor without gzip, or a nonce of another length, gets the page as text
    const plain = answers.answer(key, second, "identity")!;
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(page(second));
    expect(await answers.answer(key, "short", "gzip")!.text()).toBe(page("short"));
  });

  it("a new version of the company or the next minute draws the page again", async () => {
    let now = Date.parse("2026-11-27T10:00:10Z");
    const answers = new PageAnswers(() => now);
    const key = answers.keyOf(spa, "GET", "http://spa.example/", null)!;
    await keptOnce(answers, key);
    expect(answers.answer(answers.keyOf(spa, "GET", "http://spa.example/", null)!, "n")).not.toBeNull();
    expect(answers.answer(answers.keyOf({ ...spa, version: 8 }, "GET", "http://spa.example/", null)!, "n")).toBeNull();
    now += 60_000;
    expect(answers.answer(answers.keyOf(spa, "GET", "http://spa.example/", null)!, "n")).toBeNull();
  });

  it("a page that moves with more than the company's version is looked up under a stamp of it, read per request", async () => {
    let stock = "a";
    const asked: string[] = [];
    const answers = new PageAnswers(Date.now, (company, path) => {
      asked.push(`${company} ${path}`);
      return path === "/boutique" ? Promise.resolve(stock) : undefined;
    });
    const key = async () => (await answers.moved(answers.keyOf(spa, "GET", "http://spa.example/en/boutique?shop=ab-1001", null)))!;
    await answers.keep(await key(), html("first"), "first", true).text();
    await new Promise((r) => setTimeout(r, 0));
    expect(answers.answer(await key(), "n")).not.toBeNull();
    stock = "b";
    expect(answers.answer(await key(), "n")).toBeNull();
    // other pages keep their key as it was; no key, nothing read
    const home = answers.keyOf(spa, "GET", "http://spa.example/", null);
    expect(await answers.moved(home)).toEqual(home);
    expect(await answers.moved(null)).toBeNull();
    expect(asked).toEqual(["1 /boutique", "1 /boutique", "1 /boutique", "1 /"]);
    // what it moves with cannot be read (the database failing): drawn as it is, never kept
    const failing = new PageAnswers(Date.now, () => Promise.reject(new Error("stock unreadable")));
    expect(await failing.moved(failing.keyOf(spa, "GET", "http://spa.example/boutique", null))).toBeNull();
  });

  it("never keeps an answer with a cookie, another status or another type", async () => {
    const answers = new PageAnswers();
    const key = answers.keyOf(spa, "GET", "http://spa.example/", null)!;
    const withCookie = html("a");
    withCookie.headers.append("Set-Cookie", "auth=x");
    for (const res of [withCookie, new Response("gone", { status: 404, headers: { "Content-Type": "text/html" } }), new Response("{}", { headers: { "Content-Type": "application/json" } })]) {
      await answers.keep(key, res, "a", false).text();
    }
    await new Promise((r) => setTimeout(r, 0));
    expect(answers.answer(key, "b")).toBeNull();
  });

  it("draws a customer's page once for them when its draw for their shape was not kept, until the minute moves", async () => {
    let now = Date.parse("2026-11-27T10:00:10Z");
    const answers = new PageAnswers(() => now);
    const lea = { id: 3, firstname: "Léa", lastname: "Martin", email: "lea@example.test", phone: "+33612345678", profileWarning: false, hasLoyaltyCard: true };
    const shaped = (path: string) => answers.withAccount(answers.keyOf(spa, "GET", `http://spa.example${path}`, "auth=abc")!, lea);
    // the basket is drawn for no one alike; an account page without a session is a redirect
    expect(answers.drawsForShape(shaped("/panier"))).toBe(true);
    expect(await answers.keepForAccount(shaped("/panier"), html("a"), "a", false, lea)).toBeNull();
    expect(await answers.keepForAccount(shaped("/profile/orders"), new Response(null, { status: 302, headers: { Location: "/auth/login" } }), "a", false, lea)).toBeNull();
    expect(answers.drawsForShape(shaped("/panier"))).toBe(false);
    expect(answers.drawsForShape(shaped("/profile/orders"))).toBe(false);
    // other pages still are, and the same ones again the next minute
    expect(answers.drawsForShape(shaped("/services"))).toBe(true);
    now += 60_000;
    expect(answers.drawsForShape(shaped("/panier"))).toBe(true);
  });
});
