// How the audit page tells a change in the business's words: the fields it altered and the name of
// the thing changed, read from the copies the audit log keeps (decision 212).
import type { Lang } from "./types";

const fieldsOf = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The top-level fields a change altered (all of them for a creation or a deletion). */
export function changedFields(before: unknown, after: unknown): string[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (before == null || after == null) return keys.sort();
  return keys.filter((k) => k in a && JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/** What the thing is called in the copies (its name in the reader's language, a person's name, a code), or null. */
export function thingName(before: unknown, after: unknown, lang: Lang): string | null {
  for (const copy of [fieldsOf(after), fieldsOf(before)]) {
    const name = copy.name ?? copy.title;
    if (typeof name === "string" && name) return name;
    if (name && typeof name === "object") {
      const local = (name as Record<string, unknown>)[lang] ?? (name as Record<string, unknown>).fr;
      if (typeof local === "string" && local) return local;
    }
    const person = [copy.firstname, copy.lastname].filter((p) => typeof p === "string" && p).join(" ");
    if (person) return person;
    for (const key of ["displayName", "reference", "code", "email", "label"]) {
      if (typeof copy[key] === "string" && copy[key]) return copy[key] as string;
    }
  }
  return null;
}
