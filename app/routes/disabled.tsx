// The disabled-site page (spec §2 'Disabled' layout): an image and 'we'll be back soon'; in
// maintenance an apology, otherwise the company's message; settings can hide the image and heading
// and show the company's name instead. The root loader sends it home when the site is online.
import { data, Link } from "react-router";
import type { Route } from "./+types/disabled";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import { siteState } from "../../domain/site-state";
import type { Lang } from "../../domain/types";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

export function loader({ request, context }: Route.LoaderArgs) {
  const { company, lang } = pageRequest(request, context);
  const { settings } = company;
  const state = siteState(settings);
  // 503 tells search engines the closure is temporary.
  return data(
    {
      maintenance: state === "maintenance",
      message: localise(settings.booker.siteDisabledMessage, lang as Lang),
      hideDefault: settings.booker.siteDisabledHideDefault,
      displayName: settings.identity.displayName,
    },
    { status: 503, headers: { "Retry-After": "3600" } },
  );
}

export default function Disabled({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { maintenance, message, hideDefault, displayName } = loaderData;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 p-8 text-center" data-testid="disabled-page">
      {hideDefault ? (
        <h1 className="font-title text-3xl text-primary">{displayName}</h1>
      ) : (
        <>
          <img src="/images/disabled.svg" alt="" width={240} height={160} />
          <h1 className="font-title text-3xl text-primary">{t("disabled.title")}</h1>
        </>
      )}
      <p className="whitespace-pre-line">{maintenance ? t("disabled.maintenance") : message || t("disabled.default")}</p>
      {/* the business's team signs in to see the site while it is off */}
      <Link to={localePath("/pro/login", lang as Lang)} className="mt-6 text-small text-ink-muted underline underline-offset-2" data-testid="team-access">
        {t("shell.teamAccess")}
      </Link>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "disabled.title");
}
