// Helpers of the API handlers: input parsed or refused naming the fields, the signed-in customer.
import type { Context } from "hono";
import type { z } from "zod";
import { Unauthenticated } from "../../domain/errors";
import type { ApiEnv } from "./context";
import { invalid } from "./errors";

/** Parse input with a schema or refuse it naming the bad fields. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** The signed-in customer, or 401. */
export function requireCustomer(c: Context<ApiEnv>) {
  const customer = c.get("customer");
  if (!customer) throw new Unauthenticated();
  return customer;
}
