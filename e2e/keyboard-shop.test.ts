// The shop, the basket, the popups and the booking step by keyboard, in English, on a demo server
// (DEMO=1: the e-shop is on). After every action the focus must be somewhere, never on the page's
// body (a watcher in the page notes any element the focus leaves for the body and stays off); and
// what changes without moving the focus is said in a live region, whose text the journey reads.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, newPage } from "./browser";
import { bookingJourney } from "./booking-support";
import { giveConsent } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });

declare global {
  interface Window {
    __focusLost: string[];
  }
}

/**
 * In every document of the context: each frame, the element with the focus; when the focus has
 * been on the body for three frames running after being on an element, that element is noted.
 */
function watchFocus() {
  window.__focusLost = [];
  let last = "";
  let onBody = 0;
  const look = () => {
    const el = document.activeElement;
    if (el && el !== document.body) {
      last = `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      onBody = 0;
    } else if (last && ++onBody === 3) {
      window.__focusLost.push(last);
      last = "";
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Where the focus is: the element's test id, role-ish tag and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { onBody: !el || el === document.body, testId: el?.dataset.testid ?? null, tag: el?.tagName.toLowerCase() ?? "", name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim() };
  });

/** The focus settled on something other than the body, and never lost for the body on the way. */
async function focusKept(page: Page, step: string) {
  await expect.poll(async () => (await focused(page)).onBody, { message: `${step}: focus on the body` }).toBe(false);
  expect(await page.evaluate(() => window.__focusLost), step).toEqual([]);
}

async function opened() {
  const { context, page } = await newPage(journey.browser, DESKTOP, { popups: true });
  await giveConsent(context, journey.server.url("/"));
  await context.addInitScript(watchFocus);
  return { context, page };
}

/** Tab until `match` holds for the focus (at most `max` presses). */
async function tabTo(page: Page, what: string, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (match(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

describe("the shop, the basket and the popups by keyboard", () => {
  it("the focus follows every change, and every change is said", async () => {
    const { context, page } = await opened();

    // The promo popup opens by itself on the home page; Escape closes it: the page's title takes the focus.
    await page.goto(journey.server.url("/en/"));
    await page.getByTestId("home-shops").waitFor();
    await page.mouse.wheel(0, 600);
    await page.getByTestId("promo-popup").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("promo-popup").waitFor({ state: "hidden" });
    await focusKept(page, "promo popup closed");
    expect((await focused(page)).tag).toBe("h1");

    // 'Add to basket' becomes the stepper: the focus goes to its '+', named without grammar built from pieces.
    await page.goto(journey.server.url("/en/boutique?shop=ab-1001"));
    const candle = page.getByTestId("product-card").filter({ hasText: "candle" }).first();
    await candle.getByTestId("add-to-basket").focus();
    await page.keyboard.press("Enter");
    await candle.getByTestId("basket-stepper").waitFor();
    await focusKept(page, "added");
    const plus = await focused(page);
    expect(plus.testId).toBe("basket-more");
    expect(plus.name).toMatch(/^Add one more: .*candle/i);
    await page.keyboard.press("Enter");
    await expect.poll(() => candle.getByTestId("basket-quantity").textContent()).toBe("2");
    expect(await candle.getByTestId("basket-quantity").getAttribute("aria-live")).toBe("polite");
    // back to none with '−' twice: 'Add to basket' takes the focus back
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).name).toMatch(/^Remove one: /);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await candle.getByTestId("add-to-basket").waitFor();
    await focusKept(page, "all removed");
    expect((await focused(page)).testId).toBe("add-to-basket");
    await page.keyboard.press("Enter");
    await candle.getByTestId("basket-stepper").waitFor();

    // The panel holds only products: it is the basket. 'View basket' leads to /panier, whose title keeps the focus.
    await page.getByTestId("booking-cart-button").focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("booking-cart-panel");
    await panel.getByTestId("panel-basket-open").waitFor();
    expect(await panel.getByRole("heading", { level: 2 }).first().textContent()).toBe("My basket");
    await tabTo(page, "'View basket'", (f) => f.testId === "panel-basket-open");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/en\/panier$/);
    await page.getByTestId("basket-lines").waitFor();
    await page.getByTestId("basket-total").waitFor();
    await focusKept(page, "/panier reached");
    expect((await focused(page)).tag).toBe("h1");

    // A quantity changed: the total, in a live region, says the new amount.
    const totalBefore = await page.getByTestId("basket-total-line").textContent();
    await page.getByTestId("basket-quantity-select").focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByTestId("basket-total-line").textContent()).not.toBe(totalBefore);
    expect(await page.getByTestId("basket-total-line").getAttribute("aria-live")).toBe("polite");
    await focusKept(page, "quantity changed");

    // A guest signs in at the basket: 'abc' is neither an e-mail nor a phone, and the error says so, as an alert.
    await page.getByTestId("checkout-pay").focus();
    await page.keyboard.press("Enter");
    const address = page.getByTestId("identify-address").getByRole("textbox");
    await expect.poll(async () => (await focused(page)).tag).toBe("input");
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "@" }).first().textContent()).toBe("Enter an email address (with @) or a phone number.");
    await focusKept(page, "address refused");
    const email = `keyboard-shop-${Date.now()}@example.test`;
    await address.fill(email);
    await page.keyboard.press("Enter");
    // the code sent is said in a live region, and read with the code field
    const code = page.getByTestId("identify-code").getByRole("textbox");
    await code.waitFor();
    expect(await page.getByTestId("identify-message").textContent()).toBe(`We've sent a 6-digit code to ${email}. It is valid for 10 minutes.`);
    expect(await page.getByTestId("identify-message").getAttribute("aria-live")).toBe("polite");
    expect(await code.getAttribute("aria-describedby")).toContain("identify-message");
    await focusKept(page, "code sent");
    // a wrong code: said as an alert, tied to the field, the focus still in it
    const right = await journey.server.codeSentTo(email);
    await page.keyboard.type(right === "000000" ? "111111" : "000000");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "This code is not correct." }).count()).toBe(1);
    const errorId = await page.getByRole("alert").filter({ hasText: "This code is not correct." }).getAttribute("id");
    expect(await code.getAttribute("aria-describedby")).toContain(errorId);
    await focusKept(page, "code refused");
    // the right code: the sign-in form goes, the focus goes on to paying
    await code.fill("");
    await page.keyboard.type(right);
    await expect.poll(async () => (await focused(page)).testId).toBe("checkout-pay");
    await focusKept(page, "signed in at the basket");

    // The last line removed: the focus does not go down with its button.
    await page.getByTestId("basket-remove").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("basket-lines").waitFor({ state: "detached" });
    await focusKept(page, "basket emptied");

    // The booking step opened by its address (a link in a mail, a reload): the time chosen is said
    // with its total, and Escape leaves the focus on the page's title.
    await page.goto(journey.server.url("/en/paris-marais/services/massages/massage-californien?page=reserved"));
    const slots = page.getByTestId("slots").locator("button");
    await slots.first().waitFor();
    await slots.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("booking-chosen-status").textContent()).toMatch(/^Time chosen: \w+day \d+ \w+, \d\d:\d\d\. Total: €\d+/);
    await page.keyboard.press("Escape");
    await page.getByTestId("booking-step").waitFor({ state: "hidden" });
    await focusKept(page, "booking step closed");
    expect((await focused(page)).tag).toBe("h1");

    // /gift: the date field keeps its ring on each of its stops, the calendar's button included.
    await page.goto(journey.server.url("/en/gift"));
    const date = page.getByLabel("Sending date");
    await date.focus();
    for (let stop = 0; stop < 4; stop++) {
      expect(await date.evaluate((el) => getComputedStyle(el).outlineStyle), `stop ${stop}`).toBe("solid");
      await page.keyboard.press("Tab");
      if (!(await date.evaluate((el) => el === document.activeElement))) break;
    }
    // the choice of amount or service is not named with the heading's words again
    const heading = await page.locator("#gift-value").textContent();
    expect(await page.locator("#gift-value").locator("..").locator("fieldset legend").first().textContent()).not.toBe(heading);
    await context.close();
  });
});
