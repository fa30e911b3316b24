// The confirmation and cancellation mails say each appointment's start and end time, as each
// language writes a span of time, then the service: '11:00–12:00 · Californian massage'.
import { describe, expect, it } from "vitest";
import type { OrderView } from "../../contract/appointments";
import { DEFAULT_CURRENCY } from "../../domain/money";
import type { Lang } from "../../domain/types";
import { buildCancellationMail, buildConfirmationMail } from "./confirmation-mail";

const order = {
  id: 7,
  reference: "K7M2QX",
  amount: 9500,
  discounts: { coupon: null, reward: 0, vouchers: [] },
  paymentProvider: "free",
  payment: null,
  start: "2026-11-28T10:00:00.000Z",
  end: "2026-11-28T11:00:00.000Z",
  shop: { name: "Maison Lumière Paris Marais", address: "12 rue des Francs-Bourgeois", zipcode: "75003", city: "Paris", timeZone: "Europe/Paris" },
  appointments: [{ serviceName: { fr: "Massage californien", en: "Californian massage", de: "Kalifornische Massage", es: "Masaje californiano", it: "Massaggio californiano" }, employee: "Camille", start: "2026-11-28T10:00:00.000Z", end: "2026-11-28T11:00:00.000Z", price: 9500, status: "cancelled" }],
  ics: "",
} as unknown as OrderView;

/** The line's start: the span of time, the service, the person (the price follows in the confirmation). */
const LINES: Record<Lang, RegExp> = {
  fr: /^11:00\s–\s12:00 · Massage californien \(avec Camille\)/m,
  de: /^11:00–12:00 Uhr · Kalifornische Massage \(mit Camille\)/m,
  en: /^11:00–12:00 · Californian massage \(with Camille\)/m,
  es: /^11:00–12:00 · Masaje californiano \(con Camille\)/m,
  it: /^11:00–12:00 · Massaggio californiano \(con Camille\)/m,
};

describe("the booking mails' time lines", () => {
  for (const lang of Object.keys(LINES) as Lang[]) {
    it(`${lang}: start and end time, then the service`, () => {
      const confirmation = buildConfirmationMail({ to: "a@example.test", customerName: "Léa", order, lang, currency: DEFAULT_CURRENCY, business: "Maison Lumière" });
      expect(confirmation.text).toMatch(LINES[lang]);
      const cancellation = buildCancellationMail({ to: "a@example.test", customerName: "Léa", order, lang, business: "Maison Lumière" });
      expect(cancellation.text).toMatch(LINES[lang]);
    });
  }
});
