// A day's hours as the back-office writes them — opens, closes and the breaks between — and the
// ranges the shops and employees keep (domain/types.ts HourRange): the one place where the
// impossible is refused (an end before its start, a break outside the hours, two breaks or two
// ranges over each other), each refusal naming its field. Pure: the form's action and the API's
// contract (contract/business-words.ts) both ask it.
import type { HourRange } from "./types";

const CLOCK = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** 'HH:mm' → minutes since midnight ('24:00' is 1440); anything else null. */
export function clockMinutes(text: string): number | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  return m[1] === undefined ? 1440 : Number(m[1]) * 60 + Number(m[2]);
}

/** What was typed for one day: empty texts are what was left blank. */
export interface TypedDay {
  opens: string;
  closes: string;
  breaks: { start: string; end: string }[];
}

export type DayProblem = "time" | "afterStart" | "outside" | "overlap";

/**
 * The day's ranges from its opening, closing and breaks, or the problems by field (`opens`,
 * `closes`, `breaks.<n>.start`, `breaks.<n>.end`). A break left wholly blank is no break.
 */
export function rangesOfDay(day: TypedDay): { ranges: HourRange[]; problems: Record<string, DayProblem> } {
  const problems: Record<string, DayProblem> = {};
  const opens = clockMinutes(day.opens);
  const closes = clockMinutes(day.closes);
  if (opens === null) problems.opens = "time";
  if (closes === null) problems.closes = "time";
  if (opens !== null && closes !== null && closes <= opens) problems.closes = "afterStart";
  const breaks: { start: number; end: number; at: number }[] = [];
  day.breaks.forEach((b, at) => {
    if (!b.start.trim() && !b.end.trim()) return;
    const start = clockMinutes(b.start);
    const end = clockMinutes(b.end);
    if (start === null) problems[`breaks.${at}.start`] = "time";
    if (end === null) problems[`breaks.${at}.end`] = "time";
    if (start === null || end === null) return;
    if (end <= start) problems[`breaks.${at}.end`] = "afterStart";
    else if (opens !== null && start < opens) problems[`breaks.${at}.start`] = "outside";
    else if (closes !== null && end > closes) problems[`breaks.${at}.end`] = "outside";
    else breaks.push({ start, end, at });
  });
  breaks.sort((a, b) => a.start - b.start);
  for (let i = 1; i < breaks.length; i += 1) if (breaks[i]!.start < breaks[i - 1]!.end) problems[`breaks.${breaks[i]!.at}.start`] = "overlap";
  if (Object.keys(problems).length > 0 || opens === null || closes === null) return { ranges: [], problems };
  const ranges: HourRange[] = [];
  let from = opens;
  for (const b of breaks) {
    if (b.start > from) ranges.push({ start: clockText(from), end: clockText(b.start) });
    from = Math.max(from, b.end);
  }
  if (closes > from) ranges.push({ start: clockText(from), end: clockText(closes) });
  return { ranges, problems };
}

const pad = (n: number) => String(n).padStart(2, "0");
export const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The reverse, to show kept ranges in the form: the first start, the last end and the gaps between. */
export function dayOfRanges(ranges: readonly HourRange[]): TypedDay {
  const sorted = [...ranges].sort((a, b) => (clockMinutes(a.start) ?? 0) - (clockMinutes(b.start) ?? 0));
  if (sorted.length === 0) return { opens: "", closes: "", breaks: [] };
  const breaks = sorted.slice(1).map((r, i) => ({ start: sorted[i]!.end, end: r.start }));
  return { opens: sorted[0]!.start, closes: sorted[sorted.length - 1]!.end, breaks };
}

/** The index of the first range that starts before an earlier one ends (touching is fine), else -1. */
export function overlappingRange(ranges: readonly HourRange[]): number {
  const sorted = ranges.map((r, i) => ({ start: clockMinutes(r.start) ?? 0, end: clockMinutes(r.end) ?? 0, i })).sort((a, b) => a.start - b.start);
  for (let k = 1; k < sorted.length; k += 1) if (sorted[k]!.start < sorted[k - 1]!.end) return sorted[k]!.i;
  return -1;
}
