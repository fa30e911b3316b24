// The browser's error reports (decision 264): started only when the page names a service (the
// server's SENTRY_DSN); the official SDK's code is then loaded on its own, after the page, so a
// page without it downloads none. Uncaught errors and the error boundaries' are reported with the
// release and the page's request id, through domain/error-report.ts (no personal data).
import { NO_PERSONAL_DATA, TRACES_SAMPLE_RATE, withoutPersonalData, type ErrorReport } from "../../domain/error-report";

type Sdk = typeof import("@sentry/browser");
let started: Promise<Sdk> | null = null;

export function startBrowserReports(config: { dsn: string; release: string; requestId: string }) {
  if (typeof window === "undefined" || started) return;
  started = import("@sentry/browser").then((Sentry) => {
    Sentry.init({
      dsn: config.dsn,
      release: config.release,
      tracesSampleRate: TRACES_SAMPLE_RATE,
      // nothing about the visitor: no user, cookies, headers, query, bodies or local variables
    dataCollection: { ...NO_PERSONAL_DATA, httpBodies: [] },
      defaultIntegrations: false,
      integrations: [Sentry.globalHandlersIntegration(), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
      beforeSend: (event) => withoutPersonalData(event as unknown as ErrorReport) as unknown as typeof event,
      beforeBreadcrumb: () => null,
      initialScope: { tags: { request_id: config.requestId } },
    });
    return Sentry;
  });
}

/** An error an error boundary drew: reported when reports are on, else nothing. */
export function reportBrowserError(error: unknown) {
  void started?.then((Sentry) => Sentry.captureException(error));
}
