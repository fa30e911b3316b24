// The press page (spec §2): the company's press text (booker.pressText), in the visitor's language.
import type { Route } from "./+types/presse";
import { localise } from "../../domain/catalogue";
import type { Lang } from "../../domain/types";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export function loader({ request, context }: Route.LoaderArgs) {
  const { company, lang } = pageRequest(request, context);
  return { text: localise(company.settings.booker.pressText, lang as Lang) };
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <article className="max-w-3xl">
      <h1 className="mb-6 font-title text-3xl text-primary">{t("shell.press")}</h1>
      {loaderData.text ? <p className="whitespace-pre-line leading-relaxed">{loaderData.text}</p> : <p className="italic opacity-80">{t("shell.pressEmpty")}</p>}
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "shell.press");
}
