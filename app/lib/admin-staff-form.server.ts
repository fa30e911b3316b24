// The shop and employee forms of the back-office (/admin/shops, /admin/staff): what was typed read
// into the API's bodies (contract/shops.ts, contract/employees.ts). A week is typed as each day's
// opening, closing and breaks; domain/day-hours.ts turns it into the ranges the API keeps and names
// the impossible at its field (a break outside the hours, an end before its start) before the API
// is asked. The API's own refusals are named at the same fields.
import { clockMinutes, dayOfRanges, rangesOfDay, type DayProblem } from "../../domain/day-hours";
import { localDay, parseLocalDate } from "../../domain/time";
import { WEEKDAYS, type DayOpening, type HourRange, type Weekday } from "../../domain/types";
import { many, one, type Typed } from "./admin-article-form.server";
import type { TKey } from "./use-t";

export type { Typed };
export type Fields = Record<string, TKey>;

/** The breaks a day offers in the form. */
export const BREAKS = 2;

const PROBLEMS: Record<DayProblem, TKey> = { time: "admin.staff.err.time", afterStart: "admin.staff.err.afterStart", outside: "admin.staff.err.outside", overlap: "admin.staff.err.overlap" };

/** One typed day (`<prefix>.<weekday>.open|opens|closes|breaks.n.start|end`): its ranges, or its problems named. */
export function typedDay(typed: Typed, at: string, fields: Fields): HourRange[] | null {
  if (one(typed, `${at}.open`) !== "on") return null;
  const breaks = Array.from({ length: BREAKS }, (_, n) => ({ start: one(typed, `${at}.breaks.${n}.start`), end: one(typed, `${at}.breaks.${n}.end`) }));
  const { ranges, problems } = rangesOfDay({ opens: one(typed, `${at}.opens`), closes: one(typed, `${at}.closes`), breaks });
  for (const [field, problem] of Object.entries(problems)) fields[`${at}.${field}`] = PROBLEMS[problem];
  return ranges;
}

/** The typed values of a kept day, for the form. */
export function dayTyped(at: string, ranges: readonly HourRange[] | null, into: Typed): void {
  if (!ranges || ranges.length === 0) return;
  const day = dayOfRanges(ranges);
  into[`${at}.open`] = "on";
  into[`${at}.opens`] = day.opens;
  into[`${at}.closes`] = day.closes;
  day.breaks.slice(0, BREAKS).forEach((b, n) => {
    into[`${at}.breaks.${n}.start`] = b.start;
    into[`${at}.breaks.${n}.end`] = b.end;
  });
}

/** A shop's weekday as the form shows it: a 'day' is open from its first start to its last end, without breaks. */
export function openingTyped(openingHours: Partial<Record<Weekday, DayOpening>>, into: Typed): void {
  for (const w of WEEKDAYS) {
    const d = openingHours[w];
    if (!d || d.status === "closed" || d.hours.length === 0) continue;
    const hours = d.status === "day" ? [{ start: d.hours[0]!.start, end: d.hours[d.hours.length - 1]!.end }] : d.hours;
    dayTyped(`hours.${w}`, hours, into);
  }
}

const degrees = (text: string, max: number) => (/^-?\d{1,3}(\.\d{1,8})?$/.test(text.replace(",", ".")) && Math.abs(Number(text.replace(",", "."))) <= max ? Number(text.replace(",", ".")) : null);

/** The API's shop body from the typed values (the rest of the shop kept as it was), and the fields refused first. */
export function shopBody(typed: Typed, kept: { images?: unknown[]; description?: Record<string, string>; useCabins?: boolean | null; geoGroupId?: number | null; order?: number; webId?: string | null; country?: string }) {
  const fields: Fields = {};
  const openingHours = Object.fromEntries(
    WEEKDAYS.map((w) => {
      const ranges = typedDay(typed, `hours.${w}`, fields);
      // one range is a 'day'; with breaks it is open only inside its ranges
      return [w, ranges === null ? { status: "closed", hours: [] } : { status: ranges.length > 1 ? "pause" : "day", hours: ranges }];
    }),
  ) as Record<Weekday, DayOpening>;
  const coordinate = (key: "lat" | "lng", max: number) => {
    const text = one(typed, key);
    if (text === "") return null;
    const v = degrees(text, max);
    if (v === null) fields[key] = "admin.shop.err.degrees";
    return v;
  };
  const body = {
    slug: one(typed, "slug"),
    artebeauteId: one(typed, "artebeauteId"),
    webId: kept.webId ?? null,
    name: one(typed, "name"),
    address: one(typed, "address"),
    city: one(typed, "city"),
    zipcode: one(typed, "zipcode"),
    country: (one(typed, "country") || kept.country || "FR").toUpperCase(),
    phone: one(typed, "phone") || null,
    email: one(typed, "email") || null,
    description: kept.description ?? {},
    lat: coordinate("lat", 90),
    lng: coordinate("lng", 180),
    timeZone: one(typed, "timeZone"),
    openingHours,
    images: (kept.images ?? []) as { url: string }[],
    bookingActive: one(typed, "bookingActive") === "on",
    useCabins: kept.useCabins ?? null,
    geoGroupId: kept.geoGroupId ?? null,
    order: kept.order ?? 0,
  };
  return { body, fields };
}

