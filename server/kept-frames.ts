// The frame's groups (header, drawer, cookie card; footer, bottom bar) as drawn for a frame key,
// kept a minute at most so that a page drawn afresh splices them instead of drawing them again
// (decision 309). The key is everything the frame draws from (app/lib/kept-frame.server.ts): the
// company as the page shows it, the language, the address, the account's shape, the consent
// choice, the layout's data; never one customer's details. A minute, as a kept page: the bell and
// the shops' "open now" may move with the time.
import type { FrameGroups, KeptFrameStore } from "../contract/page-context";

const MINUTE_MS = 60_000;
/** frames kept at most, all companies together, least used dropped first (~16 KB each) */
const MAX_FRAMES = 400;

export class KeptFrames implements KeptFrameStore {
  /** in order of use: the first was used longest ago */
  private frames = new Map<string, { groups: FrameGroups; at: number }>();

  constructor(
    private now: () => number = Date.now,
    private limit = MAX_FRAMES,
  ) {}

  get(key: string): FrameGroups | null {
    const kept = this.frames.get(key);
    if (!kept) return null;
    this.frames.delete(key);
    if (this.now() - kept.at >= MINUTE_MS) return null;
    this.frames.set(key, kept);
    return kept.groups;
  }

  keep(key: string, groups: FrameGroups): void {
    this.frames.delete(key);
    this.frames.set(key, { groups, at: this.now() });
    while (this.frames.size > this.limit) this.frames.delete(this.frames.keys().next().value!);
  }

  get size(): number {
    return this.frames.size;
  }
}
