// The marketplace's shop finder in Chromium (demo host marketplace.localhost), at phone and desktop
// size, in French and English. Located in central Paris (the browser's geolocation granted): the
// nearest shops first with their distances, the radius narrowing and widening the list, 'see more'
// adding six, a shop without online booking saying so, one with it leading to its own storefront,
// and the shops visited listed as last viewed. Geolocation denied: the spec's message, then a search
// by town (accents left out) and by postcode. axe finds nothing serious on the finder.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE } from "./browser";
import { bookingJourney } from "./booking-support";
import { giveConsent, seriousViolations } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 20_000 };
// Place de l'Hôtel-de-Ville, Paris
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

const WORDS = {
  fr: {
    prefix: "",
    around: "Autour de votre position",
    results: (n: number) => `Résultats : ${n}`,
    radius: (km: number) => `Rayon : ${km} km`,
    noBooking: "Réservation en ligne non disponible",
    denied: "La localisation est désactivée : autorisez-la dans votre navigateur, ou cherchez par ville ou code postal.",
    locate: "Autour de moi",
    search: "Rechercher",
    seeMore: "Voir plus",
    lastViewed: "Consultés récemment",
    nextFree: /^Prochaine disponibilité : /,
  },
  en: {
    prefix: "/en",
    around: "Around your position",
    results: (n: number) => `Results: ${n}`,
    radius: (km: number) => `Radius: ${km} km`,
    noBooking: "Online booking not available",
    denied: "Location is turned off: allow it in your browser, or search by town or postcode.",
    locate: "Near me",
    search: "Search",
    seeMore: "See more",
    lastViewed: "Recently viewed",
    nextFree: /^Next free: /,
  },
} as const;

const HOSTS = ["marketplace.localhost", "localhost", "solo.localhost", "eclat.localhost", "bains.localhost", "ongles.localhost"];

async function finderPage(viewport: typeof PHONE, options: Parameters<typeof newPage>[2] = {}) {
  const opened = await newPage(journey.browser, viewport, options);
  for (const host of HOSTS) await giveConsent(opened.context, `http://${host}:${journey.server.port}/`);
  return opened;
}

const finder = (lang: "fr" | "en", query = "") => `http://marketplace.localhost:${journey.server.port}${WORDS[lang].prefix || "/"}${query}`;

const names = (page: Page, list = "finder-results") => page.getByTestId(list).getByTestId("finder-shop-name").allTextContents();

/** The distances the cards show, in metres as read ('742 m', '2 km'). */
async function distances(page: Page): Promise<number[]> {
  return (await page.getByTestId("finder-results").getByTestId("finder-distance").allTextContents()).map((text) => {
    const [, value, unit] = text.trim().match(/^(\d+)\s*(m|km)$/)!;
    return Number(value) * (unit === "km" ? 1000 : 1);
  });
}

async function axeClean(page: Page) {
  await expect(seriousViolations(page)).resolves.toEqual([]);
}

/** Until the finder shows `count` result cards. */
const cards = (page: Page) => page.getByTestId("finder-results").getByTestId("finder-card");

async function denyGeolocation(context: BrowserContext, page: Page) {
  // Playwright grants permissions but has no way to refuse one: the browser's own protocol, for this context
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", { permission: { name: "geolocation" }, setting: "denied", origin: `http://marketplace.localhost:${journey.server.port}`, browserContextId: targetInfo.browserContextId });
}

