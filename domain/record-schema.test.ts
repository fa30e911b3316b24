import { describe, expect, it } from "vitest";
import { checkItem, fieldsFaults, publicValues, type RecordField } from "./record-schema";

const fields: RecordField[] = [
  { key: "skin", label: "Skin", kind: "choice", choices: ["dry", "oily"], required: true, public: true },
  { key: "test", label: "Patch test", kind: "date", required: false, public: true },
  { key: "sessions", label: "Sessions", kind: "number", required: false, public: false },
  { key: "allergy", label: "Allergy", kind: "yesno", required: false, public: false },
  { key: "notes", label: "Notes", kind: "text", required: false, public: false },
];

describe("an item against its record type", () => {
  it("keeps good values, trims text and drops blanks", () => {
    expect(checkItem(fields, { skin: "dry", test: "2031-02-28", sessions: 2, allergy: false, notes: "  latex ", unused: undefined as unknown as string })).toEqual({ faults: { "values.unused": "is not a field of this record type" } });
    expect(checkItem(fields, { skin: "dry", test: "", sessions: 2, allergy: false, notes: "  latex " })).toEqual({ values: { skin: "dry", sessions: 2, allergy: false, notes: "latex" } });
  });
  it("names each bad field", () => {
    expect(checkItem(fields, { test: "2031-02-29", sessions: "2", allergy: "no", notes: 3 })).toEqual({
      faults: { "values.skin": "is required", "values.test": "must be a day YYYY-MM-DD", "values.sessions": "must be a number", "values.allergy": "must be yes or no (true or false)", "values.notes": "must be text" },
    });
    expect(checkItem(fields, { skin: "normal" })).toEqual({ faults: { "values.skin": "must be one of: dry, oily" } });
  });
  it("shows the customer the public fields only", () => {
    expect(publicValues(fields, { skin: "dry", sessions: 2, notes: "latex" })).toEqual({ skin: "dry" });
  });
  it("refuses a type with two fields of one key or a choice without answers", () => {
    expect(fieldsFaults([fields[0]!, { ...fields[1]!, key: "skin" }, { ...fields[2]!, kind: "choice" }])).toEqual({ "fields.1.key": "is already the key of another field", "fields.2.choices": "a choice needs at least one answer" });
  });
});
