// /admin/consent/new and /admin/consent/:id: a consent form template as the business writes it
// (decision 283) — its title and introduction in the five languages, its questions (kind, required,
// wording in the five languages, a choice question's choices one per line) and the services that
// ask for it. 'Add a question' and 'Remove' post the form back as it is typed, one block more or
// less, so the page works before any script (decision 241); saving writes through the API, and a
// refusal comes back with what was typed and the fields named.
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-consent-form";
import { LANGS } from "../../domain/types";
import { Check, Choices, oneOf, Section, Texts, type Errors, type Typed } from "../components/admin/article-form";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { Button } from "../components/ui/button";
import { TextArea, TextField } from "../components/ui/field";
import { ChevronLeft, Plus, Trash2 } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { refusedConsentFields, templateBody } from "../lib/admin-consent-form.server";
import { questionCount } from "../lib/admin-consent";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

const KINDS = ["yesno", "text", "choice", "date"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id !== undefined && !/^[1-9]\d{0,9}$/.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const written = await api.get("/articles/written", { bearer: token });
    const found = params.id === undefined ? null : await api.get("/consentements/{id}", { params: { id: params.id }, bearer: token }).catch((err: unknown) => {
      if (isApiFailure(err) && err.status === 404) throw data({ type: "not-found" }, { status: 404 });
      throw err;
    });
    const typed: Typed = {};
    const c = found?.consentement;
    if (c) {
      for (const l of LANGS) Object.assign(typed, { [`title.${l}`]: c.title[l] ?? "", [`intro.${l}`]: c.intro[l] ?? "" });
      c.questions.forEach((q, i) => {
        Object.assign(typed, { [`q.${i}.key`]: q.key, [`q.${i}.kind`]: q.kind, [`q.${i}.required`]: q.required ? "on" : "" });
        for (const l of LANGS) Object.assign(typed, { [`q.${i}.label.${l}`]: q.label[l] ?? "", [`q.${i}.choices.${l}`]: (q.choices ?? []).map((ch) => ch.label[l] ?? "").join("\n") });
      });
      typed.serviceIds = c.serviceIds.map(String);
    } else Object.assign(typed, { "q.0.key": "", "q.0.kind": "yesno", "q.0.required": "on" });
    const services = written.articles.filter((a) => a.type !== "2").map((a) => ({ id: a.id, label: inLang(a.name, lang) }));
    return data({ id: c?.id ?? null, title: c ? inLang(c.title, lang) : null, version: c?.version ?? null, typed, services }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** The typed values without question `drop`, the later ones moved up one place. */
function withoutQuestion(typed: Typed, drop: number): Typed {
  const kept: Typed = {};
  for (const [k, v] of Object.entries(typed)) {
    const m = /^q\.(\d+)\.(.*)$/.exec(k);
    if (!m) kept[k] = v;
    else if (Number(m[1]) !== drop) kept[`q.${Number(m[1]) > drop ? Number(m[1]) - 1 : m[1]}.${m[2]}`] = v;
  }
  return kept;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  const intent = oneOf(typed, "intent");
  delete typed.intent;
  if (intent === "add") {
    const n = questionCount(typed);
    return data({ values: { ...typed, [`q.${n}.key`]: "", [`q.${n}.kind`]: "yesno", [`q.${n}.required`]: "on" }, errors: {} as Errors, focus: `f-q.${n}.key` }, { headers: ADMIN_HEADERS });
  }
  if (intent.startsWith("remove:")) return data({ values: withoutQuestion(typed, Number(intent.slice(7))), errors: {} as Errors, focus: "questions-add" }, { headers: ADMIN_HEADERS });
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const body = templateBody(typed);
    try {
      const saved =
        params.id === undefined
          ? (await api.post("/consentements", { body, bearer: token })).consentement
          : (await api.put("/consentements/{id}", { params: { id: params.id }, body, bearer: token })).consentement;
      return redirect(`${adminPath(lang, "/consent")}?saved=${saved.id}`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403) throw err;
      const errors = refusedConsentFields(err.fields ?? { form: err.message });
      return data({ values: typed, errors, focus: `f-${Object.keys(errors)[0]}` }, { status: err.status, headers: ADMIN_HEADERS });
    }
  });
}

