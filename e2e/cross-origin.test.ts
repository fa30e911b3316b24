// Cross-site posts: every route file with an action, posted to from another site (and from
// another host of the same site) with the victim's cookie, answers 403 and changes nothing. The
// list of routes is read from app/routes.ts, so a route added later is walked too.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import { newDataDir, startServerProcess } from "./server-process";

type Server = Awaited<ReturnType<typeof startServerProcess>>;
let server: Server;
let token: string;

beforeAll(async () => {
  server = await startServerProcess({ dataDir: newDataDir("cross-origin"), onLog: () => {} });
  const res = await fetch(`${server.baseURL}/api/users/login`, { method: "POST", headers: { company: "demo-spa-lumiere", "content-type": "application/json" }, body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }) });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => server?.stop());

/** Every route whose file has an action, with its address pattern. */
function actionRoutes(entries: RouteConfigEntry[], parent = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const source = readFileSync(new URL(`../app/${entry.file}`, import.meta.url), "utf8");
    const own = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source) ? [{ file: entry.file, path }] : [];
    return [...own, ...actionRoutes(entry.children ?? [], path)];
  });
}

/** A concrete address for a pattern: no language prefix, optional parts left out, `1` for the others. */
const addressOf = (pattern: string) =>
  "/" +
  pattern
    .split("/")
    .filter((s) => !(s.startsWith(":") && s.endsWith("?")))
    .map((s) => (s.startsWith(":") ? "1" : s))
    .join("/");

/** A post with headers fetch does not let us set (Host). */
function post(path: string, headers: Record<string, string>, form: Record<string, string>): Promise<{ status: number; body: string; setCookie: string[] }> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseURL}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)), ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, setCookie: ([] as string[]).concat(res.headers["set-cookie"] ?? []) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const api = (path: string) => fetch(`${server.baseURL}/api${path}`, { headers: { company: "demo-spa-lumiere", authorization: `Bearer ${token}` } }).then(async (r) => ({ status: r.status, body: await r.json() }));

/** Everything of the customer's a post could change: profile, saved carts, bookings, orders, vouchers, card. */
async function customerState() {
  const me = await api("/users/me");
  const id = (me.body as { user?: { id: number } }).user?.id;
  return {
    me,
    bookingCart: await api(`/carts-tracking?type=booking&customerId=${id}&status=pending`),
    basket: await api(`/carts-tracking?type=products&customerId=${id}&status=pending`),
    bookings: await api("/booking-orders"),
    orders: await api("/eshop/my-orders"),
    vouchers: await api("/gifts/giftHistory?page=1&itemPerPage=50"),
    card: await api("/loyalty/current"),
  };
}

/** The addresses a payment provider's page posts back to (server/app.ts). */
const PROVIDER_POST_BACK = /^\/(payments\/(rdvcheck|fail)|gift\/merci|boutique\/commande)$/;

/** What an attacker's form would send: the fields of every action at once. */
const HOSTILE = {
  intent: "verify-code",
  address: "attacker@evil.example",
  code: "123456",
  firstname: "Pwned",
  lastname: "Pwned",
  phone: "+33699990002",
  email: "attacker@evil.example",
  items: "1,2",
  shopId: "ab-1001",
  lines: JSON.stringify([{ id: 1, quantity: 3, name: "x", abId: 1, abIdShop: 1, price: 100, vat: 20, images: [] }]),
  services: "1",
  start: "2030-01-07T10:00:00.000Z",
  password: "attacker-password-1",
  passwordConfirm: "attacker-password-1",
};

describe("a post from another site reaches no action", () => {
  const found = actionRoutes(routes);

  it("the walk finds the route files with an action, those without a page among them", () => {
    const paths = found.map((r) => addressOf(r.path));
    for (const known of ["/booking/confirm", "/booking/cart", "/panier/sync", "/profile"]) expect(paths).toContain(known);
  });

  it("every one answers 403 to another site and to another host of the same site, and nothing changes", async () => {
    const before = await customerState();
    expect(before.me.status).toBe(200);
    const port = new URL(server.baseURL).port;
    const origins = ["http://evil.example", `http://solo.localhost:${port}`, "null"];
    for (const route of found) {
      const path = addressOf(route.path);
      // a payment provider's post-back address: another site's post goes to the post-back, which
      // believes only a provider's signature and sends the browser on to read the page (decision 182)
      const providerPostBack = PROVIDER_POST_BACK.test(path);
      for (const origin of origins) {
        const answer = await post(path, { host: `localhost:${port}`, origin, cookie: `auth=${token}` }, HOSTILE);
        expect(answer.status, `${route.file} ${path} from ${origin}`).toBe(providerPostBack ? 303 : 403);
        if (!providerPostBack) expect(JSON.parse(answer.body).error.code).toBe("cross_origin");
        expect(answer.setCookie, path).toEqual([]);
      }
      // no Origin, but the browser says where the post came from
      const refused = providerPostBack ? 303 : 403;
      expect((await post(path, { host: `localhost:${port}`, "sec-fetch-site": "same-site", cookie: `auth=${token}` }, HOSTILE)).status, path).toBe(refused);
      expect((await post(path, { host: `localhost:${port}`, referer: "http://evil.example/page", cookie: `auth=${token}` }, HOSTILE)).status, path).toBe(refused);
    }
    expect(await customerState()).toEqual(before);
  });

  it("login CSRF: a code sign-in posted from another site sets no session cookie", async () => {
    const answer = await post("/booking/confirm", { host: `localhost:${new URL(server.baseURL).port}`, origin: "http://evil.example" }, { intent: "verify-code", address: "attacker@evil.example", code: "123456" });
    expect(answer.status).toBe(403);
    expect(answer.setCookie).toEqual([]);
  });

  it("the same posts from the storefront's own page do reach the actions (the walk can fail)", async () => {
    const port = new URL(server.baseURL).port;
    const own = { host: `localhost:${port}`, origin: `http://localhost:${port}`, cookie: `auth=${token}` };
    const saved = await post("/booking/cart", own, { items: "1,2", shopId: "ab-1001" });
    expect(saved.status).toBe(200);
    const state = await customerState();
    expect((state.bookingCart.body as { items: { id: number }[] }[])[0]?.items.map((i) => i.id)).toEqual([1, 2]);
  });

  it("the booking step saves no name or phone when the booking it comes with is refused", async () => {
    const port = new URL(server.baseURL).port;
    const before = await api("/users/me");
    const answer = await post("/booking/confirm", { host: `localhost:${port}`, origin: `http://localhost:${port}`, cookie: `auth=${token}` }, { firstname: "Pwned", phone: "+33699990002", shopId: "", services: "", start: "" });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await api("/users/me")).toEqual(before);
  });
});
