// The storefront's words: one term per concept per language, as a native speaker of each would
// write it on a salon's or spa's site. French is the reference; the other languages are written,
// not translated word for word. `frenchForms` are the French words for the concept (a non-French
// catalogue must never contain them, not even as the start of a word: 'univers' also catches the
// calque 'universo'); `avoid` lists the calques and rival words a language must not use for it.
// `catalogues.test.ts` holds every catalogue (and the confirmation mail) to this list.
import type { Lang } from "../../domain/types";

export interface GlossaryTerm {
  /** what the word names, in the business's own words */
  concept: string;
  /** the term of each language, as it appears in running text */
  terms: Record<Lang, string>;
  /** French words for the concept, forbidden outside French */
  frenchForms: string[];
  /** words a language must not use for this concept (calques of French, or a second term) */
  avoid: Partial<Record<Exclude<Lang, "fr">, string[]>>;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: "one of the business's places, where appointments happen",
    terms: { fr: "établissement", de: "Standort", en: "location", es: "centro", it: "centro" },
    frenchForms: ["établissement", "institut"],
    avoid: { de: ["Filiale"], en: ["premises"], es: ["establecimiento", "instituto"], it: ["istituto", "stabilimento"] },
  },
  {
    concept: "a group of services on the services page (a category)",
    terms: { fr: "univers", de: "Kategorie", en: "category", es: "categoría", it: "categoria" },
    frenchForms: ["univers"],
    avoid: { de: ["Universum"] },
  },
  {
    concept: "something the business performs and a customer books (a service)",
    terms: { fr: "prestation", de: "Leistung", en: "service", es: "servicio", it: "trattamento" },
    frenchForms: ["prestation"],
    avoid: { de: ["Dienstleistung"], en: ["treatment", "benefit"], es: ["tratamiento", "prestación"], it: ["prestazione"] },
  },
  {
    concept: "a booked time with the business (an appointment)",
    terms: { fr: "rendez-vous", de: "Termin", en: "appointment", es: "cita", it: "appuntamento" },
    frenchForms: ["rendez-vous"],
    avoid: { en: ["my bookings"] },
  },
  {
    concept: "the start times a customer can pick (a time slot)",
    terms: { fr: "créneau", de: "Uhrzeit", en: "time", es: "horario", it: "orario" },
    frenchForms: ["créneau", "créneaux"],
    avoid: { en: ["slot"], es: ["franja"], it: ["fascia"] },
  },
  {
    concept: "the services or products put aside before booking or paying (the cart)",
    terms: { fr: "panier", de: "Warenkorb", en: "basket", es: "cesta", it: "carrello" },
    frenchForms: ["panier"],
    avoid: { en: ["cart"], es: ["carrito"], it: ["cestino"] },
  },
  {
    concept: "the one verb on every button that books a service (never 'add to basket' for a service)",
    terms: { fr: "Réserver", de: "Buchen", en: "Book", es: "Reservar", it: "Prenota" },
    frenchForms: [],
    avoid: { en: ["Book now"], es: ["Reservar cita"], it: ["Prenota ora"] },
  },
  {
    concept: "any member of staff, when the customer has no preference",
    terms: { fr: "Sans préférence", de: "Beliebig", en: "No preference", es: "Sin preferencia", it: "Nessuna preferenza" },
    frenchForms: [],
    avoid: { de: ["Präferenz"] },
  },
  {
    concept: "a prepaid gift the customer offers (a gift voucher)",
    terms: { fr: "bon cadeau", de: "Gutschein", en: "gift voucher", es: "tarjetas regalo", it: "buoni regalo" },
    frenchForms: ["bon cadeau", "bons cadeaux"],
    avoid: { en: ["gift card", "gift certificate"], es: ["bono regalo", "vale regalo"], it: ["carta regalo"] },
  },
  {
    concept: "opening one's account with a password or a code (to sign in)",
    terms: { fr: "se connecter", de: "anmelden", en: "sign in", es: "iniciar sesión", it: "accedi" },
    frenchForms: ["connexion", "connecter"],
    avoid: { de: ["einloggen"], en: ["log in", "login"], it: ["login"] },
  },
  {
    concept: "an electronic mail address or message",
    terms: { fr: "e-mail", de: "E-Mail", en: "email", es: "correo", it: "e-mail" },
    frenchForms: ["courriel"],
    avoid: { en: ["e-mail"], it: ["posta elettronica"] },
  },
];

/**
 * French punctuation: a space (plain, no-break or narrow) before ':', ';', '!', '?' or '»', or
 * after '«'. German, English, Spanish and Italian write 'Total:' and '«Massaggio»', never 'Total :'.
 */
export const FRENCH_PUNCTUATION = /[ \u00a0\u202f][:;!?»]|«[ \u00a0\u202f]/;

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does `text` contain `word` at the start of a word (accents and case ignored)? */
export function usesWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${escape(fold(word))}`, "u").test(fold(text));
}

/** The glossary's breaches in one message of language `lang`: French forms, avoided words, French punctuation. */
export function breaches(lang: Lang, text: string): string[] {
  if (lang === "fr") return [];
  const found: string[] = [];
  if (FRENCH_PUNCTUATION.test(text)) found.push("French punctuation (a space before : ; ! ? »)");
  for (const term of GLOSSARY) {
    for (const word of [...term.frenchForms, ...(term.avoid[lang] ?? [])]) {
      if (usesWord(text, word)) found.push(`'${word}' for ${term.concept}: write '${term.terms[lang]}'`);
    }
  }
  return found;
}
