// A rich-text field of the back-office (decision 284): before any script, and while the editor's
// code loads, a plain HTML text area under the same name, so the form works and keeps what was
// typed; then the Tiptap editor (loaded only here, never on the storefront) writes the same HTML
// into a hidden field. What it can write (paragraphs, headings, bold, italic, lists, links, quotes)
// is what the storefront's sanitiser keeps.
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { cx } from "../ui/cx";

const Editor = lazy(() => import("./rich-text-editor"));

export interface RichTextProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  lang?: string;
  testId?: string;
}

export function RichText(props: RichTextProps) {
  const { id, name, label, hint, error, defaultValue, lang, testId } = props;
  const [live, setLive] = useState(false);
  const uid = useId();
  useEffect(() => setLive(true), []);
  const hintId = hint ? `${uid}-hint` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const plain = (
    <textarea
      id={id}
      name={name}
      defaultValue={defaultValue}
      rows={12}
      lang={lang}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className={cx("w-full rounded-md border bg-page px-4 py-3 font-mono text-small text-ink", error ? "border-danger" : "border-line-strong")}
    />
  );
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <label htmlFor={id} id={`${id}-label`} className="text-small font-semibold text-ink">
        {label}
      </label>
      {live ? (
        <Suspense fallback={plain}>
          <Editor {...props} labelId={`${id}-label`} describedBy={describedBy} />
        </Suspense>
      ) : (
        plain
      )}
      {hint && (
        <p id={hintId} className="text-caption text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-small text-danger" data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}
