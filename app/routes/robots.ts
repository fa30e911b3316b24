// robots.txt (spec §9 and docs/decisions/013-robots-and-sitemap.md): every crawler may read the
// public pages but not the private ones; the one named crawler may read the home page only.
import type { Route } from "./+types/robots";
import { offeredLangs } from "../../domain/company-settings";
import { localePath } from "../../domain/service-url";

const PRIVATE = ["/profile", "/auth", "/booking", "/panier", "/payments", "/disabled", "/waiting", "/admin"];
export const HOME_ONLY_CRAWLER = "GPTBot";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const langs = context.company ? offeredLangs(context.company.settings) : (["fr"] as const);
  const disallow = langs.flatMap((l) => PRIVATE.map((p) => `Disallow: ${localePath(p, l)}`));
  const body = [
    "User-agent: *",
    ...disallow,
    "Allow: /",
    "",
    `User-agent: ${HOME_ONLY_CRAWLER}`,
    "Allow: /$",
    "Disallow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
