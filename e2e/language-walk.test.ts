// A signed-in customer walks every storefront page in the five languages, at phone and desktop
// size, as the server writes it and as the app draws it after a client-side navigation, and each
// page must be in the language of its address: its <html lang>, no raw translation key, no French
// interface word on a page in another language. Data requests after the app has started (a
// signed-in customer's basket saved, a revalidation) are waited for, since they once brought
// French data into an English page. One browser, one evaluate per read.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../app/locales";
import { localePath, stripLocale } from "../domain/service-url";
import type { Lang } from "../domain/types";
import { DESKTOP, PHONE, at, launch, settled } from "./browser";
import { giveConsent } from "./shell-helpers";

const LANGS: Lang[] = ["fr", "en", "de", "es", "it"];

/** The storefront's pages, French addresses (the e-shop's answer 404 on this server: their 404 page is walked); each language's magazine story is found on its list. */
const PAGES = [
  "/",
  "/services",
  "/services/massages",
  "/services/massages/massage-californien",
  "/paris-marais/services/massages/massage-californien?page=reserved",
  "/paris-marais",
  "/boutique",
  "/panier",
  "/gift",
  "/magazine",
  "/contact",
  "/legal",
  "/presse",
  "/accessibilite",
  "/profile",
  "/profile/orders",
  "/profile/loyalty",
  "/profile/eshoporders",
  "/profile/gifts",
  "/payments/fail",
  "/no-such-page-here",
];

/** Text a raw key would show: a key's first segment (`nav`, `home`, `booking`…) and a dot. */
const NAMESPACES = [...new Set(Object.keys(catalogues.fr).map((k) => k.split(".")[0]!))];
const KEY_LIKE = new RegExp(`(?<![\\w@/.-])(?:${NAMESPACES.join("|")})\\.[a-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_]+)*`, "g");

/**
 * French interface words no other language's page should show. Names (the business, its shops,
 * services, products, people, places) are the business's and may be French: none of these words
 * is part of a demo name.
 */
const FRENCH = [
  "Réserver", "Réservez", "réservation", "Prestations", "prestation", "Panier", "Connexion", "Se connecter", "Mon compte", "Mes rendez-vous",
  "votre", "vous", "avec", "pour", "Rechercher", "Ajouter", "Fermer", "Découvrir", "Bons cadeaux", "bon cadeau", "Gérer les cookies",
  "à partir de", "Accueil", "Livraison", "Commande", "Aucun", "Aucune", "Envoyer", "Valider", "Continuer", "Précédent", "Suivant",
  "Fidélité", "Mentions légales", "Plan du site", "Horaires", "Fermé", "Ouvert", "Voir tout", "Retour", "Chargement", "Enregistrer",
];
const FRENCH_WORD = new RegExp(`(?<![\\p{L}])(?:${FRENCH.join("|")})(?![\\p{L}])`, "iu");

/** What the page shows and says of itself, read in one go: the text, and the words in its attributes. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")].flatMap((el) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v)),
    );
    return { lang: document.documentElement.lang, title: document.title, text: [document.body.innerText, ...attrs].join("\n") };
  });
}

/** What is wrong with a page in `lang`: an empty list when nothing. */
function faults(lang: Lang, seen: { lang: string; title: string; text: string }): string[] {
  const found: string[] = [];
  if (seen.lang !== lang) found.push(`<html lang="${seen.lang}">`);
  const all = `${seen.title}\n${seen.text}`;
  for (const key of new Set(all.match(KEY_LIKE) ?? [])) found.push(`raw key '${key}'`);
  if (lang !== "fr") {
    for (const line of all.split("\n")) {
      const word = FRENCH_WORD.exec(line);
      if (word) found.push(`French '${word[0]}' in '${line.trim().slice(0, 80)}'`);
    }
  }
  return found;
}

let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;
/** Each language's first magazine story, without its language prefix. */
const stories = new Map<Lang, string>();

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ viewport: DESKTOP });
  await giveConsent(context, at("/"));
  await context.addCookies([
    { name: "promo_popup_views", value: "2", url: at("/") },
    { name: "coupons_popup_closed", value: "1", url: at("/") },
  ]);
  const page = await context.newPage();
  await page.goto(at("/auth/login"));
  await hydrated(page);
  await page.fill("#f-email", "client@demo.example");
  await page.fill("#f-password", "demo-vitrine");
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  signedIn = await context.storageState();
  // each language's first story, as its own magazine links it (a story's address differs by language)
  for (const lang of LANGS) {
    await page.goto(at(localePath("/magazine", lang)));
    await page.locator("main h1").waitFor();
    const links = page.locator(`main a[href^="${localePath("/magazine/", lang)}"]`);
    // a language the business wrote no story in lists none: its magazine page is walked alone
    if ((await links.count()) > 0) stories.set(lang, stripLocale((await links.first().getAttribute("href"))!).path);
  }
  await context.close();
});
afterAll(() => browser?.close());

/** Until React holds the document (the app's entry starts just after the document's scripts). */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

/**
 * The walk of one language, two ways at once. As served: every page's document, without running
 * its scripts (what the server wrote, as a first paint shows it). As the app: the home loaded and
 * started (what it asks once running: a signed-in customer's basket saved, the data asked again),
 * then every page reached from it without a new document. Each page is read at phone size, then at
 * desktop size (the same document resized: what either size hides is out of its text). Images and
 * fonts are not fetched: they carry no words.
 */
async function walk(lang: Lang): Promise<string[]> {
  const pages = [...PAGES, ...(stories.has(lang) ? [stories.get(lang)!] : [])];
  const problems: string[] = [];
  const started = Date.now();
  const open = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: PHONE, storageState: signedIn, javaScriptEnabled });
    await context.route(/\.(png|jpe?g|webp|avif|gif|woff2?)(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    // a load the router abandons because the walk moved on (React Router aborts it) is no fault of the page
    page.on("pageerror", (err) => err.name !== "AbortError" && problems.push(`script error on ${page.url()}: ${err.message}`));
    return { context, page };
  };
  const check = async (page: Page, address: string, how: string) => {
    if (how !== "served") await settled(page);
    if (process.env.WALK_LOG) console.log(lang, how, address, Date.now() - started);
    for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      for (const fault of faults(lang, await readPage(page))) {
        problems.push(`${address} (${how}, ${size}): ${fault}`);
        if (process.env.WALK_LOG) console.log("FAULT", lang, address, how, size, fault);
      }
    }
    await page.setViewportSize(PHONE);
  };
  const served = async () => {
    const { context, page } = await open(false);
    try {
      for (const path of pages) {
        await page.goto(at(localePath(path, lang)), { waitUntil: "domcontentloaded" });
        await check(page, localePath(path, lang), "served");
      }
    } finally {
      await context.close();
    }
  };
  const app = async () => {
    const { context, page } = await open(true);
    try {
      await page.goto(at(localePath("/", lang)), { waitUntil: "domcontentloaded" });
      await hydrated(page);
      await check(page, localePath("/", lang), "loaded");
      for (const path of pages) {
        // the app's own router, as a link would (a page that loaded a new document has a new one)
        await page.waitForFunction(() => "__reactRouterDataRouter" in window);
        await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(to), localePath(path, lang));
        await check(page, localePath(path, lang), "navigated");
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all([served(), app()]);
  return problems;
}

describe("every page in its own language, signed in, at phone and desktop size, as served and navigated to", () => {
  it.each(LANGS)("%s", async (lang) => {
    const problems = [...new Set(await walk(lang))];
    expect(problems).toEqual([]);
  }, 300_000);
});
