// /profile/orders/:id/consent: the forms a booking asks the customer to fill and sign before the
// visit (decision 283). Each question as its kind asks (yes/no and choices as radio buttons, a
// date, a text), then the signature: drawn with a finger (signature-pad.tsx) or the name typed with
// the tick. The action sends it to the API, which checks every answer; a refusal keeps what was
// typed and names each field. A signed form is shown as signed, with its PDF; 'Correct my
// answers' signs a new version.
import { ArrowLeft } from "../components/ui/icons";
import { useEffect, useState } from "react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/profile-order-consent";
import type { AskedQuestion, OrderConsentView } from "../../contract/consentements";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { Notice } from "../components/account/form";
import { useBookingContext } from "../components/booking/context";
import { SignaturePad } from "../components/consent/signature-pad";
import { Button } from "../components/ui/button";
import { TextArea, TextField } from "../components/ui/field";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { ISO, message } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";

const orderId = (id: string) => (/^[1-9]\d{0,9}$/.test(id) ? id : notFound());

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = orderId(params.id);
  return asCustomer(request, context, async ({ api }) => {
    const answer = await api.get("/consentements/orders/{orderId}", { params: { orderId: id } }).catch((err: unknown) => {
      if (isApiFailure(err) && err.status === 404) notFound();
      throw err;
    });
    if (answer.consents.length === 0) notFound();
    return { orderId: Number(id), consents: answer.consents, signedNow: new URL(request.url).searchParams.has("signed") };
  });
}

/** The form's values as the API's body: yes/no as booleans, empty answers left out. */
function body(values: Record<string, string>) {
  const answers: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(values)) {
    if (!k.startsWith("answers.") || v === "") continue;
    answers[k.slice(8)] = v === "true" ? true : v === "false" ? false : v;
  }
  const signature =
    values.signatureKind === "typed"
      ? { kind: "typed" as const, name: values["signature.name"] ?? "", confirmed: (values["signature.confirmed"] === "on") as true }
      : { kind: "drawn" as const, path: values["signature.path"] ?? "" };
  return { templateId: Number(values.templateId), answers, signature };
}

export function action({ request, context, params }: Route.ActionArgs) {
  const id = orderId(params.id);
  return asCustomer(request, context, async ({ api, lang }) => {
    const values = await formValues(request);
    try {
      await api.post("/consentements/orders/{orderId}", { params: { orderId: id }, body: body(values) });
    } catch (err) {
      return formFailure(err, values, { templateId: Number(values.templateId) });
    }
    return redirect(localePath(`/profile/orders/${id}/consent?signed=1`, lang));
  });
}

/** The words for a refused field: what the question or the signature needs. */
function fieldMessage(field: string, values: Record<string, string> | undefined): string {
  if (field.startsWith("answers.")) return values?.[field] ? "consent.error.value" : "consent.error.required";
  if (field === "signature.path") return "consent.error.signature";
  if (field === "signature.name") return "consent.error.name";
  if (field === "signature.confirmed") return "consent.error.confirm";
  return "consent.error.value";
}

export default function ProfileOrderConsent({ loaderData }: Route.ComponentProps) {
  const { orderId: id, consents, signedNow } = loaderData;
  const { t } = useT();
  const { lang } = useBookingContext();
  return (
    <article className="flex max-w-2xl flex-col gap-6">
      <Button to={localePath(`/profile/orders/${id}`, lang)} variant="quiet" size="sm" icon={ArrowLeft} className="-ml-3 self-start">
        {t("consent.back")}
      </Button>
      {signedNow && consents.every((c) => c.state === "signed") && <Notice tone="success">{t("consent.done")}</Notice>}
      {consents.map((c) => (
        <ConsentForm key={c.templateId} consent={c} lang={lang} />
      ))}
    </article>
  );
}

function ConsentForm({ consent, lang }: { consent: OrderConsentView; lang: Lang }) {
  const { t } = useT();
  const result = useActionData<typeof action>();
  const mine = result && "templateId" in result && result.templateId === consent.templateId ? result : undefined;
  const [correcting, setCorrecting] = useState(false);
  const open = consent.state === "to_sign" || correcting || Boolean(mine);
  return (
    <section aria-labelledby={`consent-${consent.templateId}`} className="flex flex-col gap-4" data-testid="consent-form">
      <div className="flex flex-col gap-2">
        <h1 id={`consent-${consent.templateId}`} tabIndex={-1} className="font-heading text-h2 text-ink">
          {consent.title}
        </h1>
        {consent.intro && <p className="text-body text-ink-muted">{consent.intro}</p>}
      </div>
      {consent.form && <SignedForm consent={consent} lang={lang} />}
      {consent.form && !open && (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" className="self-start" onClick={() => setCorrecting(true)}>
            {t("consent.correct")}
          </Button>
          <p className="text-caption text-ink-muted">{t("consent.correctHint")}</p>
        </div>
      )}
      {open && <Questions consent={consent} values={mine?.values} fields={mine?.errors?.fields} formError={mine?.errors?.form} />}
    </section>
  );
}

