// The e-shop as a customer meets it on a phone, in Chromium, on a demo server (DEMO=1: the local
// Stripe fake takes the payment in the server's process): /boutique, a product, the basket that
// belongs to one shop, /panier with a quantity changed, click & collect paid on the provider's
// page, the order in the account; axe on every e-shop page.
import type { Browser, Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, eshopOrders, outbox, trackedCarts } from "../server/db/schema";
import { createSession } from "../server/auth/sessions";
import { giveStockBack, takeStock } from "../server/eshop/stock";
import { companyId, serviceId, shopId } from "../server/booking/test-support";
import { PHONE, launch, newPage, screenshot } from "./browser";
import { startBookingServer, type BookingServer } from "./booking-support";
import { giveConsent, seriousViolations } from "./shell-helpers";

let browser: Browser;
let server: BookingServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startBookingServer({ DEMO: "1" })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const WORDS = {
  fr: { candle: "Bougie", box: "Coffret", salts: "Sels", add: "Ajouter au panier", basket: "Voir le panier", otherShop: "Votre panier contient des produits de Maison Lumière Paris Marais", thanks: "Merci pour votre commande", paid: "Payée", pay: /^Payer / },
  en: { candle: "candle", box: "Discovery box", salts: "salts", add: "Add to basket", basket: "View basket", otherShop: "Your basket holds products from Maison Lumière Paris Marais", thanks: "Thank you for your order", paid: "Paid", pay: /^Pay / },
} as const;

const cents = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, "").replace(",", ".")) * 100);

/** The product card named `name` on the current shelves. */
const card = (page: Page, name: string) => page.getByTestId("product-card").filter({ hasText: name });

describe("the boutique's pictures", () => {
  it("the first shelf's pictures load at once and the next ones lazily, each from its variants (the small one on a phone)", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(server.url("/boutique?shop=ab-1001"));
    await page.getByTestId("eshop-shelf").first().waitFor();
    const shelf = (n: number) =>
      page.getByTestId("eshop-shelf").nth(n).locator("img").evaluateAll((els) =>
        els.map((el) => ({ srcset: el.getAttribute("srcset"), loading: el.getAttribute("loading"), current: (el as HTMLImageElement).currentSrc })),
      );
    const [first, second] = [await shelf(0), await shelf(1)];
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    for (const image of [...first, ...second]) expect(image.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w/);
    expect(first.every((image) => image.loading === "eager")).toBe(true);
    expect(second.every((image) => image.loading === "lazy")).toBe(true);
    await expect.poll(async () => (await shelf(0))[0]!.current).toMatch(/-480\.webp$/);
    await context.close();
  });

  it("the page carries what the shelves draw: a product's name, never its description", async () => {
    const html = await (await fetch(server.url("/en/boutique?shop=ab-1001"))).text();
    expect(html).toContain("Relaxing massage oil");
    // the name in every language, as the basket keeps it
    expect(html).toContain("Entspannendes Massageöl");
    for (const description of ["Lavender and sweet almond", "Lavande et amande douce", "Lavendel und Süßmandel"]) expect(html).not.toContain(description);
  });
  it.each([
    ["fr", "/boutique?shop=ab-1001", /Plus que (\d+)/],
    ["en", "/en/boutique?shop=ab-1001", /Only (\d+) left/],
    ["fr, the product's page", "/boutique/article/coffret-decouverte?shop=ab-1001", /Plus que (\d+)/],
    ["en, the product's page", "/en/boutique/article/coffret-decouverte?shop=ab-1001", /Only (\d+) left/],
  ] as const)("%s: is kept for visitors without a session, under its stock: a unit sold shows on the next visit", async (_lang, address, leftOnCard) => {
    const db = server.db;
    const tenant = { db, companyId: await companyId(db, "demo-spa-lumiere") };
    const paris = await shopId(db, "demo-spa-lumiere", "ab-1001");
    const box = await serviceId(db, "demo-spa-lumiere", "coffret-decouverte");
    const visit = async () => {
      const res = await fetch(server.url(address));
      // the box's card: "Plus que N", "Only N left"
      return { kept: res.headers.get("server-timing") === "kept", left: Number((await res.text()).match(leftOnCard)?.[1]) };
    };
    // kept once the first answer was drawn in full (and per minute): asked again until it is
    const keptVisit = async () => {
      let answer = await visit();
      for (let tries = 0; tries < 20 && !answer.kept; tries++) answer = await visit();
      expect(answer.kept).toBe(true);
      return answer.left;
    };
    const before = await keptVisit();
    expect(before).toBeGreaterThan(0);
    // a unit taken as an order takes it: the next visit says so, then is kept as it is
    await takeStock(tenant, paris, [{ articleId: box, quantity: 1 }], () => "items");
    try {
      expect((await visit()).left).toBe(before - 1);
      expect(await keptVisit()).toBe(before - 1);
    } finally {
      await giveStockBack(tenant, paris, [{ articleId: box, quantity: 1 }]);
    }
    expect((await visit()).left).toBe(before);
  });
});

