// How an API operation is described: once, with zod, here. From this one description the server
// registers its route (validation, OpenAPI document: server/api/route.ts) and the pages' client
// gets its types (contract/client.ts). Responses are described, not checked at run time: the
// typecheck proves that every handler answers its schema and every page reads what is answered.
import { z } from "zod";
import { ERROR_CODES } from "../domain/errors";
import { OWNERS, type Role } from "../domain/roles";

export type Method = "get" | "post" | "put" | "delete";

/**
 * Who may call: `host` needs nothing (it is how a client finds its company), `company` the
 * `company` header, `customer` that header and a customer's session (`Authorization: Bearer`),
 * `provider` that header and a company user's token (`Authorization: Bearer`, from cmpusers/login).
 */
export type Access = "host" | "company" | "customer" | "provider";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502;

/** Every refusal: {error: {code, message, fields?}}; `fields` names the bad input. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export interface OperationSpec {
  method: Method;
  /** under /api; parameters in braces: /shops/slug/{slug} */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /**
   * For `provider` operations: the company users' roles that may call it (domain/roles.ts),
   * checked once at the API's edge (403 `forbidden` for another role). Left out: the owner only.
   */
  allow?: readonly Role[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** a multipart/form-data body instead of JSON (an upload), read after the request's size limit */
  form?: z.ZodObject;
  /** the success status; 204 answers no body */
  status: 200 | 201 | 204;
  /** the success body (none with 204) */
  response?: z.ZodType;
  errors: readonly ErrorStatus[];
}

type Json<S> = { content: { "application/json": { schema: S } } };

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing" in an intersection
type Nothing = {};
type RequestOf<S extends OperationSpec> = (S extends { params: infer P } ? { params: P } : Nothing) &
  (S extends { query: infer Q } ? { query: Q } : Nothing) &
  (S extends { body: infer B } ? { body: Json<B> & { required: true } } : Nothing) &
  (S extends { form: infer F } ? { body: { content: { "multipart/form-data": { schema: F } }; required: true } } : Nothing);

type ResponsesOf<S extends OperationSpec> = {
  [K in S["status"]]: S extends { response: infer R } ? Json<R> & { description: string } : { description: string };
} & { [K in S["errors"][number]]: Json<typeof errorBodySchema> & { description: string } };

/** The route as @hono/zod-openapi (and the OpenAPI document) want it. */
export type RouteOf<S extends OperationSpec> = {
  method: S["method"];
  path: S["path"];
  summary: string;
  description?: string;
  tags: string[];
  security?: Partial<Record<"company" | "customerSession" | "companyUser", string[]>>[];
  request: RequestOf<S>;
  responses: ResponsesOf<S>;
};

export type Operation<S extends OperationSpec = OperationSpec> = S & { route: RouteOf<S> };
/** Any operation, whatever its schemas. */
export type AnyOperation = OperationSpec & { route: { method: Method; path: string; request: object; responses: object } };

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Bad input: `fields` names each bad field",
  401: "No one signed in of the kind the call needs (or the token is not this company's)",
  403: "Not allowed for this customer, or for this company user's role or shops",
  404: "Not found",
  409: "Clashes with what exists now",
  413: "The request's body is over its size limit: nothing was kept",
  429: "Too many tries: wait and try again",
  502: "A third party did not answer",
};

export function operation<const S extends OperationSpec>(spec: S): Operation<S> {
  const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
  const request: Record<string, unknown> = {};
  if (spec.params) request.params = spec.params;
  if (spec.query) request.query = spec.query;
  if (spec.body) request.body = { ...json(spec.body), required: true };
  if (spec.form) request.body = { content: { "multipart/form-data": { schema: spec.form } }, required: true };
  const responses: Record<number, unknown> = {
    [spec.status]: spec.response ? { ...json(spec.response), description: spec.summary } : { description: spec.summary },
  };
  // A company user's call can always be refused for who is calling (401) and for their role (403).
  const refusals = spec.access === "provider" ? [...new Set<ErrorStatus>([...spec.errors, 401, 403])].sort() : spec.errors;
  for (const status of refusals) responses[status] = { ...json(errorBodySchema), description: ERROR_DESCRIPTIONS[status] };
  const route = {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    ...(spec.access === "provider" ? { description: `Company users: ${(spec.allow ?? OWNERS).join(", ")}.` } : {}),
    tags: [spec.tag],
    // Spec §6: the company header names the business; a customer's calls add their session.
    ...(spec.access === "host" ? {} : { security: [spec.access === "customer" ? { company: [], customerSession: [] } : spec.access === "provider" ? { company: [], companyUser: [] } : { company: [] }] }),
    request,
    responses,
  };
  return { ...spec, route } as Operation<S>;
}

/** What an operation adds to its method, path and summary; access 'company', status 200 and no error unless said. */
export type OperationDetails = Partial<Pick<OperationSpec, "access" | "allow" | "params" | "query" | "body" | "form" | "status" | "response" | "errors">>;

type Completed<M extends Method, P extends string, T extends string, D extends OperationDetails> = Omit<D, "access" | "status" | "errors"> & {
  method: M;
  path: P;
  tag: T;
  summary: string;
  access: D extends { access: infer A extends Access } ? A : "company";
  status: D extends { status: infer S extends OperationSpec["status"] } ? S : 200;
  errors: D extends { errors: infer E extends readonly ErrorStatus[] } ? E : readonly [];
};

/** The operations of one part of the API (its tag in the document), one call each: get("/shops", "…", {…}). */
export function operations<const T extends string>(tag: T) {
  const verb =
    <M extends Method>(method: M) =>
    <const P extends string, const D extends OperationDetails>(path: P, summary: string, details: D) =>
      operation({ access: "company", status: 200, errors: [], ...details, method, path, tag, summary } as unknown as Completed<M, P, T, D>);
  return { get: verb("get"), post: verb("post"), put: verb("put"), del: verb("delete") };
}