function SignedForm({ consent, lang }: { consent: OrderConsentView; lang: Lang }) {
  const { t } = useT();
  const form = consent.form!;
  const when = new Intl.DateTimeFormat(ISO[lang], { dateStyle: "long", timeStyle: "short" }).format(new Date(form.signedAt));
  const shown = (q: AskedQuestion) => {
    const a = form.answers[q.key];
    if (a === undefined) return t("consent.noAnswer");
    if (typeof a === "boolean") return t(a ? "consent.yes" : "consent.no");
    if (q.kind === "choice") return q.choices.find((c) => c.value === a)?.label ?? a;
    if (q.kind === "date") return new Intl.DateTimeFormat(ISO[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${a}T00:00:00Z`));
    return a;
  };
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-surface-soft p-4" data-testid="consent-signed">
      <p className="flex flex-wrap items-center gap-2 text-small text-ink">
        <span className="rounded-pill bg-success-soft px-2 py-0.5 text-caption font-semibold">{t("consent.signed")}</span>
        <span>{t("consent.signedOn", { date: when })}</span>
        <span className="text-ink-muted">· {t("consent.revision", { n: form.revision })}</span>
      </p>
      <dl className="flex flex-col gap-3">
        {form.questions.map((q) => (
          <div key={q.key}>
            <dt className="text-small font-semibold text-ink">{q.label}</dt>
            <dd className="text-small text-ink">{shown(q)}</dd>
          </div>
        ))}
      </dl>
      <Button href={localePath(`/profile/consent/${form.id}/pdf`, lang)} variant="secondary" size="sm" className="self-start" data-testid="consent-pdf">
        {t("consent.pdf")}
      </Button>
    </div>
  );
}

function Questions({ consent, values, fields, formError }: { consent: OrderConsentView; values?: Record<string, string>; fields?: Record<string, string>; formError?: string }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const [kind, setKind] = useState(values?.signatureKind ?? "drawn");
  const error = (field: string) => (fields?.[field] ? t(fieldMessage(field, values) as never) : undefined);
  useEffect(() => {
    if (!fields || Object.keys(fields).length === 0) return;
    // the first refused question takes the focus (its first option, for a group of radio buttons)
    const first = document.querySelector<HTMLElement>('[data-testid="consent-form"] [aria-invalid="true"]');
    (first?.matches("fieldset") ? first.querySelector<HTMLElement>("input") : first)?.focus();
  }, [fields]);
  const signatureError = error("signature.path") ?? error("signature");
  return (
    <Form method="post" className="flex flex-col gap-6" noValidate>
      <input type="hidden" name="templateId" value={consent.templateId} />
      <Notice>{formError}</Notice>
      {consent.questions.map((q) => (
        <Question key={q.key} q={q} value={values?.[`answers.${q.key}`]} error={error(`answers.${q.key}`)} />
      ))}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-body font-semibold text-ink">{t("consent.signature")}</legend>
        <div className="flex flex-wrap gap-4">
          {(["drawn", "typed"] as const).map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2 text-body text-ink">
              <input type="radio" name="signatureKind" value={k} checked={kind === k} onChange={() => setKind(k)} className="size-5 accent-[var(--color-button)]" />
              {t(k === "drawn" ? "consent.kind.drawn" : "consent.kind.typed")}
            </label>
          ))}
        </div>
        {kind === "drawn" ? (
          <>
            <SignaturePad name="signature.path" error={signatureError} errorId="signature-error" />
            {signatureError && (
              <p id="signature-error" role="alert" className="text-small text-danger" data-field-error="signature.path">
                {signatureError}
              </p>
            )}
          </>
        ) : (
          <>
            <TextField label={t("consent.typed.name")} name="signature.name" autoComplete="name" defaultValue={values?.["signature.name"] ?? ""} error={error("signature.name")} />
            <label className="flex items-start gap-3 text-body text-ink">
              <input
                type="checkbox"
                name="signature.confirmed"
                defaultChecked={values?.["signature.confirmed"] === "on"}
                aria-invalid={error("signature.confirmed") ? true : undefined}
                aria-describedby={error("signature.confirmed") ? "confirm-error" : undefined}
                className="mt-1 size-5 shrink-0 accent-[var(--color-button)]"
                data-testid="consent-confirm"
              />
              <span>{t("consent.typed.confirm")}</span>
            </label>
            {error("signature.confirmed") && (
              <p id="confirm-error" role="alert" className="text-small text-danger" data-field-error="signature.confirmed">
                {error("signature.confirmed")}
              </p>
            )}
          </>
        )}
      </fieldset>
      <Button type="submit" busy={busy} fullWidth data-testid="consent-submit">
        {t("consent.submit")}
      </Button>
    </Form>
  );
}

function Question({ q, value, error }: { q: AskedQuestion; value?: string; error?: string }) {
  const { t } = useT();
  const name = `answers.${q.key}`;
  const label = q.required ? `${q.label} (${t("consent.required")})` : q.label;
  if (q.kind === "text") return <TextArea label={label} name={name} defaultValue={value ?? ""} error={error} rows={2} />;
  if (q.kind === "date") return <TextField label={label} name={name} type="date" defaultValue={value ?? ""} error={error} />;
  const options = q.kind === "yesno" ? [{ value: "true", label: t("consent.yes") }, { value: "false", label: t("consent.no") }] : q.choices;
  const errorId = `err-${q.key}`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-small font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2 text-body text-ink">
            <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} className="size-5 accent-[var(--color-button)]" />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-small text-danger" data-field-error={name}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  return [{ title: tabTitle(root?.company.settings, data?.consents[0]?.title, message(lang, "site.fallbackTitle")) }, { name: "robots", content: "noindex" }];
}
