import { describe, expect, it } from "vitest";
import { checkAnswers, drawsSomething, questionFaults, type ConsentQuestion } from "./consent";

const questions: ConsentQuestion[] = [
  { key: "pregnant", kind: "yesno", label: { fr: "Enceinte ?" }, required: true },
  { key: "allergies", kind: "text", label: { fr: "Allergies" }, required: false },
  { key: "skin", kind: "choice", label: { fr: "Peau" }, required: true, choices: [{ value: "dry", label: { fr: "Sèche" } }, { value: "oily", label: { fr: "Grasse" } }] },
  { key: "last-peel", kind: "date", label: { fr: "Dernier peeling" }, required: false },
];

describe("a consent form's answers", () => {
  it("keeps the answers of the questions asked, trimmed", () => {
    expect(checkAnswers(questions, { pregnant: false, allergies: "  pollen ", skin: "dry", "last-peel": "2026-02-28" })).toEqual({
      answers: { pregnant: false, allergies: "pollen", skin: "dry", "last-peel": "2026-02-28" },
      faults: {},
    });
  });
  it("names each required question left unanswered, and every wrong answer", () => {
    expect(checkAnswers(questions, { allergies: "" }).faults).toEqual({ "answers.pregnant": "required", "answers.skin": "required" });
    const { faults } = checkAnswers(questions, { pregnant: "yes", skin: "normal", "last-peel": "2026-02-30", extra: 1 });
    expect(Object.keys(faults).sort()).toEqual(["answers.extra", "answers.last-peel", "answers.pregnant", "answers.skin"]);
  });
  it("a template's questions: keys once, a choice question with two choices at least", () => {
    expect(questionFaults(questions)).toEqual({});
    expect(questionFaults([questions[0]!, { ...questions[2]!, key: "pregnant", choices: [{ value: "a", label: { fr: "A" } }] }])).toEqual({
      "questions.1.key": "used twice in this form",
      "questions.1.choices": "a choice question needs at least two choices",
    });
  });
  it("a drawn signature is path data with a stroke, nothing else", () => {
    expect(drawsSomething("M10 10 L20 25.5 L30,40")).toBe(true);
    expect(drawsSomething("M10 10")).toBe(false);
    expect(drawsSomething('M10 10 L20 20"/><script>')).toBe(false);
  });
});
