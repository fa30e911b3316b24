import { describe, expect, it } from "vitest";
import { nextRovingIndex } from "./use-roving-focus";

describe("roving focus: where a key moves", () => {
  it("a horizontal strip: left and right by one, Home and End to the ends, stops at the edges", () => {
    expect(nextRovingIndex("ArrowRight", 0, 5)).toBe(1);
    expect(nextRovingIndex("ArrowLeft", 3, 5)).toBe(2);
    expect(nextRovingIndex("ArrowRight", 4, 5)).toBeNull();
    expect(nextRovingIndex("ArrowLeft", 0, 5)).toBeNull();
    expect(nextRovingIndex("Home", 3, 5)).toBe(0);
    expect(nextRovingIndex("End", 1, 5)).toBe(4);
    expect(nextRovingIndex("ArrowDown", 1, 5)).toBeNull();
  });
  it("leaves Tab, Enter, Space and letters to the browser", () => {
    for (const key of ["Tab", "Enter", " ", "a"]) expect(nextRovingIndex(key, 1, 5)).toBeNull();
  });
  it("loops at the edges when asked", () => {
    expect(nextRovingIndex("ArrowRight", 4, 5, { loop: true })).toBe(0);
    expect(nextRovingIndex("ArrowLeft", 0, 5, { loop: true })).toBe(4);
  });
  it("a vertical list answers up and down only", () => {
    expect(nextRovingIndex("ArrowDown", 1, 5, { orientation: "vertical" })).toBe(2);
    expect(nextRovingIndex("ArrowUp", 1, 5, { orientation: "vertical" })).toBe(0);
    expect(nextRovingIndex("ArrowRight", 1, 5, { orientation: "vertical" })).toBeNull();
  });
  it("a grid moves by a row with up and down, by one with left and right", () => {
    const grid = { orientation: "grid" as const, columns: 4 };
    expect(nextRovingIndex("ArrowDown", 1, 10, grid)).toBe(5);
    expect(nextRovingIndex("ArrowUp", 5, 10, grid)).toBe(1);
    expect(nextRovingIndex("ArrowUp", 2, 10, grid)).toBeNull();
    expect(nextRovingIndex("ArrowDown", 7, 10, grid)).toBeNull(); // no row below column 3
    expect(nextRovingIndex("ArrowRight", 3, 10, grid)).toBe(4); // reading order wraps to the next row
  });
  it("skips disabled items (a fully booked day), and Home/End land on enabled ones", () => {
    const isDisabled = (i: number) => i === 0 || i === 2 || i === 4;
    expect(nextRovingIndex("ArrowRight", 1, 5, { isDisabled })).toBe(3);
    expect(nextRovingIndex("ArrowRight", 3, 5, { isDisabled })).toBeNull();
    expect(nextRovingIndex("Home", 3, 5, { isDisabled })).toBe(1);
    expect(nextRovingIndex("End", 1, 5, { isDisabled })).toBe(3);
    expect(nextRovingIndex("ArrowDown", 1, 10, { orientation: "grid", columns: 4, isDisabled: (i) => i === 5 })).toBe(9);
  });
  it("an empty widget moves nowhere", () => {
    expect(nextRovingIndex("Home", 0, 0)).toBeNull();
  });
});
