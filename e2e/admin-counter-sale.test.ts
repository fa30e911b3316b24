// A sale at the counter from the back-office (decision 278), in Chromium at 1280×800 (French) and
// on a phone at 390×844 (English), on a demo server: the owner opens "Sell at the counter" from the
// orders, sells a gift voucher and a box of the e-shop to a walk-in, paid in cash and on the card
// terminal; the order's page shows the sale, then gives part of it back in cash. The stock is taken
// once, the refund recorded once; axe finds nothing serious on either page.
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { articles, counterRefunds, counterSales, giftVouchers, shopArticles, shops } from "../server/db/schema";
import { DESKTOP, newPage, screenshot } from "./browser";
import { signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
const wait = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };

const signIn = (page: Page, prefix: string) => signInToAdmin(page, journey.server.url(`${prefix}/admin`), "proprietaire@demo.example");
const axeClean = async (page: Page) => {
  await injectAxe(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
};

const WORDS = {
  fr: { prefix: "", viewport: DESKTOP, sell: "Vendre au comptoir", amount: "Montant du bon (€)", recipient: "Pour (nom du bénéficiaire)", cash: "Espèces (€)", card: "Carte au comptoir (€)", submit: "Encaisser la vente", refundAmount: "Montant à rendre (€)", refund: "Rembourser", done: "rendus" },
  en: { prefix: "/en", viewport: PHONE, sell: "Sell at the counter", amount: "Voucher amount (€)", recipient: "For (recipient's name)", cash: "Cash (€)", card: "Card at the counter (€)", submit: "Take the sale", refundAmount: "Amount to give back (€)", refund: "Refund", done: "given back" },
} as const;

describe("a sale at the counter from the back-office", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a voucher and a box to a walk-in, cash and card, then part given back`, async () => {
      const words = WORDS[lang];
      const db = journey.server.db;
      const [paris] = await db.select().from(shops).where(eq(shops.externalId, "ab-1001"));
      const [box] = await db.select().from(articles).where(and(eq(articles.companyId, paris!.companyId), eq(articles.slug, "coffret-decouverte")));
      const stock = async () => (await db.select().from(shopArticles).where(and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, box!.id))))[0]!.stock;
      const before = await stock();

      const { context, page } = await newPage(journey.browser, words.viewport);
      await signIn(page, words.prefix);
      await page.goto(journey.server.url(`${words.prefix}/admin/orders`));
      await page.getByRole("link", { name: words.sell }).click();
      const form = page.getByTestId("sale-form");
      await form.waitFor(wait);
      await form.locator(`input[name="qty-${box!.id}"]`).fill("1");
      await form.getByLabel(words.amount).fill("50");
      await form.getByLabel(words.recipient).fill("Léa");
      await form.getByLabel(words.cash).fill("40");
      await form.getByLabel(words.card).fill(`69${lang === "fr" ? ",00" : ".00"}`);
      await axeClean(page);
      await screenshot(page, `admin-counter-sale-${lang}`);
      await form.getByRole("button", { name: words.submit }).click();

      await page.waitForURL(/\/admin\/orders\/counter\/\d+/, wait);
      const saleId = Number(/counter\/(\d+)/.exec(page.url())![1]);
      await page.getByTestId("counter-payments").waitFor(wait);
      const [sale] = await db.select().from(counterSales).where(eq(counterSales.id, saleId));
      expect(sale).toMatchObject({ total: 5900 + 5000, customerId: null, refunded: 0 });
      expect(await stock()).toBe(before! - 1);
      expect((await db.select().from(giftVouchers).where(eq(giftVouchers.counterSaleId, saleId)))[0]).toMatchObject({ value: 5000, recipientName: "Léa", state: "active" });
      await axeClean(page);
      await screenshot(page, `admin-counter-sale-order-${lang}`);

      const refund = page.getByTestId("counter-refund");
      await refund.getByLabel(words.refundAmount).fill("20");
      await refund.getByRole("button", { name: words.refund }).click();
      await page.getByText(words.done).first().waitFor(wait);
      await page.getByTestId("counter-refunds").waitFor(wait);
      const given = await db.select().from(counterRefunds).where(eq(counterRefunds.saleId, saleId));
      expect(given.map((r) => [r.method, r.amount])).toEqual([["cash", 2000]]);
      expect((await db.select().from(counterSales).where(eq(counterSales.id, saleId)))[0]!.refunded).toBe(2000);
      await axeClean(page);
      await screenshot(page, `admin-counter-sale-refunded-${lang}`);
      await context.close();
    });
  }
});
