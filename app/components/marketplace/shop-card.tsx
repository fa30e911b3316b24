// A finder result in the 'square' card theme (spec §2): a square photo, the shop and its business,
// where it is and how far, its next free time, and either the way to its storefront or the spec's
// 'online booking not available'. Selecting it records it as last viewed (the cookie, newest first).
import { nextFree, type FirstFreeTimes } from "../../../domain/first-free-times";
import { displayDistance, LAST_VIEWED_COOKIE, recordViewed } from "../../../domain/shop-search";
import { readBrowserCookie } from "../../lib/cookies";
import { useT } from "../../lib/use-t";
import { Clock, MapPin } from "../ui/icons";

export interface FinderShop {
  id: number;
  slug: string;
  images: { url: string; alt?: Record<string, string>; variants?: { url: string; width: number }[] }[];
  publicInfo: { name: string; address: { address: string; city: string; zipcode: string } };
  distance?: number;
  business: { id: number; name: string };
  href: string | null;
  appointments?: FirstFreeTimes;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** Remembers a visited shop in the last-viewed cookie (this host's, a year). */
export function rememberViewed(id: number) {
  document.cookie = `${LAST_VIEWED_COOKIE}=${recordViewed(readBrowserCookie(LAST_VIEWED_COOKIE), id)};path=/;max-age=${YEAR_SECONDS};samesite=lax`;
}

export function Distance({ metres }: { metres: number }) {
  const { t } = useT();
  const d = displayDistance(metres);
  return <>{t(d.unit === "m" ? "mkp.distance.m" : "mkp.distance.km", { value: d.value })}</>;
}

export function ShopCard({ shop, today, headingLevel = 3 }: { shop: FinderShop; today: string; headingLevel?: 2 | 3 }) {
  const { t, lang } = useT();
  const image = shop.images[0];
  const free = nextFree(shop.appointments, today);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // short words ('mar. 1 déc.') so the line holds on a phone's card
  const dayWord = free && (free.day === "today" ? t("mkp.today") : free.day === "tomorrow" ? t("mkp.tomorrow") : new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${free.day}T00:00:00Z`)));
  // On a phone a card is a row (a square thumbnail beside the words), from sm a column (the photo above).
  const body = (
    <>
      <div className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-md bg-neutral-100 sm:w-full">
        {image && <img src={image.variants?.[0]?.url ?? image.url} alt="" width={480} height={480} loading="lazy" className="h-full w-full object-cover transition-transform duration-300 ease-out-soft group-hover:scale-[1.03]" />}
        {shop.distance !== undefined && (
          <span className="absolute left-1.5 top-1.5 inline-flex items-center gap-1 rounded-pill bg-page/95 px-2 py-0.5 text-caption font-semibold text-ink shadow-soft sm:left-2 sm:top-2 sm:px-2.5 sm:py-1 sm:text-small" data-testid="finder-distance">
            <MapPin aria-hidden="true" size={13} />
            <Distance metres={shop.distance} />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 py-0.5 sm:px-1 sm:py-0">
        <Heading className="font-title text-[1.1875rem] font-semibold leading-snug text-ink sm:text-[1.3125rem]" data-testid="finder-shop-name">
          {shop.publicInfo.name}
        </Heading>
        <p className="text-small text-ink-muted">
          {shop.publicInfo.address.zipcode} {shop.publicInfo.address.city}
          <span aria-hidden="true"> · </span>
          {shop.business.name}
        </p>
        {shop.href === null ? (
          <p className="mt-auto pt-2 text-small font-medium text-ink-muted" data-testid="finder-no-booking">
            {t("mkp.noOnlineBooking")}
          </p>
        ) : (
          free && (
            <p className="mt-auto flex items-start gap-1.5 pt-2 text-small font-medium text-ink" data-testid="finder-next-free">
              <Clock aria-hidden="true" size={15} className="mt-[0.2rem] shrink-0 text-[var(--color-primary,#243b53)]" />
              <span>{t("mkp.nextFree", { day: dayWord, time: free.time })}</span>
            </p>
          )
        )}
      </div>
    </>
  );
  const frame = "flex h-full flex-row gap-3 rounded-lg bg-page p-2 ring-1 ring-line sm:flex-col sm:pb-3";
  if (shop.href === null)
    return (
      <article className={frame} data-testid="finder-card" data-shop={shop.id}>
        {body}
      </article>
    );
  return (
    <a
      href={shop.href}
      onClick={() => rememberViewed(shop.id)}
      className={`group ${frame} shadow-soft transition-[box-shadow,translate] duration-200 ease-out-soft hover:-translate-y-0.5 hover:shadow-raised`}
      data-testid="finder-card"
      data-shop={shop.id}
    >
      {body}
    </a>
  );
}
