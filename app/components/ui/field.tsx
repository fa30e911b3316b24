// TextField and TextArea: a labelled field with its hint and its error, tied together for screen
// readers (aria-describedby, aria-invalid). The label sits above the field; the error replaces
// nothing, is said with the field and announced as it appears. 16 px text, so phones do not zoom on focus.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cx } from "./cx";

type FrameProps = { label: string; hint?: string; error?: string; className?: string; id?: string; name?: string };

/** The label, the hint and the error around one control, and the ids that tie them to it. */
function Field({ label, hint, error, className, id: givenId, name, control }: FrameProps & { control: (a: { id: string; describedBy?: string; border: string }) => ReactNode }) {
  const uid = useId();
  const id = givenId ?? `${uid}-field`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-small font-semibold text-ink">
        {label}
      </label>
      {control({ id, describedBy, border: error ? "border-danger" : "border-line-strong hover:border-ink" })}
      {hint && (
        <p id={`${id}-hint`} className="text-caption text-ink-muted">
          {hint}
        </p>
      )}
      {/* an alert: said as it appears (a refused code, a wrong address), the focus staying in the field */}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-small text-danger" data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = "w-full rounded-md border bg-page px-4 text-body text-ink placeholder:text-ink-muted";

/** A one-line field, 48 px tall. */
export function TextField({
  label,
  hint,
  error,
  className,
  ref,
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & FrameProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field
      {...{ label, hint, error, className, id, name: input.name }}
      control={(a) => (
        <input
          ref={ref}
          id={a.id}
          {...input}
          aria-invalid={error ? true : undefined}
          // a message of the form's own (the code just sent) is read with the field, before its hint and error
          aria-describedby={[input["aria-describedby"], a.describedBy].filter(Boolean).join(" ") || undefined}
          className={cx("min-h-control", controlClass, a.border)}
        />
      )}
    />
  );
}

/** A free text of a few lines (a message); it grows with its text where the browser can. */
export function TextArea({
  label,
  hint,
  error,
  className,
  ref,
  id,
  rows = 3,
  ...input
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & FrameProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field
      {...{ label, hint, error, className, id, name: input.name }}
      control={(a) => (
        <textarea
          ref={ref}
          id={a.id}
          rows={rows}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={a.describedBy}
          className={cx("[field-sizing:content] min-h-24 py-3 leading-normal", controlClass, a.border)}
        />
      )}
    />
  );
}

/** A choice among a few options, framed as the other fields (label, hint, error). */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  options,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & FrameProps & { options?: readonly { value: string; label: string }[]; children?: ReactNode }) {
  return (
    <Field
      {...{ label, hint, error, className, id, name: select.name }}
      control={(a) => (
        <select id={a.id} {...select} aria-invalid={error ? true : undefined} aria-describedby={a.describedBy} className={cx("min-h-control", controlClass, a.border)}>
          {children}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
