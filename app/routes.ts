// Every page exists in every language (spec §2): French without a prefix, then /de /en /es /it.
// Route ids carry the language so one module serves all five.
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

const pages = (lang: string) => [
  index("routes/home.tsx", { id: `${lang}:home` }),
  route("*", "routes/not-found.tsx", { id: `${lang}:not-found` }),
];

export default [
  layout("routes/layout.tsx", [
    ...pages("fr"),
    ...(["de", "en", "es", "it"] as const).flatMap((lang) => prefix(lang, pages(lang))),
  ]),
] satisfies RouteConfig;
