// The one place where a refusal becomes an HTTP answer: {error: {code, message, fields?}} with the
// status of its kind, the message in the caller's language. Everything below the edge throws
// domain errors (domain/errors.ts); the framework's own refusals (a body that is not JSON, a
// media type we do not read) are turned into the same shape here.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { DomainError, Invalid, type ErrorCode, type ErrorFields, type ErrorKind } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import type { ApiEnv } from "./context";
import { message } from "./messages";

const STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  too_large: 413,
  upstream: 502,
};

export function errorBody(lang: Lang, code: ErrorCode, fields?: ErrorFields) {
  return { error: { code, message: message(code, lang), ...(fields ? { fields } : {}) } };
}

/** zod issues → {"path.to.field": "message"} for the `fields` of a 4xx. */
export function fieldErrors(error: z.ZodError): ErrorFields {
  const fields: ErrorFields = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "(root)";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A refused input, naming the bad fields. */
export const invalid = (error: z.ZodError) => new Invalid(fieldErrors(error));

/** The framework's refusals, by status. */
function fromHttp(err: HTTPException): { status: ContentfulStatusCode; code: ErrorCode } {
  if (err.status === 400) return { status: 400, code: "invalid_json" };
  if (err.status === 415) return { status: 415, code: "unsupported_media_type" };
  return { status: err.status as ContentfulStatusCode, code: "invalid_input" };
}

export function errorResponse(c: Context<ApiEnv>, err: unknown) {
  const lang = c.get("lang") ?? "fr";
  if (err instanceof DomainError) return c.json({ ...errorBody(lang, err.code, err.fields), ...err.extra }, STATUS[err.kind]);
  if (err instanceof HTTPException && err.status < 500) {
    const { status, code } = fromHttp(err);
    return c.json(errorBody(lang, code), status);
  }
  c.get("log")?.error({ err }, "api failure");
  c.get("services")?.errorReports?.capture(err, { requestId: c.get("requestId"), company: c.get("company")?.token });
  return c.json(errorBody(lang, "internal"), 500);
}
