// One way to call a provider's HTTP API: JSON or form bodies, a timeout, and errors that name the
// provider's status and error code but never carry a header (where the keys travel).
import { PaymentError, type PaymentProviderName } from "./provider";

export type Fetch = typeof fetch;

export interface ProviderResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export interface CallOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** milliseconds; Saferpay asks for up to 100 s, we keep a visitor waiting less */
  timeoutMs?: number;
}

export async function callProvider<T = unknown>(provider: PaymentProviderName, fetchImpl: Fetch, url: string, opts: CallOptions = {}): Promise<ProviderResponse<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json; charset=utf-8";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  }
  let res: Response;
  try {
    res = await fetchImpl(url, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
  } catch (e) {
    const reason = e instanceof Error && e.name === "TimeoutError" ? "timed out" : "could not be reached";
    throw new PaymentError(provider, "provider", `${new URL(url).pathname} ${reason}`);
  }
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get("content-type") ?? "").includes("json") && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PaymentError(provider, "provider", `${new URL(url).pathname} answered ${res.status} with invalid JSON`);
    }
  }
  return { status: res.status, body: parsed as T, text };
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;
}
