// TextField: a labelled input with its hint and its error, tied together for screen readers
// (aria-describedby, aria-invalid). The label sits above the field; the error replaces nothing and
// is said with the field. 48 px tall, 16 px text, so phones do not zoom on focus.
import { useId, type InputHTMLAttributes, type Ref } from "react";
import { cx } from "./cx";

export function TextField({
  label,
  hint,
  error,
  className,
  ref,
  id: givenId,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const uid = useId();
  const id = givenId ?? `${uid}-field`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-small font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "min-h-control w-full rounded-md border bg-page px-4 text-body text-ink placeholder:text-ink-muted",
          error ? "border-danger" : "border-line-strong hover:border-ink",
        )}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-caption text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-small text-danger" data-field-error={input.name}>
          {error}
        </p>
      )}
    </div>
  );
}
