// Consent forms (spec §3 'consentement'): a business's template of questions, and the rules a
// customer's answers and signature must follow before a form is stored, signed and never changed.
import type { Localised } from "./types";

export const QUESTION_KINDS = ["yesno", "text", "choice", "date"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface ConsentChoice {
  value: string;
  label: Localised;
}

export interface ConsentQuestion {
  /** stable within a template: the answers are keyed by it */
  key: string;
  kind: QuestionKind;
  label: Localised;
  required: boolean;
  /** a choice question's options */
  choices?: ConsentChoice[];
}

export type ConsentAnswer = boolean | string;

export const MAX_TEXT_ANSWER = 2000;

const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isDay = (v: string) => CALENDAR_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * The answers kept for these questions, or the faults keyed `answers.<key>`: a required question
 * left unanswered, a yes/no that is not one, a choice not offered, a date that is not a day. An
 * answer to a question the form does not ask is a fault too (nothing unasked is stored).
 */
export function checkAnswers(questions: readonly ConsentQuestion[], given: Record<string, unknown>): { answers: Record<string, ConsentAnswer>; faults: Record<string, string> } {
  const answers: Record<string, ConsentAnswer> = {};
  const faults: Record<string, string> = {};
  for (const key of Object.keys(given)) if (!questions.some((q) => q.key === key)) faults[`answers.${key}`] = "not a question of this form";
  for (const q of questions) {
    const field = `answers.${q.key}`;
    const raw = given[q.key];
    const empty = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
    if (empty) {
      if (q.required) faults[field] = "required";
      continue;
    }
    if (q.kind === "yesno") {
      if (typeof raw !== "boolean") faults[field] = "must be yes (true) or no (false)";
      else answers[q.key] = raw;
    } else if (typeof raw !== "string") faults[field] = "must be text";
    else if (q.kind === "text") {
      if (raw.length > MAX_TEXT_ANSWER) faults[field] = `at most ${MAX_TEXT_ANSWER} characters`;
      else answers[q.key] = raw.trim();
    } else if (q.kind === "choice") {
      if (!(q.choices ?? []).some((c) => c.value === raw)) faults[field] = "not one of the choices";
      else answers[q.key] = raw;
    } else if (!isDay(raw)) faults[field] = "must be a day YYYY-MM-DD";
    else answers[q.key] = raw;
  }
  return { answers, faults };
}

/** The faults of a template's questions: keys unique, a choice question with at least two distinct choices. */
export function questionFaults(questions: readonly ConsentQuestion[]): Record<string, string> {
  const faults: Record<string, string> = {};
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    if (seen.has(q.key)) faults[`questions.${i}.key`] = "used twice in this form";
    seen.add(q.key);
    if (q.kind === "choice") {
      const values = (q.choices ?? []).map((c) => c.value);
      if (values.length < 2) faults[`questions.${i}.choices`] = "a choice question needs at least two choices";
      else if (new Set(values).size !== values.length) faults[`questions.${i}.choices`] = "two choices have the same value";
    } else if (q.choices?.length) faults[`questions.${i}.choices`] = "only a choice question has choices";
  });
  return faults;
}

/**
 * A drawn signature is kept as SVG path data (moves and lines in whole or decimal numbers): nothing
 * else, so it can be drawn into a page or a PDF as it is, never as markup.
 */
export const SIGNATURE_PATH = /^(?:[ML]\s?-?\d{1,5}(?:\.\d{1,2})?[ ,]-?\d{1,5}(?:\.\d{1,2})?\s?)+$/;
export const MAX_SIGNATURE_PATH = 30_000;

/** Does the drawn path hold at least a stroke (a move and a line)? */
export const drawsSomething = (path: string) => SIGNATURE_PATH.test(path) && /L/.test(path);

/** What an order's form is for the customer: to sign, or signed (its latest revision). */
export type ConsentState = "to_sign" | "signed";
