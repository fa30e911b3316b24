// The process's kept values stay within their bounds: past the number of companies or the bytes
// allowed, the company used longest ago goes; a value that went is loaded again, never an older one.
import { describe, expect, it } from "vitest";
import { CompanyShelves } from "./company-shelves";
import { KeptAnswers } from "./kept-answers";

describe("values kept per company", () => {
  it("past the companies allowed, the one used longest ago goes; the one just read stays", () => {
    const shelves = new CompanyShelves<string>({ perCompany: 10, companies: 2 });
    shelves.put(1, "v1", "home", "one");
    shelves.put(2, "v1", "home", "two");
    expect(shelves.get(1, "v1", "home")).toBe("one"); // company 1 is now the latest used
    shelves.put(3, "v1", "home", "three");
    expect(shelves.get(2, "v1", "home")).toBeUndefined();
    expect(shelves.get(1, "v1", "home")).toBe("one");
    expect(shelves.get(3, "v1", "home")).toBe("three");
    expect(shelves.size.companies).toBe(2);
  });

  it("past the bytes allowed, companies go from the one used longest ago; the weight counts what stays", () => {
    const shelves = new CompanyShelves<string>({ perCompany: 10, companies: 10, weight: 10, weigh: (v) => v.length });
    shelves.put(1, "v1", "a", "xxxx");
    shelves.put(2, "v1", "a", "yyyy");
    shelves.put(3, "v1", "a", "zzzz");
    expect(shelves.get(1, "v1", "a")).toBeUndefined();
    expect(shelves.size).toEqual({ companies: 2, weight: 8 });
    // a value put again under its key replaces the old one's weight
    shelves.put(3, "v1", "a", "zz");
    expect(shelves.size).toEqual({ companies: 2, weight: 6 });
    // a value heavier than all allowed is not kept
    shelves.put(4, "v1", "a", "w".repeat(11));
    expect(shelves.get(4, "v1", "a")).toBeUndefined();
    expect(shelves.size.weight).toBeLessThanOrEqual(10);
  });

  it("a moved stamp or a full shelf starts the company's shelf again, its weight with it", () => {
    const shelves = new CompanyShelves<string>({ perCompany: 2, companies: 10, weight: 100, weigh: (v) => v.length });
    shelves.put(1, "v1", "a", "old");
    shelves.put(1, "v2", "a", "new");
    expect(shelves.get(1, "v1", "a")).toBeUndefined();
    expect(shelves.get(1, "v2", "a")).toBe("new");
    shelves.put(1, "v2", "b", "bb");
    shelves.put(1, "v2", "c", "c");
    expect(shelves.get(1, "v2", "a")).toBeUndefined();
    expect(shelves.size).toEqual({ companies: 1, weight: 1 });
  });

  it("a value dropped only goes when it is still the one kept", () => {
    const shelves = new CompanyShelves<string>({ perCompany: 10, companies: 10 });
    shelves.put(1, "v1", "a", "first");
    shelves.put(1, "v1", "a", "second");
    shelves.drop(1, "v1", "a", "first");
    expect(shelves.get(1, "v1", "a")).toBe("second");
    shelves.drop(1, "v1", "a", "second");
    expect(shelves.get(1, "v1", "a")).toBeUndefined();
  });

  it("an answer whose company went is loaded again, never the one kept before", async () => {
    const kept = new KeptAnswers();
    let loads = 0;
    const load = async () => ({ loaded: ++loads });
    const first = await kept.answer({ id: 1, version: 1 }, "fr /api/shops", load);
    // two hundred other companies read since: company 1 is the one used longest ago and goes
    for (let id = 2; id <= 201; id++) await kept.answer({ id, version: 1 }, "fr /api/shops", load);
    const again = await kept.answer({ id: 1, version: 1 }, "fr /api/shops", load);
    expect(first).toEqual({ loaded: 1 });
    expect(again).toEqual({ loaded: 202 });
    // the company read most recently still answers from the process
    expect(await kept.answer({ id: 201, version: 1 }, "fr /api/shops", load)).toEqual({ loaded: 201 });
    // and a moved version is loaded again, never answered from the old one
    expect(await kept.answer({ id: 201, version: 2 }, "fr /api/shops", load)).toEqual({ loaded: 203 });
  });
});
