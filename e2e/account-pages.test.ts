// A signed-in customer's page is drawn once per account shape and answered to each customer of
// that shape with their own details (server/account-pages.ts): the same page, data and markup,
// as the one drawn for them afresh, and nothing of one customer in another's page.
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInCustomer } from "../server/booking/test-support";
import { articles, customers, loyaltyCards, sessions, shopArticles, shops, trackedCarts } from "../server/db/schema";
import { DESKTOP, newPage } from "./browser";
import { bookingJourney } from "./booking-support";

// a demo server (DEMO=1): the e-shop sells, its payments taken by the local fakes
const journey = bookingJourney({ DEMO: "1" });
const SPA = "demo-spa-lumiere";

/** a new customer of the spa with these details, and their session cookie */
async function customer(details: { firstname: string; lastname: string; phone: string | null }, card = false) {
  const { server } = journey;
  const who = await signedInCustomer(server.db, SPA);
  await server.db.update(customers).set(details).where(eq(customers.id, who.customer.id));
  if (card) await server.db.insert(loyaltyCards).values({ companyId: who.customer.companyId, customerId: who.customer.id, balance: 0 });
  return { ...who.customer, ...details, token: who.token, cookie: `auth=${who.token}` };
}

/** the page as the server answers it: a kept answer says so (Server-Timing: kept), and so does a page whose frame was spliced (frame) */
async function get(path: string, cookie: string) {
  const res = await fetch(journey.server.url(path), { headers: { cookie, "accept-encoding": "gzip" } });
  expect(res.status, path).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")![1]!;
  const timing = res.headers.get("server-timing");
  return { html: (await res.text()).replaceAll(nonce, "N"), kept: timing === "kept", frame: timing === "frame" };
}

/** the page's markup without its data (whose entries a customer's own details may reorder) */
const markup = (html: string) => html.replace(/<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(.*?\);<\/script>/gs, "");

/** what the page's loaders gave it, read from the router once it has started in Chromium */
async function pageData(cookie: string, path: string) {
  // no popup cookies: the browser sends the session's cookie alone, as a customer's first visit does
  const { context, page } = await newPage(journey.browser, DESKTOP, { popups: true });
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const url = new URL(journey.server.url(path));
  await context.addCookies(cookie.split("; ").map((pair) => ({ name: pair.split("=")[0]!, value: pair.slice(pair.indexOf("=") + 1), domain: url.hostname, path: "/" })));
  const answer = await page.goto(url.href);
  const timing = (await answer!.allHeaders())["server-timing"];
  const kept = timing === "kept";
  const frame = timing === "frame";
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  const data = await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, unknown> } } }).__reactRouterDataRouter.state.loaderData);
  await context.close();
  return { data, errors, kept, frame };
}

