// The back-office's catalogue in Chromium at 1280×800, in French and English: the demo's Lyon
// manager adds a service at Lyon's own price — refused first for a price that is not one, the
// form keeping what was typed and naming the field — and it is listed and bookable on the
// storefront at once, asking for the consent form chosen; the owner reorders a category's services with the keyboard alone, each move
// announced, and the storefront lists them in the new order; axe finds nothing serious on the pages.
// On a phone (390×844), in French and English, the owner reaches the catalogue through the back-office's menu, drawn once
// it is first opened: it closes on the chosen page, and opened again marks it as the current one.
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentTemplateServices } from "../server/db/schema";
import { DEMO_TEAM_PASSWORD } from "../server/db/seed";
import { DESKTOP, newPage, PHONE } from "./browser";
import { bookingJourney } from "./booking-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";

async function signIn(page: Page, prefix: string, email: string) {
  await page.goto(journey.server.url(`${prefix}/admin/login`));
  await page.fill("input[name=email]", email);
  await page.fill("input[name=password]", DEMO_TEAM_PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin\/agenda/, wait);
}

const storefront = async (path: string) => (await fetch(journey.server.url(`/api${path}`), { headers: { company: SPA } })).json();

const WORDS = {
  fr: { prefix: "", nav: "Catalogue", create: "Nouvelle prestation", name: "Nom (FR)", nameEn: "Nom (EN)", price: "Prix le week-end (€)", lyonPrice: "Prix à Maison Lumière Lyon Confluence (€)", save: "Enregistrer", amount: "Indiquez un montant en euros", category: "Massages", slug: "rituel-rhone", consent: "Formulaire à signer avant la visite" },
  en: { prefix: "/en", nav: "Catalogue", create: "New service", name: "Name (FR)", nameEn: "Name (EN)", price: "Weekend price (€)", lyonPrice: "Price at Maison Lumière Lyon Confluence (€)", save: "Save", amount: "Enter an amount in euros", category: "Massages", slug: "rhone-ritual", consent: "Form to sign before the visit" },
} as const;

