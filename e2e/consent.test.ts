// Consent forms on the phone (decision 283): a customer books the spa's purifying facial, which
// asks for a health questionnaire; the confirmation asks them to sign it online; they fill it in,
// are told what is missing, sign it (drawn with the finger in French, the name typed and ticked in
// English), and see it signed on the appointment's page. axe on the form, refused and signed.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentForms, outbox } from "../server/db/schema";
import { PHONE, newPage, screenshot } from "./browser";
import { bookingJourney } from "./booking-support";
import { allViolations } from "./shell-helpers";

const journey = bookingJourney();
const SERVICE = "/paris-marais/services/soins-du-visage/soin-purifiant?page=reserved";

const WORDS = {
  fr: { toSign: "À signer", signed: "Signé", pregnant: /enceinte/, no: "Non", skin: /type de peau/, combination: "Mixte", required: "Répondez à cette question.", signature: "Dessinez votre signature dans le cadre.", done: "Merci, votre formulaire est signé." },
  en: { toSign: "To sign", signed: "Signed", pregnant: /pregnant/, no: "No", skin: /skin type/, combination: "Combination", required: "Answer this question.", signature: "Draw your signature in the box.", done: "Thank you, your form is signed." },
} as const;

describe("consent forms signed on the phone (Chromium, 390×844)", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: book the purifying facial, sign its form ${lang === "fr" ? "with the finger" : "by typing the name"}, see it signed`, async () => {
      const w = WORDS[lang];
      const prefix = lang === "fr" ? "" : `/${lang}`;
      const { context, page } = await newPage(journey.browser, PHONE);
      const who = await journey.server.signIn(context);
      await page.goto(journey.server.url(`${prefix}${SERVICE}`));
      await page.getByTestId("date-strip").waitFor();
      const slots = page.getByTestId("slots").locator("button");
      await slots.first().waitFor();
      await slots.first().click();
      // a signed-in customer with a phone is asked nothing more: the bar confirms at once
      await page.getByTestId("booking-confirm").click();

      // the confirmation asks for the form
      await page.getByTestId("booking-confirmed").waitFor();
      const status = page.getByTestId("consent-status");
      await expect(status.getByTestId("consent-state").textContent()).resolves.toBe(w.toSign);
      expect(await allViolations(page)).toEqual([]);
      await screenshot(page, `consent-confirmation-${lang}`);
      await status.getByTestId("consent-fill").click();
      await page.waitForURL(/\/profile\/orders\/\d+\/consent$/);
      const orderId = Number(/orders\/(\d+)\/consent/.exec(page.url())![1]);
      const form = page.getByTestId("consent-form");
      await form.waitFor();
      expect(await allViolations(page)).toEqual([]);

      // sent empty: each required question says so, and the signature too (French: drawn by default)
      if (lang === "fr") {
        await page.getByTestId("consent-submit").click();
        await expect.poll(() => page.locator('[data-field-error="answers.enceinte"]').textContent()).toBe(w.required);
        await expect(page.locator('[data-field-error="signature.path"]').textContent()).resolves.toBe(w.signature);
        expect(await allViolations(page)).toEqual([]);
        await screenshot(page, `consent-refused-${lang}`);
      }
      await page.getByRole("group", { name: w.pregnant }).getByRole("radio", { name: w.no }).check();
      await page.getByRole("group", { name: /rétinoïdes|retinoids/ }).getByRole("radio", { name: w.no }).check();
      await page.getByRole("group", { name: w.skin }).getByRole("radio", { name: w.combination }).check();
      if (lang === "fr") {
        // a signature drawn with pointer events, as a finger does
        const pad = page.getByTestId("signature-pad");
        // the mouse works in the viewport: the pad is brought into it first
        await pad.scrollIntoViewIfNeeded();
        const box = (await pad.boundingBox())!;
        await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
        await page.mouse.down();
        for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 22, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)));
        await page.mouse.up();
      } else {
        await page.getByRole("radio", { name: "Type my name" }).check();
        await page.getByLabel("First and last name").fill("Alice Martin");
        await page.getByTestId("consent-confirm").check();
      }
      await screenshot(page, `consent-filled-${lang}`);
      await page.getByTestId("consent-submit").click();
      await page.waitForURL(/consent\?signed=1$/);
      await page.getByTestId("consent-signed").waitFor();
      await expect(page.locator("[data-notice=success]").textContent()).resolves.toBe(w.done);
      expect(await allViolations(page)).toEqual([]);
      await screenshot(page, `consent-signed-${lang}`);

      // stored as signed, with its signature's kind, the clock's time and the address
      const [row] = await journey.server.db.select().from(consentForms).where(and(eq(consentForms.orderId, orderId), eq(consentForms.customerId, who.customer.id)));
      expect(row).toMatchObject({ revision: 1, signatureKind: lang === "fr" ? "drawn" : "typed", answers: { enceinte: false, traitement: false, peau: "mixte" } });
      if (lang === "fr") expect(row!.signature).toMatch(/^M[\d.]+ [\d.]+ L/);
      expect(row!.ip).not.toBe("");

      // the appointment's page says it is signed, with its PDF
      await page.goto(journey.server.url(`${prefix}/profile/orders/${orderId}`));
      await expect(page.getByTestId("consent-state").textContent()).resolves.toBe(w.signed);
      const pdf = await page.request.get(journey.server.url(`${prefix}/profile/consent/${row!.id}/pdf`));
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      await screenshot(page, `consent-order-${lang}`);

      // the confirmation mail asked for it too
      const mails = await journey.server.db.select().from(outbox).where(eq(outbox.recipient, who.customer.email!));
      expect(mails.some((m) => m.text.includes(`/profile/orders/${orderId}/consent`))).toBe(true);
      await context.close();
    });
  }
});
