// Form pieces shared by the account pages: a labelled field that shows its error in the
// visitor's language and keeps what was typed, the form's own message, the page's card.
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { pathIn } from "../../lib/account-paths";
import type { TKey } from "../../lib/use-t";
import { useT } from "../../lib/use-t";

export type Errors = { form?: string; fields: Record<string, string> } | undefined;

export function Field(props: {
  name: string;
  label: TKey;
  type?: string;
  autoComplete?: string;
  defaultValue?: string | null;
  required?: boolean;
  hint?: TKey;
  errors?: Errors;
  inputMode?: "numeric" | "tel" | "email" | "text";
  pattern?: string;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const { t } = useT();
  const id = `f-${props.name}`;
  const errorKey = props.errors?.fields[props.name];
  const error = fieldError(errorKey, t);
  const describedBy = [props.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(props.label)}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue ?? ""}
        required={props.required}
        inputMode={props.inputMode}
        pattern={props.pattern}
        maxLength={props.maxLength}
        autoFocus={props.autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-md border px-3 py-3 text-base ${error ? "border-red-700" : "border-black/25"} bg-white focus:outline-2 focus:outline-offset-1 focus:outline-primary`}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs opacity-75">
          {t(props.hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" data-field-error={props.name}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What a field's error says: a catalogue key's words, or the API's own message as it came. */
export function fieldError(value: string | undefined, t: (key: TKey) => string): string | undefined {
  if (!value) return undefined;
  return value.startsWith("account.") ? t(value as TKey) : value;
}

/** The form's message (an error from the API, in the visitor's language, or a confirmation). */
export function Notice({ children, tone = "error" }: { children?: ReactNode; tone?: "error" | "success" | "info" }) {
  if (!children) return null;
  const style = tone === "error" ? "border-red-700 bg-red-50 text-red-900" : tone === "success" ? "border-green-700 bg-green-50 text-green-900" : "border-black/20 bg-black/5";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-4 py-3 text-sm ${style}`} data-notice={tone}>
      {children}
    </p>
  );
}

export function Submit({ label, name, value, variant = "primary" }: { label: TKey; name?: string; value?: string; variant?: "primary" | "secondary" }) {
  const { t } = useT();
  const style = variant === "primary" ? "bg-button text-button-ink" : "border border-black/25 bg-transparent";
  return (
    <button type="submit" name={name} value={value} className={`w-full rounded-md px-5 py-3 text-base font-medium ${style} focus:outline-2 focus:outline-offset-2 focus:outline-primary`}>
      {t(label)}
    </button>
  );
}

/** The one-time code a customer types: six digits, filled in by the phone from the SMS or mail. */
export function CodeField({ errors }: { errors?: Errors }) {
  return <Field name="code" label="account.field.code" autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} required autoFocus errors={errors} />;
}

/** A link to another account page, in the visitor's language. */
export function AccountLink({ to, label, className = "underline" }: { to: string; label: TKey; className?: string }) {
  const { t, lang } = useT();
  return (
    <Link className={className} to={pathIn(lang, to)}>
      {t(label)}
    </Link>
  );
}

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5">
      <h1 className="font-title text-3xl text-primary">{title}</h1>
      {children}
    </section>
  );
}

/** spec §9: the client keeps auth.token and auth.type in local storage, mirroring the cookie. */
export function AuthStorage({ token, type }: { token: string | null; type: "customer" | "provider" | null }) {
  useEffect(() => {
    try {
      if (token && type) {
        localStorage.setItem("auth.token", token);
        localStorage.setItem("auth.type", type);
      } else {
        localStorage.removeItem("auth.token");
        localStorage.removeItem("auth.type");
      }
    } catch {
      /* storage refused (private mode): the cookie still holds the session */
    }
  }, [token, type]);
  return null;
}
