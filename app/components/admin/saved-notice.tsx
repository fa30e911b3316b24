// What a back-office page says after a write went through ('Saved.'), in a status region so a
// screen reader says it too; empty, the region stays in place for the next one.
import { CircleCheck } from "../ui/icons";

export function SavedNotice({ text, testId }: { text: string | null; testId: string }) {
  return (
    <div role="status" className="empty:hidden">
      {text && (
        <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid={testId}>
          <CircleCheck aria-hidden="true" size={16} />
          {text}
        </p>
      )}
    </div>
  );
}

/** The form's refusal, said at once; the fields name what to change. */
export function RefusedNotice({ text, testId }: { text: string; testId: string }) {
  return (
    <p role="alert" className="rounded-md border border-danger bg-danger-soft px-4 py-3 text-small text-ink" data-testid={testId}>
      {text}
    </p>
  );
}
