// The loyalty card page: its own production server on a database where the spa runs a programme
// (a soin express for 100 points, 20 € off for 300) and Léa holds 250 points.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db";
import { seedDemo } from "../server/db/seed";
import { spa } from "../server/db/demo";
import { customers } from "../server/db/schema";
import { createSession } from "../server/auth/sessions";
import { earnPoints } from "../server/loyalty/cards";
import { CompanyDirectory } from "../server/tenancy/companies";
import { DESKTOP, PHONE, launch, newPage, screenshot } from "./browser";
import { startServerProcess, newDataDir } from "./server-process";
import { giveConsent, seriousViolations } from "./shell-helpers";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let token: string;
let newcomerToken: string;
const url = (path: string) => `http://localhost:${server.port}${path}`;

beforeAll(async () => {
  const dataDir = newDataDir("loyalty");
  const database = await openDatabase({ dataDir });
  await seedDemo(database.db);
  const companies = new CompanyDirectory(database.db, 0);
  const company = (await companies.byTokenOrNull(spa.token))!;
  const settings = structuredClone(company.settings) as Record<string, any>;
  settings.booker.loyalty = {
    active: true,
    tiers: [
      { id: "soin-express", threshold: 100, reward: { type: "service", articleId: 1 }, name: { fr: "Un soin express offert", en: "A free express facial" } },
      { id: "bon-20", threshold: 300, reward: { type: "amount", amount: 2000 }, name: {} },
    ],
  };
  const saved = await companies.updateSettings(company.id, settings);
  if (!saved.ok) throw new Error(`${saved.path}: ${saved.message}`);
  const [lea] = await database.db.insert(customers).values({ companyId: company.id, email: "lea.fidele@example.com", firstname: "Léa", lastname: "Martin", phone: "+33611223344" }).returning();
  await earnPoints({ db: database.db, companyId: company.id, customerId: lea!.id }, 250, new Date("2026-11-02T15:00:00Z"), 12);
  token = await createSession({ db: database.db, companyId: company.id }, lea!.id, new Date());
  const [tom] = await database.db.insert(customers).values({ companyId: company.id, email: "tom.nouveau@example.com", firstname: "Tom", lastname: "Durand", phone: "+33611223355" }).returning();
  newcomerToken = await createSession({ db: database.db, companyId: company.id }, tom!.id, new Date());
  await database.close();
  server = await startServerProcess({ dataDir, env: { SEED_ON_EMPTY: "false" } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(context: BrowserContext, as = token) {
  await giveConsent(context, url("/"));
  await context.addCookies([{ name: "auth", value: as, url: url("/") }]);
}

describe("the loyalty card page", () => {
  it("shows the balance and the way to the next reward; exchanging spends the points once and keeps the reward in the account", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(context);
    await page.goto(url("/profile/loyalty"));
    await expect(page.getByTestId("loyalty-balance").textContent()).resolves.toBe("250");
    await expect(page.getByRole("progressbar", { name: "Progression vers la prochaine récompense" }).getAttribute("aria-valuenow")).resolves.toBe("83");
    await expect(page.getByTestId("loyalty-card").textContent()).resolves.toMatch(/Plus que 50 points pour « 20(,00)?\s€ offerts »/);
    const tiers = page.getByTestId("loyalty-tiers").locator("li");
    await expect(tiers.nth(1).textContent()).resolves.toContain("Encore 50 points");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "loyalty-card-phone");

    // a first tap asks: nothing is spent until the customer says yes
    await tiers.first().getByRole("button", { name: "Échanger" }).click();
    const confirm = page.getByTestId("loyalty-confirm");
    await confirm.waitFor();
    await expect(confirm.getByRole("heading").textContent()).resolves.toBe("Échanger 100 points ?");
    await expect(confirm.textContent()).resolves.toContain("Il vous restera 150 points.");
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Garder mes points" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await page.getByTestId("loyalty-balance").textContent()).toBe("250");
    expect(await page.locator("[data-notice=success]").count()).toBe(0);
    await tiers.first().getByRole("button", { name: "Échanger" }).click();
    await confirm.getByRole("button", { name: "Échanger 100 points" }).click();
    await page.locator("[data-notice=success]").waitFor();
    await expect(page.locator("[data-notice=success]").textContent()).resolves.toBe("C'est fait : « Un soin express offert » est gardé sur votre compte.");
    await expect.poll(() => page.getByTestId("loyalty-balance").textContent()).toBe("150");
    await expect(page.getByTestId("loyalty-rewards").textContent()).resolves.toContain("Un soin express offert");
    await expect(page.getByTestId("loyalty-history").locator("li").first().textContent()).resolves.toMatch(/^Échangés contre « Un soin express offert ».*−100$/);
    // a second exchange leaves 50 points: the first palier is out of reach again, its button gone
    await tiers.first().getByRole("button", { name: "Échanger" }).click();
    await confirm.getByRole("button", { name: "Échanger 100 points" }).click();
    await expect.poll(() => page.getByTestId("loyalty-balance").textContent()).toBe("50");
    await expect(tiers.first().textContent()).resolves.toContain("Encore 50 points");
    expect(await tiers.first().getByRole("button").count()).toBe(0);
    await expect(page.getByTestId("loyalty-rewards").locator("li").count()).resolves.toBe(2);
    await context.close();
  });

  it("in English at desktop size, with the loyalty entry in the account menu for a customer with a card", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(context);
    await page.goto(url("/en/profile/loyalty"));
    await expect(page.locator("h1").textContent()).resolves.toBe("My loyalty card");
    await expect(page.getByTestId("loyalty-tiers").textContent()).resolves.toContain("A free express facial");
    await expect(page.getByTestId("loyalty-tiers").textContent()).resolves.toMatch(/€20(\.00)? off/);
    const links = await page.locator("a[href='/en/profile/loyalty']").count();
    expect(links).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "loyalty-card-desktop-en");
    await context.close();
  });

  it("a customer without a card has no loyalty page nor menu entry, but an offer to join on their account; joining opens the card", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(context, newcomerToken);
    await page.goto(url("/profile/loyalty"));
    expect(new URL(page.url()).pathname).toBe("/profile");
    await expect(page.locator("a[href='/profile/loyalty']").count()).resolves.toBe(0);
    const offer = page.getByTestId("loyalty-join");
    await expect(offer.locator("h2").textContent()).resolves.toBe("Rejoignez notre programme de fidélité");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "loyalty-join-phone");
    await offer.getByRole("button", { name: "Rejoindre le programme" }).click();
    await page.waitForURL(/\/profile\/loyalty$/);
    await expect(page.getByTestId("loyalty-balance").textContent()).resolves.toBe("0");
    await page.goto(url("/profile"));
    await expect(page.getByTestId("loyalty-join").count()).resolves.toBe(0);
    await expect(page.locator("a[href='/profile/loyalty']").count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it("a guest is sent to sign in and comes back", async () => {
    const res = await fetch(url("/profile/loyalty"), { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("redirectTo=%2Fprofile%2Floyalty");
  });
});
