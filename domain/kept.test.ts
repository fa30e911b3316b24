import { describe, expect, it } from "vitest";
import { keptByKey } from "./kept";

describe("keptByKey", () => {
  it("makes an answer once per key, and starts over past its size", () => {
    let made = 0;
    const keep = keptByKey<{ n: number }>(2);
    const make = () => ({ n: ++made });
    const a = keep("a", make);
    expect(keep("a", make)).toBe(a);
    keep("b", make);
    expect(made).toBe(2);
    keep("c", make); // a third key: the two kept are forgotten
    expect(keep("a", make)).not.toBe(a);
    expect(made).toBe(4);
  });
});
