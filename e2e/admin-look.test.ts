// The back-office's look page in Chromium at 1280×800, in French and English: the owner changes
// the primary colour and sees the framed storefront take it before anything is saved (the computed
// style inside the frame, while the storefront's visitors still get the old one); a text colour
// that would not read on the background is said before saving and refused when saved, with the
// ratio and what to change, what was typed kept; saved, a fresh storefront page has the new
// colour. The hero and the magazine module's menu entry switched show in the frame before saving
// (the whole draft signed, decision 300), not to the storefront's visitors until saved.
// Reached and saved with the keyboard; axe finds nothing serious; the phone's layout too.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage, PHONE, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { signInToAdmin } from "./admin-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const SPA = "demo-spa-lumiere";

const savedPrimary = async () => (await (await fetch(journey.server.url("/api/companies/me"), { headers: { company: SPA } })).json()).company.settings.themes.colors.primary as string;
/** the primary colour the framed storefront draws with, as the browser computes it */
const framedPrimary = (page: Page) => page.getByTestId("look-frame").evaluate((f) => getComputedStyle((f as HTMLIFrameElement).contentDocument!.documentElement).getPropertyValue("--vt-primary").trim());

const savedBooker = async () => (await (await fetch(journey.server.url("/api/companies/me"), { headers: { company: SPA } })).json()).company.settings.booker as { magazineEnabled: boolean; sections: { home: { heroImage: { enabled: boolean } } } };
/** what a storefront page shows of the two settings changed: the menu's magazine entry (a module), the home's hero */
const SHOWN = { gift: '[data-testid="desktop-menu"] a[href$="/magazine"]', hero: '[data-testid="hero"]' };
const framedHasCookieCard = (page: Page) => page.getByTestId("look-frame").evaluate((f) => (f as HTMLIFrameElement).contentDocument!.querySelector("[data-testid=cookie-consent]") !== null);
const framedShows = (page: Page) =>
  page.getByTestId("look-frame").evaluate((f, q) => {
    const doc = (f as HTMLIFrameElement).contentDocument!;
    return { gift: doc.querySelector(q.gift) !== null, hero: doc.querySelector(q.hero) !== null };
  }, SHOWN);
/** the storefront's home as a visitor who never saw the back-office gets it */
async function visitorShows(lang: "fr" | "en") {
  const visitor = await newPage(journey.browser, DESKTOP);
  await visitor.page.goto(journey.server.url(`${WORDS[lang].prefix}/`));
  const shown = await visitor.page.evaluate((q) => ({ gift: document.querySelector(q.gift) !== null, hero: document.querySelector(q.hero) !== null }), SHOWN);
  await visitor.context.close();
  return shown;
}

const WORDS = {
  fr: { prefix: "", nav: "Apparence", primary: "Couleur principale", text: "Texte", save: "Enregistrer et publier", colour: "#0b5d4b", refusal: "Contraste 2,32:1, trop faible : il faut au moins 4,5:1 (WCAG AA). Foncez « Texte » ou éclaircissez « Fond ».", saved: "Enregistré", computer: "Ordinateur", phone: "Téléphone", gift: "Magazine", hero: "Afficher la grande image d'accueil" },
  en: { prefix: "/en", nav: "Look", primary: "Primary colour", text: "Text", save: "Save and publish", colour: "#7a1f3d", refusal: "Contrast 2.32:1 is too low: at least 4.5:1 is needed (WCAG AA). Make “Text” darker or “Background” lighter.", saved: "Saved", computer: "Computer", phone: "Phone", gift: "Magazine", hero: "Show the large home image" },
} as const;

