// The one client of the API, typed by the contract: the path and method pick the operation, whose
// schemas give what may be sent and what comes back. It only imports types from the contract, so
// the browser downloads no schema. On the server its fetch reaches the Hono app in-process; in the
// browser it calls /api. Every call carries the headers of spec §6.
import type { z } from "zod";
import type { Lang } from "../domain/types";
import type { Operations } from "./index";
import type { Method } from "./operation";

/** Every operation under "METHOD path", e.g. "get /shops/slug/{slug}". */
type ByRoute = { [K in keyof Operations as `${Operations[K]["method"]} ${Operations[K]["path"]}`]: Operations[K] };
type PathOf<M extends Method> = keyof ByRoute extends infer R ? (R extends `${M} ${infer P}` ? P : never) : never;
type OperationAt<M extends Method, P extends string> = ByRoute[`${M} ${P}` & keyof ByRoute];

/** Path and query values may be given as numbers too. */
type Loose<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number : T[K] };
type Value<S extends z.ZodType, Wrap> = Wrap extends true ? Loose<z.input<S>> : z.input<S>;
/** The part K of a call (params, query, body), optional when nothing in it is required. */
type Input<O, K extends string, Wrap = false> = O extends { [k in K]: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { [k in K]?: Value<S, Wrap> }
    : { [k in K]: Value<S, Wrap> }
  : unknown;

export interface CallOptions {
  /** another bearer than the session's (the provider's token on cmp-users calls) */
  bearer?: string | null;
  /** asks for debug mode (the `isdebug` header of companies/token/host) */
  debug?: boolean;
}
/** An upload's multipart form (the operation's `form`), sent as it is. */
type FormArg<O> = O extends { form: z.ZodType } ? { form: FormData } : unknown;
type Args<O> = Input<O, "params", true> & Input<O, "query", true> & Input<O, "body"> & FormArg<O> & CallOptions;
/** Callers may leave out an argument that has nothing required in it. */
type ArgList<O> = {} extends Args<O> ? [args?: Args<O>] : [args: Args<O>];
export type Answer<O> = O extends { response: infer S extends z.ZodType } ? z.output<S> : undefined;

export interface ApiClientOptions {
  fetch: (request: Request) => Promise<Response>;
  /** the API's address: http://internal/api in-process, https://shop.example/api in the browser */
  baseUrl: string;
  companyToken: string;
  lang: Lang;
  /** the customer's session */
  authToken?: string | null;
  previewTheme?: string | null;
  /** the host of the page, so mail links lead back to it (the API trusts it only if it is the company's) */
  siteHost?: string | null;
  /**
   * The browser's clock: every request then carries it as a `timestamp` query parameter, so no
   * cache between the visitor and the API serves a stale answer (the API ignores it).
   */
  timestamp?: () => number;
  /** what a request that got no answer says (code 503), in the page's language; French otherwise */
  unavailableMessage?: string;
  /** told of every request that got no answer (the pages show a toast) */
  onUnavailable?: (failure: ApiFailure) => void;  /**
   * Answers kept between calls (the server's pages): asked for each GET with the session's
   * credentials, it either loads the answer or gives the one it kept.
   */
  keep?: (url: URL, load: () => Promise<unknown>) => Promise<unknown>;
}

/** The message of a request that got no answer when the caller gives none (spec: French). */
export const UNAVAILABLE_MESSAGE = "Le service est momentanément indisponible. Réessayez dans un instant.";

/** A refusal of the API: its status, code, message in the caller's language, and the bad fields. */
export class ApiFailure extends Error {
  override readonly name = "ApiFailure";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Whether an error is a refusal of the API. Not `instanceof`: the server's page handler makes the
 * client from its own copy of this module, while the pages' build holds another one.
 */
export function isApiFailure(err: unknown): err is ApiFailure {
  return err instanceof Error && err.name === "ApiFailure" && typeof (err as ApiFailure).status === "number";
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> }; errors?: { message?: string }[] } | null;

export function createApiClient(opts: ApiClientOptions) {
  type CallArgs = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; form?: FormData; bearer?: string | null; debug?: boolean };
  function call(method: Method, path: string, args: CallArgs = {}): Promise<unknown> {
    if (opts.keep && method === "get" && args.bearer === undefined && !args.debug) {
      const url = addressOf(path, args);
      return opts.keep(url, () => send(method, url, args));
    }
    return send(method, addressOf(path, args), args);
  }
  function addressOf(path: string, args: CallArgs) {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(args.params?.[name] ?? "")));
    const url = new URL(opts.baseUrl.replace(/\/$/, "") + filled);
    for (const [k, v] of Object.entries(args.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    if (opts.timestamp) url.searchParams.set("timestamp", String(opts.timestamp()));
    return url;
  }
  async function send(method: Method, url: URL, args: CallArgs): Promise<unknown> {
    const headers = new Headers({ company: opts.companyToken, curlang: opts.lang, accept: "application/json" });
    const bearer = args.bearer === undefined ? opts.authToken : args.bearer;
    if (bearer) headers.set("authorization", `Bearer ${bearer}`);
    if (opts.previewTheme) headers.set("previewtheme", opts.previewTheme);
    if (args.debug) headers.set("isdebug", "true");
    if (opts.siteHost) headers.set("x-site-host", opts.siteHost);
    if (args.body !== undefined) headers.set("content-type", "application/json");
    let response: Response;
    try {
      // a multipart form says its own content type, with its boundary
      const body = args.form ?? (args.body === undefined ? undefined : JSON.stringify(args.body));
      response = await opts.fetch(new Request(url, { method: method.toUpperCase(), headers, body }));
    } catch {
      // No answer at all (offline, the server unreachable): the service is unavailable.
      const failure = new ApiFailure(503, "unavailable", opts.unavailableMessage ?? UNAVAILABLE_MESSAGE);
      opts.onUnavailable?.(failure);
      throw failure;
    }
    if (response.status === 204) return undefined;
    const json = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const body = json as ErrorBody;
      const error = body?.error;
      // An answer that lists errors says what went wrong in its first one.
      const listed = Array.isArray(body?.errors) && typeof body.errors[0]?.message === "string" ? body.errors[0].message : undefined;
      throw new ApiFailure(response.status, error?.code ?? "unavailable", listed ?? error?.message ?? opts.unavailableMessage ?? UNAVAILABLE_MESSAGE, error?.fields);
    }
    return json;
  }
  type Call<M extends Method> = <P extends PathOf<M>>(path: P, ...args: ArgList<OperationAt<M, P>>) => Promise<Answer<OperationAt<M, P>>>;
  const verb = <M extends Method>(method: M) => ((path: string, args?: Parameters<typeof call>[2]) => call(method, path, args)) as unknown as Call<M>;
  return { get: verb("get"), post: verb("post"), put: verb("put"), delete: verb("delete") };
}

export type ApiClient = ReturnType<typeof createApiClient>;
