// The public answers every page asks the API for (shops, categories, opening and closing days,
// the day's posts, events and alerts), kept in the process per company under its version: every
// change to what they show moves it, from any process (migrations 0007 and 0021), so a kept
// answer is never older than the company this request read. What the turn of a day changes (a
// post published from today, an event's last day) is kept a quarter of an hour at most: a day
// begins on a quarter hour in every time zone. Kept answers are frozen: pages share them.
import { CompanyShelves } from "./company-shelves";

/** GET addresses whose answer depends only on the company's data, the language and the day. */
const KEPT_PATHS = new Set(["/api/shops", "/api/categories", "/api/articles", "/api/opendays", "/api/closeddays", "/api/posts", "/api/events", "/api/alerts"]);
const QUARTER_HOUR_MS = 15 * 60_000;
/** answers kept per company at most (paged lists, languages, previews) before starting again */
const MAX_PER_COMPANY = 400;
/** companies with kept answers at most: those used longest ago go first (decision 296) */
const MAX_COMPANIES = 200;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export class KeptAnswers {
  private shelves = new CompanyShelves<Promise<unknown>>({ perCompany: MAX_PER_COMPANY, companies: MAX_COMPANIES });

  constructor(private now: () => number = Date.now) {}

  /** Whether an address's answer may be kept. */
  static keeps(url: URL) {
    return KEPT_PATHS.has(url.pathname);
  }

  /**
   * The answer to `key` for this company at this version, loaded once (concurrent askers share
   * the load); a failed load is not kept.
   */
  answer(company: { id: number; version: number }, key: string, load: () => Promise<unknown>): Promise<unknown> {
    const stamp = `${company.version} ${Math.floor(this.now() / QUARTER_HOUR_MS)}`;
    const hit = this.shelves.get(company.id, stamp, key);
    if (hit) return hit;
    const loading = load().then(deepFreeze);
    this.shelves.put(company.id, stamp, key, loading);
    loading.catch(() => this.shelves.drop(company.id, stamp, key, loading));
    return loading;
  }
}
