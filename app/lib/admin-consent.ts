// The consent template form's question blocks, as the page and its action both count them.
import type { Typed } from "../components/admin/article-form";

/** How many question blocks the form holds (q.0…q.n-1). */
export const questionCount = (typed: Typed) => Object.keys(typed).filter((k) => /^q\.\d+\.key$/.test(k)).length;
