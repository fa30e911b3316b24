// What an error report may carry (spec §9 'error reporting'; decision 264): the error, where it
// happened, the release and the request id, never who it happened to. Applied to every report,
// the server's and the browser's, before it leaves: no user, no cookies, no headers, no body, no
// query string (an e-mail or a code may sit there), no breadcrumbs (they repeat addresses and
// console lines).

/** The parts of a report (a Sentry event) this rule reads or removes. */
export interface ErrorReport {
  user?: unknown;
  request?: { url?: string; method?: string; query_string?: unknown; cookies?: unknown; headers?: unknown; data?: unknown; env?: unknown };
  breadcrumbs?: unknown;
  server_name?: string;
  extra?: unknown;
  [key: string]: unknown;
}

/** What the SDKs may collect of a request (their `dataCollection`): none of it. */
export const NO_PERSONAL_DATA = { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false } as const;

/** The trace sample rate of spec §9. */
export const TRACES_SAMPLE_RATE = 0.1;

/** The address without its query or fragment: '/magazine?email=x' → '/magazine'. */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

export function withoutPersonalData<T extends ErrorReport>(report: T): T {
  const { user: _user, breadcrumbs: _breadcrumbs, server_name: _server, extra: _extra, request, ...rest } = report;
  const kept: ErrorReport = { ...rest };
  if (request) kept.request = { ...(request.method ? { method: request.method } : {}), ...(request.url ? { url: pathOnly(request.url) } : {}) };
  // a browser's stack names the page's address, query and all, as the file of inline code
  const exception = kept.exception as { values?: { stacktrace?: { frames?: { filename?: string; abs_path?: string }[] } }[] } | undefined;
  if (exception?.values) {
    kept.exception = {
      ...exception,
      values: exception.values.map((v) => (v.stacktrace?.frames ? { ...v, stacktrace: { ...v.stacktrace, frames: v.stacktrace.frames.map((f) => ({ ...f, ...(f.filename ? { filename: pathOnly(f.filename) } : {}), ...(f.abs_path ? { abs_path: pathOnly(f.abs_path) } : {}) })) } } : v)),
    };
  }
  return kept as T;
}

/** Span data fields that hold an address (the SDKs' and OpenTelemetry's names). */
const URL_FIELDS = ["url", "http.url", "url.full", "http.target", "http.fragment", "http.query", "url.query"];

/**
 * A trace (a sampled page load or navigation) as it may leave: what withoutPersonalData keeps, its
 * name and its spans' descriptions and addresses without their query strings.
 */
export function withoutPersonalTrace<T extends ErrorReport>(report: T): T {
  const kept = withoutPersonalData(report) as ErrorReport & { transaction?: string; spans?: { description?: string; data?: Record<string, unknown> }[] };
  if (typeof kept.transaction === "string") kept.transaction = pathOnly(kept.transaction);
  if (Array.isArray(kept.spans)) {
    kept.spans = kept.spans.map((span) => {
      const data = span.data ? Object.fromEntries(Object.entries(span.data).filter(([k]) => k !== "http.query" && k !== "url.query" && k !== "http.fragment").map(([k, v]) => [k, URL_FIELDS.includes(k) && typeof v === "string" ? pathOnly(v) : v])) : span.data;
      return { ...span, ...(typeof span.description === "string" ? { description: pathOnly(span.description) } : {}), ...(data ? { data } : {}) };
    });
  }
  return kept as T;
}
