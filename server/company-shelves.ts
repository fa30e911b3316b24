// Values a process keeps per company under a stamp (the company's version and a span of time,
// server/kept-answers.ts and server/page-answers.ts): a company's values go together when its
// stamp moves or when its shelf is full; the company kept longest goes when there are too many.
export class CompanyShelves<V> {
  private shelves = new Map<number, { stamp: string; values: Map<string, V> }>();

  constructor(private limits: { perCompany: number; companies: number }) {}

  /** A value kept for the company under this stamp. */
  get(companyId: number, stamp: string, key: string): V | undefined {
    const shelf = this.shelves.get(companyId);
    return shelf?.stamp === stamp ? shelf.values.get(key) : undefined;
  }

  /** The company's shelf to put values on: a new one when the stamp moved or the shelf is full. */
  shelf(companyId: number, stamp: string): Map<string, V> {
    let shelf = this.shelves.get(companyId);
    if (!shelf || shelf.stamp !== stamp || shelf.values.size >= this.limits.perCompany) {
      if (!shelf && this.shelves.size >= this.limits.companies) this.shelves.delete(this.shelves.keys().next().value!);
      shelf = { stamp, values: new Map() };
      this.shelves.set(companyId, shelf);
    }
    return shelf.values;
  }
}
