// The back-office's commerce settings in Chromium at 1280×800, in French and English, on a demo
// server (the local Stripe fake speaks Stripe's protocol): the owner tests the provider's
// connection (accepted), saves a wrong secret key and the test says Stripe refused it, puts the
// right one back; sets the stock of a product at Paris — refused first for a count that is not one
// — and the online shop says the new count at once; axe finds nothing serious on the three pages.
import type { BrowserContext } from "playwright-core";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { parseSettings } from "../domain/company-settings";
import { companies } from "../server/db/schema";
import { DEMO_PAYMENT_KEYS } from "../server/fakes/demo-keys";
import { serviceId, shopId } from "../server/booking/test-support";
import { DESKTOP, PHONE, newPage, screenshot, settled } from "./browser";
import { bookingJourney } from "./booking-support";
import { signInToAdmin } from "./admin-support";
import { axeClean, giveConsent } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
const wait = { timeout: 15_000 };
const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
});

const WORDS = {
  fr: { prefix: "", secret: "Clé secrète (mot de passe de l'API)", ok: "Connexion réussie : Stripe accepte vos clés.", refused: "Stripe a refusé vos clés", count: "Indiquez un nombre entier", left: (n: number) => `Plus que ${n}` },
  en: { prefix: "/en", secret: "Secret key (API password)", ok: "Connected: Stripe accepts your keys.", refused: "Stripe refused your keys", count: "Enter a whole number", left: (n: number) => `Only ${n} left` },
} as const;

describe("the back-office's commerce settings", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the provider's connection tested, refused with a wrong key; a stock change shows on /boutique at once`, async () => {
      const w = WORDS[lang];
      const admin = await newPage(journey.browser, DESKTOP);
      opened.push(admin.context);
      const { page } = admin;
      const storedSecret = async () => {
        const [row] = await journey.server.db.select({ settings: companies.settings }).from(companies).where(eq(companies.token, "demo-spa-lumiere"));
        return parseSettings(row!.settings).booker.payment.keys.secretKey;
      };
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");

      // payment: the demo's keys work against the fake
      await page.goto(journey.server.url(`${w.prefix}/admin/commerce/payment`));
      await page.getByTestId("pay-form").waitFor(wait);
      await axeClean(page);
      await screenshot(page, `admin-commerce-payment-${lang}`);
      // the check's answer is shown before the page's data is refreshed (React Router shows an
      // action's answer first): that refresh is held until a key is typed below
      const secret = page.getByLabel(w.secret, { exact: true });
      let letRefreshGo!: () => void;
      const refreshHeld = new Promise<void>((resolve) => (letRefreshGo = resolve));
      const payPageData = "**/admin/commerce/payment.data*";
      await page.route(payPageData, async (route) => {
        if (route.request().method() === "GET") await refreshHeld;
        await route.continue();
      });
      await page.getByTestId("pay-check").click();
      await expect(page.getByTestId("pay-check-ok").textContent(wait)).resolves.toBe(w.ok);
      // the secret key is never in the page
      expect(await page.content()).not.toContain(DEMO_PAYMENT_KEYS.stripe.secretKey);

      // a wrong secret key saved: the test says Stripe refused it. Typed before the refresh
      // arrives, the key stays in its field once it has
      await secret.fill("sk_test_not_the_right_one");
      letRefreshGo();
      await settled(page);
      await page.unroute(payPageData);
      await expect(secret.inputValue()).resolves.toBe("sk_test_not_the_right_one");
      await page.getByTestId("pay-save").click();
      await page.waitForURL(/\/commerce\/payment\?saved$/, wait);
      await page.getByTestId("pay-saved").waitFor(wait);
      await expect(secret.inputValue()).resolves.toBe("");
      // stored as typed
      await expect(storedSecret()).resolves.toBe("sk_test_not_the_right_one");
      await page.getByTestId("pay-check").click();
      // whichever answer comes is named: ok here would be a company read before the change
      await expect(page.locator('[data-testid="pay-check-ok"], [data-testid="pay-check-refused"]').getAttribute("data-testid", wait)).resolves.toBe("pay-check-refused");
      await expect(page.getByTestId("pay-check-refused").textContent(wait)).resolves.toContain(w.refused);
      await axeClean(page);
      // the right one back
      await secret.fill(DEMO_PAYMENT_KEYS.stripe.secretKey);
      await page.getByTestId("pay-save").click();
      // 'saved' already shows from the first save: the check waits until this one is answered
      await settled(page);
      await expect(secret.inputValue()).resolves.toBe("");
      await page.getByTestId("pay-check").click();
      await page.getByTestId("pay-check-ok").waitFor(wait);

      // deposits and delivery: the page as stored
      await page.getByTestId("commerce-tab-rules").click();
      await page.getByTestId("rules-form").waitFor(wait);
      await axeClean(page);
      await screenshot(page, `admin-commerce-rules-${lang}`);

      // stock: refused first, then set; the online shop says it at once
      const db = journey.server.db;
      const box = await serviceId(db, "demo-spa-lumiere", "coffret-decouverte");
      const paris = await shopId(db, "demo-spa-lumiere", "ab-1001");
      await page.getByTestId("commerce-tab-stock").click();
      const input = page.getByTestId(`stock-input-${box}-${paris}`);
      await input.waitFor(wait);
      await axeClean(page);
      await input.fill("-3");
      await page.getByTestId(`stock-save-${box}-${paris}`).click();
      await expect(page.locator(`#f-stock-${paris}-${box}-error`).textContent(wait)).resolves.toContain(w.count);
      await expect(input.inputValue()).resolves.toBe("-3");
      const count = lang === "fr" ? 4 : 3;
      await input.fill(String(count));
      await page.getByTestId(`stock-save-${box}-${paris}`).click();
      await page.getByTestId("stock-saved").waitFor(wait);
      await axeClean(page);
      await screenshot(page, `admin-commerce-stock-${lang}`);

      const shopper = await newPage(journey.browser, DESKTOP, { popups: false });
      opened.push(shopper.context);
      await giveConsent(shopper.context, journey.server.url("/"));
      await shopper.page.goto(journey.server.url(`${w.prefix}/boutique?shop=ab-1001`));
      const card = shopper.page.getByTestId("product-card").filter({ has: shopper.page.locator(`a[href*="coffret-decouverte"]`) });
      await expect(card.getByTestId("stock-state").textContent(wait)).resolves.toBe(w.left(count));

      // the three pages on a phone, for the eye
      if (process.env.E2E_SCREENSHOTS) {
        const phone = await newPage(journey.browser, PHONE);
        opened.push(phone.context);
        await signInToAdmin(phone.page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
        for (const tab of ["payment", "rules", "stock"]) {
          await phone.page.goto(journey.server.url(`${w.prefix}/admin/commerce/${tab}`));
          await phone.page.getByTestId(`commerce-tab-${tab}`).waitFor(wait);
          await screenshot(phone.page, `admin-commerce-${tab}-phone-${lang}`);
        }
      }
    });
  }
});
