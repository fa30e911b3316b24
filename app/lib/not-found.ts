// The one way a page answers 404: thrown from a loader (or a clientLoader), drawn by the error
// boundary as the 'page not found' page inside the site, with status 404.
import { data } from "react-router";

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Whether a thrown value is that 404 (a clientLoader then asks the server instead). */
export function isNotFound(error: unknown): boolean {
  const init = (error as { init?: { status?: number } } | null)?.init;
  return init?.status === 404 || (error instanceof Response && error.status === 404);
}
