// The parts of the back-office's article form: the five languages' names and descriptions (a
// missing one marked, the French shown in its place), check-box lists and the image chooser.
// Every control is named as the action reads it (app/lib/admin-article-form.server.ts) and shows
// what was typed when the form comes back refused, with the field's error beside it.
import type { ReactNode } from "react";
import { LANGS } from "../../../domain/types";
import { LANG_NAMES } from "../../lib/i18n";
import { useT, type TKey } from "../../lib/use-t";
import { TextArea, TextField } from "../ui/field";
import { cx } from "../ui/cx";

export type Typed = Record<string, string | string[]>;
export type Errors = Record<string, TKey>;

export const oneOf = (typed: Typed, key: string) => {
  const v = typed[key];
  return (Array.isArray(v) ? v[0] : v) ?? "";
};
const listOf = (typed: Typed, key: string) => {
  const v = typed[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

/** A section of the form: a titled card around its fieldset. */
export function Section({ title, children, error, id }: { title: string; children: ReactNode; error?: string; id?: string }) {
  return (
    <fieldset id={id} tabIndex={error ? -1 : undefined} className={cx("flex flex-col gap-4 rounded-lg bg-page p-5 ring-1 md:p-6", error ? "ring-2 ring-danger" : "ring-line")}>
      <legend className="float-left mb-1 w-full font-title text-lead text-ink">{title}</legend>
      {error && (
        <p role="alert" className="text-small text-danger" data-field-error={id}>
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/**
 * A name and a text in each of the five languages, French the fallback; `fields` names them in the
 * form (an article's name and description by default, a consent form's title and introduction).
 */
export function Texts({ typed, errors, fields = { line: "name", text: "description", lineLabel: "admin.art.name", textLabel: "admin.art.description" } }: { typed: Typed; errors: Errors; fields?: { line: string; text: string; lineLabel: TKey; textLabel: TKey } }) {
  const { t } = useT();
  const { line: name, text: description } = fields;
  const french = { name: oneOf(typed, `${name}.fr`), description: oneOf(typed, `${description}.fr`) };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {LANGS.map((l) => {
        const missing = l !== "fr" && !oneOf(typed, `${name}.${l}`).trim();
        return (
          <div key={l} lang={l} className={cx("flex flex-col gap-3 rounded-md p-4 ring-1", missing ? "bg-warning-soft ring-warning" : "ring-line")} data-testid={`texts-${l}`}>
            <p className="flex flex-wrap items-center gap-2 text-small font-semibold text-ink">
              {LANG_NAMES[l]}
              {l === "fr" && <span lang={undefined} className="font-normal text-ink-muted">({t("admin.art.fallback")})</span>}
            </p>
            {missing && (
              <p lang={undefined} className="text-caption text-ink" data-testid={`missing-${l}`}>
                {t("admin.art.missing")}
              </p>
            )}
            <TextField
              id={`f-${name}.${l}`}
              label={`${t(fields.lineLabel)} (${l.toUpperCase()})`}
              name={`${name}.${l}`}
              defaultValue={oneOf(typed, `${name}.${l}`)}
              placeholder={l === "fr" ? undefined : french.name}
              required={l === "fr"}
              maxLength={200}
              error={errors[`${name}.${l}`] && t(errors[`${name}.${l}`]!)}
            />
            <TextArea
              id={`f-${description}.${l}`}
              label={`${t(fields.textLabel)} (${l.toUpperCase()})`}
              name={`${description}.${l}`}
              defaultValue={oneOf(typed, `${description}.${l}`)}
              placeholder={l === "fr" ? undefined : french.description}
              rows={3}
            />
          </div>
        );
      })}
    </div>
  );
}

/** A check box with its words, 44 px tall. */
export function Check({ name, value = "on", checked, children, testId, className }: { name: string; value?: string; checked: boolean; children: ReactNode; testId?: string; className?: string }) {
  return (
    <label className={cx(className, "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 ring-1 ring-line has-checked:ring-2 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus")}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-ink" data-testid={testId} />
      <span className="text-body text-ink">{children}</span>
    </label>
  );
}

/** A list of check boxes naming ids: who performs it, what it needs, its categories. */
export function Choices({ typed, name, options, empty }: { typed: Typed; name: string; options: { id: number; label: string; detail?: string }[]; empty?: string }) {
  const chosen = new Set(listOf(typed, name));
  if (options.length === 0) return <p className="text-small text-ink-muted">{empty}</p>;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((o) => (
        <Check key={o.id} name={name} value={String(o.id)} checked={chosen.has(String(o.id))}>
          {o.label}
          {o.detail && <span className="text-small text-ink-muted"> · {o.detail}</span>}
        </Check>
      ))}
    </div>
  );
}

export type Medium = { id: number; url: string; name: string };

/** A radio group of pictures (the media library's, none, the current one): one `name`, one chosen value; a logo is shown whole (`contain`). */
export function MediaTiles({ name, label, chosen, options, testId, contain = false }: { name: string; label: string; chosen: string; options: { value: string; label: string; img: string | null }[]; testId?: string; contain?: boolean }) {
  const tile = "relative flex cursor-pointer flex-col items-center gap-1 rounded-md p-1 ring-1 ring-line has-checked:ring-2 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-2" data-testid={testId}>
      {options.map((o) => (
        <label key={o.value} className={tile}>
          <input type="radio" name={name} value={o.value} defaultChecked={chosen === o.value} className="absolute left-2 top-2 size-4 accent-ink" />
          {o.img ? <img src={o.img} alt="" width={96} height={72} className={cx("h-18 w-24 rounded-sm", contain ? "object-contain" : "object-cover")} /> : <span className="h-18 w-24 rounded-sm bg-surface-soft" aria-hidden="true" />}
          <span className="max-w-24 truncate text-caption text-ink">{o.label}</span>
        </label>
      ))}
    </div>
  );
}

/** The image: the current one, none, one of the library's, or a new upload (which wins). */
export function ImageChooser({ typed, current, media, error }: { typed: Typed; current: string | null; media: Medium[]; error?: string }) {
  const { t } = useT();
  const chosen = oneOf(typed, "image") || (current ? "keep" : "none");
  const options = [...(current ? [{ value: "keep", label: t("admin.art.image"), img: current }] : []), { value: "none", label: t("admin.art.noImage"), img: null }, ...media.map((m) => ({ value: String(m.id), label: m.name, img: m.url }))];
  return (
    <div className="flex flex-col gap-4">
      <MediaTiles name="image" label={t("admin.art.library")} chosen={chosen} options={options} />
      <TextField id="f-file" type="file" name="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" label={t("admin.art.upload")} hint={t("admin.art.uploadHint")} error={error} />
    </div>
  );
}
