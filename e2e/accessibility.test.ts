// Keyboard and screen-reader behaviour of the storefront outside the booking step, in Chromium:
// the accessibility statement in every language, the skip link, focus after a change of page or of
// state, the basket panel and the shop picker as real modal dialogs, 'Book' as a real button.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, at, launch, newPage } from "./browser";
import { allViolations, giveConsent } from "./shell-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** What has the focus: its tag, id, test id, text, and the open dialog it is in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? null,
      id: el?.id || null,
      testId: el?.dataset.testid ?? null,
      text: el?.textContent?.trim() ?? "",
      dialog: (el?.closest("dialog[open]") as HTMLElement | null)?.dataset.testid ?? null,
    };
  });

/** The page's banner and contentinfo landmarks, as axe counts them. */
const landmarks = (page: Page) =>
  page.evaluate(() => {
    const scoped = "main, article, section, aside, nav, dialog, [role=dialog]";
    return {
      banner: [...document.querySelectorAll("header, [role=banner]")].filter((el) => el.getAttribute("role") === "banner" || !el.parentElement?.closest(scoped)).length,
      contentinfo: [...document.querySelectorAll("footer, [role=contentinfo]")].filter((el) => el.getAttribute("role") === "contentinfo" || !el.parentElement?.closest(scoped)).length,
    };
  });

const STATEMENT: Record<string, { prefix: string; link: RegExp; title: string }> = {
  fr: { prefix: "", link: /^Accessibilité\s: partiellement conforme$/, title: "Accessibilité" },
  de: { prefix: "/de", link: /^Barrierefreiheit$/, title: "Barrierefreiheit" },
  en: { prefix: "/en", link: /^Accessibility$/, title: "Accessibility" },
  es: { prefix: "/es", link: /^Accesibilidad$/, title: "Accesibilidad" },
  it: { prefix: "/it", link: /^Accessibilità$/, title: "Accessibilità" },
};

describe("the accessibility statement", () => {
  it("is linked from the footer in every language, states WCAG 2.2 AA, what is tested, its limits and a contact, with no axe violation", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await giveConsent(context, at("/"));
    for (const [lang, s] of Object.entries(STATEMENT)) {
      await page.goto(at(`${s.prefix}/services`));
      await page.getByTestId("footer").getByRole("link", { name: s.link }).click();
      await page.waitForURL(new RegExp(`${s.prefix}/accessibilite$`));
      await page.locator("h1", { hasText: s.title }).waitFor();
      // a client-side change of page: the new page's title has the focus
      await expect.poll(async () => (await focused(page)).tag, { message: lang }).toBe("h1");
      const text = (await page.getByTestId("accessibility-statement").textContent())!;
      expect(text).toContain("WCAG 2.2");
      expect(text).toContain("axe-core");
      expect(text).toContain("40");
      await expect(page.getByTestId("accessibility-contacts").locator("a[href^='mailto:'], a[href^='tel:']").count()).resolves.toBeGreaterThan(0);
      expect(await allViolations(page), lang).toEqual([]);
    }
    await context.close();
  });
});

describe("focus after a change of page or of state", () => {
  it("the skip link takes the focus to the content: the next Tab is inside it", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await giveConsent(context, at("/"));
    await page.goto(at("/services"));
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({ tag: "a", text: "Aller au contenu" });
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).id).toBe("main");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.closest("main") !== null)).resolves.toBe(true);
    await context.close();
  });

  it("refusing cookies leaves the focus on the page's title, not on the body", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at("/services"));
    await page.getByTestId("cookie-deny").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("cookie-consent").waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page)).tag).toBe("h1");
    await context.close();
  });

  it("the cookie settings reopened from the footer give the focus back to that button once saved", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await giveConsent(context, at("/"));
    await page.goto(at("/contact"));
    await page.getByTestId("footer").getByRole("button", { name: "Gérer les cookies" }).focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("cookie-save").waitFor();
    await page.getByTestId("cookie-save").focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toBe("Gérer les cookies");
    await context.close();
  });
});

describe("menus", () => {
  it("a header menu closes when Tab leaves it, as when Escape is pressed", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await giveConsent(context, at("/"));
    await page.goto(at("/contact"));
    const menu = page.getByTestId("account-menu");
    await menu.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(menu.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.closest("[data-testid=account-menu]") !== null)); i++) await page.keyboard.press("Tab");
    await expect(menu.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await context.close();
  });
});

describe("overlays are real modal dialogs", () => {
  it("'Book' on a service page is a button: Space opens the shop picker, focus on its title, Tab stays inside, Escape returns to 'Book'", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await giveConsent(context, at("/"));
    await page.goto(at("/services/massages/massage-californien"));
    const book = page.getByTestId("picker-open-book");
    await expect(book.evaluate((el) => el.tagName)).resolves.toBe("BUTTON");
    await book.focus();
    await page.keyboard.press("Space");
    await expect.poll(async () => (await focused(page)).dialog).toBe("shop-picker-book");
    await expect(focused(page)).resolves.toMatchObject({ tag: "h2", text: "Dans quel établissement ?" });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      await expect(focused(page).then((f) => f.dialog)).resolves.toBe("shop-picker-book");
    }
    expect(await landmarks(page)).toEqual({ banner: 1, contentinfo: 1 });
    expect(await allViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await focused(page)).testId).toBe("picker-open-book");
    await context.close();
  });

  it("the basket panel: focus in on open and kept inside; a removed line hands the focus to its title; Escape and emptying it return the focus to 'Add to basket'", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await giveConsent(context, at("/", "solo"));
    await page.goto(at("/services/ongles/semi-permanent-mains", "solo"));
    await page.getByTestId("add-to-cart").focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).dialog).toBe("booking-cart-panel");
    expect(await landmarks(page)).toEqual({ banner: 1, contentinfo: 1 });
    expect(await allViolations(page)).toEqual([]);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      await expect(focused(page).then((f) => f.dialog)).resolves.toBe("booking-cart-panel");
    }
    await page.keyboard.press("Escape");
    await expect.poll(async () => (await focused(page)).testId).toBe("add-to-cart");
    // A second service: removing a line takes its button away under the focus, which goes to the title.
    await page.goto(at("/services/regard/rehaussement-de-cils", "solo"));
    await page.getByTestId("add-to-cart").focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("booking-cart-panel");
    await expect.poll(() => panel.getByTestId("booking-cart-lines").locator("li").count()).toBe(2);
    await panel.getByRole("button", { name: "Retirer Semi-permanent mains" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.getByTestId("booking-cart-lines").locator("li").count()).toBe(1);
    await expect.poll(async () => (await focused(page)).tag).toBe("h2");
    await expect(focused(page)).resolves.toMatchObject({ dialog: "booking-cart-panel", text: "Mes prestations" });
    // Emptying the basket closes the panel: the focus goes back to what opened it.
    await panel.getByRole("button", { name: "Vider le panier" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).testId).toBe("add-to-cart");
    await context.close();
  });
});