describe("the back-office catalogue", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the Lyon manager adds a service at Lyon's price; refused once, it keeps what was typed; bookable at once`, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signIn(page, w.prefix, "lyon@demo.example");
      await page.getByRole("navigation").first().getByRole("link", { name: w.nav }).click();
      await page.waitForURL(/\/admin\/catalogue$/, wait);
      await axeClean(page);
      await page.getByRole("link", { name: w.create }).click();
      await page.waitForURL(/\/admin\/catalogue\/new\/service/, wait);
      await axeClean(page);
      // the manager offers it at Lyon only: Paris is not theirs to choose
      await expect(page.getByText("Maison Lumière Paris Marais").count()).resolves.toBe(0);
      const name = `Rituel du Rhône ${lang}`;
      await page.getByLabel(w.name).fill(name);
      await page.getByLabel(w.nameEn).fill(`Rhône ritual ${lang}`);
      await page.locator("input[name=slug]").fill(w.slug);
      await page.getByLabel(w.price).fill("85 euros");
      await page.getByLabel(w.lyonPrice).fill("72,50");
      await page.getByRole("checkbox", { name: w.category }).check();
      await page.getByRole("checkbox", { name: /^Léa/ }).check();
      // the demo's first consent form, asked of whoever books it
      await page.getByLabel(w.consent).selectOption({ index: 1 });
      const consentChosen = Number(await page.getByLabel(w.consent).inputValue());
      await page.getByRole("button", { name: w.save }).click();
      // refused: nothing written, the field named and focused, what was typed still there
      await page.getByTestId("article-refused").waitFor(wait);
      const price = page.getByLabel(w.price);
      await expect(price.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="price"]').textContent()).resolves.toContain(w.amount);
      await expect(price.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.getByLabel(w.name).inputValue()).resolves.toBe(name);
      await expect(page.getByLabel(w.lyonPrice).inputValue()).resolves.toBe("72,50");
      await expect(page.getByRole("checkbox", { name: /^Léa/ }).isChecked()).resolves.toBe(true);
      await expect(page.getByLabel(w.consent).inputValue()).resolves.toBe(String(consentChosen));
      await expect(page.getByTestId("missing-de").count()).resolves.toBe(1);
      await expect(page.getByTestId("missing-en").count()).resolves.toBe(0);
      expect((await storefront(`/articles/slug/${w.slug}`)).error?.code).toBeTruthy();
      await axeClean(page);

      await price.fill("85");
      await page.getByRole("button", { name: w.save }).click();
      await page.waitForURL(/\/admin\/catalogue\?saved=\d+$/, wait);
      await page.getByTestId("catalogue-saved").waitFor(wait);
      // listed in the page's language
      const shown = lang === "fr" ? name : `Rhône ritual ${lang}`;
      await expect(page.getByTestId("catalogue-services").getByText(shown).count()).resolves.toBe(1);

      // the storefront: listed in Massages, at Lyon's price, with free times at Lyon
      const { article } = await storefront(`/articles/slug/${w.slug}`);
      expect(article.booker.pricesByShops).toEqual([{ boutiqueId: "ab-1002", pvTtc: 7250 }]);
      const asked = await journey.server.db.select().from(consentTemplateServices).where(eq(consentTemplateServices.articleId, article.id));
      expect(asked.map((a) => a.templateId)).toEqual([consentChosen]);
      const { categories } = await storefront("/categories");
      expect(categories.find((c: { slug: string }) => c.slug === "massages").articles.map((a: { slug: string }) => a.slug)).toContain(w.slug);
      const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
      const { appointments } = await storefront(`/appointments?shopid=ab-1002&serviceid=${article.id}&start=${from}&end=${to}`);
      const free = appointments.data.flatMap((d: { slots: { free: { employees: string[] } }[] }) => d.slots).filter((s: { free: { employees: string[] } }) => s.free.employees.length > 0);
      expect(free.length).toBeGreaterThan(0);
      const page2 = await (await fetch(journey.server.url(`${w.prefix}/services/massages/${w.slug}`), { headers: { company: SPA } })).text();
      expect(page2).toContain(shown);
      await context.close();
    });
  }

  const REORDER = {
    fr: { prefix: "", down: (n: string) => `Descendre « ${n} »`, moved: (n: string, at: number) => new RegExp(`«.${n}.» est maintenant en position ${at} sur \\d+\\.`), name: (a: { name: { fr: string } }) => a.name.fr },
    en: { prefix: "/en", down: (n: string) => `Move “${n}” down`, moved: (n: string, at: number) => new RegExp(`“${n}” is now at position ${at} of \\d+\\.`), name: (a: { name: { fr: string; en?: string } }) => a.name.en || a.name.fr },
  } as const;
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the owner reorders services with the keyboard alone, each move announced; the storefront follows`, async () => {
      const w = REORDER[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signIn(page, w.prefix, "proprietaire@demo.example");
      await page.goto(journey.server.url(`${w.prefix}/admin/catalogue`));
      const names = async () => {
        const { categories } = await storefront("/categories");
        return categories.find((c: { slug: string }) => c.slug === "soins-du-visage").articles.map(w.name);
      };
      const before = await names();
      const moving = before[0]!;
      // the keyboard reaches the first row's "Move down" button by Tab alone
      const down = page.getByRole("button", { name: w.down(moving) });
      for (let i = 0; i < 80 && !(await down.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
      await expect(down.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("catalogue-services-announce").textContent(), wait).toMatch(w.moved(moving, 2));
      // the focus stayed on the moved row's button: once more
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("catalogue-services-announce").textContent(), wait).toMatch(w.moved(moving, 3));
      await expect.poll(() => names(), wait).toEqual([before[1], before[2], moving, ...before.slice(3)]);
      await page.reload();
      await axeClean(page);
      await context.close();
    });
  }

  const MENU = {
    fr: { prefix: "", headings: ["Maison Lumière Spa", "Aujourd'hui", "Mise en place", "Chiffres"], catalogue: "Catalogue" },
    en: { prefix: "/en", headings: ["Maison Lumière Spa", "Today", "Set-up", "Figures"], catalogue: "Catalogue" },
  } as const;
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: on a phone, the owner reaches the catalogue through the menu; it closes on the page and marks it when opened again`, async () => {
      const w = MENU[lang];
      const { context, page } = await newPage(journey.browser, PHONE);
      await signIn(page, w.prefix, "proprietaire@demo.example");
      const menu = page.getByTestId("admin-menu");
      const sheet = page.getByTestId("admin-menu-sheet");
      // closed, the menu draws no entries (the side bar, hidden on a phone, has the same links);
      // its button is drawn with it, so once the button shows, the closed menu is there to count
      await menu.waitFor(wait);
      expect(await sheet.locator("a").count()).toBe(0);
      await menu.click();
      const catalogue = sheet.getByRole("link", { name: w.catalogue });
      await catalogue.waitFor(wait);
      expect(await sheet.getByRole("heading", { level: 2 }).allTextContents()).toEqual([...w.headings]);
      await axeClean(page);
      await catalogue.click();
      await page.waitForURL(new RegExp(`${w.prefix}/admin/catalogue$`), wait);
      await page.getByRole("heading", { level: 1, name: "Catalogue" }).waitFor(wait);
      await sheet.waitFor({ state: "hidden", ...wait });
      await menu.click();
      await catalogue.waitFor(wait);
      expect(await catalogue.getAttribute("aria-current")).toBe("page");
      // Escape closes it and the focus goes back to the menu's button
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "hidden", ...wait });
      await expect.poll(() => menu.evaluate((el) => el === document.activeElement), wait).toBe(true);
      await context.close();
    });
  }
});
