import { describe, expect, it } from "vitest";
import { bookingReference } from "./booking-reference";

describe("a booking's reference", () => {
  it("is six unambiguous characters, the same for the same order", () => {
    const ref = bookingReference(1);
    expect(ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(bookingReference(1)).toBe(ref);
    expect(ref).not.toMatch(/maison|lumiere|-/i);
  });

  it("never repeats over the first hundred thousand orders, and does not count up visibly", () => {
    const seen = new Set<string>();
    for (let id = 0; id < 100_000; id++) seen.add(bookingReference(id));
    expect(seen.size).toBe(100_000);
    expect(bookingReference(1043).slice(0, 4)).not.toBe(bookingReference(1042).slice(0, 4));
  });
});
