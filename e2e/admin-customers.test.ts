// The back-office's customers and orders in Chromium, in French at 1280×800 and in English at
// 1024×768: the demo owner finds a customer without their accent, opens their page and writes a
// note; merges the duplicate record of the same person (its booking moves, the other is gone);
// opens an e-shop order from the orders list's filters and moves it to 'ready for collection', the
// customer's mail read from the outbox; axe finds nothing serious on any of the pages, and on a
// phone (390×844) the customer's and the order's pages fit the screen. A manager of Lyon alone is
// offered Lyon alone in the shop filter, lists Lyon's orders only, and an address naming Paris
// shows the list without it (never the 'not allowed' page).
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../server/auth/passwords";
import { bookingOrders, companyUsers, companyUserShops, customers, eshopOrders, outbox, shops } from "../server/db/schema";
import { DEMO_TEAM_PASSWORD } from "../server/db/seed";
import { DESKTOP, newPage, PHONE, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };
const TABLET = { width: 1024, height: 768 };

const shot = (page: Page, name: string) => screenshot(page, `desk-${name}`);

const WORDS = {
  fr: {
    prefix: "", viewport: DESKTOP, customers: "Clients", orders: "Commandes", search: "Rechercher un client", searchButton: "Rechercher", notes: "Ce que l’équipe doit savoir", saveNotes: "Enregistrer les notes", notesSaved: "Notes enregistrées.",
    mergeSearch: "Chercher l’autre fiche", merge: "Fusionner les deux fiches", merged: /Fiches fusionnées\. Repris — réservations : 1 ·/, eshop: "E-shop", state: "État", toPrepare: "À préparer", apply: "Filtrer", ready: "Prête au retrait", told: /le client a été prévenu par e-mail/, mail: "est prête",
  },
  en: {
    prefix: "/en", viewport: TABLET, customers: "Customers", orders: "Orders", search: "Find a customer", searchButton: "Search", notes: "What the team should know", saveNotes: "Save the notes", notesSaved: "Notes saved.",
    mergeSearch: "Find the other record", merge: "Merge the two records", merged: /Records merged\. Taken over — bookings: 1 ·/, eshop: "E-shop", state: "State", toPrepare: "To prepare", apply: "Apply", ready: "Ready for collection", told: /the customer has been told by email/, mail: "is ready",
  },
} as const;

/** Two records of one person (the second with a booking), and an e-shop order paid, to prepare. */
async function duplicates(lang: "fr" | "en") {
  const db = journey.server.database.db;
  const [paris] = await db.select().from(shops).where(eq(shops.externalId, "ab-1001"));
  const companyId = paris!.companyId;
  const lastname = `Lefèvre-${lang}`;
  const [kept] = await db.insert(customers).values({ companyId, firstname: "Noémie", lastname, email: `noemie.${lang}@example.test`, phone: lang === "fr" ? "+33622334455" : "+33622334466", lang }).returning();
  const [other] = await db.insert(customers).values({ companyId, firstname: "Noémie", lastname, email: `n.lefevre.${lang}@example.test`, lang }).returning();
  await db.insert(bookingOrders).values({ companyId, customerId: other!.id, shopId: paris!.id, amount: 6500, status: "confirmed" });
  const [order] = await db.insert(eshopOrders).values({ companyId, customerId: kept!.id, shopId: paris!.id, status: "paid", fulfilment: "pickup", subtotal: 3400, total: 3400, lang, paidAt: new Date() }).returning();
  return { kept: kept!, other: other!, order: order! };
}

