// The walk of a customer through both demo businesses, as screenshots in docs/screenshots/: the
// home (and its catalogue on a phone), the services, a service, the booking step, the basket,
// /gift, the account pages and the 404, in French and English (the one-shop studio is French
// only, with no e-shop or gift vouchers), at 390×844 and 1280×800. Named
// `<business>-<lang>-<page>-<size>.png`. Run against a demo server started with DEMO=1 (the
// e-shop and gift vouchers need its payment fake): `node scripts/screenshots.mjs http://localhost:3000 [spa|solo]`.
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://localhost:3000";
const out = new URL("../docs/screenshots/", import.meta.url).pathname;
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const businesses = {
  spa: { origin: base, token: "demo-spa-lumiere", langs: ["fr", "en"], service: "/paris-marais/services/massages/massage-californien", eshop: true, gift: true, loyalty: true },
  solo: { origin: base.replace("//localhost", "//solo.localhost"), token: "demo-atelier-clara", langs: ["fr"], service: "/services/ongles/manucure-classique", eshop: false, gift: false, loyalty: false },
};
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });

/** The demo's returning customer's session token in a business (the API knows it by its header: Node resolves no *.localhost). */
async function demoToken(business) {
  const res = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { company: business.token, "content-type": "application/json" },
    body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }),
  });
  return (await res.json()).token;
}

// `node scripts/screenshots.mjs <url> solo` takes one business only
for (const [name, business] of Object.entries(businesses).filter(([n]) => !process.argv[3] || process.argv[3] === n)) {
  for (const lang of business.langs) {
    const at = (path) => `${business.origin}${lang === "fr" ? "" : `/${lang}`}${path === "/" && lang !== "fr" ? "" : path}`;
    for (const [size, viewport] of Object.entries(sizes)) {
      const context = await browser.newContext({ viewport, locale: lang === "fr" ? "fr-FR" : "en-GB" });
      // a visitor who has answered the cookie card and seen the home's popups: the pages themselves
      await context.addCookies(
        [
          ["cookie_preferences", encodeURIComponent('{"connexion":true,"analytics":false}')],
          ["promo_popup_views", "2"],
          ["coupons_popup_closed", "1"],
        ].map(([cookie, value]) => ({ name: cookie, value, url: business.origin })),
      );
      const page = await context.newPage();
      const shot = (what) => page.screenshot({ path: `${out}${name}-${lang}-${what}-${size}.png` });
      const settle = () => page.waitForLoadState("networkidle").then(() => page.waitForTimeout(400));
      const visit = async (path) => {
        await page.goto(at(path));
        await settle();
      };

      await visit("/");
      await shot("home");
      await page.locator("#home-services").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, document.querySelector("#home-services").getBoundingClientRect().top - 96));
      await page.waitForTimeout(300);
      await shot("home-catalogue");
      await visit("/services");
      await shot("services");
      await visit(business.service);
      await shot("service");
      await visit(`${business.service}?page=reserved`);
      const step = page.locator("dialog[open][data-testid=booking-step]");
      await step.getByTestId("slots").locator("button").nth(1).click();
      await page.waitForTimeout(300);
      await shot("booking-step");

      if (business.eshop) {
        await visit("/boutique?shop=ab-1001");
        for (const product of ["coffret-decouverte", "bougie"]) {
          const card = page.getByTestId("product-card").filter({ has: page.locator(`a[href*='${product}']`) });
          await card.getByTestId("add-to-basket").click();
          await card.getByTestId("basket-stepper").waitFor();
        }
        await visit("/panier");
        await shot("basket");
      }
      if (business.gift) {
        await visit("/gift");
        await shot("gift");
      }
      await visit("/page-that-does-not-exist");
      await shot("404");

      // signed in: the account home and its pages
      await context.addCookies([{ name: "auth", value: await demoToken(business), url: business.origin, httpOnly: true, sameSite: "Lax" }]);
      await visit("/profile");
      await shot("account");
      await visit("/profile/orders");
      await shot("account-orders");
      if (business.loyalty) {
        await visit("/profile/loyalty");
        await shot("account-loyalty");
      }
      if (business.gift) {
        await visit("/profile/gifts");
        await shot("account-gifts");
      }
      await context.close();
    }
  }
}
await browser.close();
