// What a first visit found rough, walked as a customer on a phone (and a desktop where it matters),
// in Chromium on a demo server (DEMO=1: the spa's e-shop, gift vouchers and loyalty card are on):
// the basket's address and stock limit, the header at 320 px, a one-person shop's booking step, one
// account menu and the account home, the empty booking cart, the shop's phone on the confirmation,
// the home's catalogue as a scannable list.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { seriousViolations } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
const url = (path: string, business: "spa" | "solo" = "spa") => journey.server.url(path, business);

/** The demo's returning customer (180 points on the spa's card), signed in through the API. */
async function signInDemoCustomer(context: BrowserContext) {
  const res = await fetch(url("/api/users/login"), { method: "POST", headers: { company: "demo-spa-lumiere", "content-type": "application/json" }, body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }) });
  const { token } = (await res.json()) as { token: string };
  await context.addCookies([{ name: "auth", value: token, url: url("/"), httpOnly: true, sameSite: "Lax" }]);
}

/** The product card of the discovery box (2 left in Paris), whatever the language. */
const boxCard = (page: Page) => page.getByTestId("product-card").filter({ has: page.locator("a[href*='coffret-decouverte']") });

describe("the basket", () => {
  const ONLY_TWO = { fr: "Plus que 2", de: "Nur noch 2", en: "Only 2 left", es: "Solo quedan 2", it: "Ne restano solo 2" } as const;

  it.each(Object.entries(ONLY_TWO))("at the stock's end '+' looks unavailable and says how many are left (%s)", async (lang, words) => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(url(`${lang === "fr" ? "" : `/${lang}`}/boutique?shop=ab-1001`));
    await boxCard(page).getByTestId("add-to-basket").click();
    const more = boxCard(page).getByTestId("basket-more");
    await more.waitFor();
    expect(await boxCard(page).getByTestId("stock-limit").count()).toBe(0);
    await more.click();
    await expect.poll(() => boxCard(page).getByTestId("basket-quantity").textContent()).toBe("2");
    const limit = boxCard(page).getByTestId("stock-limit");
    await expect(limit.textContent()).resolves.toBe(words);
    // said to a screen reader on the button, and seen: faded, unlike '−'
    expect(await more.getAttribute("aria-disabled")).toBe("true");
    expect(await more.getAttribute("aria-describedby")).toBe(await limit.getAttribute("id"));
    const opacity = (which: "basket-more" | "first") =>
      (which === "first" ? boxCard(page).getByTestId("basket-stepper").locator("button").first() : more).evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(await opacity("basket-more")).toBeLessThan(0.6);
    expect(await opacity("first")).toBe(1);
    // still reachable (a tap says why in a message), and adds nothing
    await more.dispatchEvent("click");
    expect(await boxCard(page).getByTestId("basket-quantity").textContent()).toBe("2");
    if (lang === "fr") {
      // the basket says it too, beside the quantity
      await page.goto(url("/panier"));
      await expect(page.getByTestId("basket-line").getByTestId("stock-limit").textContent()).resolves.toBe(words);
    }
    await context.close();
  });

  it("switching between collecting and delivery keeps the address as typed", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await journey.server.signIn(context);
    await page.goto(url("/boutique?shop=ab-1001"));
    await boxCard(page).getByTestId("add-to-basket").click();
    await boxCard(page).getByTestId("basket-stepper").waitFor();
    await page.goto(url("/panier"));
    const checkout = page.getByTestId("checkout");
    await checkout.waitFor();
    await checkout.getByText("Livraison", { exact: true }).click();
    const address = page.getByTestId("delivery-address");
    await address.getByLabel("Adresse").fill("12 rue des Lilas");
    await address.getByLabel("Code postal").fill("69002");
    await address.getByLabel("Ville").fill("Lyon");
    await checkout.getByText("Retrait à l'établissement", { exact: true }).click();
    await address.waitFor({ state: "hidden" });
    await page.getByTestId("pickup").waitFor();
    await checkout.getByText("Livraison", { exact: true }).click();
    await address.waitFor();
    expect(await address.getByLabel("Adresse").inputValue()).toBe("12 rue des Lilas");
    expect(await address.getByLabel("Code postal").inputValue()).toBe("69002");
    expect(await address.getByLabel("Ville").inputValue()).toBe("Lyon");
    await screenshot(page, "basket-delivery-phone");
    // collected with a promo code: the summary card draws no empty block (a list of totals with nothing in it)
    await checkout.getByText("Retrait à l'établissement", { exact: true }).click();
    await checkout.getByTestId("coupon-open").click();
    await checkout.getByTestId("coupon-field").fill("BOUTIQUE15");
    await checkout.getByTestId("coupon-apply").click();
    await checkout.getByTestId("discount-coupon").waitFor();
    const emptyLists = await checkout.locator("dl").evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetHeight > 0 && !el.textContent?.trim()).length);
    expect(emptyLists).toBe(0);
    await screenshot(page, "basket-coupon-phone");
    await context.close();
  });
});

describe("the header on the narrowest phone (320 px)", () => {
  it.each(["spa", "solo"] as const)("the logo is never covered by the header's buttons (%s)", async (business) => {
    const { context, page } = await newPage(journey.browser, { width: 320, height: 640 });
    await page.goto(url("/", business));
    const header = page.locator("header").first();
    const logo = header.locator("a[href='/'] img, a[href='/'] span").first();
    const logoBox = (await logo.boundingBox())!;
    const cart = (await header.getByTestId("booking-cart-button").boundingBox())!;
    expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(cart.x);
    expect(logoBox.width).toBeGreaterThan(60);
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });
});

