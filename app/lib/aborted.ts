// A fetcher submitted again, or a page moving on, gives up the request still under way (its answer,
// or the page's reload after it): its promise then rejects with an AbortError, which is no error of
// the page's. Anything else is reported, to be seen.

/** A request the page gave up: the browser's AbortError. */
export const isAborted = (err: unknown) => (err as { name?: string } | null)?.name === "AbortError";

/**
 * For the window's `unhandledrejection`: a request given up goes quietly, whoever submitted it (our
 * fetchers' `void submit(…)`, React Router's own forms, which submit without a catch).
 */
export function quietWhenAborted(event: Pick<PromiseRejectionEvent, "reason" | "preventDefault">): void {
  if (isAborted(event.reason)) event.preventDefault();
}
