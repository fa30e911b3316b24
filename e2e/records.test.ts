// A customer's records in Chromium, in French at 1280×800 and in English on a phone (390×844): the
// demo owner adds a pigment and a record type on /admin/supplies, opens a customer's page, opens a
// file, fills an item of that type and records a procedure with the pigment; the batch recall
// then finds that customer. The customer downloads their records from /profile (PDF and JSON),
// the team's private field left out. axe finds nothing serious on the pages (decisions 280–282).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAccessLog } from "../server/db/schema";
import { DESKTOP, newPage, PHONE, screenshot } from "./browser";
import { signInToAdmin } from "./admin-support";
import { bookingJourney } from "./booking-support";
import { axeClean } from "./shell-helpers";

const journey = bookingJourney();
const wait = { timeout: 15_000 };

const WORDS = {
  fr: { prefix: "", viewport: DESKTOP, type: "Fiche peau", skin: "Type de peau", allergy: "Allergies", file: "Sourcils", saved: "Fiche enregistrée.", procedure: "Soin consigné.", recall: /1 client a reçu le lot LOT-FR-7/i, pdf: "Télécharger en PDF", json: "Télécharger en JSON", addItem: "Ajouter : Fiche peau", newTreatment: "Consigner un soin" },
  en: { prefix: "/en", viewport: PHONE, type: "Skin form", skin: "Skin type", allergy: "Allergies", file: "Brows", saved: "Form saved.", procedure: "Procedure recorded.", recall: /1 customer received batch LOT-EN-7/i, pdf: "Download as PDF", json: "Download as JSON", addItem: "Add: Skin form", newTreatment: "Record a procedure" },
} as const;

describe("a customer's records", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a record type, a file with an item, a procedure with a pigment, the batch recall, and the customer's download`, async () => {
      const w = WORDS[lang];
      const batch = `LOT-${lang.toUpperCase()}-7`;
      const { context, page } = await newPage(journey.browser, w.viewport);
      const customerContext = await journey.browser.newContext({ viewport: w.viewport, acceptDownloads: true });
      const who = await journey.server.signIn(customerContext, "spa", `records-${lang}@example.test`);
      await signInToAdmin(page, journey.server.url(`${w.prefix}/admin`), "proprietaire@demo.example");

      // the pigment and the record type
      await page.goto(journey.server.url(`${w.prefix}/admin/supplies`));
      const pigment = page.getByTestId("new-pigment");
      await pigment.locator("input[name=brand]").fill("PhiBrows");
      await pigment.locator("input[name=colour]").fill("Moka");
      await pigment.locator("input[name=batch]").fill(batch);
      await pigment.locator("input[name=expiresOn]").fill("2032-06-30");
      await pigment.locator("button[type=submit]").click();
      await expect.poll(() => page.getByTestId("pigments").textContent()).toContain(batch);
      const type = page.getByTestId("new-type");
      await type.locator("input[name=name]").fill(w.type);
      await type.locator("input[name='f0.label']").fill(w.skin);
      await type.locator("select[name='f0.kind']").selectOption("choice");
      await type.locator("input[name='f0.choices']").fill("mixte, sèche");
      await type.locator("input[name='f0.required']").check();
      await type.locator("input[name='f0.public']").check();
      await type.locator("input[name='f1.label']").fill(w.allergy);
      await type.locator("button[type=submit]").click();
      await expect.poll(() => page.getByTestId("record-types").textContent()).toContain(w.type);
      await axeClean(page);
      await screenshot(page, `records-supplies-${lang}`);

      // the customer's file, an item and a procedure
      await page.goto(journey.server.url(`${w.prefix}/admin/customers/${who.customer.id}`));
      const file = page.getByTestId("new-file");
      await file.locator("input[name=title]").fill(w.file);
      await file.locator("input[name=type]").fill("dermopigmentation");
      await file.locator("button[type=submit]").click();
      await page.getByTestId("customer-file").getByText(w.file).waitFor(wait);
      await page.getByText(w.addItem, { exact: true }).click();
      const item = page.locator("details", { has: page.getByText(w.addItem, { exact: true }) }).locator("form");
      await item.locator("select[name^='values.']").first().selectOption("mixte");
      await item.locator("input[name='values.allergies']").fill("latex");
      await item.locator("button[type=submit]").click();
      await page.getByText(w.saved).waitFor(wait);
      await expect.poll(() => page.getByTestId("record-item").textContent()).toContain("latex");
      await page.getByText(w.newTreatment, { exact: true }).click();
      const treatment = page.getByTestId("new-treatment");
      await treatment.locator("select[name=employeeId]").selectOption({ index: 1 });
      await treatment.locator("input[name=date]").fill("2026-01-15");
      await treatment.locator("input[name=time]").fill("10:30");
      await treatment.getByLabel(new RegExp(batch)).check();
      await treatment.locator("button[type=submit]").click();
      await page.getByText(w.procedure, { exact: true }).waitFor(wait);
      await expect.poll(() => page.getByTestId("treatment").textContent()).toContain(batch);
      await axeClean(page);
      await screenshot(page, `records-customer-${lang}`);

      // the recall finds them
      await page.goto(journey.server.url(`${w.prefix}/admin/supplies?batch=${batch.toLowerCase()}`));
      await page.getByText(w.recall).waitFor(wait);
      await expect.poll(() => page.getByTestId("recall-results").textContent()).toContain(`${who.customer.firstname} ${who.customer.lastname}`);

      // the customer's download: PDF and JSON, their public field only
      const mine = await customerContext.newPage();
      await mine.goto(journey.server.url(`${w.prefix}/profile`));
      const [pdf] = await Promise.all([mine.waitForEvent("download"), mine.getByRole("link", { name: w.pdf }).click()]);
      expect(pdf.suggestedFilename()).toMatch(/^records-\d{4}-\d\d-\d\d\.pdf$/);
      const pdfBytes = await pdf.createReadStream().then(async (s) => Buffer.concat(await s.toArray()));
      expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
      const [json] = await Promise.all([mine.waitForEvent("download"), mine.getByRole("link", { name: w.json }).click()]);
      const body = JSON.parse(Buffer.concat(await (await json.createReadStream()).toArray()).toString("utf8"));
      // a field's key is made from its label as typed, in the page's language
      expect(body.dossiers[0].items[0].values).toEqual({ [w.skin.toLowerCase().replace(/\W+/g, "_")]: "mixte" });
      expect(body.prestations[0].pigments[0].batch).toBe(batch);
      expect(JSON.stringify(body)).not.toContain("latex");
      const exported = await journey.server.db.select().from(recordAccessLog).where(and(eq(recordAccessLog.customerId, who.customer.id), eq(recordAccessLog.record, "records_export")));
      expect(exported.map((l) => l.actorKind)).toEqual(["customer", "customer"]);
      await customerContext.close();
      await context.close();
    });
  }
});
