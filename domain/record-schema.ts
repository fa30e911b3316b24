// A record type the business defines (spec §7 'collection schemas (public and private)'): its
// fields, each with a kind, required or not, and public (the customer sees it) or private (staff
// only). An item of that type is checked against it here, for every caller: a value of the wrong
// kind, a missing required field or a field the type does not have is refused naming the field.

export const FIELD_KINDS = ["text", "number", "date", "yesno", "choice"] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface RecordField {
  /** how the item names it: lower-case letters, digits and '_' ('patch_test_date') */
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** the customer sees it (true) or only the business's team (false) */
  public: boolean;
  /** the answers a 'choice' offers */
  choices?: string[];
}

export type FieldValue = string | number | boolean;
export type ItemValues = Record<string, FieldValue>;

export const MAX_TEXT = 2000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Why a type's fields cannot be kept ({'fields.2.choices': '…'}), empty when they can. */
export function fieldsFaults(fields: readonly RecordField[]): Record<string, string> {
  const faults: Record<string, string> = {};
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (seen.has(f.key)) faults[`fields.${i}.key`] = "is already the key of another field";
    seen.add(f.key);
    if (f.kind === "choice" && (f.choices ?? []).length === 0) faults[`fields.${i}.choices`] = "a choice needs at least one answer";
    if (f.kind !== "choice" && (f.choices ?? []).length > 0) faults[`fields.${i}.choices`] = "only a choice has answers";
  });
  return faults;
}

/** One value's fault against its field, or null. */
function valueFault(field: RecordField, value: unknown): string | null {
  switch (field.kind) {
    case "text":
      return typeof value !== "string" ? "must be text" : value.length > MAX_TEXT ? `at most ${MAX_TEXT} characters` : null;
    case "number":
      return typeof value !== "number" || !Number.isFinite(value) ? "must be a number" : null;
    case "date":
      return typeof value !== "string" || !isDay(value) ? "must be a day YYYY-MM-DD" : null;
    case "yesno":
      return typeof value !== "boolean" ? "must be yes or no (true or false)" : null;
    case "choice":
      return typeof value !== "string" || !(field.choices ?? []).includes(value) ? `must be one of: ${(field.choices ?? []).join(", ")}` : null;
  }
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * An item's values checked against its type: the values kept (blanks dropped, text trimmed), or
 * the faults by field ('values.allergies': 'is required').
 */
export function checkItem(fields: readonly RecordField[], values: Record<string, unknown>): { values: ItemValues } | { faults: Record<string, string> } {
  const faults: Record<string, string> = {};
  const kept: ItemValues = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(values)) if (!known.has(key)) faults[`values.${key}`] = "is not a field of this record type";
  for (const field of fields) {
    const value = values[field.key];
    if (blank(value)) {
      if (field.required) faults[`values.${field.key}`] = "is required";
      continue;
    }
    const fault = valueFault(field, value);
    if (fault) faults[`values.${field.key}`] = fault;
    else kept[field.key] = typeof value === "string" ? value.trim() : (value as FieldValue);
  }
  return Object.keys(faults).length > 0 ? { faults } : { values: kept };
}

/** What the customer sees of a type: its public fields only. */
export const publicFields = (fields: readonly RecordField[]) => fields.filter((f) => f.public);

/** What the customer sees of an item: the values of the type's public fields only. */
export function publicValues(fields: readonly RecordField[], values: ItemValues): ItemValues {
  const open = new Set(publicFields(fields).map((f) => f.key));
  return Object.fromEntries(Object.entries(values).filter(([k]) => open.has(k)));
}
