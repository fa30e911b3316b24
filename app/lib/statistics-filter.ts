// The statistics page's filter, read from its address (the page and its CSV export share it): the
// step (per day, week or month), the local days from and to, and the shop. Without days, the 30 days
// to today (decision 313: "the month so far" showed one empty day on the 1st); a shop the reader may
// not see is dropped by the page, never refused.
import { BUCKETS, type Bucket } from "../../domain/statistics";
import { addDays, localDateOf } from "../../domain/time";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface StatisticsFilter {
  bucket: Bucket;
  from: string;
  to: string;
  shop: string;
}

export function statisticsFilter(q: URLSearchParams, now: Date, timeZone: string): StatisticsFilter {
  const today = localDateOf(now, timeZone);
  const to = DATE.test(q.get("to") ?? "") ? q.get("to")! : today;
  const from = DATE.test(q.get("from") ?? "") ? q.get("from")! : thirtyDaysTo(to);
  const bucket = (BUCKETS as readonly string[]).includes(q.get("bucket") ?? "") ? (q.get("bucket") as Bucket) : "day";
  return { bucket, from, to, shop: /^[1-9]\d{0,9}$/.test(q.get("shop") ?? "") ? q.get("shop")! : "" };
}

/** The first of the 30 days ending on `to`; a `to` that is no date is left for the API to name. */
function thirtyDaysTo(to: string): string {
  try {
    return addDays(to, -29);
  } catch {
    return to;
  }
}

/** The API's query for a filter (the shop only when one is chosen). */
export const overviewQuery = (f: StatisticsFilter) => ({ from: f.from, to: f.to, bucket: f.bucket, ...(f.shop ? { shopId: f.shop } : {}) });