export default function AdminConsentForm() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors; focus?: string } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const typed = result?.values ?? page.typed;
  const errors = result?.errors ?? {};
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  const count = questionCount(typed);
  useEffect(() => {
    // refused: the first named field takes the focus; a question added: its first field
    if (result?.focus) (document.getElementById(result.focus) ?? document.querySelector<HTMLElement>(`[name="${result.focus.slice(2)}"]`))?.focus();
  }, [result]);
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-2">
        <Link to={adminPath(lang, "/consent")} className="inline-flex items-center gap-1 self-start text-small font-semibold text-ink underline-offset-4 hover:underline">
          <ChevronLeft aria-hidden="true" size={16} />
          {t("admin.cs.back")}
        </Link>
        <h1 className="font-title text-2xl text-ink md:text-3xl">{page.title ? t("admin.cs.editTitle", { name: page.title }) : t("admin.cs.new")}</h1>
      </header>
      {result && Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-md border border-danger bg-danger-soft px-4 py-3 text-small text-ink" data-testid="consent-refused">
          {t("admin.cs.refused")}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-6" data-testid="consent-template-form" noValidate>
        <Section title={t("admin.cs.texts")}>
          <Texts typed={typed} errors={errors} fields={{ line: "title", text: "intro", lineLabel: "admin.cs.formTitle", textLabel: "admin.cs.formIntro" }} />
        </Section>
        <Section title={t("admin.cs.questions")} id="f-questions" error={err("questions")}>
          {Array.from({ length: count }, (_, i) => (
            <fieldset key={i} className="flex flex-col gap-4 rounded-md p-4 ring-1 ring-line" data-testid={`question-${i}`}>
              <legend className="px-1 text-small font-semibold text-ink">{t("admin.cs.question", { n: i + 1 })}</legend>
              <div className="grid gap-4 md:grid-cols-2">
                <TextField id={`f-q.${i}.key`} label={t("admin.cs.key")} hint={t("admin.cs.keyHint")} name={`q.${i}.key`} defaultValue={oneOf(typed, `q.${i}.key`)} maxLength={40} error={err(`q.${i}.key`)} />
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`f-q.${i}.kind`} className="text-small font-semibold text-ink">
                    {t("admin.cs.kind")}
                  </label>
                  <select id={`f-q.${i}.kind`} name={`q.${i}.kind`} defaultValue={oneOf(typed, `q.${i}.kind`) || "yesno"} className="min-h-control rounded-md border border-line-strong bg-page px-3 text-body text-ink">
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`admin.cs.kind.${k}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <Check name={`q.${i}.required`} checked={oneOf(typed, `q.${i}.required`) === "on"}>
                {t("admin.cs.required")}
              </Check>
              <div className="grid gap-3 lg:grid-cols-2">
                {LANGS.map((l) => (
                  <div key={l} lang={l} className="flex flex-col gap-2">
                    <TextField id={`f-q.${i}.label.${l}`} label={`${t("admin.cs.label")} (${l.toUpperCase()})`} name={`q.${i}.label.${l}`} defaultValue={oneOf(typed, `q.${i}.label.${l}`)} maxLength={200} error={err(`q.${i}.label.${l}`)} />
                    <TextArea id={`f-q.${i}.choices.${l}`} label={`${t("admin.cs.choices")} (${l.toUpperCase()})`} name={`q.${i}.choices.${l}`} defaultValue={oneOf(typed, `q.${i}.choices.${l}`)} rows={2} error={err(`q.${i}.choices.${l}`)} />
                  </div>
                ))}
              </div>
              {count > 1 && (
                <Button type="submit" name="intent" value={`remove:${i}`} variant="quiet" size="sm" icon={Trash2} className="self-start">
                  {t("admin.cs.removeQuestion", { n: i + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          <Button id="questions-add" type="submit" name="intent" value="add" variant="secondary" size="sm" icon={Plus} className="self-start" data-testid="question-add">
            {t("admin.cs.addQuestion")}
          </Button>
        </Section>
        <Section title={t("admin.cs.services")} id="f-serviceIds" error={err("serviceIds")}>
          <Choices typed={typed} name="serviceIds" options={page.services} />
        </Section>
        <div className="sticky bottom-0 -mx-3 border-t border-line bg-surface-soft/95 px-3 py-3 md:-mx-6 md:px-6">
          <Button type="submit" name="intent" value="save" busy={busy} busyLabel={t("admin.cs.busy")} data-testid="consent-save">
            {t("admin.cs.save")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cs.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.cs.title");
