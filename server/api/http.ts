// One JSON error shape for the whole API: {error: {code, message, fields?}}.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { message, type MessageCode } from "./messages";
import type { ApiEnv } from "./context";

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: MessageCode | string,
    readonly detail?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(status, { message: detail ?? code });
  }
}

export function errorBody(c: Context<ApiEnv>, err: ApiError) {
  const lang = c.get("lang") ?? "fr";
  const text = err.detail ?? message(err.code as MessageCode, lang) ?? err.code;
  return { error: { code: err.code, message: text, ...(err.fields ? { fields: err.fields } : {}) } };
}

/** zod issues → {"path.to.field": "message"} for the `fields` of a 4xx. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "(root)";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function invalid(error: z.ZodError): ApiError {
  return new ApiError(400, "invalid_input", undefined, fieldErrors(error));
}

/** Parse input with a schema or answer 400 naming the bad fields. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

export const notFound = (what?: string) => new ApiError(404, "not_found", what);

/** The signed-in customer, or 401. */
export function requireCustomer(c: Context<ApiEnv>) {
  const customer = c.get("customer");
  if (!customer) throw new ApiError(401, "unauthenticated");
  return customer;
}
