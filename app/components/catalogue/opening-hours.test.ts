// 'Open now' as the shop and contact pages say it: the layout's week of each shop (its closed and
// open days from the API applied) put into words in each language. Time is given, never read.
import { describe, expect, it } from "vitest";
import type { Lang, OpeningHours } from "../../../domain/types";
import { catalogues } from "../../locales";
import { i18nFor, provideStrings } from "../../lib/i18n";
import { shopWeeks } from "../../lib/content.server";
import { openStateWords } from "./opening-hours";

const day = (start: string, end: string) => ({ status: "day" as const, hours: [{ start, end }] });
const openingHours: OpeningHours = {
  monday: day("09:00", "19:00"),
  tuesday: { status: "pause", hours: [{ start: "09:00", end: "12:00" }, { start: "14:00", end: "19:00" }] },
  wednesday: day("09:00", "19:00"),
  thursday: day("10:00", "19:00"),
  friday: day("10:00", "19:00"),
  saturday: day("10:00", "18:00"),
  sunday: { status: "closed", hours: [] },
};
const shop = { artebeauteId: "ab-1", timeZone: "Europe/Paris", openingHours };
const label = { fr: "", de: "", en: "", es: "", it: "" };
// Friday 18 December 2026 closed for a training day; Sunday 20 December open for the Christmas rush.
const closed = [{ shopId: "ab-1", date: "2026-12-18", hours: [], label }, { shopId: "ab-2", date: "2026-12-15", hours: [], label }];
const open = [{ shopId: "ab-1", date: "2026-12-20", hours: [{ start: "11:00", end: "17:00" }], label }];

function words(lang: Lang, iso: string) {
  provideStrings(lang, catalogues[lang]);
  const { state } = shopWeeks([shop], open, closed, new Date(iso))["ab-1"]!;
  const w = openStateWords(state, lang, i18nFor(lang).t);
  return [w.status, w.detail];
}

describe("the shop's week and 'open now', as the pages show them", () => {
  it("the week of the shop, Monday first, today marked, its own closed and open days applied (not another shop's)", () => {
    const { week } = shopWeeks([shop], open, closed, new Date("2026-12-15T10:00:00Z"))["ab-1"]!;
    expect(week.map((d) => [d.date, d.status, d.exception, d.today])).toEqual([
      ["2026-12-14", "day", null, false],
      ["2026-12-15", "pause", null, true],
      ["2026-12-16", "day", null, false],
      ["2026-12-17", "day", null, false],
      ["2026-12-18", "closed", "closed_day", false],
      ["2026-12-19", "day", null, false],
      ["2026-12-20", "pause", "open_day", false],
    ]);
  });

  it("open: 'Ouvert · ferme à 19:00'", () => {
    expect(words("fr", "2026-12-14T15:00:00Z")).toEqual(["Ouvert", "ferme à 19:00"]);
    expect(words("en", "2026-12-14T15:00:00Z")).toEqual(["Open now", "closes at 19:00"]);
  });

  it("a pause day over lunch: closed, opens again today at 14:00", () => {
    expect(words("fr", "2026-12-15T11:30:00Z")).toEqual(["Fermé", "ouvre aujourd'hui à 14:00"]);
    expect(words("de", "2026-12-15T11:30:00Z")).toEqual(["Geschlossen", "öffnet heute um 14:00"]);
  });

  it("the evening before the closed day: opens the day after it, named", () => {
    expect(words("fr", "2026-12-17T19:00:00Z")).toEqual(["Fermé", "ouvre samedi à 10:00"]);
    expect(words("es", "2026-12-17T19:00:00Z")).toEqual(["Cerrado", "abre el sábado a las 10:00"]);
  });

  it("Saturday evening: opens tomorrow, the exceptional Sunday, at 11:00", () => {
    expect(words("it", "2026-12-19T18:30:00Z")).toEqual(["Chiuso", "apre domani alle 11:00"]);
  });

  it("a shop whose hours cannot be read is left out (its usual hours still show), the others kept", () => {
    const weeks = shopWeeks([shop, { ...shop, artebeauteId: "ab-9", timeZone: "Mars/Olympus" }], open, closed, new Date("2026-12-15T10:00:00Z"));
    expect(Object.keys(weeks)).toEqual(["ab-1"]);
  });
});
