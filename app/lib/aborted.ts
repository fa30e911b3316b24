// A fetcher submitted again, or a page moving on, gives up the request still under way (its answer,
// or the page's reload after it): its promise then rejects with an AbortError, which is no error of
// the page's. Anything else is thrown on, to be seen.

/** A request the page gave up: the browser's AbortError. */
export const isAborted = (err: unknown) => (err as { name?: string } | null)?.name === "AbortError";

/** For a fetcher's `submit(…).catch`: lets a request given up go quietly. */
export function unlessAborted(err: unknown): void {
  if (!isAborted(err)) throw err;
}

/**
 * For the window's `unhandledrejection`: a request given up whose promise nobody holds goes quietly
 * too. React Router's own forms submit without a catch, so a form's request (or its reload) given
 * up for a newer submission of the same fetcher would otherwise be reported as the page's error.
 */
export function quietWhenAborted(event: Pick<PromiseRejectionEvent, "reason" | "preventDefault">): void {
  if (isAborted(event.reason)) event.preventDefault();
}
