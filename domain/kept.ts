// Answers kept by key, made on first ask: for what a time zone's rules give, which do not change
// while a process runs, and are asked for again and again.

/** A keeper of at most `max` answers; past that it starts over (cheaper than tracking which is oldest). */
export function keptByKey<V>(max: number): (key: string, make: () => V) => V {
  const kept = new Map<string, V>();
  return (key, make) => {
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= max) kept.clear();
      kept.set(key, (value = make()));
    }
    return value;
  };
}
