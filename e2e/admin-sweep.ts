// The sweep of every back-office page (e2e/admin-a11y*.test.ts): the pages are read from
// app/routes.ts, so a page added there is swept without being listed anywhere; a page with an id
// in its address is opened through the first link to it that the other pages show; axe runs on each.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { agendaCustomer } from "./admin-support";
import type { BookingServer } from "./booking-support";
import { injectAxe, seriousViolations } from "./shell-helpers";

const wait = { timeout: 15_000 };

/** The back-office's pages (not its data and file routes), relative to /admin, from the route table. */
async function adminPages(): Promise<string[]> {
  const table = await readFile(new URL("../app/routes.ts", import.meta.url), "utf8");
  return [...table.matchAll(/route\("([^"]+)", "routes\/admin-[\w-]+\.tsx"/g)].map((m) => m[1]!).filter((p) => !p.includes("admin/login"));
}

const patternOf = (path: string) => new RegExp(`/admin/${path.replace(/:[a-z]+/g, "[^/?#]+")}$`);

/** A booking, so the orders, the customer and the agenda have one to show. */
export async function somethingToShow(server: BookingServer) {
  const customer = await agendaCustomer(server, "Axelle");
  const [day] = (await customer.days("massage-californien", 9)).filter((d) => d.free.length > 0);
  await customer.book("massage-californien", day!.free[0]!.start, day!.free[0]!.free.employees[0]!);
}

/** Opens every back-office page under `prefix` ('' or '/en') with the signed-in `page`: the pages axe refused, those no link reached, how many were opened. */
export async function sweep(page: Page, server: BookingServer, prefix: string) {
  const pages = await adminPages();
  const fixed = pages.filter((p) => !p.includes(":"));
  const withIds = pages.filter((p) => p.includes(":"));
  const links = new Set<string>();
  const refused: { page: string; violations: unknown }[] = [];
  const open = async (path: string) => {
    await page.goto(server.url(`${prefix}/admin/${path}`));
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

