// The typed client of our own API. On the server its fetch reaches the Hono app in-process;
// in the browser it calls /api. Every call carries the headers of spec §6.
import type { Lang } from "../../domain/types";

export interface ApiClientOptions {
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
  companyToken: string;
  lang: Lang;
  authToken?: string | null;
  previewTheme?: string | null;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function createApiClient(opts: ApiClientOptions) {
  async function call<T>(method: string, path: string, query?: Record<string, string | number | undefined>, body?: unknown): Promise<T> {
    const url = new URL(opts.baseUrl.replace(/\/$/, "") + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers = new Headers({ company: opts.companyToken, curlang: opts.lang, accept: "application/json" });
    if (opts.authToken) headers.set("authorization", `Bearer ${opts.authToken}`);
    if (opts.previewTheme) headers.set("previewtheme", opts.previewTheme);
    if (body !== undefined) headers.set("content-type", "application/json");
    const response = await opts.fetch(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    const json = (await response.json().catch(() => null)) as { error?: { code: string; message: string; fields?: Record<string, string> } } | null;
    if (!response.ok) {
      throw new ApiFailure(response.status, json?.error?.code ?? "unavailable", json?.error?.message ?? "Service unavailable", json?.error?.fields);
    }
    return json as T;
  }
  return {
    get: <T>(path: string, query?: Record<string, string | number | undefined>) => call<T>("GET", path, query),
    post: <T>(path: string, body: unknown) => call<T>("POST", path, undefined, body),
    put: <T>(path: string, body: unknown) => call<T>("PUT", path, undefined, body),
    delete: <T>(path: string, query?: Record<string, string | number | undefined>) => call<T>("DELETE", path, query),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