describe("a signed-in customer's page kept per account shape", () => {
  it("answers each customer of a shape with their own details: the page drawn afresh for them, in data and markup", async () => {
    const zoe = await customer({ firstname: `Zoé "Ana" <b>&amp;</b>`, lastname: "O'Brien 🌸 \u2028 </script><!--", phone: "+33611223344" });
    const bruno = await customer({ firstname: "Bruno", lastname: "Lefèvre", phone: "+33655667788" });
    for (const path of ["/services", "/en", "/services/duo-et-forfaits/forfait-escapade"]) {
      const first = await get(path, zoe.cookie);
      const again = await get(path, zoe.cookie);
      const other = await get(path, bruno.cookie);
      // an unknown cookie always draws the page afresh: what the kept answers must equal
      const afresh = await get(path, `${zoe.cookie}; probe=1`);
      expect(again.kept, path).toBe(true);
      expect(other.kept, path).toBe(true);
      expect(afresh.kept, path).toBe(false);
      expect(markup(again.html), path).toBe(markup(afresh.html));
      expect(markup(first.html), path).toBe(markup(afresh.html));
      expect(markup(other.html), path).toBe(markup(afresh.html));
      expect(other.html).toContain("Lef\u00e8vre");
      for (const detail of ["Zoé", "O'Brien", zoe.email!]) expect(other.html, path).not.toContain(detail);
    }
    // in the browser, the kept page's data is the data drawn afresh, with no hydration error
    const kept = await pageData(zoe.cookie, "/services");
    const afresh = await pageData(`${zoe.cookie}; probe=1`, "/services");
    expect([kept.kept, afresh.kept]).toEqual([true, false]);
    expect(kept.errors).toEqual([]);
    expect(afresh.errors).toEqual([]);
    expect(kept.data).toEqual(afresh.data);
    expect((kept.data.root as { customer: unknown }).customer).toEqual({ id: zoe.id, firstname: zoe.firstname, lastname: zoe.lastname, email: zoe.email, phone: zoe.phone, profileWarning: false, hasLoyaltyCard: false });
  });

  it("a customer of another shape gets a page of their own: the loyalty entry with a card, the warning without a phone", async () => {
    const plain = await customer({ firstname: "Inès", lastname: "Roux", phone: "+33600000001" });
    const carded = await customer({ firstname: "Hugo", lastname: "Blanc", phone: "+33600000002" }, true);
    const noPhone = await customer({ firstname: "Maya", lastname: "Petit", phone: null });
    for (const who of [plain, carded, noPhone]) await get("/services", who.cookie);
    const [p, c, n] = [await get("/services", plain.cookie), await get("/services", carded.cookie), await get("/services", noPhone.cookie)];
    expect([p.kept, c.kept, n.kept]).toEqual([true, true, true]);
    expect(p.html).not.toContain('href="/profile/loyalty"');
    expect(c.html).toContain('href="/profile/loyalty"');
    expect(n.html).toContain("Maya");
    expect(markup(n.html)).not.toBe(markup(p.html));
    expect(markup(n.html)).toBe(markup((await get("/services", `${noPhone.cookie}; probe=1`)).html));
    expect(markup(c.html)).toBe(markup((await get("/services", `${carded.cookie}; probe=1`)).html));
  });

  it("a session no longer valid signs the visitor out as before: the cookie cleared, the page drawn for a visitor", async () => {
    const gone = await customer({ firstname: "Paul", lastname: "Girard", phone: "+33600000003" });
    await get("/services", gone.cookie);
    await journey.server.db.delete(sessions).where(eq(sessions.customerId, gone.id));
    const res = await fetch(journey.server.url("/services"), { headers: { cookie: gone.cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/\bauth=;/);
  });
});

describe("the e-shop's, a product's and the basket's pages kept per account shape and saved basket's shop", () => {
  /** a product Lyon keeps a count of, and Lyon's row */
  async function lyonProduct() {
    const [row] = await journey.server.db
      .select({ id: articles.id, name: articles.name, price: articles.price, abId: articles.externalId, shopId: shopArticles.shopId, stock: shopArticles.stock })
      .from(shopArticles)
      .innerJoin(shops, eq(shops.id, shopArticles.shopId))
      .innerJoin(articles, eq(articles.id, shopArticles.articleId))
      .where(and(eq(shops.externalId, "ab-1002"), eq(articles.type, "2"), isNotNull(shopArticles.stock)))
      .limit(1);
    return row!;
  }

  it("answers each customer with their saved basket's shop, the page drawn afresh for them, and follows the stock and the basket", async () => {
    const product = await lyonProduct();
    const zoe = await customer({ firstname: "Zoé", lastname: "Perrin", phone: "+33600000021" });
    const bruno = await customer({ firstname: "Bruno", lastname: "Caron", phone: "+33600000022" });
    // Zoé's basket is kept by the server, at Lyon, its line as the browser saves it (a browser that
    // opens her basket takes it and sends it back); Bruno has none: he shops at the first shop, Paris
    const line = { id: product.id, quantity: 1, name: product.name, abId: product.abId, abIdShop: "ab-1002", price: product.price, vat: 20, images: [] };
    const [basket] = await journey.server.db.insert(trackedCarts).values({ companyId: zoe.companyId, customerId: zoe.id, type: "products", shopId: "ab-1002", items: [line] }).returning();
    for (const path of ["/panier", "/en/panier", "/boutique", "/de/boutique", "/boutique/article/serum-eclat", "/en/boutique/article/serum-eclat"]) {
      await get(path, zoe.cookie);
      await get(path, bruno.cookie);
      const [z, b] = [await get(path, zoe.cookie), await get(path, bruno.cookie)];
      expect([z.kept, b.kept], path).toEqual([true, true]);
      expect(markup(z.html), path).toBe(markup((await get(path, `${zoe.cookie}; probe=1`)).html));
      expect(markup(b.html), path).toBe(markup((await get(path, `${bruno.cookie}; probe=1`)).html));
    }
    // the shop each page was drawn for, in its data (the basket's markup is the same for both)
    for (const [path, route] of [["/panier", "panier"], ["/boutique", "boutique"], ["/boutique/article/serum-eclat", "boutique-article"]] as const) {
      const shopOf = async (cookie: string) => ((await pageData(cookie, path)).data[route] as { shop: { artebeauteId: string } }).shop.artebeauteId;
      expect([await shopOf(zoe.cookie), await shopOf(bruno.cookie)], path).toEqual(["ab-1002", "ab-1001"]);
    }
    // in the browser, Zoé's kept basket page is the page drawn afresh for her
    const kept = await pageData(zoe.cookie, "/panier");
    const afresh = await pageData(`${zoe.cookie}; probe=1`, "/panier");
    expect([kept.kept, afresh.kept]).toEqual([true, false]);
    expect([kept.errors, afresh.errors]).toEqual([[], []]);
    expect(kept.data).toEqual(afresh.data);
    // a unit sold at Lyon is in her next page, not the kept one
    const stockOf = async () => ((await pageData(zoe.cookie, "/panier")).data.panier as { products: Record<string, { stock: number }> }).products[product.id]!.stock;
    expect(await stockOf()).toBe(product.stock);
    await journey.server.db.update(shopArticles).set({ stock: product.stock! - 1 }).where(and(eq(shopArticles.shopId, product.shopId), eq(shopArticles.articleId, product.id)));
    expect(await stockOf()).toBe(product.stock! - 1);
    // her basket moved to Paris: so does her page
    await journey.server.db.update(trackedCarts).set({ shopId: "ab-1001" }).where(eq(trackedCarts.id, basket!.id));
    const moved = await pageData(zoe.cookie, "/panier");
    expect(moved.kept).toBe(true);
    expect((moved.data.panier as { shop: { artebeauteId: string } }).shop.artebeauteId).toBe("ab-1001");
  }, 150_000);
});

describe("a page drawn afresh splices the frame drawn for its frame key (decision 309)", () => {
  /** an address no page was drawn for yet: its first view draws the frame, the next splices it */
  const unseen = (path: string) => `${path}${path.includes("?") ? "&" : "?"}seen=${Math.random().toString(36).slice(2)}`;

  it("is the page drawn whole, byte for byte, signed in or not, in French and in English", async () => {
    const lea = await customer({ firstname: "Léa", lastname: "Faure", phone: "+33600000011" });
    const cases: [string, string][] = [
      ["/profile/orders", lea.cookie],
      ["/en/profile/orders", lea.cookie],
      ["/profile", lea.cookie],
      // the home, its header over the hero (the white logo)
      ["/en/", `${lea.cookie}; probe=1`],
      // a cookie no kept page takes: drawn afresh for a visitor without a session
      ["/", "probe=1"],
      ["/en/services/massages/massage-californien", "probe=1"],
      ["/contact", `probe=1; cookie_preferences=${encodeURIComponent(JSON.stringify({ analytics: false }))}`],
    ];
    for (const [path, cookie] of cases) {
      const address = unseen(path);
      const drawn = await get(address, cookie);
      const spliced = await get(address, cookie);
      expect([drawn.frame, spliced.frame], path).toEqual([false, true]);
      expect(spliced.html, path).toBe(drawn.html);
    }
  });

  it("is shared by the customers of one shape only: the warning of a profile without a phone is its own", async () => {
    const address = unseen("/profile/orders");
    const ines = await customer({ firstname: "Inès", lastname: "Garnier", phone: "+33600000012" });
    const hugo = await customer({ firstname: "Hugo", lastname: "Moreau", phone: "+33600000013" });
    const maya = await customer({ firstname: "Maya", lastname: "Lambert", phone: null });
    const first = await get(address, ines.cookie);
    const other = await get(address, hugo.cookie);
    const noPhone = await get(address, maya.cookie);
    expect([first.frame, other.frame, noPhone.frame]).toEqual([false, true, false]);
    expect(other.html).toContain("Moreau");
    expect(other.html).not.toContain("Garnier");
    expect(markup(noPhone.html)).toContain('data-testid="drawer-dot"');
    expect(markup(other.html)).not.toContain('data-testid="drawer-dot"');
  });

  it("takes the browser as a page drawn whole: the same data, no hydration error", async () => {
    const zoe = await customer({ firstname: "Zoé", lastname: "Marchand", phone: "+33600000014" });
    const address = unseen("/profile/orders");
    await get(address, zoe.cookie);
    const spliced = await pageData(zoe.cookie, address);
    expect(spliced.frame).toBe(true);
    expect(spliced.errors).toEqual([]);
    expect((spliced.data.root as { customer: { firstname: string } }).customer.firstname).toBe("Zoé");
  });
});
