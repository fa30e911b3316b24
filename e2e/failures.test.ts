// Failures that must not break the page (spec §8), each made to happen for real: the table (or
// column) the API reads is renamed in this server's own database (and the company's version moved,
// so no kept answer hides it), the page is asked, then it is put back. Shops failing send the
// visitor to /waiting; events, alerts, posts, coupons and a cart's save are logged and the rest of
// the page is shown; a stock that cannot be read is 0. (Shops and categories are read together,
// server/catalogue/snapshot.ts: a category failure is a shops failure here.)
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trackedCarts } from "../server/db/schema";
import { PHONE } from "./browser";
import { bookingJourney } from "./booking-support";
import { giveConsent } from "./shell-helpers";

const journey = bookingJourney({ DEMO: "1" });
let errors: ReturnType<typeof vi.spyOn>;
let warnings: string[] = [];
let unique = 0;

beforeAll(() => {
  // the server runs in this process: what it logs is read here
  errors = vi.spyOn(console, "error");
});
afterAll(() => errors.mockRestore());
afterEach(() => {
  errors.mockClear();
  warnings = [];
});

/** Runs `work` while `table` (or its `column`) cannot be read, then puts it back. */
async function without<T>(table: string, work: () => Promise<T>, column?: string): Promise<T> {
  const { db } = journey.server;
  const moved = async () => db.execute(sql.raw(`UPDATE companies SET updated_at = now()`));
  const rename = (from: string, to: string) => (column ? `ALTER TABLE ${table} RENAME COLUMN ${from} TO ${to}` : `ALTER TABLE ${from} RENAME TO ${to}`);
  const name = column ?? table;
  await db.execute(sql.raw(rename(name, `${name}_broken`)));
  await moved();
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(rename(`${name}_broken`, name)));
    await moved();
  }
}

/** Runs `work` while rows of `table` can be read but not written, then lifts the refusal. */
async function readOnly<T>(table: string, work: () => Promise<T>): Promise<T> {
  const { db } = journey.server;
  await db.execute(sql.raw(`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'writes refused by the test'; END $$`));
  await db.execute(sql.raw(`CREATE TRIGGER refuse_write BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER refuse_write ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION refuse_write()`));
  }
}

const logged = () => errors.mock.calls.map((args) => String(args[0])).join("\n");
/** A page as a first visit asks it, never a kept one. */
const page = (path: string) => fetch(journey.server.url(`${path}${path.includes("?") ? "&" : "?"}n=${++unique}`), { redirect: "manual" });

describe("loading failures (spec §8)", () => {
  it("the shops: the visitor goes to /waiting", async () => {
    const res = await without("shops", () => page("/"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/waiting");
    expect(logged()).toContain("shops could not be loaded");
  });

  for (const [table, what, path, shown] of [
    ["events", "events", "/", "Massages"],
    ["alerts", "alerts", "/", "Massages"],
    ["posts", "posts", "/", "Massages"],
    ["posts", "shop posts", "/lyon-confluence", "Maison Lumière Lyon Confluence"],
  ] as const) {
    it(`${what} (${path}): logged, the rest of the page shown`, async () => {
      const res = await without(table, () => page(path));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(shown);
      expect(html).toContain("<header");
      expect(logged()).toContain(`${what} could not be loaded`);
    });
  }

  it("the stock of the e-shop's products: 0, the shelves shown", async () => {
    const res = await without("shop_articles", () => page("/boutique?shop=ab-1001"), "stock");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain("Coffret découverte");
  });

  it("the coupons of the home's popup: logged in the browser, the popup shown without codes", async () => {
    const { context, page: tab } = await journey.browser.newContext({ viewport: PHONE }).then(async (context) => ({ context, page: await context.newPage() }));
    await giveConsent(context, journey.server.url("/"));
    await context.addCookies([{ name: "promo_popup_views", value: "2", url: journey.server.url("/") }]);
    tab.on("console", (message) => warnings.push(message.text()));
    await without("coupons", async () => {
      await tab.goto(journey.server.url(`/?n=${++unique}`));
      await tab.getByTestId("coupon-popup").waitFor();
      await expect.poll(() => warnings.join("\n"), { timeout: 15_000 }).toContain("coupons could not be loaded");
    });
    await expect(tab.getByTestId("popup-coupon").count()).resolves.toBe(0);
    await context.close();
  });
});

describe("saving a signed-in customer's cart fails (spec §8)", () => {
  it("logged only: the service stays in the cart and the visit goes on", { timeout: 120_000 }, async () => {
    const { context, page: tab } = await journey.browser.newContext({ viewport: PHONE }).then(async (context) => ({ context, page: await context.newPage() }));
    await giveConsent(context, journey.server.url("/"));
    const who = await journey.server.signIn(context);
    await readOnly("tracked_carts", async () => {
      await tab.goto(journey.server.url("/paris-marais/services/massages/massage-californien"));
      await tab.getByTestId("add-to-cart").click();
      await expect.poll(logged, { timeout: 15_000 }).toContain("the booking cart could not be saved");
      await expect(tab.getByTestId("cart-count").textContent()).resolves.toBe("1");
      await expect(tab.locator("h1").first().textContent()).resolves.toBe("Massage californien");
    });
    const saved = await journey.server.db.select().from(trackedCarts).where(sql`${trackedCarts.customerId} = ${who.customer.id}`);
    expect(saved).toHaveLength(0);
    await context.close();
  });
});
