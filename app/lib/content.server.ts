// The business's content as the pages draw it, read on the server: rich text sanitised once more
// right before it is drawn (whatever the API answered), texts in the visitor's language. Spec §8:
// events, alerts and posts that fail to load are logged and left out, never an error page.
import type { z } from "zod";
import type { ApiClient } from "../../contract/client";
import type { eventSchema, postSchema } from "../../contract/content";
import { localise } from "../../domain/catalogue";
import { sanitiseRichText } from "../../domain/rich-text";
import { localDateOf } from "../../domain/time";
import type { Lang, Shop } from "../../domain/types";
import { openState, weekHours, type OpenState, type WeekHoursDay } from "../../domain/week-hours";
import type { shopDaySchema } from "../../contract/catalogue";

type ShopDay = z.infer<typeof shopDaySchema>;

type Post = z.infer<typeof postSchema>;

/** A failed content load is logged only (spec §8). */
export function loggedEmpty<T>(what: string, empty: T) {
  return (err: unknown) => {
    console.error(`${what} could not be loaded`, err);
    return empty;
  };
}

/** A post as a page draws it: its body sanitised again. */
export const postForPage = (post: Post) => ({ ...post, body: sanitiseRichText(post.body) });

/** A post in a list: no body to carry. */
export const postCard = ({ body: _body, ...post }: Post) => post;
export type PostCard = ReturnType<typeof postCard>;

type ApiEvent = z.infer<typeof eventSchema>;

// The server keeps the API's public answers while they hold (server/kept-answers.ts): what a page
// draws from one is kept beside it, under the same answer, rather than worked out at every view.
const drawnEvents = new WeakMap<readonly ApiEvent[], Partial<Record<Lang, PageEvent[]>>>();

export async function currentEvents(api: ApiClient, lang: Lang) {
  const events = await api.get("/events").then((r) => r.events, loggedEmpty("events", []));
  let drawn = drawnEvents.get(events);
  if (!drawn) drawnEvents.set(events, (drawn = {}));
  return (drawn[lang] ??= pageEvents(events, lang));
}

function pageEvents(events: readonly ApiEvent[], lang: Lang) {
  return events
    .map((e) => ({
      id: e.id,
      start: e.start,
      end: e.end,
      showDates: e.showDates,
      image: e.img[0] ?? null,
      html: sanitiseRichText(localise(e.body, lang)),
      link: e.link ? { url: e.link.url, title: localise(e.link.title, lang) } : null,
    }))
    .filter((e) => e.html !== "" || e.image);
}
export type PageEvent = ReturnType<typeof pageEvents>[number];

/** Each shop's exceptional closures from today (in its own time zone) for the next 90 days. */
export async function upcomingClosures(api: ApiClient, shops: readonly Pick<Shop, "artebeauteId" | "timeZone">[], lang: Lang, now: Date, closed?: readonly ShopDay[]) {
  const days = closed ?? (await api.get("/closeddays").then((r) => r.closeddays, loggedEmpty("closed days", [])));
  const horizon = new Date(now.getTime() + 90 * 86_400_000);
  const byShop: Record<string, { date: string; label: string }[]> = {};
  for (const shop of shops) {
    const from = localDateOf(now, shop.timeZone);
    const to = localDateOf(horizon, shop.timeZone);
    const mine = days.filter((d) => d.shopId === shop.artebeauteId && d.date >= from && d.date <= to).map((d) => ({ date: d.date, label: localise(d.label, lang) }));
    if (mine.length) byShop[shop.artebeauteId] = mine;
  }
  return byShop;
}

/**
 * Each shop's hours of this week (closed and open days applied) and whether it is open now, as
 * the visitor's page is drawn: 'open · closes at 19:00', 'opens tomorrow at 10:00' (spec §3 weekHours).
 */
export function shopWeeks(shops: readonly Pick<Shop, "artebeauteId" | "timeZone" | "openingHours">[], open: readonly ShopDay[], closed: readonly ShopDay[], now: Date) {
  // Drawn once a minute for the same answers: the 'open now' line is to the minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const hit = drawnWeeks.get(shops);
  if (hit && hit.minute === minute && hit.open === open && hit.closed === closed) return hit.weeks;
  const weeks = weeksOf(shops, open, closed, now);
  drawnWeeks.set(shops, { minute, open, closed, weeks });
  return weeks;
}

type Weeks = Record<string, { week: WeekHoursDay[]; state: OpenState }>;
const drawnWeeks = new WeakMap<object, { minute: number; open: object; closed: object; weeks: Weeks }>();

function weeksOf(shops: readonly Pick<Shop, "artebeauteId" | "timeZone" | "openingHours">[], open: readonly ShopDay[], closed: readonly ShopDay[], now: Date) {
  const byShop: Weeks = {};
  for (const shop of shops) {
    const hours = {
      timeZone: shop.timeZone,
      openingHours: shop.openingHours,
      openDays: open.filter((d) => d.shopId === shop.artebeauteId).map((d) => ({ date: d.date, hours: d.hours })),
      closedDays: closed.filter((d) => d.shopId === shop.artebeauteId).map((d) => d.date),
    };
    try {
      byShop[shop.artebeauteId] = { week: weekHours(hours, now), state: openState(hours, now) };
    } catch (err) {
      // a shop with an unknown zone or broken hours shows its usual hours without the 'open now' line
      console.warn(`week hours of shop ${shop.artebeauteId}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return byShop;
}
