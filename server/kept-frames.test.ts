// A frame is kept a minute at most, and the frames used longest ago go first (decision 309).
import { describe, expect, it } from "vitest";
import { KeptFrames } from "./kept-frames";

const groups = (n: number) => ({ top: `<header>${n}</header>`, bottom: `<footer>${n}</footer>` });

describe("the kept frames", () => {
  it("answers a frame under its key for a minute, then no more", () => {
    let now = 1_000_000;
    const frames = new KeptFrames(() => now);
    frames.keep("a", groups(1));
    expect(frames.get("a")).toEqual(groups(1));
    expect(frames.get("b")).toBeNull();
    now += 59_999;
    expect(frames.get("a")).toEqual(groups(1));
    now += 1;
    expect(frames.get("a")).toBeNull();
    expect(frames.size).toBe(0);
  });

  it("drops the frame used longest ago when full", () => {
    const frames = new KeptFrames(() => 0, 2);
    frames.keep("a", groups(1));
    frames.keep("b", groups(2));
    expect(frames.get("a")).toEqual(groups(1));
    frames.keep("c", groups(3));
    expect(frames.get("b")).toBeNull();
    expect(frames.get("a")).toEqual(groups(1));
    expect(frames.get("c")).toEqual(groups(3));
    expect(frames.size).toBe(2);
  });
});
