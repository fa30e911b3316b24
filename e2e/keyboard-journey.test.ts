// A booking without the mouse, in Chromium at 1280×800: from the one-shop studio's home page to a
// booked appointment with the keyboard only, as a signed-in customer on a first visit (the cookie
// card is there). Every key press is counted (at most 40); after each one the focus must be on a
// visible element, inside the open modal dialog when there is one, never on the page's body; axe
// finds no violation of any impact at every step, dialogs open.
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, customers } from "../server/db/schema";
import { DESKTOP, newPage, nextFrame, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { allViolations } from "./shell-helpers";

const journey = bookingJourney();

/** The most key presses a keyboard user may need from the home page to a booked appointment. */
const BUDGET = 40;

interface Focus {
  tag: string;
  testId: string | null;
  name: string;
  /** the open modal dialog holding the focus, if any */
  dialog: string | null;
  /** a modal dialog is open somewhere on the page */
  modalOpen: boolean;
  visible: boolean;
  onBody: boolean;
  pressed: string | null;
}

const focus = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const modal = document.querySelector("dialog:modal");
    const rect = el?.getBoundingClientRect();
    const hiddenByAncestor = el?.closest("[hidden], [aria-hidden='true'], [inert]") !== null;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      testId: el?.dataset.testid ?? null,
      name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim().replace(/\s+/g, " "),
      dialog: (el?.closest("dialog[open]") as HTMLElement | null)?.dataset.testid ?? null,
      modalOpen: modal !== null,
      visible: Boolean(el && rect && rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && !hiddenByAncestor),
      onBody: el === null || el === document.body,
      pressed: el?.getAttribute("aria-pressed") ?? null,
    };
  });

describe("a keyboard-only booking", () => {
  it(`goes from the home page to a booked appointment in at most ${BUDGET} key presses, the focus always visible and inside the open dialog`, async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    const who = await journey.server.signIn(context, "solo");
    await journey.server.db.update(customers).set({ phone: "+33612345678" }).where(eq(customers.id, who.customer.id));
    const log: string[] = [];
    const problems: string[] = [];
    const axe: string[] = [];

    /** One key press, then the focus is checked once the page has settled. */
    const press = async (key: string) => {
      await page.keyboard.press(key);
      // Let a dialog open or a page change land before looking at the focus.
      await nextFrame(page);
      await expect.poll(async () => (await focus(page)).onBody, { timeout: 3000 }).toBe(false);
      const f = await focus(page);
      log.push(`${key} → ${f.tag}${f.testId ? `[${f.testId}]` : ""} "${f.name.slice(0, 40)}"${f.dialog ? ` in ${f.dialog}` : ""}`);
      if (!f.visible) problems.push(`hidden element focused after ${key}: ${log.at(-1)}`);
      if (f.modalOpen && !f.dialog) problems.push(`focus outside the open dialog after ${key}: ${log.at(-1)}`);
    };
    /** Tab until `match` has the focus (at most `max` presses). */
    const tabTo = async (what: string, match: (f: Focus) => boolean, max = 15) => {
      for (let i = 0; i < max; i++) {
        await press("Tab");
        if (match(await focus(page))) return;
      }
      throw new Error(`Tab never reached ${what}:\n${log.join("\n")}`);
    };
    const checkAxe = async (step: string) => axe.push(...(await allViolations(page)).map((v) => `${step}: ${v}`));

    // 1. The home page, the cookie card on it: refuse, and the focus goes to the page's title.
    await page.goto(journey.server.url("/", "solo"));
    await page.getByTestId("cookie-consent").waitFor();
    await checkAxe("home with the cookie card");
    await tabTo("'refuse all'", (f) => f.testId === "cookie-deny");
    await press("Enter");
    await page.getByTestId("cookie-consent").waitFor({ state: "detached" });

    // 2. A category of services, then a service's 'Réserver': the booking step opens over the page.
    await tabTo("the 'Ongles' category", (f) => f.tag === "a" && /Ongles/.test(f.name), 25);
    await press("Enter");
    await page.waitForURL(/\/services\/ongles$/);
    await page.locator("h1").waitFor();
    await checkAxe("category");
    await tabTo("'Réserver'", (f) => f.testId === "book", 25);
    await press("Enter");
    await page.getByTestId("booking-step").waitFor({ state: "visible" });
    await expect.poll(async () => (await focus(page)).dialog).toBe("booking-step");
    await page.getByTestId("slots").locator("button").first().waitFor();
    await checkAxe("booking step open");

    // 4. The first free time (the slot grid is one Tab stop), then 'Confirm' is the next Tab stop.
    await tabTo("a time", (f) => f.dialog === "booking-step" && f.tag === "button" && f.pressed !== null, 20);
    await press("Enter");
    await expect.poll(async () => (await focus(page)).pressed).toBe("true");
    await checkAxe("time chosen");
    await tabTo("'confirm'", (f) => f.testId === "booking-confirm", 3);
    await press("Enter");
    await page.getByTestId("booking-confirmed").waitFor();
    await expect.poll(async () => (await focus(page)).dialog).toBe("booking-step");
    await checkAxe("booked");
    await screenshot(page, "keyboard-journey-booked-desktop");

    expect(problems).toEqual([]);
    expect(axe).toEqual([]);
    expect(log.length, log.join("\n")).toBeLessThanOrEqual(BUDGET);
    await expect(journey.server.db.select().from(appointments).where(eq(appointments.customerId, who.customer.id))).resolves.toHaveLength(1);
    console.info(`keyboard-only booking: ${log.length} key presses\n${log.join("\n")}`);
    await context.close();
  });
});
