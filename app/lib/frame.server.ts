// The layout's frame of a page: the company's shops, content and hours at its version, in the
// page's language, at the minute ('open now'), worked out once for every visitor of that minute
// (unless a read failed). Each page takes the part it draws: the layout what every page shows
// (the menus' shops, the magazine entry, whether the bell rings), the contact, shop and basket
// pages their shops' hours and closures, the bell's own route its events and alerts, opened.
import { redirect, type AppLoadContext } from "react-router";
import { inLanguage, localise } from "../../domain/catalogue";
import { localePath, serviceUrl } from "../../domain/service-url";
import type { Article, Category, Lang } from "../../domain/types";
import type { ApiClient } from "../../contract/client";
import type { PublicCompany } from "../../contract/companies";
import { parseReservedQuery } from "../../domain/booking-cart";
import { chooserShop } from "../../domain/shops";
import { currentEvents, loggedEmpty, postCard, shopWeeks, upcomingClosures } from "./content.server";
import { oncePerVersion } from "./per-version.server";
import { pageRequest } from "./page.server";

/** The frame of this request's page (the booking step's services too while the address opens it). */
export async function pageFrame(request: Request, context: AppLoadContext) {
  const { api, company, lang, now } = pageRequest(request, context);
  // The booking step open over the page: its services come with the page, not from the browser.
  const stepOpen = parseReservedQuery(new URL(request.url).search) !== null;
  return oncePerVersion(company, `layout ${lang} ${stepOpen}`, String(Math.floor(now.getTime() / 60_000)), () => frameData(api, company, lang, stepOpen, now));
}

export type Frame = Awaited<ReturnType<typeof pageFrame>>;

/** What the bell's badge needs before it is opened: whether it rings, and for which events and alerts. */
export function bellSignature(frame: Pick<Frame, "events" | "alerts">): string {
  return [...frame.events.map((e) => `e${e.id}`), ...frame.alerts.map((a) => a.key)].join(",");
}

async function frameData(reader: ApiClient, company: PublicCompany, lang: Lang, stepOpen: boolean, now: Date) {
  let failed = false;
  const api: ApiClient = { ...reader, get: ((...args: Parameters<ApiClient["get"]>) => reader.get(...args).catch((err: unknown) => {
    failed = true;
    throw err;
  })) as ApiClient["get"] };
  // Spec §1, §8: when the shops cannot be loaded the visitor goes to /waiting; the business's
  // content (events, alerts, posts) failing to load is logged only.
  const [shops, events, apiAlerts, postCount, shopPosts, closedDays, openDays, services] = await Promise.all([
    api.get("/shops").then(
      (r) => r.shops,
      (err) => {
        loggedEmpty("shops", null)(err);
        throw redirect(localePath("/waiting", lang));
      },
    ),
    currentEvents(api, lang),
    api.get("/alerts").then((r) => r.alerts, loggedEmpty("alerts", [])),
    api.get("/posts", { query: { lang, perPage: "1" } }).then((r) => r.total, loggedEmpty("posts", 0)),
    api.get("/posts", { query: { lang, position: "shop", perPage: "50" } }).then((r) => r.posts.map(postCard), loggedEmpty("shop posts", [])),
    api.get("/closeddays").then((r) => r.closeddays, loggedEmpty("closed days", [])),
    api.get("/opendays").then((r) => r.opendays, loggedEmpty("open days", [])),
    stepOpen ? api.get("/articles").then((r) => r.articles.filter((a) => a.type !== "2"), loggedEmpty("services", [])) : null,
  ]);
  // The company's own standing messages (settings) and the alerts of the day (the alerts API).
  const alertMessages = [
    ...company.settings.booker.alertMessages.map((a, i) => ({ key: `s${i}`, body: localise(a.body, lang), serviceId: a.serviceId })),
    ...apiAlerts.map((a) => ({ key: `a${a.id}`, body: localise(a.body, lang), serviceId: a.serviceId })),
  ].filter((a) => a.body !== "");
  // An alert's reserve button needs its service's address: read the catalogue only when one links a service.
  let categories: Category[] = [];
  if (alertMessages.some((a) => a.serviceId != null)) {
    categories = await api.get("/categories").then((r) => r.categories, loggedEmpty("categories", []));
  }
  const reservable: Record<number, { article: Article; category: Category }> = {};
  const reserveOf = (id: number | null) => {
    for (const category of categories) {
      const article = category.articles.find((a) => a.id === id);
      if (!article?.slug) continue;
      // One shop: straight to its booking; several: the shop chooser, with the service's page as the fallback.
      if (shops.length > 1) reservable[article.id] = { article, category: { ...category, articles: [] } };
      const href = serviceUrl({ categorySlug: category.slug, serviceSlug: article.slug, shopCount: shops.length, lang });
      return shops.length > 1 ? { href, articleId: article.id } : { href: `${href}?page=reserved`, articleId: null };
    }
    return null;
  };
  const alerts = alertMessages.map((a) => ({ key: a.key, body: a.body, reserve: reserveOf(a.serviceId) }));
  // the page's data in its language only
  const value = inLanguage(
    {
      shops: shops.map((s) => ({
        id: s.id,
        slug: s.slug,
        artebeauteId: s.artebeauteId,
        name: s.publicInfo.name,
        address: s.publicInfo.address.address,
        zipcode: s.publicInfo.address.zipcode,
        city: s.publicInfo.address.city,
        country: s.publicInfo.address.country,
        image: s.images[0] ?? null,
        bookable: s.booker.active,
      })),
      events,
      alerts,
      reservable,
      /** the shop chooser's shops, only when an alert needs it */
      pickerShops: Object.keys(reservable).length > 0 ? shops.map(chooserShop) : [],
      // The menus' 'magazine' entry: only when posts exist in this language (spec §2).
      magazine: postCount > 0 && company.settings.booker.magazineEnabled,
      /** posts placed on a shop's page */
      shopPosts,
      /** each shop's exceptional closures to come */
      closures: await upcomingClosures(api, shops, lang, now, closedDays),
      /** each shop's hours this week and whether it is open now */
      weeks: shopWeeks(shops, openDays, closedDays, now),
      /** what the booking step offers, only while it is open: the services and the shops taking bookings */
      booking: services ? { services, shops: shops.filter((s) => s.booker.active) } : null,
    },
    lang,
  );
  return { value, keep: !failed };
}
