// Roving focus for composite widgets (a date strip, a slot grid, a toolbar): the widget is one Tab
// stop; arrow keys move between its items, Home and End go to the first and last, disabled items
// are skipped. The item with tabIndex 0 is the active one (the selected one when there is one), so
// Tab leaves the widget in one press and comes back to where the visitor was (WAI-ARIA APG).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

export type RovingOrientation = "horizontal" | "vertical" | "grid";

/**
 * The index the key moves to, or null when the key is not the widget's (Tab, letters…).
 * In a grid, left/right move by one and up/down by a row of `columns`.
 */
export function nextRovingIndex(
  key: string,
  current: number,
  count: number,
  { orientation = "horizontal", columns = 1, loop = false, isDisabled = () => false }: { orientation?: RovingOrientation; columns?: number; loop?: boolean; isDisabled?: (index: number) => boolean } = {},
): number | null {
  if (count <= 0) return null;
  const enabled = (i: number) => i >= 0 && i < count && !isDisabled(i);
  const first = () => Array.from({ length: count }, (_, i) => i).find(enabled) ?? null;
  const last = () => Array.from({ length: count }, (_, i) => count - 1 - i).find(enabled) ?? null;
  const walk = (step: number): number | null => {
    let i = current;
    for (let n = 0; n < count; n++) {
      i += step;
      if (i < 0 || i >= count) {
        if (!loop || Math.abs(step) !== 1) return null;
        i = (i + count) % count;
      }
      if (enabled(i)) return i;
    }
    return null;
  };
  const horizontal = orientation !== "vertical";
  const vertical = orientation !== "horizontal";
  const row = orientation === "grid" ? Math.max(1, columns) : 1;
  switch (key) {
    case "Home":
      return first();
    case "End":
      return last();
    case "ArrowRight":
      return horizontal ? walk(1) : null;
    case "ArrowLeft":
      return horizontal ? walk(-1) : null;
    case "ArrowDown":
      return vertical ? walk(row) : null;
    case "ArrowUp":
      return vertical ? walk(-row) : null;
    default:
      return null;
  }
}

/** Columns of a wrapped grid as laid out now: the items on the first item's row. */
function measureColumns(items: (HTMLElement | null)[]): number {
  const top = items[0]?.offsetTop;
  if (top === undefined) return 1;
  let n = 0;
  for (const el of items) {
    if (!el || el.offsetTop !== top) break;
    n++;
  }
  return Math.max(1, n);
}

export function useRovingFocus({
  count,
  selected = -1,
  orientation = "horizontal",
  columns,
  loop = false,
  isDisabled,
  onMove,
}: {
  count: number;
  /** the selected item's index, or -1: it is the Tab stop until the visitor moves */
  selected?: number;
  orientation?: RovingOrientation;
  /** a grid's columns; measured from the layout when not given (responsive grids) */
  columns?: number;
  loop?: boolean;
  isDisabled?: (index: number) => boolean;
  /** called when the keys move to an item: a radio group selects as it moves ('selection follows focus') */
  onMove?: (index: number) => void;
}) {
  const items = useRef<(HTMLElement | null)[]>([]);
  const firstEnabled = useCallback(() => {
    for (let i = 0; i < count; i++) if (!isDisabled?.(i)) return i;
    return 0;
  }, [count, isDisabled]);
  const [active, setActive] = useState(() => (selected >= 0 ? selected : firstEnabled()));

  // A new selection, or a list that changed length, moves the Tab stop with it.
  useEffect(() => {
    if (selected >= 0) setActive(selected);
  }, [selected]);
  useEffect(() => {
    setActive((a) => (a < count && !isDisabled?.(a) ? a : selected >= 0 && selected < count ? selected : firstEnabled()));
  }, [count, selected, isDisabled, firstEnabled]);

  const move = (index: number) => {
    setActive(index);
    const el = items.current[index];
    el?.focus();
    el?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    onMove?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const cols = orientation === "grid" ? (columns ?? measureColumns(items.current.slice(0, count))) : 1;
    const next = nextRovingIndex(event.key, index, count, { orientation, columns: cols, loop, isDisabled });
    if (next === null) return;
    event.preventDefault();
    if (next !== index) move(next);
  };

  return {
    active,
    setActive,
    /** spread on each item: its Tab stop, its keys, its place */
    itemProps: (index: number) => ({
      ref: (el: HTMLElement | null) => {
        items.current[index] = el;
      },
      tabIndex: index === active ? 0 : -1,
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, index),
      onFocus: () => setActive(index),
    }),
  };
}
