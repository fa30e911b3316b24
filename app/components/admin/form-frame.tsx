// The frame of a back-office form page (decision 241): the way back and the title, the note that
// it was saved or that nothing was (the refused fields are named at each field), the focus moved
// to the first refused field, and the save button kept in view at the bottom.
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../ui/button";
import { ChevronLeft, CircleCheck } from "../ui/icons";
import { useT } from "../../lib/use-t";
import { oneOf, type Errors, type Typed } from "./article-form";

export function FormHeader({ back, backLabel, title, children }: { back: string; backLabel: string; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <Link to={back} className="inline-flex items-center gap-1 self-start text-small font-semibold text-ink underline-offset-4 hover:underline">
        <ChevronLeft aria-hidden="true" size={16} />
        {backLabel}
      </Link>
      <h1 className="font-title text-2xl text-ink md:text-3xl">{title}</h1>
      {children}
    </header>
  );
}

/** 'Saved' after a save (said politely), or 'nothing was saved' when refused (said at once). */
export function FormNotes({ saved, refused, savedText, testId }: { saved: boolean; refused: boolean; savedText: string; testId: string }) {
  const { t } = useT();
  return (
    <>
      <div role="status" className="empty:hidden">
        {saved && !refused && (
          <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid={`${testId}-saved`}>
            <CircleCheck aria-hidden="true" size={16} />
            {savedText}
          </p>
        )}
      </div>
      {refused && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft px-4 py-3 text-small text-ink" data-testid={`${testId}-refused`}>
          {t("admin.art.refused")}
        </p>
      )}
    </>
  );
}

/** Refused: the first named field takes the focus, so its error is read with it. */
export function useFocusRefused(errors: Record<string, unknown> | undefined) {
  useEffect(() => {
    const first = Object.keys(errors ?? {})[0];
    if (first) (document.getElementById(`f-${first}`) ?? document.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  }, [errors]);
}

/**
 * A back-office form drawn from what is stored or, once refused, from what was typed: each field's
 * props (id, name, value, error in the page's language) and the focus on the first refused field.
 */
export function useRefusableForm(stored: Typed, result: { values: Typed; errors: Errors } | undefined) {
  const { t } = useT();
  const typed = result?.values ?? stored;
  const errors = result?.errors ?? {};
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  const field = (name: string) => ({ id: `f-${name}`, name, defaultValue: oneOf(typed, name), error: err(name) });
  useFocusRefused(result?.errors);
  return { typed, errors, err, field };
}

export function SaveBar({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  const { t } = useT();
  return (
    <div className="sticky bottom-0 -mx-3 border-t border-line bg-surface-soft/95 px-3 py-3 md:-mx-6 md:px-6">
      <Button type="submit" busy={busy} busyLabel={t("admin.art.busy")} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