describe.each(["fr", "en"] as const)("the e-shop on a phone (%s)", (lang) => {
  const prefix = lang === "fr" ? "" : `/${lang}`;
  const words = WORDS[lang];

  it("browses, adds two products, is refused another shop's, changes a quantity, collects at the shop and pays, then finds the order", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    const email = `eshop-${lang}-${Date.now()}@example.test`;
    // in French the customer is signed in from the start; in English a guest who signs in at the basket
    const signedIn = lang === "fr" ? await server.signIn(context, "spa", email) : null;

    await page.goto(server.url(`${prefix}/boutique?shop=ab-1001`));
    await page.getByTestId("eshop-shelf").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `eshop-shelves-${lang}`);
    // the box has only a few left in Paris (2 at first, one bought per journey): said on its card
    await expect(card(page, words.box).getByTestId("stock-state").textContent()).resolves.toMatch(/^(Plus que|Only) [12]( left)?$/);
    await card(page, words.candle).getByRole("button", { name: words.add }).click();
    await card(page, words.candle).getByTestId("basket-stepper").waitFor();

    // a product page: its price, its stock, added from there
    await card(page, words.box).getByRole("link").first().click();
    await page.waitForURL(/\/boutique\/article\/coffret-decouverte/);
    await page.getByTestId("product-price").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: words.add }).click();
    await expect(page.getByTestId("basket-bar").textContent()).resolves.toContain("2");
    await screenshot(page, `eshop-product-${lang}`);

    // another shop's product is refused, with a message saying why
    await page.goto(server.url(`${prefix}/boutique?shop=ab-1002`));
    await card(page, words.salts).getByRole("button", { name: words.add }).click();
    await expect(page.getByRole("status").filter({ hasText: words.otherShop }).or(page.getByRole("alert").filter({ hasText: words.otherShop })).first().textContent()).resolves.toContain(words.otherShop);

    // the basket: a quantity changed, the total follows
    await page.getByTestId("basket-open").click();
    await page.waitForURL(/\/panier$/);
    await page.getByTestId("basket-lines").waitFor();
    expect(await page.getByTestId("basket-line").count()).toBe(2);
    const before = cents((await page.getByTestId("basket-total").textContent())!);
    await page.getByTestId("basket-line").filter({ hasText: words.candle }).getByTestId("basket-quantity-select").selectOption("2");
    await expect.poll(async () => cents((await page.getByTestId("basket-total").textContent())!)).toBeGreaterThan(before);
    let total = cents((await page.getByTestId("basket-total").textContent())!);
    if (lang === "fr") {
      // the shop's coupon, typed at the basket: the server prices it, the total follows
      await page.getByTestId("coupon-open").click();
      await page.getByTestId("coupon-field").fill("boutique15");
      await page.getByTestId("coupon-apply").click();
      await page.getByTestId("discount-coupon").waitFor();
      await expect.poll(async () => cents((await page.getByTestId("basket-total").textContent())!)).toBe(Math.round(total * 0.85));
      total = cents((await page.getByTestId("basket-total").textContent())!);
    }
    expect(await seriousViolations(page)).toEqual([]);

    if (lang === "en") {
      // a guest gets a code right at the basket, and comes back to it signed in
      await page.getByTestId("checkout-pay").click();
      const identify = page.getByTestId("identify-address").last();
      await identify.getByRole("textbox").fill(email);
      await identify.getByRole("button", { name: "Send me a code" }).click();
      await page.getByTestId("identify-code").last().getByRole("textbox").waitFor();
      await page.keyboard.type(await server.codeSentTo(email));
      await expect.poll(async () => page.getByTestId("checkout-pay").textContent()).toMatch(/^Pay /);
      expect(await page.getByTestId("basket-line").count()).toBe(2);
    }
    const [who] = await server.db.select().from(customers).where(eq(customers.email, email));
    const me = { customer: signedIn?.customer ?? who! };

    // signed in, the basket is kept on the server: another browser of the customer finds it
    await expect.poll(async () => (await server.db.select().from(trackedCarts).where(and(eq(trackedCarts.customerId, me.customer.id), eq(trackedCarts.type, "products"))))[0]?.items.length, { timeout: 15_000 }).toBe(2);
    if (signedIn) {
      const elsewhere = await newPage(browser, PHONE);
      await elsewhere.context.addCookies([{ name: "auth", value: signedIn.token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
      await elsewhere.page.goto(server.url(`${prefix}/panier`));
      await expect.poll(() => elsewhere.page.getByTestId("basket-line").count(), { timeout: 15_000 }).toBe(2);
      await elsewhere.context.close();
    }
    await screenshot(page, `eshop-basket-${lang}`);

    // click & collect, paid on the provider's page
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    await expect(page.locator("p.amount").textContent()).resolves.toBe(`€${(total / 100).toFixed(2)}`);
    await page.locator("#card").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/boutique\/commande\?order=\d+/);
    await page.getByTestId("eshop-paid").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe(words.thanks);
    expect(cents((await page.getByTestId("eshop-order-total").textContent())!)).toBe(total);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `eshop-paid-${lang}`);
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    expect((await server.db.select().from(eshopOrders).where(eq(eshopOrders.id, orderId)))[0]!.status).toBe("paid");
    // the basket kept on the server ended with the payment
    expect((await server.db.select().from(trackedCarts).where(and(eq(trackedCarts.customerId, me.customer.id), eq(trackedCarts.type, "products"))))[0]!.status).toBe("success");
    await expect.poll(async () => (await server.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.subject).filter((s) => s.includes(`VE${orderId}`)).length).toBe(1);

    // the basket is now empty, the order in the account
    await page.goto(server.url(`${prefix}/profile/eshoporders`));
    await expect(page.getByTestId("eshop-order-row").first().getByTestId("eshop-order-status").textContent()).resolves.toBe(words.paid);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("eshop-order-row").first().getByRole("link").click();
    await page.waitForURL(/\/profile\/eshoporders\/\d+$/);
    await page.getByTestId("eshop-order-lines").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(server.url(`${prefix}/panier`));
    await page.locator("main").getByTestId("empty-state").waitFor();
    await context.close();
  });
});

