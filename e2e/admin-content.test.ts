// The back-office's content in Chromium at 1280×800, in French and English: the owner writes a
// post in the rich-text editor — bold words and a link — refused once for its address (the form
// keeps what was typed and names the field), schedules it for the day after tomorrow, previews it (not yet on
// the magazine), publishes it now and reads it on the storefront's magazine; an alert written here
// shows in the storefront's bell at once. axe finds nothing serious on the pages.
import type { BrowserContext } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { DESKTOP, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { signInToAdmin } from "./admin-support";
import { axeClean, giveConsent } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const opened: BrowserContext[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
});

const WORDS = {
  fr: { prefix: "", nav: "Contenus", title: "Titre", slug: "Adresse de la page", bold: "Gras", link: "Lien", linkUrl: /Adresse du lien/, apply: "Appliquer", publish: "Publié à partir du jour et de l'heure", day: "Jour", hour: /^Heure/, scheduled: "Programmé", slugError: "Minuscules, chiffres et tirets", alertText: "Message (FR)", from: "Premier jour", until: "Dernier jour" },
  en: { prefix: "/en", nav: "Content", title: "Title", slug: "Page address", bold: "Bold", link: "Link", linkUrl: /Link address/, apply: "Apply", publish: "Published from the day and hour", day: "Day", hour: /^Hour/, scheduled: "Scheduled", slugError: "Lower-case letters, digits and dashes", alertText: "Message (FR)", from: "First day", until: "Last day" },
} as const;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("the back-office's content", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the owner writes a post with bold words and a link, schedules it, previews it, publishes it; an alert shows in the bell`, async () => {
      const w = WORDS[lang];
      const title = lang === "fr" ? "Rituel douceur d'hiver" : "A gentle winter ritual";
      const slug = `rituel-hiver-${lang}`;
      const admin = await newPage(journey.browser, DESKTOP);
      opened.push(admin.context);
      const { page } = admin;
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");
      await page.getByRole("navigation").first().getByRole("link", { name: w.nav }).click();
      await page.waitForURL(/\/admin\/content$/, wait);
      await page.getByTestId("posts").waitFor(wait);
      await axeClean(page);
      await page.getByTestId("post-new").click();
      await page.waitForURL(/\/admin\/content\/posts\/new$/, wait);

      await page.getByLabel(w.title, { exact: true }).fill(title);
      await page.getByLabel(w.slug, { exact: true }).fill("Rituel d'hiver !");
      // the editor: plain words, bold words, then words made a link
      const editor = page.locator("[contenteditable=true]#f-body");
      await editor.waitFor(wait);
      await editor.click();
      await page.keyboard.type("Un soin ");
      await page.getByRole("button", { name: w.bold, exact: true }).click();
      await page.keyboard.type("tout en douceur");
      await page.getByRole("button", { name: w.bold, exact: true }).click();
      await page.keyboard.type(" : voir la carte");
      for (let i = 0; i < "la carte".length; i++) await page.keyboard.press("Shift+ArrowLeft");
      await page.getByRole("button", { name: w.link, exact: true }).click();
      await page.getByLabel(w.linkUrl).fill("/services");
      await page.getByRole("button", { name: w.apply, exact: true }).click();
      // a link of the site opens in the same tab
      await expect(editor.locator('a[href="/services"]').textContent()).resolves.toBe("la carte");
      await expect(editor.locator("a[target]").count()).resolves.toBe(0);

      await page.locator("label[for=state-publish]").click();
      await page.getByLabel(w.day, { exact: true }).fill(isoDay(2));
      await page.getByLabel(w.hour).fill("09:00");
      await axeClean(page);
      await page.getByTestId("post-save").click();
      // refused for its address: the field named and focused, the rest as typed, the bold kept
      await page.getByTestId("post-refused").waitFor(wait);
      const slugField = page.getByLabel(w.slug, { exact: true });
      await expect(slugField.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.locator('[data-field-error="slug"]').textContent()).resolves.toContain(w.slugError);
      await expect(slugField.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.getByLabel(w.title, { exact: true }).inputValue()).resolves.toBe(title);
      await expect(page.locator("[contenteditable=true]#f-body").innerHTML()).resolves.toContain("<strong>tout en douceur</strong>");
      await axeClean(page);
      await screenshot(page, `admin-post-refused-${lang}`);

      await slugField.fill(slug);
      await page.getByTestId("post-save").click();
      await page.waitForURL(/\/admin\/content\/posts\/\d+\?saved$/, wait);
      await expect(page.getByTestId("post-status").textContent()).resolves.toBe(w.scheduled);

      // scheduled for the day after tomorrow: not on the magazine yet
      const visitor = await newPage(journey.browser, DESKTOP);
      opened.push(visitor.context);
      await giveConsent(visitor.context, journey.server.url("/"));
      const magazine = journey.server.url(`${w.prefix}/magazine`);
      await visitor.page.goto(magazine);
      await visitor.page.getByTestId("magazine-posts").waitFor(wait);
      await expect(visitor.page.getByRole("link", { name: title }).count()).resolves.toBe(0);

      // the preview shows it as the magazine will
      await page.getByTestId("post-preview").click();
      await page.waitForURL(/\/preview$/, wait);
      const body = page.getByTestId("preview-body");
      await expect(body.locator("strong").textContent()).resolves.toBe("tout en douceur");
      await expect(body.locator("a").getAttribute("href")).resolves.toBe("/services");
      await axeClean(page);
      await screenshot(page, `admin-post-preview-${lang}`);
      await page.getByTestId("publish-now").click();
      await page.getByTestId("preview-on-site").waitFor(wait);

      // published: on the magazine at once, its bold words and its link with it
      await visitor.page.goto(magazine);
      await visitor.page.getByRole("link", { name: title }).first().click();
      await visitor.page.waitForURL(new RegExp(`/magazine/${slug}$`), wait);
      const shown = visitor.page.getByTestId("post-body");
      await expect(shown.locator("strong").textContent()).resolves.toBe("tout en douceur");
      await expect(shown.locator("a").getAttribute("href")).resolves.toBe("/services");

      // an alert written here is in the bell at once
      const words = lang === "fr" ? "Fermeture exceptionnelle le 24 décembre" : "Closed on the 24th of December";
      await page.goto(journey.server.url(`${w.prefix}/admin/content/alerts/new`));
      await page.getByTestId("alert-form").waitFor(wait);
      await page.getByLabel(w.alertText, { exact: true }).fill(words);
      await page.getByLabel(w.from, { exact: true }).fill(isoDay(-1));
      await page.getByLabel(w.until, { exact: true }).fill(isoDay(2));
      await axeClean(page);
      await page.getByTestId("alert-save").click();
      await page.waitForURL(/\/admin\/content\?saved=alert$/, wait);
      await page.getByTestId("content-saved").waitFor(wait);
      await axeClean(page);
      await screenshot(page, `admin-content-${lang}`);
      await visitor.page.goto(journey.server.url(`${w.prefix}/contact`));
      const bell = visitor.page.getByTestId("bell-menu").first();
      await bell.locator("summary").click();
      await bell.getByTestId("bell-alert").filter({ hasText: words }).waitFor(wait);
    });
  }
});
