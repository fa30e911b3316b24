// Values a process keeps per company under a stamp (the company's version and a span of time,
// server/kept-answers.ts and server/page-answers.ts): a company's values go together when its
// stamp moves or when its shelf is full. The process keeps a bounded number of companies and of
// bytes: when either is passed, the company used longest ago goes first (decision 296), so an
// installation with many businesses holds what its busiest ones need, never all of them.
export interface ShelfLimits<V> {
  /** values per company before its shelf starts again */
  perCompany: number;
  /** companies kept at most */
  companies: number;
  /** what all shelves may weigh together (bytes, as `weigh` counts them) */
  weight?: number;
  /** a value's weight (its bytes); 0 when not given */
  weigh?: (value: V) => number;
}

interface Shelf<V> {
  stamp: string;
  values: Map<string, V>;
  weight: number;
}

export class CompanyShelves<V> {
  /** in order of use: the first was used longest ago */
  private shelves = new Map<number, Shelf<V>>();
  private weight = 0;

  constructor(private limits: ShelfLimits<V>) {}

  /** A value kept for the company under this stamp. */
  get(companyId: number, stamp: string, key: string): V | undefined {
    const shelf = this.shelves.get(companyId);
    if (shelf?.stamp !== stamp) return undefined;
    const value = shelf.values.get(key);
    if (value !== undefined) this.touch(companyId, shelf);
    return value;
  }

  /** Keeps a value for the company under this stamp: a new shelf when the stamp moved or the shelf is full. */
  put(companyId: number, stamp: string, key: string, value: V): void {
    let shelf = this.shelves.get(companyId);
    if (!shelf || shelf.stamp !== stamp || shelf.values.size >= this.limits.perCompany) {
      if (shelf) this.remove(companyId);
      shelf = { stamp, values: new Map(), weight: 0 };
    }
    this.drop(companyId, stamp, key);
    const weight = this.limits.weigh?.(value) ?? 0;
    shelf.values.set(key, value);
    shelf.weight += weight;
    this.weight += weight;
    this.touch(companyId, shelf);
    // the companies used longest ago go first; a value heavier than all allowed is not kept
    while ((this.shelves.size > this.limits.companies || this.weight > (this.limits.weight ?? Infinity)) && this.shelves.size) this.remove(this.shelves.keys().next().value!);
  }

  /** Forgets a value (one whose load failed), unless another has taken its place. */
  drop(companyId: number, stamp: string, key: string, only?: V): void {
    const shelf = this.shelves.get(companyId);
    if (shelf?.stamp !== stamp || !shelf.values.has(key)) return;
    const value = shelf.values.get(key)!;
    if (only !== undefined && value !== only) return;
    const weight = this.limits.weigh?.(value) ?? 0;
    shelf.values.delete(key);
    shelf.weight -= weight;
    this.weight -= weight;
  }

  /** How many companies and bytes are kept (for tests and metrics). */
  get size(): { companies: number; weight: number } {
    return { companies: this.shelves.size, weight: this.weight };
  }

  private touch(companyId: number, shelf: Shelf<V>) {
    this.shelves.delete(companyId);
    this.shelves.set(companyId, shelf);
  }

  private remove(companyId: number) {
    const shelf = this.shelves.get(companyId);
    if (!shelf) return;
    this.weight -= shelf.weight;
    this.shelves.delete(companyId);
  }
}
