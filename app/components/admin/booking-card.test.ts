// A booking's card in the agenda draws as many lines as its height holds whole: in the week view a
// one-hour card is shorter than its five lines, which overlapped when each line could shrink.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BookingCard } from "./booking-card";

const booking = {
  id: 1,
  orderId: 1,
  date: "2026-12-03",
  employeeId: 7,
  cabinId: null,
  equipmentId: null,
  start: 690,
  end: 750,
  startAt: "2026-12-03T10:30:00.000Z",
  endAt: "2026-12-03T11:30:00.000Z",
  customer: { name: "Juliette Girard", phone: null },
  service: "Gommage au sucre",
  state: "at_shop" as const,
  source: "online" as const,
  attendance: null,
  consents: [],
};

// outside a page the words are their keys
const STATE = "admin.state.at_shop · admin.source.online";
const WITH = "admin.agenda.with";

/** the lines drawn (not the screen reader's words), in order */
const drawn = (height: number) => {
  const html = renderToStaticMarkup(createElement(BookingCard, { booking, time: "11:30–12:30", employee: "Camille", height }));
  return [...html.replace(/<span class="sr-only">.*?<\/span>/g, "").matchAll(/<p class="([^"]*)"[^>]*>(.*?)<\/p>/g)].map((m) => ({ shrinks: !m[1]!.includes("shrink-0"), text: m[2]!.replace(/<[^>]+>/g, "") }));
};

describe("a booking's card", () => {
  it("short: the time and the customer on one line", () => {
    expect(drawn(40).map((l) => l.text)).toEqual(["11:30–12:30Juliette Girard"]);
  });

  it("an hour in the week view (72 px): time, customer and state; the service and the employee left to the words read", () => {
    expect(drawn(72).map((l) => l.text)).toEqual(["11:30–12:30", "Juliette Girard", STATE]);
    const html = renderToStaticMarkup(createElement(BookingCard, { booking, time: "11:30–12:30", employee: "Camille", height: 72 }));
    expect(html).toMatch(/<span class="sr-only">Gommage au sucre, admin.agenda.with<\/span>/);
  });

  it("an hour in the day view (96 px): the service too", () => {
    expect(drawn(96).map((l) => l.text)).toEqual(["11:30–12:30", "Juliette Girard", "Gommage au sucre", STATE]);
  });

  it("tall: every line, none of which shrinks under its text", () => {
    const lines = drawn(108);
    expect(lines.map((l) => l.text)).toEqual(["11:30–12:30", "Juliette Girard", "Gommage au sucre", WITH, STATE]);
    expect(lines.filter((l) => l.shrinks)).toEqual([]);
  });
});
