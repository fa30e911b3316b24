// The consent template form's values turned into the API's body (decision 241): five-language
// title, introduction and question labels, each question's kind and flag, a choice question's
// choices one per line (their values made from the French line), and the services; the API's
// refused fields turned back into the form's fields and words.
import { LANGS } from "../../domain/types";
import type { Typed, Errors } from "../components/admin/article-form";
import { oneOf } from "../components/admin/article-form";
import { questionCount } from "./admin-consent";

const KINDS = ["yesno", "text", "choice", "date"] as const;
type Kind = (typeof KINDS)[number];


const localised = (typed: Typed, prefix: string) => Object.fromEntries(LANGS.map((l) => [l, oneOf(typed, `${prefix}.${l}`).trim()]).filter(([, v]) => v !== ""));
const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
/** A choice's value from its French words: 'Peau sèche' → 'peau-seche'. */
const valueOf = (words: string, i: number) =>
  words
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || `choix-${i + 1}`;

export function templateBody(typed: Typed) {
  const questions = Array.from({ length: questionCount(typed) }, (_, i) => {
    const kind = (KINDS as readonly string[]).includes(oneOf(typed, `q.${i}.kind`)) ? (oneOf(typed, `q.${i}.kind`) as Kind) : "text";
    const byLang = Object.fromEntries(LANGS.map((l) => [l, lines(oneOf(typed, `q.${i}.choices.${l}`))]));
    const choices = kind === "choice" ? byLang.fr!.map((fr, n) => ({ value: valueOf(fr, n), label: Object.fromEntries(LANGS.map((l) => [l, byLang[l]![n] ?? ""]).filter(([, v]) => v !== "")) })) : undefined;
    return { key: oneOf(typed, `q.${i}.key`).trim(), kind, required: oneOf(typed, `q.${i}.required`) === "on", label: localised(typed, `q.${i}.label`), ...(choices ? { choices } : {}) };
  });
  const serviceIds = (Array.isArray(typed.serviceIds) ? typed.serviceIds : typed.serviceIds ? [typed.serviceIds] : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return { title: localised(typed, "title"), intro: localised(typed, "intro"), questions, serviceIds };
}

/** The API's refused fields as the form's: `questions.2.label.fr` → `q.2.label.fr`, with the words to show. */
export function refusedConsentFields(fields: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const path of Object.keys(fields)) {
    const m = /^questions\.(\d+)\.(key|choices|label)/.exec(path);
    if (m) {
      const field = m[2] === "label" ? `q.${m[1]}.label.fr` : m[2] === "choices" ? `q.${m[1]}.choices.fr` : `q.${m[1]}.key`;
      errors[field] = m[2] === "key" ? "admin.cs.err.key" : m[2] === "choices" ? "admin.cs.err.choices" : "admin.cs.err.required";
    } else if (path === "questions") errors.questions = "admin.cs.err.questions";
    else if (path.startsWith("title")) errors["title.fr"] = "admin.cs.err.required";
    else if (path === "serviceIds") errors.serviceIds = "admin.cs.err.generic";
    else errors.form = "admin.cs.err.generic";
  }
  return errors;
}
