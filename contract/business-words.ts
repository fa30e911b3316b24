// The words the business's writes are made of (shops, employees, articles): clock times and hour
// ranges, opening hours, time zones, texts in the five languages, amounts in cents. Each refusal
// says what was expected, so a 400 names the field and how to put it right.
import { z } from "zod";
import { overlappingRange } from "../domain/day-hours";
import { assertTimeZone } from "../domain/time";
import { LANGS, WEEKDAYS } from "../domain/types";
import { text } from "./vocabulary";

export const clockTime = z.string().regex(/^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be a time HH:mm, e.g. '09:30'");

export const hourRange = z.object({ start: clockTime, end: clockTime }).refine((r) => r.start < r.end, { path: ["end"], message: "must be after start" });
/** A day's ranges: none over another (two shifts or a break written twice would double a slot). */
export const hourRanges = z
  .array(hourRange)
  .max(12, "at most 12 ranges a day")
  .superRefine((ranges, ctx) => {
    const at = overlappingRange(ranges);
    if (at >= 0) ctx.addIssue({ code: "custom", path: [at, "start"], message: "overlaps another range of the day" });
  });

/** A weekday's opening: 'day' (open from the first start to the last end), 'pause' (only inside its ranges) or 'closed'. */
export const dayOpeningInput = z
  .object({ status: z.enum(["day", "pause", "closed"]), hours: hourRanges })
  .refine((d) => d.status === "closed" || d.hours.length > 0, { path: ["hours"], message: "an open day needs at least one range" });
export const openingHoursInput = z.object(Object.fromEntries(WEEKDAYS.map((w) => [w, dayOpeningInput])) as Record<(typeof WEEKDAYS)[number], typeof dayOpeningInput>);

/** The weekly hours of an employee: weekday → ranges; a weekday left out is not worked. */
export const workingHoursInput = z.partialRecord(z.enum(WEEKDAYS), hourRanges);

export const timeZoneField = text(64, 1).refine(
  (zone) => {
    try {
      assertTimeZone(zone);
      return true;
    } catch {
      return false;
    }
  },
  { message: "must be an IANA time zone, e.g. 'Europe/Paris'" },
);

export const localisedLine = (max = 300) => z.partialRecord(z.enum(LANGS), text(max));
/** A name in the five languages: French, the fallback, is required. */
export const localisedName = z.partialRecord(z.enum(LANGS), text(200)).refine((n) => Boolean(n.fr?.trim()), { path: ["fr"], message: "required (French is the fallback)" });

/** Cents, whole, at most 1,000,000.00. */
export const cents = z.number().int("must be whole cents").min(0, "must not be negative").max(100_000_000, "is too large");

export const slugField = text(120, 1).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes, e.g. 'soins-hiver'");
/** An id in an external salon system (artebeauteId). */
export const externalRef = text(100, 1).regex(/^[\w.-]+$/, "must be letters, digits, '.', '_' or '-', e.g. 'ab-1001'");
export const order = z.number().int().min(0).max(100_000);