describe("the back-office's look, previewed live", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the owner's new primary colour shows in the frame before saving, a pale text is refused with its ratio, saved it is on the storefront`, async () => {
      const w = WORDS[lang];
      const { context, page } = await newPage(journey.browser, DESKTOP);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.getByRole("navigation").first().getByRole("link", { name: w.nav }).click();
      await page.waitForURL(/\/admin\/look$/, wait);
      const before = await savedPrimary();
      await expect.poll(() => framedPrimary(page), wait).toBe(before);
      // the frame shows the look, with no cookie card over it (the owner is never asked there)
      await expect.poll(() => framedHasCookieCard(page), wait).toBe(false);
      await axeClean(page);

      // previewed: the frame draws the new colour, the storefront's visitors still get the old one
      await page.getByLabel(w.primary, { exact: true }).fill(w.colour);
      await expect.poll(() => framedPrimary(page), wait).toBe(w.colour);
      expect(await savedPrimary()).toBe(before);
      // the same preview as a computer: the storefront laid out 1280 px wide, scaled into the column; then back to a phone's 390
      const frameWidth = () => page.getByTestId("look-frame").evaluate((f) => [(f as HTMLIFrameElement).contentWindow!.innerWidth, Math.round(f.getBoundingClientRect().width)]);
      // by keyboard, as a radio group: the arrow moves to the other choice
      await page.getByTestId("look-device").getByRole("radio", { name: w.phone }).focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await frameWidth())[0], wait).toBe(1280);
      const [, shown] = await frameWidth();
      expect(shown).toBeGreaterThan(300);
      expect(shown).toBeLessThan(1280);
      await expect(framedPrimary(page)).resolves.toBe(w.colour);
      await axeClean(page);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(async () => (await frameWidth())[0], wait).toBe(390);

      // the hero and the magazine module switched (off, or back on for the second language):
      // the frame shows both before saving, the storefront's visitors still get what is saved
      const booker = await savedBooker();
      const was = { gift: booker.magazineEnabled, hero: booker.sections.home.heroImage.enabled };
      await expect.poll(() => framedShows(page), wait).toEqual(was);
      await page.getByLabel(w.hero, { exact: true }).setChecked(!was.hero);
      await page.getByLabel(w.gift, { exact: true }).setChecked(!was.gift);
      const drafted = { gift: !was.gift, hero: !was.hero };
      await expect.poll(() => framedShows(page), wait).toEqual(drafted);
      // nor once it shows the draft
      expect(await framedHasCookieCard(page)).toBe(false);
      // the preview redraws the frame: the colour typed is still laid over it
      await expect.poll(() => framedPrimary(page), wait).toBe(w.colour);
      await expect(visitorShows(lang)).resolves.toEqual(was);
      expect(await savedBooker()).toMatchObject({ magazineEnabled: was.gift });
      await screenshot(page, `look-draft-${lang}`, { fullPage: false });

      // a pale text: said before saving, refused when saved, what was typed kept
      await page.getByLabel(w.text, { exact: true }).fill("#aaaaaa");
      await expect(page.getByTestId("contrast-text").getAttribute("data-ok")).resolves.toBe("false");
      await expect(page.getByTestId("contrast-text").textContent()).resolves.toContain(w.refusal);
      await page.getByRole("button", { name: w.save }).click();
      await page.getByTestId("look-refused").waitFor(wait);
      const text = page.getByLabel(w.text, { exact: true });
      await expect(text.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="colors.text"]').textContent()).resolves.toBe(w.refusal);
      await expect(text.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.getByLabel(w.primary, { exact: true }).inputValue()).resolves.toBe(w.colour);
      expect(await savedPrimary()).toBe(before);
      await axeClean(page);

      // with the keyboard: the text made readable again, then Tab to the save button and Enter
      await text.focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("#1a1b1b");
      await expect(page.getByTestId("contrast-text").getAttribute("data-ok")).resolves.toBe("true");
      const save = page.getByRole("button", { name: w.save });
      for (let i = 0; i < 120 && !(await save.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
      await expect(save.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/admin\/look\?saved=1$/, wait);
      await expect(page.getByTestId("look-saved").textContent()).resolves.toContain(w.saved);
      expect(await savedPrimary()).toBe(w.colour);

      // a fresh storefront page, in a browser that never saw the preview
      const visitor = await newPage(journey.browser, DESKTOP);
      await visitor.page.goto(journey.server.url(`${w.prefix}/`));
      await expect(visitor.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--vt-primary").trim())).resolves.toBe(w.colour);
      await visitor.context.close();
      await expect(visitorShows(lang)).resolves.toEqual(drafted);
      await expect.poll(() => framedShows(page), wait).toEqual(drafted);
      await screenshot(page, `look-saved-${lang}`, { fullPage: false });
      await context.close();
    });
  }

  it("fr: on a phone the form comes first and 'Voir l'aperçu' leads to the frame", async () => {
    const { context, page } = await newPage(journey.browser, PHONE);
    await signInToAdmin(page, journey.server.url("/admin"), "proprietaire@demo.example");
    await page.goto(journey.server.url("/admin/look"));
    await page.getByRole("link", { name: "Voir l'aperçu" }).click();
    await expect.poll(() => page.getByTestId("look-frame").evaluate((f) => f.getBoundingClientRect().top < window.innerHeight), wait).toBe(true);
    await axeClean(page);
    await context.close();
  });
});
