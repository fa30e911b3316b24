import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../../domain/types";
import { API_MESSAGES } from "../../server/api/messages";
import { CONFIRMATION_COPY } from "../../server/booking/confirmation-mail";
import { ESHOP_MAIL_COPY } from "../../server/eshop/mail";
import { PDF_COPY, VOUCHER_MAIL_COPY } from "../../server/gifts/copy";
import { breaches, GLOSSARY, usesWord } from "./glossary";
import { areas, catalogues } from "./index";
import { REGISTER, registerBreaches } from "./register";

describe("interface catalogues", () => {
  const reference = Object.keys(catalogues.fr).sort();
  for (const lang of LANGS) {
    it(`${lang} has exactly the keys of fr, none empty`, () => {
      expect(Object.keys(catalogues[lang]).sort()).toEqual(reference);
      for (const [key, value] of Object.entries(catalogues[lang])) expect(value.trim(), `${lang}:${key}`).not.toBe("");
    });
  }
  it("no key is defined by two areas (one would hide the other)", () => {
    const seen = new Map<string, number>();
    for (const [i, area] of areas.entries()) {
      for (const key of Object.keys(area.fr)) {
        expect(seen.get(key), `${key} defined twice`).toBeUndefined();
        seen.set(key, i);
      }
    }
  });

  it("translations are real: a non-French catalogue differs from fr on most keys", () => {
    for (const lang of LANGS.filter((l) => l !== "fr")) {
      const same = reference.filter((k) => catalogues[lang][k as keyof typeof catalogues.fr] === catalogues.fr[k as keyof typeof catalogues.fr]);
      expect(same.length / reference.length, lang).toBeLessThan(0.2);
    }
  });
});

// Every text a visitor reads in a language: the interface, the API's error messages the pages
// show as they come, and the mails (booking, gift voucher, e-shop order) and the voucher's PDF.
const texts = (lang: Lang): [string, string][] => [
  ...Object.entries(catalogues[lang]),
  ...Object.entries(API_MESSAGES).map(([code, m]): [string, string] => [`api:${code}`, m[lang]]),
  ...Object.entries(CONFIRMATION_COPY[lang]).map(([k, v]): [string, string] => [`mail:${k}`, v]),
  ...Object.entries(VOUCHER_MAIL_COPY[lang]).map(([k, v]): [string, string] => [`voucher-mail:${k}`, v]),
  ...Object.entries(PDF_COPY[lang]).map(([k, v]): [string, string] => [`voucher-pdf:${k}`, v]),
  ...Object.entries(ESHOP_MAIL_COPY[lang]).map(([k, v]): [string, string] => [`eshop-mail:${k}`, v]),
];

describe("one register per language: the visitor is addressed the same way everywhere", () => {
  for (const lang of LANGS.filter((l) => REGISTER[l].anywhere)) {
    it(`${lang} says '${REGISTER[lang].form}' in every text`, () => {
      const found = texts(lang).flatMap(([key, text]) => registerBreaches(lang, text).map((word) => `${key}: «${text}» — '${word}'`));
      expect(found).toEqual([]);
    });
  }

  it("catches the other register and leaves the language's own alone", () => {
    expect(registerBreaches("es", "Elige un diseño")).toEqual(["Elige"]);
    expect(registerBreaches("es", "¿Qué quieres regalar?")).toEqual(["quieres"]);
    expect(registerBreaches("es", "Añadido a tu cesta.")).toEqual(["tu"]);
    expect(registerBreaches("de", "Dein Termin ist bestätigt.")).toEqual(["Dein"]);
    expect(registerBreaches("fr", "Ton rendez-vous t'attend.")).toEqual(["Ton", "t'"]);
    expect(registerBreaches("it", "Inserisca il codice ricevuto.")).toEqual(["Inserisca"]);
    expect(registerBreaches("it", "La sua banca ha rifiutato il pagamento.")).toEqual(["La sua"]);
    expect(registerBreaches("es", "Elija un diseño: el horario vuelve a estar libre.")).toEqual([]);
    expect(registerBreaches("de", "Ihr Termin ist bestätigt.")).toEqual([]);
    expect(registerBreaches("fr", "Votre rendez-vous vous attend.")).toEqual([]);
    expect(registerBreaches("it", "Il centro e il suo team ti aspettano. Inserisci il codice.")).toEqual([]);
  });
});

describe("the glossary: one term per concept per language, no French punctuation outside French", () => {

  for (const lang of LANGS.filter((l) => l !== "fr")) {
    it(`${lang} uses its own words and punctuation`, () => {
      const found = texts(lang).flatMap(([key, text]) => breaches(lang, text).map((b) => `${key}: «${text}» — ${b}`));
      expect(found).toEqual([]);
    });
    it(`${lang} uses the glossary's term for each concept somewhere`, () => {
      const all = texts(lang).map(([, text]) => text);
      const missing = GLOSSARY.filter((term) => !all.some((text) => usesWord(text, term.terms[lang]))).map((term) => term.terms[lang]);
      expect(missing).toEqual([]);
    });
  }

  it("every button that books says the glossary's one verb, in each language", () => {
    const verb = GLOSSARY.find((term) => term.concept.startsWith("the one verb"))!;
    for (const lang of LANGS) expect(catalogues[lang].book, lang).toBe(verb.terms[lang]);
    // A booking button's text comes from that one key: no other key of the catalogues says the verb alone.
    for (const lang of LANGS) {
      const rivals = Object.entries(catalogues[lang]).filter(([key, text]) => key !== "book" && text.trim() === verb.terms[lang]);
      expect(rivals.map(([key]) => key), lang).toEqual([]);
    }
  });

  it("no page adds a colon after a translated label in code (the catalogue carries it, as each language writes it)", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(join(here, ".."), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
    const found = files.flatMap((f) =>
      readFileSync(join(here, "..", f), "utf8")
        .split("\n")
        .map((line, i) => [`${f}:${i + 1}`, line] as const)
        .filter(([, line]) => /\)\}\s?:\s*[<{]|\)\}\s?:\s*$/.test(line))
        .map(([where]) => where),
    );
    expect(found).toEqual([]);
  });

  it("catches what a translation from French leaves behind", () => {
    expect(breaches("de", "Gesamt : 79 €")).not.toEqual([]);
    expect(breaches("it", "Totale\u00a0: 79 €")).not.toEqual([]);
    expect(breaches("en", "Where would you like it ?")).not.toEqual([]);
    expect(breaches("es", "« Masaje »")).not.toEqual([]);
    expect(breaches("es", "Elija un universo…")).not.toEqual([]);
    expect(breaches("it", "Scegli un universo…")).not.toEqual([]);
    expect(breaches("de", "Mein Institut")).not.toEqual([]);
    expect(breaches("it", "In quale istituto?")).not.toEqual([]);
    expect(breaches("es", "Llame al establecimiento.")).not.toEqual([]);
    expect(breaches("de", "Keine Präferenz")).not.toEqual([]);
    expect(breaches("en", "My cart")).not.toEqual([]);
    expect(breaches("en", "Choisir une prestation")).not.toEqual([]);
    // and leaves the languages' own ways alone
    expect(breaches("de", "Gesamt: 79 €")).toEqual([]);
    expect(breaches("es", "¿Dónde desea disfrutar de «Masaje»?")).toEqual([]);
    expect(breaches("it", "Il centro")).toEqual([]);
    expect(breaches("fr", "Dans quel établissement ?")).toEqual([]);
  });
});
