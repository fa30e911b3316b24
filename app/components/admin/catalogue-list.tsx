// The catalogue's lists (/admin/catalogue): one section per category, its articles in the
// storefront's order. An owner moves a row by dragging it, or by its Move up / Move down buttons
// (each a small POST form, so it works before any script); the move is said in a live region and
// the focus stays on the moved row's button, so a keyboard user can go on moving it.
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ArrowDown, ArrowUp, GripVertical, Pencil } from "../ui/icons";
import { useMoney } from "../ui/price";
import { cx } from "../ui/cx";
import { adminPath } from "../../lib/admin-paths";
import { kindOf } from "../../lib/admin-catalogue";
import { useT } from "../../lib/use-t";
import { useReorder } from "./use-reorder";

export type Row = { id: number; type: string; name: string; missing: number; price: number; duration: number | null; draft: boolean; active: boolean; upsellOnly: boolean; image: string | null };
type Group = { id: number; name: string; rows: Row[] };
type Moved = { moved?: { articleId: number; name: string; position: number; count: number } };

const tag = "inline-flex items-center rounded-pill px-2 py-0.5 text-caption font-semibold";

function RowLine({ row, editable }: { row: Row; editable: boolean }) {
  const { t, lang } = useT();
  const money = useMoney();
  const to = adminPath(lang, `/catalogue/${kindOf(row.type)}/${row.id}`);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {row.image ? <img src={row.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md object-cover" /> : <span className="size-12 shrink-0 rounded-md bg-surface-soft ring-1 ring-line" aria-hidden="true" />}
      <div className="flex min-w-0 flex-col gap-1">
        {editable ? (
          <Link to={to} className="truncate font-semibold text-ink underline-offset-4 hover:underline" data-testid="catalogue-row-name">
            {row.name}
          </Link>
        ) : (
          <span className="truncate font-semibold text-ink" data-testid="catalogue-row-name">
            {row.name}
          </span>
        )}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-small text-ink-muted">
          <span>{money(row.price)}</span>
          {row.duration !== null && <span>· {t("admin.cat.minutes", { count: row.duration })}</span>}
          {row.type === "4" && <span className={cx(tag, "bg-surface-soft text-ink ring-1 ring-line")}>{t("admin.cat.package")}</span>}
          {row.draft && <span className={cx(tag, "bg-warning-soft text-ink")}>{t("admin.cat.draft")}</span>}
          {!row.active && row.type !== "2" && <span className={cx(tag, "bg-surface-soft text-ink ring-1 ring-line")}>{t("admin.cat.offline")}</span>}
          {row.upsellOnly && <span className={cx(tag, "bg-surface-soft text-ink ring-1 ring-line")}>{t("admin.cat.upsellOnlyChip")}</span>}
          {row.missing > 0 && <span className={cx(tag, "bg-danger-soft text-ink")}>{t("admin.cat.missing", { count: row.missing })}</span>}
        </span>
      </div>
      {editable && (
        <Link to={to} aria-label={t("admin.cat.edit", { name: row.name })} className="vt-round ml-auto hover:bg-surface-soft">
          <Pencil aria-hidden="true" size={18} />
        </Link>
      )}
    </div>
  );
}

function MoveButton({ row, group, direction, disabled, submit }: { row: Row; group: Group; direction: "up" | "down"; disabled: boolean; submit: (articleId: number, to: number, direction: "up" | "down") => void }) {
  const { t } = useT();
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  const index = group.rows.findIndex((r) => r.id === row.id);
  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        submit(row.id, index + (direction === "up" ? -1 : 1), direction);
      }}
    >
      <input type="hidden" name="categoryId" value={group.id} />
      <input type="hidden" name="articleId" value={row.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled}
        data-move={`${row.id}-${direction}`}
        aria-label={t(direction === "up" ? "admin.cat.up" : "admin.cat.down", { name: row.name })}
        className="vt-round vt-round-ringed"
      >
        <Icon aria-hidden="true" size={18} />
      </button>
    </form>
  );
}

function CategoryList({ group, reorder, editable, announce }: { group: Group; reorder: boolean; editable: boolean; announce: (text: string) => void }) {
  const { t } = useT();
  const fetcher = useFetcher<Moved>();
  const { rows, listRef, move, dragProps, dragging } = useReorder(group.rows, reorder, (id, to) =>
    fetcher.submit({ categoryId: String(group.id), articleId: String(id), to: String(to) }, { method: "post" }),
  );
  useEffect(() => {
    const moved = fetcher.data?.moved;
    if (fetcher.state === "idle" && moved) announce(t("admin.cat.moved", moved));
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps

  if (rows.length === 0) return <p className="rounded-md bg-page px-4 py-3 text-small text-ink-muted ring-1 ring-line">{t("admin.cat.emptyCategory")}</p>;
  return (
    <ol ref={listRef} className="flex flex-col divide-y divide-line overflow-hidden rounded-lg bg-page ring-1 ring-line" data-testid={`catalogue-category-${group.id}`}>
      {rows.map((row, index) => (
        <li
          key={row.id}
          {...dragProps(row, index)}
          className={cx("flex items-center gap-3 px-3 py-2", dragging(row) && "opacity-50")}
          data-testid="catalogue-row"
        >
          {reorder && <GripVertical aria-hidden="true" size={18} className="shrink-0 cursor-grab text-ink-muted" />}
          <RowLine row={row} editable={editable} />
          {reorder && (
            <div className="flex shrink-0 gap-1">
              <MoveButton row={row} group={{ ...group, rows }} direction="up" disabled={index === 0} submit={move} />
              <MoveButton row={row} group={{ ...group, rows }} direction="down" disabled={index === rows.length - 1} submit={move} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

export function CatalogueList({ title, groups, loose, reorder, editable, testId }: { title: string; groups: Group[]; loose: Row[]; reorder: boolean; editable: boolean; testId: string }) {
  const { t } = useT();
  const [said, setSaid] = useState("");
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="font-title text-xl text-ink md:text-2xl">
        {title}
      </h2>
      <p role="status" className="sr-only" data-testid={`${testId}-announce`}>
        {said}
      </p>
      {groups.map((g) => (
        <div key={g.id} className="flex flex-col gap-2">
          <h3 className="text-body font-semibold text-ink">{g.name}</h3>
          <CategoryList group={g} reorder={reorder} editable={editable} announce={setSaid} />
        </div>
      ))}
      {loose.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-body font-semibold text-ink">{t("admin.cat.uncategorised")}</h3>
          <ol className="flex flex-col divide-y divide-line rounded-lg bg-page ring-1 ring-line">
            {loose.map((row) => (
              <li key={row.id} className="flex items-center gap-3 px-3 py-2" data-testid="catalogue-row">
                <RowLine row={row} editable={editable} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
