// The statistics' pure computations: a day's week or month, day rows summed per period, the
// minutes an employee's weekly pattern gives over some days (less their absences), occupancy and
// the CSV export's cells. Money stays integer cents throughout.
import { addDays, parseClockTime, type LocalDay } from "./time";
import type { HourRange, Weekday } from "./types";

export const BUCKETS = ["day", "week", "month"] as const;
export type Bucket = (typeof BUCKETS)[number];

/** The period a local day belongs to: the day itself, its week's Monday, or 'YYYY-MM'. */
export function bucketOf(date: string, bucket: Bucket): string {
  if (bucket === "day") return date;
  if (bucket === "month") return date.slice(0, 7);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export interface DayFigures {
  key: string;
  appointments: number;
  revenue: number;
  cancelled: number;
}

/** Day rows summed per week or month (in the order met, which is the days' order). */
export function perBucket(days: readonly DayFigures[], bucket: Bucket): DayFigures[] {
  const out = new Map<string, DayFigures>();
  for (const d of days) {
    const key = bucketOf(d.key, bucket);
    const sum = out.get(key) ?? { key, appointments: 0, revenue: 0, cancelled: 0 };
    sum.appointments += d.appointments;
    sum.revenue += d.revenue;
    sum.cancelled += d.cancelled;
    out.set(key, sum);
  }
  return [...out.values()];
}

export interface Span {
  startMs: number;
  endMs: number;
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.endMs, b.endMs) - Math.max(a.startMs, b.startMs));

/**
 * The minutes a weekly pattern gives over `days`, less the shop's exceptional closed days (nobody
 * works a day the shop is shut) and less the time its absences take out of it.
 */
export function workingMinutes(hours: Partial<Record<Weekday, readonly HourRange[]>>, days: readonly LocalDay[], absences: readonly Span[], closed: ReadonlySet<string> = new Set()): number {
  let ms = 0;
  for (const day of days) {
    if (closed.has(day.date)) continue;
    for (const range of hours[day.weekday] ?? []) {
      const span = { startMs: day.at(parseClockTime(range.start)), endMs: day.at(parseClockTime(range.end)) };
      if (span.endMs <= span.startMs) continue;
      ms += span.endMs - span.startMs - absences.reduce((taken, a) => taken + overlap(span, a), 0);
    }
  }
  return Math.round(ms / 60_000);
}

/** Booked minutes over working minutes, in percent to one decimal (null when nobody worked). */
export function occupancyPercent(booked: number, working: number): number | null {
  return working > 0 ? Math.round((booked * 1000) / working) / 10 : null;
}

/** Cents as euros with two decimals for a spreadsheet, with the language's decimal mark. */
export function centsForCsv(cents: number, decimalMark: "." | ","): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${decimalMark}${String(abs % 100).padStart(2, "0")}`;
}

/** RFC 4180 text: cells quoted when they hold the separator, a quote or a line break. */
export function toCsv(rows: readonly (readonly (string | number)[])[], separator: "," | ";"): string {
  const cell = (v: string | number) => {
    const text = String(v);
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((r) => r.map(cell).join(separator)).join("\r\n") + "\r\n";
}
