// The one way a form's action reports a refusal: as data, never in the address. The answer keeps
// what was typed (`values`), names each bad field with a catalogue key shown beside the field
// (components/account/form.tsx Field), and carries the API's own message, already in the visitor's
// language, for the form as a whole.
import { data } from "react-router";
import type { z } from "zod";
import { isApiFailure } from "./api";

/**
 * A field's value is a catalogue key ('account.error.code': what the field expects) or, when the
 * API refused the value for its own reason ('this code is not the right one'), the API's message,
 * said once, at the field.
 */
export type FormErrors = { form?: string; fields: Record<string, string> };

/** The form's text values (never a file). */
export async function formValues(request: Request) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  return values;
}

/** What is never shown again in a form: secrets and codes. */
const UNKEPT = new Set(["password", "oldPassword", "code", "providerToken"]);

/** The values of a form and those to show again (`kept`: without passwords and codes). */
export async function readForm(request: Request) {
  const values = await formValues(request);
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !UNKEPT.has(k)));
  return { values, kept };
}

const FIELD_KEYS: Record<string, string> = {
  email: "account.error.email",
  password: "account.error.password",
  phone: "account.error.phone",
  code: "account.error.code",
  smsCode: "account.error.code",
  firstname: "account.error.name",
  lastname: "account.error.name",
  city: "account.error.name",
  country: "account.error.name",
  birthday: "account.error.birthday",
  oldPassword: "account.error.oldPassword",
  // a delivery address (the basket): said by the page, not by the browser's bubbles
  "address.name": "account.error.required",
  "address.address": "account.error.required",
  "address.zipcode": "account.error.required",
  "address.city": "account.error.required",
  "address.country": "account.error.required",
  "address.phone": "account.error.phone",
  // the booking step's message to the business
  "myAppointment.customMessage": "account.error.message",
};


/** An API refusal as the form shows it, with the status it came with; anything else is thrown on. */
export function formFailure<Extra extends Record<string, unknown> = Record<never, never>>(err: unknown, values: Record<string, string>, extra?: Extra) {
  if (!isApiFailure(err)) throw err;
  const fields: Record<string, string> = {};
  // A malformed value: the field says what it expects. A value refused for a reason of its own
  // (a wrong or expired code, an address already taken): the API's message, at the field only.
  for (const key of Object.keys(err.fields ?? {})) fields[key] = err.code === "invalid_input" ? (FIELD_KEYS[key] ?? "account.error.generic") : err.message;
  const form = Object.keys(fields).length ? undefined : err.message;
  const errors: FormErrors = { form, fields };
  return data({ ...(extra as Extra), errors, values }, { status: err.status >= 500 ? 500 : err.status });
}

/** The fields a schema refuses in `values` (as the API would name them), or null when it takes them. */
export function invalidFields(schema: z.ZodType, values: unknown): Record<string, string> | null {
  const checked = schema.safeParse(values);
  if (checked.success) return null;
  return Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message]));
}
