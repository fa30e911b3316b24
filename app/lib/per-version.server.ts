// What a page works out from a company's data alone, kept for that company object: the page
// handler hands every request of one company version the same object (server/tenancy/
// public-company.ts) and a new one once the version moves, so a change is seen at the next request
// and two companies never share an entry.
const kept = new WeakMap<object, Map<string, { stamp: string; value: unknown }>>();

/** at most this many entries per company (languages × variants) before starting again */
const MAX_PER_COMPANY = 50;

/**
 * The value of `key` for this company, made once per `stamp` (a minute, a day): `make` answers it
 * and whether it may be kept (what was made after a failed read is not).
 */
export async function oncePerVersion<T>(company: object, key: string, stamp: string, make: () => Promise<{ value: T; keep: boolean }>): Promise<T> {
  let entries = kept.get(company);
  if (!entries) kept.set(company, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.stamp === stamp) return hit.value as T;
  const made = await make();
  if (made.keep) {
    if (entries.size >= MAX_PER_COMPANY && !entries.has(key)) entries.clear();
    entries.set(key, { stamp, value: deepFreeze(made.value) });
  }
  return made.value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