describe("the back-office's customers and orders", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: finds a customer, writes a note, merges a duplicate, moves an e-shop order to ready with the mail sent`, async () => {
      const w = WORDS[lang];
      const { kept, other, order } = await duplicates(lang);
      const { context, page } = await newPage(journey.browser, w.viewport);
      await page.goto(journey.server.url(`${w.prefix}/admin/login`));
      await page.fill("input[name=email]", "proprietaire@demo.example");
      await page.fill("input[name=password]", DEMO_TEAM_PASSWORD);
      await page.click("button[type=submit]");
      await page.waitForURL(/\/admin\/agenda/, wait);

      // the search, without the accent, in another case
      await page.getByRole("navigation").first().getByRole("link", { name: w.customers }).click();
      await page.waitForURL(/\/admin\/customers$/, wait);
      await axeClean(page);
      await page.getByLabel(w.search).fill(`NOEMIE lefevre-${lang}`);
      await page.getByRole("button", { name: w.searchButton, exact: true }).click();
      await page.waitForURL(/\/admin\/customers\?q=/, wait);
      // the address changes before React draws the found list (a transition): asked until it is drawn
      const results = page.getByTestId("customer-results").getByRole("link");
      await expect.poll(() => results.count(), wait).toBe(2);
      await shot(page, `${lang}-customers`);
      await axeClean(page);
      await results.first().click();
      await page.waitForURL(new RegExp(`/admin/customers/${kept.id}$`), wait);
      await expect(page.getByTestId("customer-name").textContent()).resolves.toBe(`Noémie Lefèvre-${lang}`);
      await axeClean(page);

      // a note, kept after a reload
      await page.getByRole("textbox", { name: w.notes }).fill("Allergique au latex / latex allergy");
      await page.getByRole("button", { name: w.saveNotes }).click();
      await page.getByText(w.notesSaved).waitFor(wait);
      await page.reload();
      await expect(page.getByRole("textbox", { name: w.notes }).inputValue()).resolves.toBe("Allergique au latex / latex allergy");

      // the merge: find the other record, confirm, its booking moves here
      await page.getByLabel(w.mergeSearch).fill(`lefevre-${lang}`);
      await page.getByLabel(w.mergeSearch).press("Enter");
      await page.getByTestId("merge-candidates").waitFor(wait);
      await page.getByTestId("merge-candidates").getByRole("link").click();
      await page.getByTestId("merge-confirm").waitFor(wait);
      await shot(page, `${lang}-merge-confirm`);
      await axeClean(page);
      await page.getByTestId("merge-confirm").getByRole("button", { name: w.merge }).click();
      await page.getByText(w.merged).waitFor(wait);
      const db = journey.server.database.db;
      await expect(db.select().from(customers).where(eq(customers.id, other.id))).resolves.toEqual([]);
      await expect(db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.customerId, kept.id))).resolves.toHaveLength(1);
      await expect(page.getByTestId("customer-bookings").locator("li").count()).resolves.toBe(1);
      await shot(page, `${lang}-customer`);
      await axeClean(page);

      // the orders: e-shop, to prepare, then the order's page
      await page.getByRole("navigation").first().getByRole("link", { name: w.orders }).click();
      await page.waitForURL(/\/admin\/orders$/, wait);
      await axeClean(page);
      await page.getByRole("link", { name: w.eshop, exact: true }).click();
      await page.waitForURL(/kind=eshop/, wait);
      await page.getByLabel(w.state).selectOption({ label: w.toPrepare });
      await page.getByRole("button", { name: w.apply }).click();
      await page.waitForURL(/state=paid/, wait);
      await shot(page, `${lang}-orders`);
      await axeClean(page);
      await page.getByRole("link", { name: new RegExp(`^VE${order.id}\\b`) }).click();
      await page.waitForURL(new RegExp(`/admin/orders/eshop/${order.id}$`), wait);
      await axeClean(page);
      await page.getByRole("button", { name: w.ready }).click();
      await page.getByText(w.told).waitFor(wait);
      await page.getByTestId("order-state").filter({ hasText: w.ready }).waitFor(wait);
      await shot(page, `${lang}-order`);
      await axeClean(page);
      const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, kept.email!), eq(outbox.channel, "email")));
      expect(mail?.subject).toContain(`VE${order.id} ${w.mail}`);
      // on a phone: the customer's page and the order's, one column, nothing wider than the screen
      await page.setViewportSize(PHONE);
      for (const path of [`/admin/customers/${kept.id}`, `/admin/orders/eshop/${order.id}`]) {
        await page.goto(journey.server.url(`${w.prefix}${path}`));
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
        await axeClean(page);
      }
      await shot(page, `${lang}-order-phone`);
      await context.close();
    });
  }

  it("en: a manager of Lyon filters on Lyon alone and lists Lyon's orders only, a Paris address included", async () => {
    const db = journey.server.database.db;
    const [paris] = await db.select().from(shops).where(eq(shops.externalId, "ab-1001"));
    const [lyon] = await db.select().from(shops).where(eq(shops.externalId, "ab-1002"));
    const companyId = lyon!.companyId;
    const [manager] = await db.insert(companyUsers).values({ companyId, email: "lyon.manager@demo.example", firstname: "Léo", lastname: "Lyon", role: "manager", passwordHash: await hashPassword(DEMO_TEAM_PASSWORD), activatedAt: new Date() }).returning();
    await db.insert(companyUserShops).values({ companyId, companyUserId: manager!.id, shopId: lyon!.id });
    const [who] = await db.insert(customers).values({ companyId, firstname: "Inès", lastname: "Deux-Villes", email: "ines.deux-villes@example.test" }).returning();
    const [inLyon] = await db.insert(bookingOrders).values({ companyId, customerId: who!.id, shopId: lyon!.id, amount: 5500, status: "confirmed" }).returning();
    const [inParis] = await db.insert(bookingOrders).values({ companyId, customerId: who!.id, shopId: paris!.id, amount: 6500, status: "confirmed" }).returning();
    const { context, page } = await newPage(journey.browser, TABLET);
    await page.goto(journey.server.url("/en/admin/login"));
    await page.fill("input[name=email]", "lyon.manager@demo.example");
    await page.fill("input[name=password]", DEMO_TEAM_PASSWORD);
    await page.click("button[type=submit]");
    await page.waitForURL(/\/en\/admin\/(?!login)/, wait);
    // an address naming Paris: the list, not the refusal, and Paris dropped from the filter
    await page.goto(journey.server.url(`/en/admin/orders?kind=booking&shop=${paris!.id}`));
    const shopFilter = page.locator("select[name=shop]");
    await shopFilter.waitFor(wait);
    await expect(shopFilter.locator("option").allTextContents()).resolves.toEqual(["Every shop", lyon!.name]);
    await expect(shopFilter.inputValue()).resolves.toBe("");
    const rows = page.getByTestId("order-results");
    await rows.getByRole("link", { name: new RegExp(`^#${inLyon!.id}\\b`) }).waitFor(wait);
    await expect(rows.getByRole("link", { name: new RegExp(`^#${inParis!.id}\\b`) }).count()).resolves.toBe(0);
    await expect(rows.getByText(paris!.name, { exact: true }).count()).resolves.toBe(0);
    // Lyon chosen in the filter: its orders
    await shopFilter.selectOption({ label: lyon!.name });
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(new RegExp(`shop=${lyon!.id}`), wait);
    await rows.getByRole("link", { name: new RegExp(`^#${inLyon!.id}\\b`) }).waitFor(wait);
    await axeClean(page);
    await context.close();
  });
});
