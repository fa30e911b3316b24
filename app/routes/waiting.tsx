// Shown when the shops could not be loaded (spec §1, §8): a short wait message and a way to retry.
import { data } from "react-router";
import type { Route } from "./+types/waiting";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = pageRequest(request, context);
  return data({ home: localePath("/", lang as Lang) }, { status: 503, headers: { "Retry-After": "30" } });
}

export default function Waiting({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 p-8 text-center" data-testid="waiting-page">
      <h1 className="font-title text-3xl text-primary">{t("waiting.title")}</h1>
      <p>{t("waiting.text")}</p>
      <a href={loaderData.home} className="rounded bg-button px-5 py-3 text-button-ink">
        {t("waiting.retry")}
      </a>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "waiting.title");
}