/** An exceptional day: the date, closed or open with its hours (one range, or two around a break). */
export function shopDayBody(typed: Typed) {
  const fields: Fields = {};
  const date = one(typed, "day.date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fields["day.date"] = "admin.staff.err.date";
  const kind = one(typed, "day.kind") === "open" ? "open" : "closed";
  let hours: HourRange[] = [];
  if (kind === "open") {
    const { ranges, problems } = rangesOfDay({ opens: one(typed, "day.opens"), closes: one(typed, "day.closes"), breaks: [] });
    for (const [field, problem] of Object.entries(problems)) fields[`day.${field}`] = PROBLEMS[problem];
    hours = ranges;
  }
  return { date, body: kind === "open" ? { kind: "open" as const, hours } : { kind: "closed" as const }, fields };
}

/** The API's employee body, and the fields refused first. */
export function employeeBody(typed: Typed, shopIds: number[], image: { url: string; width?: number; height?: number } | null | undefined) {
  const fields: Fields = {};
  const shopId = Number(one(typed, "shopId"));
  if (!shopIds.includes(shopId)) fields.shopId = "admin.staff.err.shop";
  const workingHours: Partial<Record<Weekday, HourRange[]>> = {};
  for (const w of WEEKDAYS) {
    const ranges = typedDay(typed, `work.${w}`, fields);
    if (ranges) workingHours[w] = ranges;
  }
  const body = { shopId, displayName: one(typed, "displayName"), workingHours, serviceIds: many(typed, "serviceIds"), active: one(typed, "active") === "on", ...(image === undefined ? {} : { image }) };
  return { body, fields };
}

/** An absence typed as days (and times, else the whole days) in the shop's time zone: its instants, or the fields refused. */
export function absenceBody(typed: Typed, timeZone: string) {
  const fields: Fields = {};
  const instant = (dateKey: string, timeKey: string, end: boolean) => {
    const date = one(typed, dateKey);
    const time = one(typed, timeKey);
    try {
      parseLocalDate(date);
    } catch {
      fields[dateKey] = "admin.staff.err.date";
      return null;
    }
    const minutes = time === "" ? (end ? 1440 : 0) : clockMinutes(time);
    if (minutes === null) {
      fields[timeKey] = "admin.staff.err.time";
      return null;
    }
    return localDay(date, timeZone).at(minutes);
  };
  const start = instant("absence.from", "absence.fromTime", false);
  const end = instant("absence.to", "absence.toTime", true);
  if (start !== null && end !== null && end <= start) fields[one(typed, "absence.toTime") ? "absence.toTime" : "absence.to"] = "admin.staff.err.afterStart";
  const reason = one(typed, "absence.reason");
  return { body: { start: new Date(start ?? 0).toISOString(), end: new Date(end ?? 0).toISOString(), reason: reason || null }, fields };
}

/** An API refusal's fields, as the form's fields and the words it shows there. */
export function staffRefused(apiFields: Record<string, string>, code: string): Fields {
  const out: Fields = {};
  for (const key of Object.keys(apiFields)) {
    const day = /^(openingHours|workingHours)\.(\w+)/.exec(key);
    if (day) out[`${day[1] === "openingHours" ? "hours" : "work"}.${day[2]}.opens`] = "admin.staff.err.overlap";
    else if (key === "slug") out.slug = code === "slug_taken" ? "admin.shop.err.slugTaken" : "admin.shop.err.slug";
    else if (key === "artebeauteId") out.artebeauteId = code === "reference_taken" ? "admin.shop.err.refTaken" : "admin.shop.err.ref";
    else if (key === "timeZone") out.timeZone = "admin.shop.err.timeZone";
    else if (key === "email") out.email = "admin.shop.err.email";
    else if (key === "lat" || key === "lng") out[key] = "admin.shop.err.degrees";
    else if (key === "name" || key === "displayName") out[key] = "admin.staff.err.required";
    else if (key === "end" || key === "start") out[`absence.${key === "end" ? "to" : "from"}`] = key === "end" ? "admin.staff.err.afterStart" : "admin.staff.err.date";
    else if (key === "hours" || key.startsWith("hours.")) out["day.opens"] = "admin.staff.err.overlap";
    else out[key] = code === "in_use" ? "admin.staff.err.inUse" : "admin.staff.err.other";
  }
  return out;
}
