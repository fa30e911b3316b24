// sitemap.xml: the public pages in every offered language, each with its hreflang alternates.
import type { Route } from "./+types/sitemap";
import { modules } from "../../domain/modules";
import { localePath, serviceUrl } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { ISO } from "../lib/i18n";
import { pageRequest } from "../lib/page.server";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, company, langs } = pageRequest(request, context);
  const origin = new URL(request.url).origin;
  const [{ shops }, { categories }] = await Promise.all([api.get("/shops"), api.get("/categories")]);
  const on = modules(company);
  // Locale-free paths; each is listed once per offered language.
  const paths: ((lang: Lang) => string)[] = [
    ...["/", "/services", "/contact", "/legal", "/presse", "/accessibilite"].map((p) => (l: Lang) => localePath(p, l)),
    ...(on.gift ? [(l: Lang) => localePath("/gift", l)] : []),
    ...(on.eshop ? [(l: Lang) => localePath("/boutique", l)] : []),
    ...(shops.length >= 2 ? shops.map((s) => (l: Lang) => localePath(`/${s.slug}`, l)) : []),
    ...categories.map((c) => (l: Lang) => localePath(`/services/${c.slug}`, l)),
    ...categories.flatMap((c) =>
      c.articles.filter((a) => a.slug).map((a) => (l: Lang) => serviceUrl({ categorySlug: c.slug, serviceSlug: a.slug!, shopCount: shops.length, lang: l })),
    ),
  ];
  const urls = paths.flatMap((path) =>
    langs.map((lang) => {
      const alternates = langs.length > 1 ? langs.map((l) => `<xhtml:link rel="alternate" hreflang="${ISO[l]}" href="${xml(origin + path(l))}"/>`).join("") : "";
      return `<url><loc>${xml(origin + path(lang))}</loc>${alternates}</url>`;
    }),
  );
  // The magazine and its posts, in each language they are listed in.
  const magazine = await Promise.all(
    langs.map((lang) =>
      api.get("/posts", { query: { lang, perPage: "99" } }).then(
        (r) => ({ lang, slugs: r.posts.map((p) => p.slug) }),
        () => ({ lang, slugs: [] as string[] }),
      ),
    ),
  );
  for (const { lang, slugs } of magazine) {
    if (slugs.length === 0) continue;
    for (const path of ["/magazine", ...slugs.map((s) => `/magazine/${encodeURIComponent(s)}`)]) urls.push(`<url><loc>${xml(origin + localePath(path, lang))}</loc></url>`);
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