describe("a one-person shop's booking step", () => {
  it("does not ask 'with whom?'; its confirmation keeps the shop's phone number on one line", async () => {
    const { context, page } = await newPage(journey.browser, { width: 320, height: 700 });
    await journey.server.signIn(context, "solo");
    await page.goto(url("/services/ongles/manucure-classique?page=reserved", "solo"));
    const step = page.getByTestId("booking-step");
    await step.getByTestId("slots").locator("button").first().waitFor();
    expect(await step.getByText("Avec qui ?").count()).toBe(0);
    expect(await step.getByRole("radio", { name: "Sans préférence" }).count()).toBe(0);
    await step.getByTestId("slots").locator("button").first().click();
    await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
    await page.getByTestId("booking-confirmed").waitFor();
    const phone = page.getByTestId("shop-phone");
    await expect(phone.textContent()).resolves.toBe("+33 5 56 44 21 90");
    expect(await phone.evaluate((el) => el.getClientRects().length)).toBe(1);
    await context.close();
  });

  it("a shop of several people still asks", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(url("/paris-marais/services/massages/massage-californien?page=reserved"));
    const step = page.getByTestId("booking-step");
    await step.getByRole("radio", { name: "Sans préférence" }).waitFor();
    await context.close();
  });
});

describe("the account", () => {
  it("the drawer and the header's menu list the same entries, the card and the gift vouchers among them", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await signInDemoCustomer(context);
    await page.goto(url("/"));
    const menu = page.locator("header [data-testid=account-menu]");
    await menu.locator("summary").click();
    const inMenu = await menu.locator("a").allTextContents();
    await page.keyboard.press("Escape");
    await page.getByTestId("drawer-button").click();
    const drawer = page.getByTestId("drawer");
    await drawer.waitFor();
    const inDrawer = await drawer.locator("nav > div a").allTextContents();
    expect(inMenu).toEqual(["Mon compte", "Mes rendez-vous", "Mes commandes boutique", "Mes bons cadeaux", "Ma carte de fidélité"]);
    expect(inDrawer).toEqual(inMenu);
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("the account home lists the appointments, orders, gift vouchers and the card, then the profile (%s)", async (size, viewport) => {
    const { context, page } = await newPage(journey.browser, viewport);
    await signInDemoCustomer(context);
    await page.goto(url("/profile"));
    const parts = page.getByTestId("account-parts");
    await parts.waitFor();
    const links = parts.locator("a");
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(["/profile/orders", "/profile/eshoporders", "/profile/gifts", "/profile/loyalty"]);
    await expect(page.getByTestId("account-part-loyalty").textContent()).resolves.toContain("180 points");
    await expect(page.getByTestId("account-part-orders").textContent()).resolves.toMatch(/Mes rendez-vous(Prochain rendez-vous|Aucun rendez-vous)/);
    await page.getByTestId("profile-form").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `account-home-${size}`);
    await page.getByTestId("account-part-gifts").click();
    await page.waitForURL(/\/profile\/gifts$/);
    await context.close();
  });
});

describe("the booking cart", () => {
  it("empty, it leads on to the services", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(url("/contact"));
    await page.getByTestId("booking-cart-button").click();
    const panel = page.getByTestId("booking-cart-panel");
    await panel.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByTestId("booking-cart-browse").click();
    await page.waitForURL(/\/services$/);
    await panel.waitFor({ state: "hidden" });
    await context.close();
  });

  it("'Ajouter à mes prestations' is on a service's address without a shop too; the first add asks which shop", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(url("/services/massages/massage-californien"));
    const add = page.getByRole("button", { name: "Ajouter à mes prestations" });
    await add.click();
    await page.getByTestId("shop-selector").waitFor();
    await context.close();
  });
});

describe("the home's catalogue", () => {
  it("on a phone, a compact list: every category within about one screen, each with what it holds", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(url("/"));
    const rows = page.getByTestId("category-row");
    await rows.first().waitFor();
    const boxes = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(5);
    for (const box of boxes) expect(box.height).toBeLessThanOrEqual(110);
    expect(boxes.at(-1)!.bottom - boxes[0]!.top).toBeLessThan(PHONE.height * 0.7);
    await expect(rows.first().textContent()).resolves.toMatch(/Massages.*Massage californien.*prestations/);
    await page.getByTestId("categories").scrollIntoViewIfNeeded();
    await screenshot(page, "home-catalogue-phone");
    await context.close();
  });

  it("on a desktop, picture cards side by side", async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    await page.goto(url("/"));
    const rows = page.getByTestId("category-row");
    await rows.first().waitFor();
    const boxes = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[0]!.top).toBe(boxes[2]!.top);
    expect((await rows.first().locator("img").boundingBox())!.width).toBeGreaterThan(300);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("a gift voucher's QR code", () => {
  it("opens the voucher page, which shows at once what the code holds", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await page.goto(url("/gift?code=U8GB-J2CW-XA75-EMR6-SHPF#gift-check"));
    const result = page.getByTestId("gift-check-result");
    await expect(result.textContent()).resolves.toMatch(/Il reste 50(,00)?\s€ sur 50(,00)?\s€/);
    expect(await page.getByTestId("gift-check").getByRole("textbox").inputValue()).toBe("U8GB-J2CW-XA75-EMR6-SHPF");
    await context.close();
  });
});
