// The e-shop's shelves (/admin/commerce/shelves) or the services' categories (/admin/catalogue/
// categories) in their order, each with what it lists. The owner moves one by
// dragging it, or by its Move up / Move down buttons (each a small POST form, so it works before
// any script); the move is said in a live region and the focus stays on the moved shelf's button,
// so a keyboard user can go on moving it.
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ArrowDown, ArrowUp, GripVertical, Pencil } from "../ui/icons";
import { cx } from "../ui/cx";
import { adminPath } from "../../lib/admin-paths";
import { useT, type TKey } from "../../lib/use-t";
import { useReorder } from "./use-reorder";

type Shelf = { id: number; name: string; missing: number; products: string[] };
/** What differs between the shelves' list and the categories': where a row opens, its words and test ids. */
export type Kind = { base: string; words: "admin.shelves" | "admin.categories"; row: string; list: string; titleId: string };
const SHELVES: Kind = { base: "/commerce/shelves", words: "admin.shelves", row: "shelf", list: "shelves", titleId: "shelves-title" };
type Moved = { moved?: { shelfId: number; name: string; position: number; count: number } };


export function ShelfList({ shelves, owner, kind = SHELVES }: { shelves: Shelf[]; owner: boolean; kind?: Kind }) {
  const { t, lang } = useT();
  const w = (key: "moved" | "products" | "empty" | "edit" | "open") => `${kind.words}.${key}` as TKey;
  const fetcher = useFetcher<Moved>();
  const [said, setSaid] = useState("");
  const { rows, listRef, move, dragProps, dragging } = useReorder(shelves, owner, (id, to) => fetcher.submit({ shelfId: String(id), to: String(to) }, { method: "post" }));
  useEffect(() => {
    const moved = fetcher.data?.moved;
    if (fetcher.state === "idle" && moved) setSaid(t(w("moved"), moved));
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section aria-labelledby={kind.titleId} className="flex flex-col gap-2">
      <p role="status" className="sr-only" data-testid={`${kind.list}-announce`}>
        {said}
      </p>
      <ol ref={listRef} className="flex flex-col divide-y divide-line overflow-hidden rounded-lg bg-page ring-1 ring-line" data-testid={kind.list}>
        {rows.map((row, index) => {
          const to = adminPath(lang, `${kind.base}/${row.id}`);
          return (
            <li
              key={row.id}
              {...dragProps(row, index)}
              className={cx("flex items-center gap-3 px-3 py-3", dragging(row) && "opacity-50")}
              data-testid={`${kind.row}-row`}
            >
              {owner && <GripVertical aria-hidden="true" size={18} className="shrink-0 cursor-grab text-ink-muted" />}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link to={to} className="truncate font-semibold text-ink underline-offset-4 hover:underline" data-testid={`${kind.row}-name`}>
                  {row.name}
                </Link>
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-small text-ink-muted">
                  <span className="min-w-0 truncate">{row.products.length ? `${t(w("products"), { count: row.products.length })} · ${row.products.slice(0, 3).join(", ")}${row.products.length > 3 ? "…" : ""}` : t(w("empty"))}</span>
                  {row.missing > 0 && <span className="inline-flex items-center rounded-pill bg-danger-soft px-2 py-0.5 text-caption font-semibold text-ink">{t("admin.cat.missing", { count: row.missing })}</span>}
                </span>
              </div>
              <Link to={to} aria-label={t(w(owner ? "edit" : "open"), { name: row.name })} className="vt-round hidden hover:bg-surface-soft sm:inline-flex">
                <Pencil aria-hidden="true" size={18} />
              </Link>
              {owner &&
                (["up", "down"] as const).map((direction) => {
                  const Icon = direction === "up" ? ArrowUp : ArrowDown;
                  return (
                    <form
                      key={direction}
                      method="post"
                      onSubmit={(e) => {
                        e.preventDefault();
                        move(row.id, index + (direction === "up" ? -1 : 1), direction);
                      }}
                    >
                      <input type="hidden" name="shelfId" value={row.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        disabled={direction === "up" ? index === 0 : index === rows.length - 1}
                        data-move={`${row.id}-${direction}`}
                        aria-label={t(direction === "up" ? "admin.cat.up" : "admin.cat.down", { name: row.name })}
                        className="vt-round vt-round-ringed"
                      >
                        <Icon aria-hidden="true" size={18} />
                      </button>
                    </form>
                  );
                })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
