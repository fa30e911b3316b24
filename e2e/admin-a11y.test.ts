// Every page of the back-office, as the owner opens it in Chromium at 1280×800 (French) and on a
// tablet at 1024×768 (English): axe finds nothing serious or critical. The pages are read from
// app/routes.ts, so a page added there is swept without being listed here; a page with an id in
// its address is opened through the first link to it that the other pages show.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { agendaCustomer, signInToAdmin } from "./admin-support";
import { DESKTOP, newPage } from "./browser";
import { bookingJourney } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const TABLET = { width: 1024, height: 768 };

/** The back-office's pages (not its data and file routes), relative to /admin, from the route table. */
async function adminPages(): Promise<string[]> {
  const table = await readFile(new URL("../app/routes.ts", import.meta.url), "utf8");
  return [...table.matchAll(/route\("([^"]+)", "routes\/admin-[\w-]+\.tsx"/g)].map((m) => m[1]!).filter((p) => !p.includes("admin/login"));
}

const patternOf = (path: string) => new RegExp(`/admin/${path.replace(/:[a-z]+/g, "[^/?#]+")}$`);

beforeAll(async () => {
  // a booking, so the orders, the customer and the agenda have one to show
  const customer = await agendaCustomer(journey.server, "Axelle");
  const [day] = (await customer.days("massage-californien", 9)).filter((d) => d.free.length > 0);
  await customer.book("massage-californien", day!.free[0]!.start, day!.free[0]!.free.employees[0]!);
});

async function sweep(page: Page, prefix: string) {
  const pages = await adminPages();
  const fixed = pages.filter((p) => !p.includes(":"));
  const withIds = pages.filter((p) => p.includes(":"));
  const links = new Set<string>();
  const refused: { page: string; violations: unknown }[] = [];
  const open = async (path: string) => {
    await page.goto(journey.server.url(`${prefix}/admin/${path}`));
    await page.locator("main h1").first().waitFor(wait);
    for (const href of await page.locator("a[href*='/admin/']").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) links.add(href);
    await injectAxe(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) refused.push({ page: path, violations });
  };
  for (const path of fixed) await open(path);
  // the customers' list shows its people once asked
  await open("customers?q=a");
  const unreached: string[] = [];
  for (const path of withIds) {
    const pattern = patternOf(path);
    // a page with an id is an existing thing's, not the form for a new one (unless the route is that form)
    const href = [...links].find((h) => pattern.test(h) && (path.startsWith("catalogue/new") || !/\/new(\/|$)/.test(h)));
    if (href) await open(href.slice(href.indexOf("/admin/") + "/admin/".length));
    else unreached.push(path);
  }
  return { refused, unreached, count: fixed.length + withIds.length - unreached.length };
}

describe("every back-office page is accessible (axe, serious and critical)", () => {
  // some fifty pages each: longer than a journey's usual minute
  it("fr at 1280×800", { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(journey.browser, DESKTOP);
    await page.goto(journey.server.url("/admin/login"));
    await injectAxe(page);
    expect(await seriousViolations(page)).toEqual([]);
    await signInToAdmin(page, journey.server.url("/admin"), "proprietaire@demo.example");
    const { refused, unreached, count } = await sweep(page, "");
    expect(refused).toEqual([]);
    expect(unreached).toEqual([]);
    expect(count).toBeGreaterThan(40);
    await context.close();
  });

  it("en on a tablet (1024×768)", { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(journey.browser, TABLET);
    await signInToAdmin(page, journey.server.url("/en/admin"), "proprietaire@demo.example");
    const { refused, unreached } = await sweep(page, "/en");
    expect(refused).toEqual([]);
    expect(unreached).toEqual([]);
    await context.close();
  });
});
