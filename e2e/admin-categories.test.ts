// The services' categories in the back-office, in Chromium at 1280×800, in French and English: the
// owner opens them from the catalogue, creates one — refused first without its French name, the
// form keeping what was typed and naming the field — with a service in it, and /services shows it
// at once; renames it, and /services shows the new name; moves it up with the keyboard alone, the
// move announced and the storefront's order following; a category still listing a service is not
// deleted and the owner is told why; an empty one is deleted. Axe finds nothing serious.
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage } from "./browser";
import { bookingJourney } from "./booking-support";
import { signInToAdmin } from "./admin-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";

const storefrontApi = async (path: string) => (await fetch(journey.server.url(`/api${path}`), { headers: { company: SPA } })).json();
const servicesPage = async (prefix: string) => (await fetch(journey.server.url(`${prefix}/services`), { headers: { company: SPA } })).text();
const serviceSlugs = async () => ((await storefrontApi("/categories")).categories as { slug: string; kind?: string }[]).map((c) => c.slug);

const WORDS = {
  fr: { prefix: "", manage: "Catégories", create: "Nouvelle catégorie", save: "Enregistrer la catégorie", del: "Supprimer la catégorie", up: (n: string) => `Monter « ${n} »`, moved: (n: string, at: number) => new RegExp(`«.${n}.» est maintenant en position ${at} sur \\d+\\.`), holds: "contient encore 1 prestation", deleted: "est supprimée" },
  en: { prefix: "/en", manage: "Categories", create: "New category", save: "Save the category", del: "Delete the category", up: (n: string) => `Move “${n}” up`, moved: (n: string, at: number) => new RegExp(`“${n}” is now in position ${at} of \\d+\\.`), holds: "still lists 1 service", deleted: "is deleted" },
} as const;

describe("the back-office's services categories", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the owner creates, renames, moves up and deletes categories; /services follows at once`, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.goto(journey.server.url(`${w.prefix}/admin/catalogue`));
      await page.getByRole("link", { name: w.manage, exact: true }).click();
      await page.waitForURL(/\/admin\/catalogue\/categories$/, wait);
      await axeClean(page);
      await page.getByRole("link", { name: w.create }).click();
      await page.waitForURL(/\/admin\/catalogue\/categories\/new$/, wait);
      await axeClean(page);

      // refused without its French name: nothing written, the field named and focused, the rest kept
      const fr = `Rituels du soir ${lang}`;
      const en = `Evening rituals ${lang}`;
      await page.locator('input[name="name.en"]').fill(en);
      await page.locator('textarea[name="description.fr"]').fill("Pour finir la journée en douceur.");
      const service = page.locator("input[name=services]").first();
      await service.check();
      await page.getByRole("button", { name: w.save }).click();
      await page.getByTestId("category-refused").waitFor(wait);
      const frName = page.locator('input[name="name.fr"]');
      await expect(frName.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(frName.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.locator('input[name="name.en"]').inputValue()).resolves.toBe(en);
      await expect(page.locator('textarea[name="description.fr"]').inputValue()).resolves.toBe("Pour finir la journée en douceur.");
      await expect(service.isChecked()).resolves.toBe(true);
      await expect(page.getByTestId("missing-name.de").count()).resolves.toBe(1);
      await axeClean(page);

      await frName.fill(fr);
      await page.getByRole("button", { name: w.save }).click();
      await page.waitForURL(/\/admin\/catalogue\/categories\/\d+\?saved$/, wait);
      await page.getByTestId("category-saved").waitFor(wait);
      const shown = lang === "fr" ? fr : en;
      expect(await servicesPage(w.prefix)).toContain(shown);

      // renamed: /services shows the new name at once
      const renamed = `${shown} ★`;
      await page.locator(`input[name="name.${lang}"]`).fill(renamed);
      await page.getByRole("button", { name: w.save }).click();
      await page.getByTestId("category-saved").waitFor(wait);
      await expect.poll(async () => (await servicesPage(w.prefix)).includes(renamed), wait).toBe(true);
      const slug = (await page.locator("input[name=slug]").inputValue()) || "";
      expect(slug).not.toBe("");

      // moved up by the keyboard alone: the new category was placed last
      await page.goto(journey.server.url(`${w.prefix}/admin/catalogue/categories`));
      const before = await serviceSlugs();
      const up = page.getByRole("button", { name: w.up(renamed) });
      for (let i = 0; i < 120 && !(await up.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
      await expect(up.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      const rows = await page.getByTestId("category-row").count();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByTestId("categories-announce").textContent(), wait).toMatch(w.moved(renamed, rows - 1));
      await expect.poll(async () => (await serviceSlugs()).indexOf(slug), wait).toBe(before.indexOf(slug) - 1);
      await axeClean(page);

      // a category still listing a service is kept, and the owner is told why
      await page.getByTestId("category-name").filter({ hasText: renamed }).click();
      await page.waitForURL(/\/admin\/catalogue\/categories\/\d+$/, wait);
      await page.getByRole("button", { name: w.del }).click();
      await expect(page.getByTestId("category-holds").textContent(wait)).resolves.toContain(w.holds);
      expect(await serviceSlugs()).toContain(slug);

      // an empty one is deleted
      await page.goto(journey.server.url(`${w.prefix}/admin/catalogue/categories/new`));
      const empty = `Vide ${lang}`;
      await page.locator('input[name="name.fr"]').fill(empty);
      await page.locator(`input[name="name.${lang}"]`).fill(empty);
      await page.getByRole("button", { name: w.save }).click();
      await page.waitForURL(/\/admin\/catalogue\/categories\/\d+\?saved$/, wait);
      await page.getByRole("button", { name: w.del }).click();
      await page.waitForURL(/\/admin\/catalogue\/categories\?deleted=/, wait);
      await expect(page.getByTestId("category-deleted").textContent()).resolves.toContain(w.deleted);
      await expect(page.getByTestId("category-name").filter({ hasText: empty }).count()).resolves.toBe(0);
      await context.close();
    });
  }
});