/** At the end of the page on a phone, the footer's last line ends above the page's sticky bar. */
async function footerClearOfStickyBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
  return page.evaluate(() => {
    const bar = document.querySelector("[data-sticky-action]")!.getBoundingClientRect();
    const footer = document.querySelector("[data-testid=footer]")!;
    const last = [...footer.querySelectorAll("p, button, a")].map((el) => el.getBoundingClientRect().bottom);
    return { footerEnd: Math.max(...last), barTop: bar.top };
  });
}

describe("delivery at the basket (phone, fr)", () => {
  it("BOUTIQUE15 applies with delivery before any address is typed; an empty address is said by the page beside its fields; the sticky bar covers no footer", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    await server.signIn(context);
    await page.goto(server.url("/boutique?shop=ab-1001"));
    await card(page, WORDS.fr.candle).getByRole("button", { name: WORDS.fr.add }).click();
    await card(page, WORDS.fr.candle).getByTestId("basket-stepper").waitFor();
    await page.goto(server.url("/panier"));
    await page.getByTestId("basket-lines").waitFor();
    const products = cents((await page.getByTestId("basket-line-total").first().textContent())!);
    await page.getByText("Livraison", { exact: true }).click();
    await expect.poll(async () => cents((await page.getByTestId("basket-total").textContent())!)).toBe(products + (products < 6000 ? 590 : 0));
    await page.getByTestId("coupon-open").click();
    await page.getByTestId("coupon-field").fill("BOUTIQUE15");
    await page.getByTestId("coupon-apply").click();
    await page.getByTestId("discount-coupon").waitFor();
    await expect.poll(async () => cents((await page.getByTestId("basket-total").textContent())!)).toBe(products - Math.round(products * 0.15) + (products < 6000 ? 590 : 0));

    // no address: the page says what is missing, in French, beside the fields (not the browser's bubble)
    await page.getByLabel("Prénom et nom").fill("");
    await page.getByTestId("checkout-pay").click();
    await page.getByText("Ce champ est à remplir.").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/panier");
    expect(await page.getByText("Ce champ est à remplir.").count()).toBeGreaterThanOrEqual(4);

    const { footerEnd, barTop } = await footerClearOfStickyBar(page);
    expect(footerEnd).toBeLessThanOrEqual(barTop);
    await context.close();
  });

  it("the sticky bars of /gift and a service page cover no footer either", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    for (const path of ["/gift", "/paris-marais/services/massages/massage-californien"]) {
      await page.goto(server.url(path));
      await page.locator("[data-sticky-action]").first().waitFor();
      const { footerEnd, barTop } = await footerClearOfStickyBar(page);
      expect(footerEnd, path).toBeLessThanOrEqual(barTop);
    }
    await context.close();
  });
});

