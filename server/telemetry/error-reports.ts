// Error reports to a Sentry-compatible service through its official SDK (spec §9: trace sample
// rate 0.1; decision 264), only when SENTRY_DSN is set: without it the SDK is not even loaded and
// nothing leaves. Each report carries the release, the request id and the business's token, and
// passes domain/error-report.ts first: no user, cookie, header, body or query string.
import type { Env } from "../env";
import { NO_PERSONAL_DATA, TRACES_SAMPLE_RATE, withoutPersonalData, type ErrorReport } from "../../domain/error-report";

export interface ErrorReports {
  /** reports a server error of a request */
  capture(error: unknown, request: { requestId: string; company?: string | null }): void;
  /** what the pages need to report the browser's own errors (the DSN is public by design) */
  browser: { dsn: string; release: string };
  /** the service's origin, which the pages' connect-src must allow */
  origin: string;
  close(): Promise<void>;
}

export async function startErrorReports(env: Env, version: string): Promise<ErrorReports | null> {
  const dsn = env.SENTRY_DSN;
  if (!dsn) return null;
  const Sentry = await import("@sentry/node");
  const release = env.SENTRY_RELEASE ?? `vitrine@${version}`;
  Sentry.initWithoutDefaultIntegrations({
    dsn,
    release,
    environment: env.NODE_ENV,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // nothing about the visitor: no user, cookies, headers, query, bodies or local variables
    dataCollection: { ...NO_PERSONAL_DATA, httpBodies: [] },
    enableRuntimeChannelInjection: false,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    beforeSend: (event) => withoutPersonalData(event as unknown as ErrorReport) as unknown as typeof event,
    beforeBreadcrumb: () => null,
  });
  return {
    capture(error, request) {
      Sentry.withScope((scope) => {
        scope.setTag("request_id", request.requestId);
        if (request.company) scope.setTag("company", request.company);
        Sentry.captureException(error);
      });
    },
    browser: { dsn, release },
    origin: new URL(dsn).origin,
    close: async () => {
      await Sentry.close(2_000);
    },
  };
}
