// The grid and the type of the pages a customer walks through, at five widths: one left edge
// (header, page, footer), titles in the theme's title font at the scale's sizes, text in its body
// font, the hosted fonts really in use (no Georgia, no system font), a logo without a font of its
// own, and a language list where no language wraps alone onto a line.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { at, launch, newPage } from "./browser";
import { giveConsent } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const WIDTHS = [390, 768, 1024, 1280, 1440];
const PAGES: [string, "spa" | "solo"][] = [
  ["/", "spa"],
  ["/services", "spa"],
  ["/services/massages", "spa"],
  ["/paris-marais/services/massages/massage-californien", "spa"],
  ["/", "solo"],
];

/** Where each block of the page starts, and the type of its titles and text. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const left = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().left) : null);
    const main = document.getElementById("main")!;
    const h1 = main.querySelector("h1")!;
    const probe = (cls: string) => {
      const p = document.createElement("p");
      p.className = cls;
      main.append(p);
      const size = getComputedStyle(p).fontSize;
      p.remove();
      return size;
    };
    const family = (el: Element) => getComputedStyle(el).fontFamily.split(",")[0]!.replace(/"/g, "").trim();
    const headings = [...main.querySelectorAll("h1, h2, h3")].filter((h) => h.getBoundingClientRect().width > 1 && !h.closest(".sr-only"));
    const languages = [...document.querySelectorAll("[data-testid=language-switcher] li")].map((li) => Math.round(li.getBoundingClientRect().top));
    const rows = new Map<number, number>();
    for (const top of languages) rows.set(top, (rows.get(top) ?? 0) + 1);
    return {
      edges: {
        header: left(document.querySelector("header .vt-container > *:not([hidden])")),
        // the page's first line: its breadcrumb, else its title (a service's title sits beside its photo)
        title: left(main.querySelector("nav[aria-label] ol") ?? h1),
        footer: left(document.querySelector("[data-testid=footer] .vt-container > *")),
      },
      h1: { family: family(h1), size: getComputedStyle(h1).fontSize, scale: probe("text-h1") },
      headingFamilies: [...new Set(headings.map(family))],
      bodyFamily: family(main.querySelector("p") ?? main),
      languageRows: [...rows.values()],
      logos: [...document.querySelectorAll("header img, [data-testid=footer] img")].map((img) => (img as HTMLImageElement).src).filter((src) => src.endsWith(".svg")),
    };
  });

describe("one grid and one type scale on every page of the journey", () => {
  for (const width of WIDTHS) {
    it(`at ${width} px: header, title and footer on one left edge; titles and text in the theme's fonts`, async () => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await giveConsent(context, at("/"));
      await giveConsent(context, at("/", "solo"));
      const problems: string[] = [];
      for (const [path, business] of PAGES) {
        await page.goto(at(path, business));
        await page.evaluate(() => document.fonts.ready);
        const m = await measure(page);
        const where = `${business}${path} at ${width}`;
        const gutter = width < 640 ? 16 : width < 1024 ? 24 : Math.max(32, (width - 1120) / 2);
        for (const [block, x] of Object.entries(m.edges)) if (x !== gutter) problems.push(`${where}: ${block} starts at ${x}, not ${gutter}`);
        if (m.h1.family !== "Cormorant Garamond") problems.push(`${where}: h1 in ${m.h1.family}`);
        if (m.h1.size !== m.h1.scale) problems.push(`${where}: h1 at ${m.h1.size}, the scale says ${m.h1.scale}`);
        if (m.headingFamilies.join() !== "Cormorant Garamond") problems.push(`${where}: headings in ${m.headingFamilies.join(", ")}`);
        if (m.bodyFamily !== "DM Sans") problems.push(`${where}: text in ${m.bodyFamily}`);
        if (m.languageRows.length > 1 && m.languageRows.some((n) => n < 2)) problems.push(`${where}: a language alone on its line (${m.languageRows.join("/")})`);
        const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")));
        for (const font of ["Cormorant Garamond", "DM Sans"]) if (!loaded.includes(font)) problems.push(`${where}: ${font} not loaded`);
        for (const logo of m.logos) {
          const svg = await (await fetch(logo)).text();
          if (/<text|font-family/.test(svg)) problems.push(`${where}: the logo ${logo} sets its own font`);
        }
      }
      if (problems.length) console.log(problems.join("\n"));
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("the booking step's questions", () => {
  it("'Avec qui ?' and 'Quel jour ?' are titles of one style", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(at("/paris-marais/services/massages/massage-californien?page=reserved"));
    const step = page.locator("dialog[open][data-testid=booking-step]");
    await step.getByTestId("date-strip").waitFor();
    const style = (selector: string) =>
      step.locator(selector).first().evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.fontFamily.split(",")[0]} ${s.fontSize} ${s.fontWeight}`;
      });
    expect(await style("fieldset legend")).toBe(await style("#booking-date-title"));
    await context.close();
  });
});
