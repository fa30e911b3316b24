// The error pages (spec §2, §8): company not registered (no back link), page not found (the 404
// image, default title, back link), generic. Tab titles in the page's language (decision 187).
// If drawing the error page itself fails, a plain message with a link home is shown.
import { Component, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";

export type ErrorKind = "company" | "404" | "generic";

export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    if ((error.data as { type?: string } | null)?.type === "maintenance") return "company";
    if (error.status === 404) return "404";
  }
  return "generic";
}

function ErrorContent({ kind, lang, fullScreen }: { kind: ErrorKind; lang: Lang; fullScreen?: boolean }) {
  const { t } = useT();
  const title = kind === "company" ? t("error.maintenanceTitle") : kind === "404" ? t("error.notFoundTitle") : t("error.genericTitle");
  const Wrapper = fullScreen ? "main" : "div";
  return (
    <Wrapper
      {...(fullScreen ? { id: "main" } : {})}
      className={`mx-auto flex max-w-xl flex-col items-center justify-center gap-6 p-8 text-center ${fullScreen ? "min-h-screen" : "min-h-[50vh]"}`}
      data-error-type={kind === "company" ? "maintenance" : kind}
    >
      {kind === "404" && <img src="/images/404.svg" alt="" width={240} height={160} />}
      <h1 className="font-title text-h1">{title}</h1>
      {kind === "company" && <p className="text-lead text-ink-muted">{t("error.maintenanceText")}</p>}
      {kind === "generic" && <p className="text-lead text-ink-muted">{t("error.genericText")}</p>}
      {kind !== "company" && <Button href={localePath("/", lang)}>{t("error.backHome")}</Button>}
    </Wrapper>
  );
}

/** A failure while drawing the error page: no translation, no theme, just a way home. */
class NestedFailure extends Component<{ lang: Lang; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" data-error-type="nested" style={{ padding: 32, textAlign: "center" }}>
        <title>An error occurred</title>
        <h1>Une erreur est survenue / An error occurred</h1>
        <p>
          <a href={localePath("/", this.props.lang)}>Retour à l'accueil / Back to the home page</a>
        </p>
      </main>
    );
  }
}

export function ErrorPage(props: { kind: ErrorKind; lang: Lang; fullScreen?: boolean }) {
  return (
    <NestedFailure lang={props.lang}>
      <ErrorContent {...props} />
    </NestedFailure>
  );
}
