// The pages visitors without a session see alike are drawn once and answered again from the
// process (server/page-answers.ts): each answer keeps its own nonce, a business's change is on
// the very next view, and a signed-in customer's page is never answered to anyone else.
import { describe, expect, it } from "vitest";
import { connect } from "node:net";
import { at } from "./browser";

const SPA = "demo-spa-lumiere";

async function anonymous(path: string, cookie?: string) {
  const res = await fetch(at(path), { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { html, nonce, encoding: res.headers.get("content-encoding"), length: res.headers.get("content-length"), kept: res.headers.get("server-timing") === "kept" };
}

async function signIn(path: string, body: Record<string, string>) {
  const res = await fetch(at(`/api/${path}`), { method: "POST", headers: { company: SPA, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe("pages answered alike to visitors without a session", () => {
  it.each([
    ["/services", "Soins du visage"],
    ["/en/services", "Facials"],
    ["/contact", "Marais"],
    ["/en/paris-marais", "Marais"],
  ])("each answer of %s has its own nonce, the one its policy names, on every inline script", async (path, heading) => {
    const first = await anonymous(path);
    // the copy is kept once the first answer has been drawn in full (and per minute): on a busy
    // machine the next request may come before it, so ask again until the kept copy answers
    let second = await anonymous(path);
    for (let tries = 0; tries < 20 && !second.kept; tries++) second = await anonymous(path);
    expect(second.html).toContain(heading);
    expect(first.nonce).toBeTruthy();
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    for (const { html, nonce } of [first, second]) {
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
    }
    expect(second.html.replaceAll(second.nonce!, "N")).toBe(first.html.replaceAll(first.nonce!, "N"));
    // the kept page went out gzip-compressed ahead: its length known, the same page once inflated
    expect(second.kept).toBe(true);
    expect(second.encoding).toBe("gzip");
    expect(Number(second.length)).toBeGreaterThan(0);
  });

  it("a framed page (the owner's preview) draws no cookie card, and is never kept nor answered from the visitors' copy", async () => {
    await anonymous("/");
    expect((await anonymous("/")).html).toContain('data-testid="cookie-consent"');
    const framed = await fetch(at("/"), { headers: { "sec-fetch-dest": "iframe" } });
    expect(framed.status).toBe(200);
    expect(framed.headers.get("server-timing")).not.toBe("kept");
    expect(await framed.text()).not.toContain('data-testid="cookie-consent"');
    expect((await anonymous("/")).html).toContain('data-testid="cookie-consent"');
  });

  it.each([
    ["/auth/login", "Se connecter"],
    ["/en/auth/login", "Sign in"],
  ])("a page drawn afresh (%s) goes out whole: gzip-compressed in one piece, its length known, the whole document", async (path, words) => {
    const res = await fetch(at(path), { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    // drawn, not kept (its frame may be spliced, decision 309)
    expect(res.headers.get("server-timing")).not.toBe("kept");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("transfer-encoding")).toBeNull();
    const length = Number(res.headers.get("content-length"));
    const html = await res.text();
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThan(Buffer.byteLength(html) / 2);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" href=/);
    expect(html).toContain(words);
  });

  it("a page whose loader does not say it is drawn alike (the sign-in form) is drawn afresh every time", async () => {
    for (let i = 0; i < 3; i++) expect((await anonymous("/auth/login")).kept).toBe(false);
  });

  it("a post the business publishes is on the next view of the magazine, and gone once removed", async () => {
    const title = `Nouvelles cabines ${Date.now()}`;
    expect((await anonymous("/magazine")).html).not.toContain(title);
    const token = await signIn("cmpusers/login", { email: "editeur@demo.example", password: "demo-vitrine-pro" });
    const editor = { company: SPA, authorization: `Bearer ${token}`, "content-type": "application/json" };
    const created = await fetch(at("/api/posts"), {
      method: "POST",
      headers: editor,
      body: JSON.stringify({ slug: `cabines-${Date.now()}`, title, body: "<p>Deux cabines de plus.</p>", lang: "all", published: true, date: "2020-01-01" }),
    });
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: number } };
    expect((await anonymous("/magazine")).html).toContain(title);
    expect((await fetch(at(`/api/posts/${post.id}`), { method: "DELETE", headers: editor })).status).toBe(204);
    expect((await anonymous("/magazine")).html).not.toContain(title);
  });

  it("a signed-in customer's page is drawn for them and never answered to a visitor", async () => {
    const before = await anonymous("/");
    expect(before.html).not.toContain("Léa");
    const token = await signIn("users/login", { email: "client@demo.example", password: "demo-vitrine" });
    const mine = await fetch(at("/"), { headers: { cookie: `auth=${token}` } });
    expect(await mine.text()).toContain("Léa");
    expect((await anonymous("/")).html).not.toContain("Léa");
    // A visitor's consent choice is part of the page (the banner is not drawn again).
    const chosen = await anonymous("/", "cookie_preferences=%7B%22analytics%22%3Afalse%7D");
    expect(chosen.html.replaceAll(chosen.nonce!, "N")).not.toBe(before.html.replaceAll(before.nonce!, "N"));
  });

  it("a signed-in customer's page, worked out once per company version, shows a new colour and alert (in its bell) at the next request, each language its own", async () => {
    const customer = `auth=${await signIn("users/login", { email: "client@demo.example", password: "demo-vitrine" })}`;
    const drawn = async (path: string) => {
      const res = await fetch(at(path), { headers: { cookie: customer } });
      expect(res.status).toBe(200);
      return res.text();
    };
    // what the bell holds, as its menu asks it when opened (decision 295)
    const bell = (prefix: string) => drawn(`${prefix}/shell/bell.data?_routes=shell-bell`);
    const owner = { company: SPA, authorization: `Bearer ${await signIn("cmpusers/login", { email: "proprietaire@demo.example", password: "demo-vitrine-pro" })}`, "content-type": "application/json" };
    const { user } = (await (await fetch(at("/api/cmpusers/me"), { headers: owner })).json()) as { user: { companyId: number } };
    const settings = async (patch: unknown) => expect((await fetch(at(`/api/companies/${user.companyId}`), { method: "PUT", headers: owner, body: JSON.stringify({ settings: patch }) })).status).toBe(200);
    const { company } = (await (await fetch(at("/api/companies/me"), { headers: { company: SPA } })).json()) as { company: { settings: { booker: { alertMessages: unknown[] } } } };
    const stamp = Date.now();
    // both languages drawn first, so what they keep is there to be left behind
    expect(await drawn("/")).not.toContain("#6b2e5f");
    expect(await drawn("/en")).not.toContain("#6b2e5f");
    expect(await bell("/en")).not.toContain(`Closed ${stamp}`);
    try {
      await settings({ themes: { colors: { primary: "#6b2e5f" } }, booker: { alertMessages: [{ body: { fr: `Fermé ${stamp}`, en: `Closed ${stamp}` }, serviceId: null }] } });
      expect(await drawn("/")).toContain("#6b2e5f");
      expect(await drawn("/en")).toContain("#6b2e5f");
      const fr = await bell("");
      expect(fr).toContain(`Fermé ${stamp}`);
      expect(fr).not.toContain(`Closed ${stamp}`);
      expect(await bell("/en")).toContain(`Closed ${stamp}`);
    } finally {
      await settings({ themes: { colors: { primary: null } }, booker: { alertMessages: company.settings.booker.alertMessages } });
    }
    expect(await drawn("/")).not.toContain("#6b2e5f");
    expect(await bell("")).not.toContain(`Fermé ${stamp}`);
  });

  it("the legal and press texts go with their own pages only, not with every page", async () => {
    const legal = "RCS Paris 912 345 678";
    expect((await anonymous("/legal")).html).toContain(legal);
    expect((await anonymous("/contact")).html).not.toContain(legal);
    expect((await anonymous("/")).html).not.toContain(legal);
  });
});

describe("a request whose Host names no host", () => {
  // two Host headers, which Node joins with a comma: no address can be made of them
  const raw = (path: string, lang: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(at("/")).port), "127.0.0.1", () => socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nHost: solo.localhost\r\ncurlang: ${lang}\r\nConnection: close\r\n\r\n`));
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("end", () => resolve(Buffer.concat(chunks).toString()));
      socket.on("error", reject);
    });

  it.each([
    ["/", "fr", "L'en-tête « Host » ne désigne pas un domaine."],
    ["/profile/orders", "en", "The 'Host' header names no host."],
    ["/api/shops", "en", "The 'Host' header names no host."],
    ["/api/shops", "fr", "L'en-tête « Host » ne désigne pas un domaine."],
  ])("%s (%s) is refused with a 400 naming the host, not a server error", async (path, lang, message) => {
    const answer = await raw(path, lang);
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({ error: { code: "host_invalid", message, fields: { host: "invalid" } } });
  });
});