describe("the marketplace's shop finder", () => {
  it("reads without JavaScript: a search is an address, 'see more' a link, the radius a form", async () => {
    const { context, page } = await finderPage(PHONE, { javaScriptEnabled: false });
    try {
      await page.goto(finder("fr", "?q=eclat"));
      await expect(cards(page).count()).resolves.toBe(6);
      await page.getByTestId("finder-more").click();
      await page.waitForURL(/pages=2/, wait);
      await expect(cards(page).count()).resolves.toBe(12);
      await page.goto(finder("fr", `?lat=${PARIS.latitude}&lng=${PARIS.longitude}`));
      await expect(names(page)).resolves.toHaveLength(4);
      await page.getByTestId("finder-radius").fill("10");
      await page.getByRole("button", { name: "Appliquer" }).click();
      await page.waitForURL(/radius=10/, wait);
      await expect(names(page)).resolves.toEqual(["Maison Lumière Paris Marais", "Éclat Paris", "Éclat Boulogne-Billancourt"]);
    } finally {
      await context.close();
    }
  });

  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    for (const lang of ["fr", "en"] as const) {
      const w = WORDS[lang];

      it(`${lang}, ${size}: located, the nearest first with distances; the radius narrows and widens; 'see more' adds six; last viewed after two visits`, async () => {
        const { context, page } = await finderPage(viewport, { geolocation: PARIS, permissions: ["geolocation"] });
        try {
          await page.goto(finder(lang));
          // permission already granted: located at once, no button to press (spec §4: location mode first)
          await page.waitForURL(/[?&]lat=48\.8566/, wait);
          await expect.poll(() => page.getByTestId("finder-count").textContent(), wait).toBe(w.around);
          const near = await names(page);
          expect(near[0]).toBe("Maison Lumière Paris Marais");
          expect(near).toEqual(expect.arrayContaining(["Éclat Paris", "Éclat Boulogne-Billancourt", "Éclat Versailles"]));
          expect(near).toHaveLength(4);
          const metres = await distances(page);
          expect(metres).toHaveLength(4);
          expect(metres).toEqual([...metres].sort((a, b) => a - b));
          expect(metres[0]).toBeLessThan(1000);
          expect(metres.at(-1)).toBeLessThanOrEqual(100_000);
          // fewer than six found: suggestions fill up to six, the nearest of the others
          expect(await names(page, "finder-suggestions")).toHaveLength(2);
          await expect(page.getByTestId("finder-radius-value").textContent()).resolves.toBe(w.radius(100));
          await axeClean(page);
          // a marketplace sells no services itself: no menu, footer or bottom bar leads to an empty list
          expect(await page.locator('a[href$="/services"]').count()).toBe(0);

          // the radius down to 1 km with the keyboard: only the shop 742 m away is left
          await page.getByTestId("finder-radius").focus();
          await page.keyboard.press("Home");
          await page.waitForURL(/radius=1(&|$)/, wait);
          await expect.poll(() => names(page), wait).toEqual(["Maison Lumière Paris Marais"]);
          await expect(page.getByTestId("finder-radius-value").textContent()).resolves.toBe(w.radius(1));

          // up to 250 km: ten shops, six shown, 'see more' shows the rest, nearest first throughout
          await page.getByTestId("finder-radius").focus();
          await page.keyboard.press("End");
          await page.waitForURL(/radius=250/, wait);
          await expect.poll(() => cards(page).count(), wait).toBe(6);
          const wide = await distances(page);
          expect(wide).toEqual([...wide].sort((a, b) => a - b));
          await page.getByTestId("finder-more").click();
          await expect.poll(() => cards(page).count(), wait).toBe(10);
          const more = await distances(page);
          expect(more).toEqual([...more].sort((a, b) => a - b));
          expect(more.at(-1)).toBeLessThanOrEqual(250_000);
          // the first six stayed where they were, and there is nothing more to see
          expect(more.slice(0, 6)).toEqual(wide);
          await expect(page.getByTestId("finder-more").count()).resolves.toBe(0);

          // a word found in twelve shops' names: six, then 'see more' adds six
          await page.getByTestId("finder-q").fill("eclat");
          await page.getByTestId("finder-q").press("Enter");
          await page.waitForURL(/q=eclat/, wait);
          await expect.poll(() => cards(page).count(), wait).toBe(6);
          await page.getByTestId("finder-more").click();
          await expect.poll(() => cards(page).count(), wait).toBe(12);
          expect((await names(page)).every((n) => n.startsWith("Éclat "))).toBe(true);
          await expect(page.getByTestId("finder-more").count()).resolves.toBe(0);

          // a shop with online booking leads to its own business's storefront
          await page.getByTestId("finder-results").getByRole("link", { name: /Éclat Paris/ }).click();
          await page.waitForURL(new RegExp(`^http://eclat\\.localhost:${journey.server.port}${w.prefix}/eclat-paris`), wait);
          await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toContain("Éclat Paris");

          // a second visit, then back to the finder: both shops, the newest first
          await page.goto(finder(lang, "?q=versailles"));
          await page.getByTestId("finder-results").getByRole("link", { name: /Éclat Versailles/ }).click();
          await page.waitForURL(new RegExp(`^http://eclat\\.localhost:${journey.server.port}${w.prefix}/eclat-versailles`), wait);
          await page.goto(finder(lang, "?q=paris"));
          const lastViewed = page.getByTestId("finder-last-viewed");
          await lastViewed.waitFor(wait);
          await expect(page.getByRole("heading", { name: w.lastViewed }).count()).resolves.toBe(1);
          expect(await names(page, "finder-last-viewed")).toEqual(["Éclat Versailles", "Éclat Paris"]);
          await axeClean(page);
        } finally {
          await context.close();
        }
      });

      it(`${lang}, ${size}: a shop without online booking says so and links nowhere; one with it shows its next free time`, async () => {
        const { context, page } = await finderPage(viewport, { geolocation: PARIS, permissions: ["geolocation"] });
        try {
          await page.goto(finder(lang, `?q=nancy&lat=${PARIS.latitude}&lng=${PARIS.longitude}`));
          await expect(names(page)).resolves.toEqual(["Éclat Nancy"]);
          const card = cards(page).first();
          await expect(card.getByTestId("finder-no-booking").textContent()).resolves.toBe(w.noBooking);
          await expect(card.evaluate((el) => el.tagName)).resolves.toBe("ARTICLE");
          await expect(card.locator("a").count()).resolves.toBe(0);
          // with a position, a text search shows the distance too (Nancy is some 280 km away)
          const [metres] = await distances(page);
          expect(metres).toBeGreaterThan(250_000);
          expect(metres).toBeLessThan(320_000);

          await page.goto(finder(lang, "?q=reims"));
          const reims = cards(page).first();
          await expect(reims.evaluate((el) => el.tagName)).resolves.toBe("A");
          await expect(reims.getByTestId("finder-next-free").textContent()).resolves.toMatch(w.nextFree);
          await axeClean(page);
        } finally {
          await context.close();
        }
      });

      it(`${lang}, ${size}: geolocation denied: the spec's message, then a town without its accent and a postcode`, async () => {
        const { context, page } = await finderPage(viewport);
        try {
          await denyGeolocation(context, page);
          await page.goto(finder(lang));
          await expect(page.getByTestId("finder-denied").textContent(wait)).resolves.toBe(w.denied);
          // pressing 'near me' anyway says it again and leaves the visitor in the text box
          await page.getByRole("button", { name: w.locate }).click();
          await expect(page.getByTestId("finder-denied").textContent()).resolves.toBe(w.denied);
          await expect.poll(() => page.evaluate(() => document.activeElement?.id), wait).toBe("finder-q");
          await expect(page.getByTestId("finder-radius-form").count()).resolves.toBe(0);
          await axeClean(page);

          await page.getByTestId("finder-q").fill("Perigueux");
          await page.getByTestId("finder-q").press("Enter");
          await page.waitForURL(/q=Perigueux/, wait);
          await expect.poll(() => names(page), wait).toEqual(["Ongles & Cie Périgueux"]);
          await expect(page.getByTestId("finder-count").textContent()).resolves.toBe(w.results(1));
          // no position: no distance
          await expect(page.getByTestId("finder-distance").count()).resolves.toBe(0);

          // a postcode's start: the two Lyon shops
          await page.getByTestId("finder-q").fill("690");
          await page.getByRole("button", { name: w.search, exact: true }).click();
          await page.waitForURL(/q=690/, wait);
          await expect.poll(async () => (await names(page)).sort(), wait).toEqual(["Bains du Sud Lyon", "Maison Lumière Lyon Confluence"].sort());
          // a postcode nobody has falls back to its first two digits (the département)
          await page.getByTestId("finder-q").fill("24999");
          await page.getByTestId("finder-q").press("Enter");
          await page.waitForURL(/q=24999/, wait);
          await expect.poll(() => names(page), wait).toEqual(["Ongles & Cie Périgueux"]);
          await axeClean(page);
        } finally {
          await context.close();
        }
      });
    }
  }
});
