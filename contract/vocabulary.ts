// The words every API input is made of, so each refusal is the same everywhere: ids are positive
// 32-bit integers (what the database stores), texts have a length bound and never a NUL byte
// (PostgreSQL refuses it), dates are real calendar days within years 0100–9999, instants stay far
// enough inside those years that every shop's local date is one too. A body that is not JSON is
// refused at the edge (server/api/errors.ts) with `invalid_json`.
import { z } from "zod";

export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const id = z.number().int("must be a whole number").min(1, "must be positive").max(MAX_ID, "is too large");

/** An id in a path or a query string. */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(id);

/** Ids joined by commas in a query string ('12,13'), each once. */
export const idListText = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, "expected ids joined by commas")
    .transform((v) => [...new Set(v.split(",").map(Number))])
    .pipe(z.array(id).max(max, `at most ${max} ids`));

const NO_NUL = /^[^\u0000]*$/;
/** Half of a UTF-16 pair without its other half: no character at all, refused by PostgreSQL's json. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text no column can store (a NUL, a lone surrogate), or null when it is fine. */
export function textFault(value: string): string | null {
  if (!NO_NUL.test(value)) return "must not contain a NUL character";
  if (LONE_SURROGATE.test(value)) return "must not contain a lone UTF-16 surrogate";
  return null;
}

/** A text of at most `max` characters, without NUL or lone surrogate; `min` 1 makes it required. */
export const text = (max: number, min = 0) =>
  z
    .string()
    .min(min, min === 1 ? "required" : `at least ${min} characters`)
    .max(max, `at most ${max} characters`)
    .regex(NO_NUL, "must not contain a NUL character")
    .refine((v) => !LONE_SURROGATE.test(v), "must not contain a lone UTF-16 surrogate");

/**
 * The first string of a JSON value (a key or a value, at any depth) no column can store: its
 * path ('items.0.note') and what is wrong, or null. Walked without recursion: a body may nest deep.
 */
export function storableFault(value: unknown): { field: string; fault: string } | null {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      const fault = textFault(v);
      if (fault) return { field: path.join(".") || "(root)", fault };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], [...path, String(i)]]);
    } else if (v && typeof v === "object") {
      const entries = Object.entries(v);
      for (const [key] of entries) {
        const fault = textFault(key);
        // the field is named by its path with the bad key written as JSON escapes
        if (fault) return { field: [...path, JSON.stringify(key).slice(1, -1)].join("."), fault };
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], [...path, entries[i]![0]]]);
    }
  }
  return null;
}

/** A promo code as a customer types it: letters, digits, spaces and dashes. */
export const couponCode = text(40, 1).regex(/^[\p{L}\p{N} _-]+$/u, "must be letters and digits, e.g. 'BIENVENUE10'");

/** A slug in an address: what the catalogue's pages are found by. */
export const slug = text(200, 1);

/**
 * A shop's id as the spec writes it ('ab-1001': the id prefixed by its system), or the bare id.
 * Letters, digits, '-', '_' and '.' only.
 */
export const shopRef = text(100, 1).regex(/^[\w.-]+$/, "must be a shop id such as 'ab-1001'");

/** Whether a text is a calendar date 'YYYY-MM-DD' that exists, years 0100–9999. */
export const isCalendarDay = (value: unknown): value is string => {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  probe.setUTCFullYear(y);
  return y >= 100 && probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
};

/** A calendar date 'YYYY-MM-DD' that exists, years 0100–9999. */
export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date YYYY-MM-DD")
  .refine(isCalendarDay, "expected a date YYYY-MM-DD that exists, from year 0100");

// One day either side: every time zone's local date of such an instant is within 0100–9999.
const EARLIEST = Date.UTC(100, 0, 2);
const LATEST = Date.UTC(9999, 11, 30);

/** An instant with its offset ('2026-05-04T10:00:00+02:00'), whose date is a year 0100–9999 everywhere. */
export const instant = z.iso
  .datetime({ offset: true, message: "expected a date and time with its offset, e.g. 2026-05-04T10:00:00+02:00" })
  .refine((v) => {
    const ms = Date.parse(v);
    return ms >= EARLIEST && ms <= LATEST;
  }, "must fall within the years 0100–9999");
