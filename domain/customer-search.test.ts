import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldForSearch, likeLiteral, searchWords } from "./customer-search";

describe("customer search words", () => {
  it("folds case and accents, one character for one", () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
    expect(foldForSearch("Héloïse ÉLODIE Çedric Œuvre")).toBe("heloise elodie cedric ouvre");
  });

  it("looks for each word once, at most five", () => {
    expect(searchWords("  Marie  DUPONT marie ")).toEqual(["marie", "dupont"]);
    expect(searchWords("a b c d e f g")).toEqual(["a", "b", "c", "d", "e"]);
    expect(searchWords("")).toEqual([]);
  });

  it("reads a phone typed the national or the international way as its digits", () => {
    expect(searchWords("06 12 34 56 78")).toEqual(["612345678"]);
    expect(searchWords("+33 6 12.34")).toEqual(["3361234"]);
    expect(searchWords("0")).toEqual(["0"]);
  });

  it("keeps LIKE's wildcards literal", () => {
    expect(likeLiteral("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
