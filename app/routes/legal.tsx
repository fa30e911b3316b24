// Legal texts (spec §2): one page with the anchors rgpd, mentions, cgv, cgu; /rgpd, /legales,
// /cgv and /cgu lead to their anchor. Texts come from settings (booker.textLegals).
import { redirect } from "react-router";
import type { Route } from "./+types/legal";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

const SECTIONS = ["rgpd", "mentions", "cgv", "cgu"] as const;
const ALIASES: Record<string, (typeof SECTIONS)[number]> = { rgpd: "rgpd", legales: "mentions", cgv: "cgv", cgu: "cgu" };

export function loader({ request, context }: Route.LoaderArgs) {
  const { company, lang, path } = pageRequest(request, context);
  const alias = ALIASES[path.replace(/^\/|\/$/g, "")];
  if (alias) throw redirect(localePath(`/legal#${alias}`, lang), 301);
  const texts = company.settings.booker.textLegals;
  return { sections: SECTIONS.map((id) => ({ id, text: localise(texts[id], lang as Lang) })) };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <article className="max-w-3xl">
      <h1 className="mb-6 font-title text-3xl text-primary">{t("legal.title")}</h1>
      <nav aria-label={t("legal.title")} className="mb-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {loaderData.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="underline underline-offset-4">
                {t(`legal.${s.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mb-10 scroll-mt-24">
          <h2 id={`${s.id}-title`} className="mb-3 text-2xl">
            {t(`legal.${s.id}`)}
          </h2>
          {s.text ? <p className="whitespace-pre-line leading-relaxed">{s.text}</p> : <p className="italic opacity-80">{t("legal.empty")}</p>}
        </section>
      ))}
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "legal.title");
}
