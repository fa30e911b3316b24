// A week of hours in the back-office (a shop's opening, an employee's working hours): for each
// weekday whether it is open, its opening and closing times and up to two breaks. Named as the
// action reads it (app/lib/admin-staff-form.server.ts): `<prefix>.<weekday>.opens` …; refused, it
// shows what was typed with each field's error beside it.
import { WEEKDAYS } from "../../../domain/types";
import { useT, type TKey } from "../../lib/use-t";
import { TextField } from "../ui/field";
import { cx } from "../ui/cx";
import { oneOf, type Errors, type Typed } from "./article-form";

const BREAKS = [0, 1] as const;

/** One time field, narrow: 'HH:mm' typed (a text field keeps what was typed when refused). */
export function TimeField({ name, label, typed, errors, className }: { name: string; label: string; typed: Typed; errors: Errors; className?: string }) {
  const { t } = useT();
  return (
    <TextField
      id={`f-${name}`}
      name={name}
      label={label}
      defaultValue={oneOf(typed, name)}
      inputMode="numeric"
      maxLength={5}
      autoComplete="off"
      className={className}
      error={errors[name] ? t(errors[name]!) : undefined}
    />
  );
}

export function WeekEditor({ prefix, typed, errors, openLabel }: { prefix: string; typed: Typed; errors: Errors; openLabel: TKey }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-small text-ink-muted">{t("admin.staff.hoursHint")}</p>
      {WEEKDAYS.map((w) => {
        const at = `${prefix}.${w}`;
        const open = oneOf(typed, `${at}.open`) === "on";
        return (
          <fieldset key={w} className={cx("grid gap-3 rounded-md p-3 ring-1 sm:grid-cols-[9rem_1fr]", open ? "ring-line" : "bg-surface-soft ring-line")} data-testid={`day-${at}`}>
            <legend className="sr-only">{t(`day.${w}` as TKey)}</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-md px-2 has-focus-visible:outline-2 has-focus-visible:outline-focus">
              <input type="checkbox" name={`${at}.open`} defaultChecked={open} className="size-4 accent-ink" />
              <span className="flex flex-col">
                <span className="text-body font-semibold text-ink">{t(`day.${w}` as TKey)}</span>
                <span className="text-caption text-ink-muted">{t(openLabel)}</span>
              </span>
            </label>
            <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-6">
              <TimeField name={`${at}.opens`} label={t("admin.staff.opens")} typed={typed} errors={errors} />
              <TimeField name={`${at}.closes`} label={t("admin.staff.closes")} typed={typed} errors={errors} />
              {BREAKS.map((n) => (
                <div key={n} className="col-span-2 grid grid-cols-2 items-end gap-3">
                  <TimeField name={`${at}.breaks.${n}.start`} label={t("admin.staff.breakStart", { n: n + 1 })} typed={typed} errors={errors} />
                  <TimeField name={`${at}.breaks.${n}.end`} label={t("admin.staff.breakEnd", { n: n + 1 })} typed={typed} errors={errors} />
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
