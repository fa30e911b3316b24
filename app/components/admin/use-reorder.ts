// A list the owner puts in order by dragging a row or by its Move up / Move down buttons: the rows
// as drawn (moved at once, before the server answers), the move, the drag handlers of a row, and
// the focus kept on the moved row's button (`data-move="<id>-<up|down>"`, or the other one when the
// row reached an end), so a keyboard user can go on moving it.
import { useEffect, useRef, useState, type DragEvent } from "react";

export function useReorder<Row extends { id: number }>(initial: Row[], enabled: boolean, submit: (id: number, to: number) => void) {
  const [rows, setRows] = useState(initial);
  const [dragged, setDragged] = useState<number | null>(null);
  const focusAfter = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => setRows(initial), [initial]);
  useEffect(() => {
    if (!focusAfter.current) return;
    const [id, direction] = focusAfter.current.split("-");
    const wanted = listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]`);
    const other = listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction === "up" ? "down" : "up"}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    focusAfter.current = null;
  }, [rows]);

  const move = (id: number, to: number, direction: "up" | "down" = "up") => {
    const from = rows.findIndex((r) => r.id === id);
    const place = Math.max(0, Math.min(rows.length - 1, to));
    if (from < 0 || from === place) return;
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(place, 0, row!);
    focusAfter.current = `${id}-${direction}`;
    setRows(next);
    submit(id, place);
  };
  /** what a row's <li> needs to be dragged and dropped on */
  const dragProps = (row: Row, index: number) => ({
    draggable: enabled,
    onDragStart: (e: DragEvent) => {
      setDragged(row.id);
      e.dataTransfer.effectAllowed = "move";
    },
    onDragOver: (e: DragEvent) => enabled && dragged !== null && e.preventDefault(),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });
  return { rows, listRef, move, dragProps, dragging: (row: Row) => dragged === row.id };
}
