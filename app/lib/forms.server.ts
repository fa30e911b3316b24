// The one way a form's action reports a refusal: as data, never in the address. The answer keeps
// what was typed (`values`), names each bad field with a catalogue key shown beside the field
// (components/account/form.tsx Field), and carries the API's own message, already in the visitor's
// language, for the form as a whole.
import { data } from "react-router";
import { isApiFailure } from "./api";

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
};

function fieldErrorKey(field: string, code: string): string {
  if (code === "email_taken") return "email_taken";
  return FIELD_KEYS[field] ?? "account.error.generic";
}

/** An API refusal as the form shows it, with the status it came with; anything else is thrown on. */
export function formFailure<Extra extends Record<string, unknown> = Record<never, never>>(err: unknown, values: Record<string, string>, extra?: Extra) {
  if (!isApiFailure(err)) throw err;
  const fields: Record<string, string> = {};
  for (const key of Object.keys(err.fields ?? {})) fields[key] = fieldErrorKey(key, err.code);
  const form = Object.keys(fields).length && err.code === "invalid_input" ? undefined : err.message;
  const errors: FormErrors = { form, fields };
  return data({ ...(extra as Extra), errors, values }, { status: err.status >= 500 ? 500 : err.status });
}