describe("the carts of a signed-in customer", () => {
  it("are held by the server, not the browser: the cart cookies and local storage go once saved; signing out leaves nothing readable; signing in again brings them back", { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    // a guest fills both carts: they live in the browser
    await page.goto(server.url("/boutique?shop=ab-1001"));
    await card(page, "Bougie").getByRole("button", { name: "Ajouter au panier" }).click();
    await card(page, "Bougie").getByTestId("basket-stepper").waitFor();
    await page.goto(server.url("/paris-marais/services/massages/massage-californien"));
    await page.getByTestId("add-to-cart").click();
    const readable = async () => ({
      cookies: (await context.cookies()).map((c) => c.name).filter((name) => name === "booking_cart" || name === "cartProducts").sort(),
      storage: await page.evaluate(() => ["cart.items", "cart.shopId", "booking.cart"].filter((key) => localStorage.getItem(key) !== null).length),
    });
    await expect.poll(readable).toEqual({ cookies: ["booking_cart", "cartProducts"], storage: 2 });

    // signed in: both carts go to the server, and the browser keeps no copy (the count still shows them)
    const who = await server.signIn(context, "spa", `carts-${Date.now()}@example.test`);
    await page.goto(server.url("/profile"));
    const wait = { timeout: 15_000 };
    await expect.poll(async () => (await server.db.select().from(trackedCarts).where(eq(trackedCarts.customerId, who.customer.id))).map((c) => c.type).sort(), wait).toEqual(["booking", "products"]);
    // the cookies go; the page keeps its carts in local storage until the customer signs out
    await expect.poll(readable, wait).toEqual({ cookies: [], storage: 3 });
    await expect(page.getByTestId("cart-count").textContent()).resolves.toBe("2");
    await page.reload();
    await expect.poll(() => page.getByTestId("cart-count").textContent(), wait).toBe("2");
    await expect.poll(readable, wait).toEqual({ cookies: [], storage: 3 });

    // signing out: no cart in the cookies, local storage or the page
    await page.goto(server.url("/auth/logout"));
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    // what the page shows if the notice never comes (an error, another page) is in the failure
    await expect.poll(async () => `${new URL(page.url()).pathname}: ${await page.locator("main").innerText()}`, { timeout: 30_000 }).toMatch(/^\/auth\/logout: Déconnexion\s+Vous êtes déconnecté\(e\)\. À bientôt !/);
    await expect.poll(readable, wait).toEqual({ cookies: [], storage: 0 });
    await expect(page.getByTestId("cart-count").count()).resolves.toBe(0);
    await page.goto(server.url("/boutique?shop=ab-1001"));
    await expect(page.getByTestId("cart-count").count()).resolves.toBe(0);

    // signing in again: the server's carts come back
    const token = await createSession({ db: server.db, companyId: who.customer.companyId }, who.customer.id, new Date());
    await context.addCookies([{ name: "auth", value: token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    await page.goto(server.url("/profile"));
    await expect.poll(() => page.getByTestId("cart-count").textContent(), wait).toBe("2");
    await context.close();
  });

  it("the last line removed stays removed: the server forgets its basket, a reload and another device bring nothing back", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, server.url("/"));
    const who = await server.signIn(context, "spa", `emptied-${Date.now()}@example.test`);
    const pending = async () => (await server.db.select().from(trackedCarts).where(and(eq(trackedCarts.customerId, who.customer.id), eq(trackedCarts.type, "products"), eq(trackedCarts.status, "pending")))).map((c) => c.items.length);
    const wait = { timeout: 15_000 };
    await page.goto(server.url("/boutique?shop=ab-1001"));
    const candle = card(page, "Bougie");
    await candle.getByRole("button", { name: "Ajouter au panier" }).click();
    await candle.getByTestId("basket-stepper").waitFor();
    await expect.poll(pending, wait).toEqual([1]);

    // '−' on the only line: the basket is empty, and so is the server's
    await candle.getByTestId("basket-stepper").getByRole("button").first().click();
    await candle.getByTestId("add-to-basket").waitFor();
    await expect.poll(pending, wait).toEqual([]);
    await expect(candle.getByTestId("add-to-basket").isVisible()).resolves.toBe(true);
    await page.reload();
    await card(page, "Bougie").getByTestId("add-to-basket").waitFor();
    await expect(page.getByTestId("cart-count").count()).resolves.toBe(0);

    // another device of the same customer has no basket to take either
    const other = await newPage(browser, PHONE);
    await giveConsent(other.context, server.url("/"));
    const token = await createSession({ db: server.db, companyId: who.customer.companyId }, who.customer.id, new Date());
    await other.context.addCookies([{ name: "auth", value: token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    await other.page.goto(server.url("/boutique?shop=ab-1001"));
    await card(other.page, "Bougie").getByTestId("add-to-basket").waitFor();
    await expect(other.page.getByTestId("cart-count").count()).resolves.toBe(0);
    await other.context.close();
    await context.close();
  });
});
