import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, googleCalendarUrl, transitionsInYear } from "./ics";

const event = {
  uid: "booking-42-1@maison-lumiere",
  start: new Date("2026-03-29T08:00:00Z"), // 10:00 in Paris, the day clocks go forward
  end: new Date("2026-03-29T09:15:00Z"),
  timeZone: "Europe/Paris",
  summary: "Massage californien, Maison Lumière; Paris",
  description: "Avec Camille\nÀ régler sur place",
  location: "12 rue des Francs-Bourgeois, 75003 Paris",
  stamp: new Date("2026-03-01T12:00:00Z"),
};

describe("buildIcs", () => {
  const ics = buildIcs(event);
  const unfolded = ics.replace(/\r\n /g, "");

  it("is a VCALENDAR with CRLF line ends and the required VEVENT properties", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    expect(unfolded).toContain("UID:booking-42-1@maison-lumiere\r\n");
    expect(unfolded).toContain("DTSTAMP:20260301T120000Z\r\n");
  });

  it("writes the times as the shop's wall time with its zone, right on the DST day", () => {
    expect(unfolded).toContain("DTSTART;TZID=Europe/Paris:20260329T100000\r\n");
    expect(unfolded).toContain("DTEND;TZID=Europe/Paris:20260329T111500\r\n");
    // The zone's 2026 changes: summer time from 02:00 (+0100 → +0200), winter time from 03:00.
    expect(unfolded).toContain("BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT");
    expect(unfolded).toContain("BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD");
  });

  it("escapes commas, semicolons, backslashes and newlines in text", () => {
    expect(unfolded).toContain("SUMMARY:Massage californien\\, Maison Lumière\\; Paris\r\n");
    expect(unfolded).toContain("DESCRIPTION:Avec Camille\\nÀ régler sur place\r\n");
    expect(escapeText("a\\b")).toBe("a\\\\b");
  });

  it("folds lines over 75 octets without splitting a character", () => {
    const long = "SUMMARY:" + "é".repeat(60);
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    const withLongLocation = buildIcs({ ...event, location: "x".repeat(200) });
    for (const line of withLongLocation.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("a zone without clock changes gets one fixed STANDARD observance", () => {
    expect(transitionsInYear(2026, "Asia/Tokyo")).toEqual([]);
    const tokyo = buildIcs({ ...event, timeZone: "Asia/Tokyo" });
    expect(tokyo).toContain("TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900");
    expect(tokyo).toContain("DTSTART;TZID=Asia/Tokyo:20260329T170000");
  });

  it("searches a zone's year once, and each zone and year apart", () => {
    const paris = transitionsInYear(2027, "Europe/Paris");
    expect(paris).toEqual([
      { at: Date.UTC(2027, 2, 28, 1), from: 60, to: 120 },
      { at: Date.UTC(2027, 9, 31, 1), from: 120, to: 60 },
    ]);
    expect(transitionsInYear(2027, "Europe/Paris")).toBe(paris);
    expect(transitionsInYear(2027, "America/New_York")[0]).toEqual({ at: Date.UTC(2027, 2, 14, 7), from: -300, to: -240 });
    expect(transitionsInYear(2028, "Europe/Paris")[0]!.at).toBe(Date.UTC(2028, 2, 26, 1));
  });

  it("refuses an unknown zone or an end before the start", () => {
    expect(() => buildIcs({ ...event, timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => buildIcs({ ...event, end: event.start })).toThrow(/end/);
  });

  it("a cancelled booking says so", () => {
    expect(buildIcs({ ...event, status: "CANCELLED" })).toContain("STATUS:CANCELLED");
  });
});

describe("googleCalendarUrl", () => {
  it("carries the UTC times, the title, the place and the shop's zone", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20260329T080000Z/20260329T091500Z");
    expect(url.searchParams.get("text")).toBe(event.summary);
    expect(url.searchParams.get("location")).toBe(event.location);
    expect(url.searchParams.get("ctz")).toBe("Europe/Paris");
  });
});
