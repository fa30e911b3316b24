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
  const dayWord = free && (free.day === "today" ? t("mkp.today") : free.day === "tomorrow" ? t("mkp.tomorrow") : new Intl.DateTimeFormat(lang, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${free.day}T00:00:00Z`)));
  const body = (
    <>
      <div className="relative aspect-square w-full overflow-hidden rounded-md bg-neutral-100">
        {image && <img src={image.variants?.[0]?.url ?? image.url} alt="" width={480} height={480} loading="lazy" className="h-full w-full object-cover transition-transform duration-300 ease-out-soft group-hover:scale-[1.03]" />}
        {shop.distance !== undefined && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-pill bg-page/95 px-2.5 py-1 text-small font-semibold text-ink shadow-soft" data-testid="finder-distance">
            <MapPin aria-hidden="true" size={14} />
            <Distance metres={shop.distance} />
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1 px-1">
        <Heading className="font-semibold leading-snug text-ink" data-testid="finder-shop-name">
          {shop.publicInfo.name}
        </Heading>
        <p className="text-small text-ink-muted">{shop.business.name}</p>
        <p className="text-small text-ink-muted">
          {shop.publicInfo.address.zipcode} {shop.publicInfo.address.city}
        </p>
        {shop.href === null ? (
          <p className="mt-1 text-small font-medium text-ink-muted" data-testid="finder-no-booking">
            {t("mkp.noOnlineBooking")}
          </p>
        ) : (
          free && (
            <p className="mt-1 inline-flex items-center gap-1.5 text-small font-medium text-ink" data-testid="finder-next-free">
              <Clock aria-hidden="true" size={14} />
              {t("mkp.nextFree", { day: dayWord, time: free.time })}
            </p>
          )
        )}
      </div>
    </>
  );
  const frame = "flex h-full flex-col gap-3 rounded-lg bg-page p-2 pb-3 ring-1 ring-line";
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
