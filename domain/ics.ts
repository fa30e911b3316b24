// An appointment as an iCalendar file (RFC 5545) and as an 'add to Google Calendar' link.
// Times are written in the shop's time zone (DTSTART;TZID=...) with a VTIMEZONE describing that
// zone's offsets for the year, so a calendar shows the shop's wall time even on a DST day.
import { TZDate } from "@date-fns/tz";
import { keptByKey } from "./kept";
import { assertTimeZone } from "./time";

export interface CalendarEvent {
  /** globally unique and stable: the same booking always gives the same UID */
  uid: string;
  start: Date;
  end: Date;
  /** IANA zone of the shop */
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  /** when the file is produced (DTSTAMP) */
  stamp: Date;
  /** the organiser's name and e-mail, when known */
  organizer?: { name: string; email: string };
  /** CANCELLED for a cancelled booking */
  status?: "CONFIRMED" | "CANCELLED";
  /** PRODID's product name */
  product?: string;
  /** RFC 5545 SEQUENCE: raised each time the booking moves, so a calendar replaces the event it holds */
  sequence?: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74; // continuation lines begin with a space
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 'YYYYMMDDTHHMMSSZ' */
export function utcStamp(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** 'YYYYMMDDTHHMMSS', the wall time in the zone. */
export function localStamp(instant: Date | number, timeZone: string): string {
  const t = new TZDate(typeof instant === "number" ? instant : instant.getTime(), timeZone);
  return `${pad(t.getFullYear(), 4)}${pad(t.getMonth() + 1)}${pad(t.getDate())}T${pad(t.getHours())}${pad(t.getMinutes())}${pad(t.getSeconds())}`;
}

/**
 * Whether the instant's wall time in the zone happens twice (the hour repeated when clocks go back):
 * written as local time, RFC 5545 would read it as the first of the two.
 */
export function isRepeatedWallTime(instant: Date, timeZone: string): boolean {
  const ms = instant.getTime();
  const own = offsetAt(ms, timeZone);
  const wall = ms + own * 60_000;
  return [offsetAt(ms - 3 * 3_600_000, timeZone), offsetAt(ms + 3 * 3_600_000, timeZone)].some((other) => other !== own && wall - other * 60_000 !== ms && offsetAt(wall - other * 60_000, timeZone) === other);
}

/** DTSTART/DTEND: the shop's wall time, or UTC when that wall time happens twice (decision 251). */
function eventTime(name: "DTSTART" | "DTEND", instant: Date, timeZone: string): string {
  return isRepeatedWallTime(instant, timeZone) ? `${name}:${utcStamp(instant)}` : `${name};TZID=${timeZone}:${localStamp(instant, timeZone)}`;
}

/** Offset east of UTC in minutes at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  return -new TZDate(ms, timeZone).getTimezoneOffset();
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

interface Transition {
  /** the first instant of the new offset */
  at: number;
  from: number;
  to: number;
}

/** zones × years a process meets: a few shops' zones over a few years */
const yearsSeen = keptByKey<readonly Transition[]>(512);

/**
 * The zone's offset changes during a calendar year (UTC), to the minute. Found once per zone and
 * year: the search asks the zone's offset about 400 times, and a customer's list of bookings
 * writes a calendar file for each.
 */
export function transitionsInYear(year: number, timeZone: string): readonly Transition[] {
  return yearsSeen(`${timeZone} ${year}`, () => Object.freeze(searchTransitions(year, timeZone)));
}

function searchTransitions(year: number, timeZone: string): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  const step = 86_400_000;
  let ms = Date.UTC(year, 0, 1);
  let offset = offsetAt(ms, timeZone);
  while (ms < end) {
    const next = Math.min(ms + step, end);
    const nextOffset = offsetAt(next, timeZone);
    if (nextOffset !== offset) {
      // Binary search the minute the offset changes.
      let lo = ms;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetAt(mid, timeZone) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    ms = next;
  }
  return found;
}

/** A VTIMEZONE for the zone, covering the years of the event. */
export function vtimezone(timeZone: string, years: number[]): string[] {
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  const transitions = [...new Set(years)].sort().flatMap((y) => transitionsInYear(y, timeZone));
  if (transitions.length === 0) {
    const offset = formatOffset(offsetAt(Date.UTC(years[0] ?? 1970, 0, 1), timeZone));
    lines.push("BEGIN:STANDARD", "DTSTART:19700101T000000", `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, "END:STANDARD");
  }
  for (const t of transitions) {
    const kind = t.to > t.from ? "DAYLIGHT" : "STANDARD";
    lines.push(`BEGIN:${kind}`, `DTSTART:${transitionWallTime(t)}`, `TZOFFSETFROM:${formatOffset(t.from)}`, `TZOFFSETTO:${formatOffset(t.to)}`, `END:${kind}`);
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** RFC 5545: an observance starts at the wall time of the change in the offset before it (02:00 for Paris in March, 03:00 in October). */
function transitionWallTime(t: Transition): string {
  const wall = new Date(t.at + t.from * 60_000);
  return `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}00`;
}

/** The iCalendar text (CRLF line ends, folded lines) of one appointment. */
export function buildIcs(event: CalendarEvent): string {
  assertTimeZone(event.timeZone);
  if (!(event.end.getTime() > event.start.getTime())) throw new RangeError("end: must be after start");
  const years = [new TZDate(event.start.getTime(), event.timeZone).getFullYear(), new TZDate(event.end.getTime(), event.timeZone).getFullYear()];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(event.product ?? "Vitrine")}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.status === "CANCELLED" ? "CANCEL" : "PUBLISH"}`,
    ...vtimezone(event.timeZone, years),
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    eventTime("DTSTART", event.start, event.timeZone),
    eventTime("DTEND", event.end, event.timeZone),
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.organizer) lines.push(`ORGANIZER;CN="${event.organizer.name.replace(/["\\;:,]/g, "")}":mailto:${event.organizer.email}`);
  lines.push(`STATUS:${event.status ?? "CONFIRMED"}`, "END:VEVENT", "END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** An 'add to Google Calendar' address for the same event (UTC times, the shop's zone for display). */
export function googleCalendarUrl(event: Pick<CalendarEvent, "start" | "end" | "timeZone" | "summary" | "description" | "location">): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    ctz: event.timeZone,
  });
  if (event.description) params.set("details", event.description);
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
