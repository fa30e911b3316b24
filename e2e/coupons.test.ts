// Coupons, rewards, gift vouchers and the home page's popups, as a visitor meets them on a phone
// (fr) and a desktop (en): one popup per visit once the page is seen, never in a booking step: the
// promo popup twice within its hour, then the coupon popup, closed for a day once closed; a promo code at the booking step, refused when it does not exist, taking 10 %
// off when it does, and kept on the booking; a loyalty reward spent on it; a gift voucher paying
// part of a booking, its balance shown. The demo spa's own coupons and popups.
import { afterEach, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { giveConsent, seriousViolations } from "./shell-helpers";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { generateVoucherCode } from "../domain/gift-voucher";
import { articles, giftVouchers } from "../server/db/schema";
import { earnPoints } from "../server/loyalty/cards";
import { awardHonouredBookings } from "../server/loyalty/earning";
import { CompanyDirectory } from "../server/tenancy/companies";

const journey = bookingJourney();
let open: BrowserContext | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const WORDS = {
  fr: {
    promoTitle: "Les fêtes à la Maison Lumière",
    couponTitle: "Un cadeau pour vous",
    unknown: "Ce code promo n'existe pas. Vérifiez son orthographe.",
    applied: "Code BIENVENUE10 appliqué",
    reward: "5 € offerts",
    rewardUsed: "Utilisée le",
    voucherUnknown: "Aucun bon cadeau ne porte ce code ici.",
    voucherLeft: "Il restera",
  },
  en: {
    promoTitle: "The festive season at Maison Lumière",
    couponTitle: "A gift for you",
    unknown: "This promo code does not exist. Check how it is spelt.",
    applied: "Code BIENVENUE10 applied",
    reward: "€5 off",
    rewardUsed: "Used on",
    voucherUnknown: "No gift voucher here has this code.",
    voucherLeft: "will be left on this gift voucher",
  },
} as const;
const CASES = [
  { lang: "fr", viewport: PHONE, device: "phone" },
  { lang: "en", viewport: PHONE, device: "phone" },
  { lang: "en", viewport: DESKTOP, device: "desktop" },
] as const;

/** Cents of a price as the page writes it: '79 €', '7,90 €', '€7.90', '−€5'. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, "").replace(",", ".")) * 100);

async function visitor(viewport: typeof PHONE, opts: { popups?: boolean } = {}) {
  const opened = await newPage(journey.browser, viewport, { popups: opts.popups ?? false });
  open = opened.context;
  await giveConsent(opened.context, journey.server.url("/"));
  return opened;
}

const dialogs = (page: Page) => page.locator("dialog[open]").count();

/**
 * The massage's booking step, its first free time chosen, on to the summary: a returning
 * customer confirms from the times, and the codes and rewards are one tap away.
 */
async function toSummary(page: Page, lang: "fr" | "en") {
  await page.goto(journey.server.url(`${lang === "fr" ? "" : `/${lang}`}/paris-marais/services/massages/massage-californien?page=reserved`));
  const slots = page.getByTestId("slots").locator("button");
  await slots.first().waitFor();
  await slots.first().click();
  await page.getByTestId("booking-discounts-open").click();
  await page.getByTestId("booking-summary").waitFor();
}

/** A call to the spa's API, as a customer with this session. */
const api = (path: string, token: string, body?: unknown) =>
  fetch(journey.server.url(`/api${path}`), {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", company: "demo-spa-lumiere", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.each(CASES)("the home page's popups ($lang, $device)", ({ lang, viewport, device }) => {
  const home = lang === "fr" ? "/" : `/${lang}/`;

  /** The visitor looks at the page: a turn of the wheel. */
  const look = async (page: Page) => {
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
  };
  const promoViewsOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "promo_popup_views")?.value;

  it("one popup per visit, once the page is seen: the promo in two visits within its hour, then the coupon popup, which stays closed once closed; both are accessible dialogs", async () => {
    const { context, page } = await visitor(viewport, { popups: true });
    const newVisit = () => context.clearCookies({ name: "popup_this_visit" });
    await page.goto(journey.server.url(home));
    // not before the visitor has seen the page
    await page.getByTestId("home-shops").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await dialogs(page)).toBe(0);
    for (const view of [1, 2]) {
      if (view === 2) {
        await newVisit();
        await page.reload();
      }
      await look(page);
      const promo = page.getByTestId("promo-popup");
      await promo.waitFor();
      expect(await promo.getByRole("heading", { level: 2 }).first().textContent()).toBe(WORDS[lang].promoTitle);
      if (view === 1) {
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `promo-popup-${lang}-${device}`);
        // Escape closes it, the page behind comes back
        await page.keyboard.press("Escape");
      } else await promo.getByRole("button", { name: lang === "fr" ? "Fermer" : "Close" }).click();
      await promo.waitFor({ state: "hidden" });
      if (view === 1) {
        // the same visit: nothing more, however the visitor looks
        await page.reload();
        await look(page);
        expect(await promoViewsOf(context)).toBe("1");
        expect(await dialogs(page)).toBe(0);
      }
    }
    await newVisit();
    await page.reload();
    await look(page);
    const coupon = page.getByTestId("coupon-popup");
    await coupon.waitFor();
    expect(await coupon.getByRole("heading").first().textContent()).toBe(WORDS[lang].couponTitle);
    expect(await coupon.getByTestId("word-cloud").locator("span").count()).toBe(13);
    // the codes are asked when the popup opens: wait for them as the visitor does
    await coupon.getByTestId("popup-coupon-code").first().waitFor();
    expect(await coupon.getByTestId("popup-coupon-code").allTextContents()).toEqual(["BIENVENUE10"]);
    // the focus is kept inside: Tab from the last control comes back into the dialog
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-testid=coupon-popup]") !== null)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `coupon-popup-${lang}-${device}`);
    await page.keyboard.press("Escape");
    await coupon.waitFor({ state: "hidden" });
    // closed: not again today, and the promo has had its two views
    await newVisit();
    await page.reload();
    await page.getByTestId("home-shops").waitFor();
    await look(page);
    await page.waitForLoadState("networkidle");
    expect(await dialogs(page)).toBe(0);
  });

  it("waits for the cookie card to be answered; a visitor who does not scroll gets it after a while, one in a booking step never", async () => {
    const { context, page } = await newPage(journey.browser, viewport, { popups: true });
    open = context;
    await page.clock.install();
    await page.goto(journey.server.url(home));
    await page.getByTestId("home-shops").waitFor();
    await page.clock.runFor(60_000);
    expect(await dialogs(page)).toBe(0);
    await page.getByRole("button", { name: lang === "fr" ? /Tout accepter|Accepter/ : /Accept/ }).first().click();
    await page.getByTestId("promo-popup").waitFor();
    await context.close();

    // The booking step open on the home (as after a declined card): no popup while it is there.
    const again = await visitor(viewport, { popups: true });
    await again.page.clock.install();
    const [service] = await journey.server.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, "massage-californien")).limit(1);
    await again.page.goto(journey.server.url(`${home}?page=reserved&cart=${service!.id}&shop=ab-1001`));
    await again.page.locator("dialog[open][data-testid=booking-step]").waitFor();
    await again.page.clock.runFor(60_000);
    expect(await promoViewsOf(again.context)).toBeUndefined();
    expect(await dialogs(again.page)).toBe(1);
    await again.page.keyboard.press("Escape");
    await expect.poll(() => new URL(again.page.url()).searchParams.get("page")).toBeNull();
    await again.page.clock.runFor(60_000);
    await again.page.getByTestId("promo-popup").waitFor();
  });
});

