// Contact (spec §2): every shop with its address, phone, e-mail, this week's opening hours and a
// map link; with one shop the page is 'my shop'.
import { Clock, Mail, MapPin, Phone } from "../components/ui/icons";
import type { Route } from "./+types/contact";
import type { Lang, Shop } from "../../domain/types";
import { OpeningHours, OpenNow } from "../components/catalogue/opening-hours";
import { ShopClosures } from "../components/content/shop-closures";
import { pageRequest } from "../lib/page.server";
import { pageFrame } from "../lib/frame.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageRequest(request, context);
  // the shops' hours this week and closures to come, from the layout's frame (worked out once a minute)
  const [{ shops }, { weeks, closures }] = await Promise.all([api.get("/shops"), pageFrame(request, context)]);
  // nothing here is the visitor's: without a session the page may be kept a minute
  context.keepAlike?.();
  return { shops, weeks, closures };
}

/** A map centred on the shop at zoom 18 (spec §9), on OpenStreetMap: no key, no tracking script. */
const mapUrl = (shop: Shop) => {
  const { lat, lng } = shop.localisation.coordonate;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { shops, weeks, closures } = loaderData;
  return (
    <>
      <h1 className="mb-6 font-title text-3xl text-primary">{t(shops.length === 1 ? "shell.myShop" : "nav.contact")}</h1>
      <ul className="grid gap-6 md:grid-cols-2" data-testid="contact-shops">
        {shops.map((shop) => {
          const { name, address, phone, email } = shop.publicInfo;
          return (
            <li key={shop.id} id={shop.slug} className="scroll-mt-24 rounded-lg border border-black/10 p-5">
              <h2 className="mb-3 text-xl font-semibold">{name}</h2>
              <p className="flex gap-2">
                <MapPin aria-hidden="true" size={18} className="mt-1 shrink-0" />
                <span>
                  {address.address}
                  <br />
                  {address.zipcode} {address.city}
                  {address.country && !["FR", "France"].includes(address.country) ? `, ${address.country}` : ""}
                </span>
              </p>
              {phone && (
                <p className="mt-2 flex gap-2">
                  <Phone aria-hidden="true" size={18} className="mt-1 shrink-0" />
                  <a href={`tel:${phone.replace(/\s/g, "")}`} className="underline underline-offset-4">
                    <span className="sr-only">{t("ui.labelled", { label: t("shell.phone") })} </span>
                    {phone}
                  </a>
                </p>
              )}
              {email && (
                <p className="mt-2 flex gap-2">
                  <Mail aria-hidden="true" size={18} className="mt-1 shrink-0" />
                  <a href={`mailto:${email}`} className="break-all underline underline-offset-4">
                    <span className="sr-only">{t("ui.labelled", { label: t("shell.email") })} </span>
                    {email}
                  </a>
                </p>
              )}
              <h3 className="mb-2 mt-4 flex items-center gap-2 font-semibold">
                <Clock aria-hidden="true" size={18} />
                {t("shell.openingHours")}
              </h3>
              {weeks?.[shop.artebeauteId] && <OpenNow state={weeks[shop.artebeauteId]!.state} className="mb-2" />}
              <OpeningHours hours={shop.openingHours} week={weeks?.[shop.artebeauteId]?.week} lang={lang as Lang} />
              <ShopClosures days={closures[shop.artebeauteId]} className="mt-4" />
              <a href={mapUrl(shop)} target="_blank" rel="noopener noreferrer" className="mt-4 inline-block rounded bg-button px-4 py-2.5 text-button-ink">
                {t("shell.seeMap")}
                <span className="sr-only"> — {name} {t("shell.newTab")}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(matches, data?.shops.length === 1 ? "shell.myShop" : "nav.contact");
}
