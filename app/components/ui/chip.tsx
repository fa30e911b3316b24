// Chip: a small pill that filters or toggles (aria-pressed), or a link among categories.
// SegmentedChoice: one choice among a few (staff, a time of day, a shop), built on native radio
// inputs, so arrow keys move the choice, one Tab stop enters and leaves it, it works in a form
// before any script runs, and screen readers say 'radio, 2 of 4, selected'.
import type { Icon } from "./icons";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

// its look is one component class (app/app.css): a page of chips does not repeat its utilities
const CHIP = "vt-chip";

export function chipClass(className?: string) {
  return cx(CHIP, className);
}

/** A toggle chip (pressed or not), or a link chip when given `to` (the current one marked by `current`). */
export function Chip({
  pressed,
  to,
  current,
  icon: Icon,
  className,
  children,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & { pressed?: boolean; to?: string; current?: boolean; icon?: Icon; children: ReactNode }) {
  const inner = (
    <>
      {Icon && <Icon aria-hidden="true" size={16} />}
      {children}
    </>
  );
  if (to !== undefined)
    return (
      <Link to={to} aria-current={current ? "page" : undefined} className={chipClass(className)}>
        {inner}
      </Link>
    );
  return (
    <button type="button" aria-pressed={pressed} {...rest} className={chipClass(className)}>
      {inner}
    </button>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** a second line ('Disponible demain') */
  hint?: string;
  /** a photo, or initials drawn when there is none (staff) */
  avatar?: { src?: string | null; initials?: string };
  disabled?: boolean;
}

/** Two letters for a face without a photo: 'Camille Roux' → 'CR'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1]![0] : (words[0]?.[1] ?? ""))).toUpperCase();
}

export function SegmentedChoice({
  name,
  legend,
  hideLegend = false,
  legendAs = "label",
  choices,
  value,
  defaultValue,
  onChange,
  layout = "wrap",
  className,
}: {
  /** the form field's name */
  name: string;
  legend: ReactNode;
  hideLegend?: boolean;
  /** a field's label (default), or a question of a step, set as the step's other titles */
  legendAs?: "label" | "title";
  choices: readonly Choice[];
  /** controlled value; or `defaultValue` for a plain form */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** wrap on several lines, or one line that scrolls sideways (phones) */
  layout?: "wrap" | "scroll";
  className?: string;
}) {
  return (
    <fieldset className={cx("min-w-0", className)}>
      <legend className={hideLegend ? "sr-only" : legendAs === "title" ? "mb-3 font-title text-h3 font-semibold text-ink" : "mb-3 text-small font-semibold text-ink"}>{legend}</legend>
      <div className={cx("gap-2", layout === "scroll" ? "vt-scroll-row -mx-gutter px-gutter py-1" : "flex flex-wrap")}>
        {choices.map((c) => {
          const id = `${name}-${c.value}`;
          return (
            <label key={c.value} htmlFor={id} className="relative shrink-0 cursor-pointer has-disabled:cursor-not-allowed">
              <input
                id={id}
                type="radio"
                name={name}
                value={c.value}
                disabled={c.disabled}
                {...(value !== undefined ? { checked: value === c.value, onChange: () => onChange?.(c.value) } : { defaultChecked: defaultValue === c.value, onChange: () => onChange?.(c.value) })}
                className="peer sr-only"
              />
              <span
                className={cx(
                  "flex min-h-11 items-center gap-2.5 rounded-pill border border-line-strong bg-page py-1.5 text-small font-medium text-ink transition-colors duration-150",
                  c.avatar ? "pl-1.5 pr-4" : "px-4",
                  "hover:border-ink peer-checked:border-button peer-checked:bg-button peer-checked:text-button-ink",
                  "peer-disabled:border-dashed peer-disabled:text-ink-muted peer-disabled:opacity-60 peer-disabled:hover:border-line-strong",
                  "peer-focus-visible:outline-[2.5px] peer-focus-visible:outline-solid peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2",
                )}
              >
                {c.avatar && <Avatar src={c.avatar.src} initials={c.avatar.initials ?? initialsOf(c.label)} />}
                <span className="flex flex-col leading-tight">
                  <span>{c.label}</span>
                  {c.hint && <span className="text-caption font-normal opacity-80">{c.hint}</span>}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function Avatar({ src, initials, size = 32 }: { src?: string | null; initials: string; size?: number }) {
  return src ? (
    <img src={src} alt="" width={size} height={size} className="shrink-0 rounded-pill object-cover" style={{ width: size, height: size }} />
  ) : (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-pill bg-surface-tint text-caption font-semibold text-accent-ink" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}