describe.each(CASES)("a promo code and a reward at the booking step ($lang, $device)", ({ lang, viewport, device }) => {
  it("a wrong code is said at its field; BIENVENUE10 takes 10 % off, a reward 5 € more, and the booking keeps both", async () => {
    const { context, page } = await visitor(viewport);
    const me = await journey.server.signIn(context);
    await earnPoints({ db: journey.server.db, companyId: me.customer.companyId, customerId: me.customer.id }, 100, new Date());
    const exchanged = await api("/loyalty/exchange", me.token, { palierId: "bon-5" });
    expect(exchanged.status).toBe(200);

    await toSummary(page, lang);
    await page.getByTestId("coupon-open").click();
    const field = page.getByTestId("coupon-field");
    await field.fill("nope");
    await field.press("Enter");
    await page.getByTestId("booking-discounts").getByText(WORDS[lang].unknown).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill(" bienvenue10 ");
    await page.getByTestId("coupon-apply").click();
    await expect.poll(() => page.getByTestId("coupon-applied").textContent()).toContain(WORDS[lang].applied);
    const lines = page.getByTestId("discount-lines");
    const subtotal = cents((await lines.locator("dd").first().textContent())!);
    expect(cents((await page.getByTestId("discount-coupon").locator("dd").textContent())!)).toBe(Math.round(subtotal / 10));

    const reward = page.getByTestId("reward-choice");
    expect(await reward.textContent()).toBe(WORDS[lang].reward);
    await reward.click();
    await expect.poll(() => reward.getAttribute("aria-pressed")).toBe("true");
    await page.getByTestId("discount-reward").waitFor();
    const total = subtotal - Math.round(subtotal / 10) - 500;
    const confirm = page.getByTestId("booking-confirm");
    await expect.poll(() => confirm.getAttribute("aria-busy")).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `booking-discounts-${lang}-${device}`);
    await confirm.click();

    await page.getByTestId("order-discounts").waitFor();
    expect(cents((await page.getByTestId("order-coupon").textContent())!)).toBe(Math.round(subtotal / 10));
    expect(cents((await page.getByTestId("order-reward").textContent())!)).toBe(500);
    const { orders } = await (await api("/booking-orders", me.token)).json();
    expect(orders[0]).toMatchObject({ amount: total, discounts: { coupon: { code: "BIENVENUE10" }, reward: 500 } });

    // Once the appointment is over, the sweep (its time injected) earns the points on what was
    // paid after the discounts, plus the bonus for booking online; the card page shows them.
    const honoured = new Date(new Date(orders[0].end).getTime() + 16 * 60_000);
    expect(await awardHonouredBookings(journey.server.db, new CompanyDirectory(journey.server.db, 0), honoured)).toBeGreaterThan(0);
    await page.goto(journey.server.url(`${lang === "fr" ? "" : `/${lang}`}/profile/loyalty`));
    const points = Math.floor(total / 100) + 10;
    await expect.poll(() => page.getByTestId("loyalty-balance").textContent()).toBe(String(points));
    expect(await page.getByTestId("loyalty-history").locator("li").first().textContent()).toContain(String(points));
    expect(await page.getByTestId("loyalty-rewards").textContent()).toContain(WORDS[lang].rewardUsed);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe.each(CASES)("a gift voucher at the booking step ($lang, $device)", ({ lang, viewport, device }) => {
  it("an unknown code is said at its field; a 100 € voucher pays the massage, says what it keeps, and the booking shows it", async () => {
    const { context, page } = await visitor(viewport);
    const me = await journey.server.signIn(context);
    const code = generateVoucherCode((n) => randomBytes(n));
    const [voucher] = await journey.server.db
      .insert(giftVouchers)
      .values({ companyId: me.customer.companyId, code, kind: "amount", value: 10_000, balance: 10_000, validUntil: "2099-12-31", deliverOn: "2026-11-01" })
      .returning();

    await toSummary(page, lang);
    await page.getByTestId("voucher-open").click();
    const field = page.getByTestId("voucher-field");
    await field.fill(generateVoucherCode((n) => randomBytes(n)));
    await field.press("Enter");
    await page.getByTestId("booking-vouchers").getByText(WORDS[lang].voucherUnknown).waitFor();

    // typed as a customer would read it out: small letters, spaces
    await field.fill(code.toLowerCase().replace(/-/g, " "));
    await page.getByTestId("voucher-apply").click();
    const applied = page.getByTestId("voucher-applied");
    await applied.waitFor();
    const price = cents((await page.getByTestId("discount-lines").locator("dd").first().textContent())!);
    expect(cents((await page.getByTestId("discount-voucher").locator("dd").textContent())!)).toBe(price);
    expect(await applied.textContent()).toContain(WORDS[lang].voucherLeft);
    const left = (10_000 - price) / 100;
    expect((await applied.textContent())!.replace(/\s/g, " ")).toContain(lang === "fr" ? `${String(left).replace(".", ",")} €` : `€${left}`);
    const confirm = page.getByTestId("booking-confirm");
    await expect.poll(() => confirm.getAttribute("aria-busy")).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `booking-voucher-${lang}-${device}`);
    await confirm.click();

    await page.getByTestId("order-vouchers").waitFor();
    expect(cents((await page.getByTestId("order-voucher").textContent())!)).toBe(price);
    expect(cents((await page.getByTestId("order-due-at-shop").textContent())!)).toBe(0);
    const [after] = await journey.server.db.select().from(giftVouchers).where(eq(giftVouchers.id, voucher!.id));
    expect(after!.balance).toBe(10_000 - price);
  });
});
