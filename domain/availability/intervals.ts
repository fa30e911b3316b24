// Half-open instant intervals [start, end) in epoch milliseconds: the small pure pieces the
// availability rule is built from (after Cal.com's date ranges).

export interface Interval {
  start: number;
  end: number;
}

/**
 * Sorted, disjoint union of the intervals. Touching intervals are joined: [a,b) ∪ [b,c) = [a,c),
 * so overlap tests are unchanged and a shift split at noon stays one continuous shift.
 * Empty intervals (end <= start) are dropped.
 */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/**
 * Whether [start, end) overlaps any interval of `merged` (sorted and disjoint, as from
 * mergeIntervals). Touching ends do not overlap. Binary search: O(log n) per question.
 */
export function overlapsAny(merged: readonly Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = merged.length;
  // Disjoint and sorted by start means sorted by end too: find the first interval ending after `start`.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (merged[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < merged.length && merged[lo].start < end;
}

/** The interval of `intervals` in which `instant` lies (start inclusive, end exclusive), if any. */
export function intervalAt(intervals: readonly Interval[], instant: number): Interval | undefined {
  for (const interval of intervals) {
    if (interval.start <= instant && instant < interval.end) return interval;
  }
  return undefined;
}

/** Whether [start, end) lies wholly inside one of the intervals. */
export function withinOne(intervals: readonly Interval[], start: number, end: number): boolean {
  for (const interval of intervals) {
    if (interval.start <= start && end <= interval.end) return true;
  }
  return false;
}
