// The browser's own errors, reported to the Sentry-compatible service of SENTRY_DSN through its
// official browser SDK (spec §9: trace sample rate 0.1; decision 264). Loaded by the root layout as
// its own chunk, only when the page names a DSN. The SDK evaluates no code (the pages' policy
// forbids eval) and sends to the DSN's origin, which the policy's connect-src then allows. Nothing
// personal: no user, cookie, header, query string or breadcrumb (domain/error-report.ts strips
// each report and trace once more before it leaves).
import {
  browserApiErrorsIntegration,
  browserTracingIntegration,
  dedupeIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
} from "@sentry/browser";
import { NO_PERSONAL_DATA, TRACES_SAMPLE_RATE, withoutPersonalData, withoutPersonalTrace, type ErrorReport } from "../../domain/error-report";

let started = false;

export function startBrowserReports({ dsn, release }: { dsn: string; release: string }) {
  if (started) return;
  started = true;
  init({
    dsn,
    release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // no trace headers on our requests: the traces stay the browser's own
    tracePropagationTargets: [],
    dataCollection: { ...NO_PERSONAL_DATA, httpBodies: [] },
    // only what catches errors and times pages: no breadcrumbs, no request context (its address and referrer)
    defaultIntegrations: false,
    integrations: [functionToStringIntegration(), browserApiErrorsIntegration(), globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), browserTracingIntegration()],
    beforeBreadcrumb: () => null,
    beforeSend: (event) => withoutPersonalData(event as unknown as ErrorReport) as unknown as typeof event,
    beforeSendTransaction: (event) => withoutPersonalTrace(event as unknown as ErrorReport) as unknown as typeof event,
  });
}
