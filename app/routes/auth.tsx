// /auth: fast registration (spec §1): one e-mail, one code, and the visitor is signed in, with
// an account created on first use. A back-office can also hand over a provider token here (POST).
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { AuthCard, Field, Notice, Submit, type Errors, AccountLink, CodeField } from "../components/account/form";
import { SocialButtons } from "../components/account/social";
import { accountMeta } from "../lib/account-meta";
import { pathIn } from "../lib/account-paths";
import { cookie, signedInRedirect } from "../lib/account.server";
import { COOKIES } from "../lib/cookies";
import { socialSignIns } from "../../domain/navigation";
import { formFailure, readForm } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { social: socialSignIns(pageRequest(request, context).company.settings) };
}

type Step = { step: "email" | "code"; values: Record<string, string>; errors?: Errors };

export async function action({ request, context }: Route.ActionArgs) {
  const req = pageRequest(request, context);
  const { values, kept } = await readForm(request);
  try {
    if (values.intent === "provider") {
      // Provider sign-in by token (spec §4): kept only if the provider profile call accepts it.
      const token = values.providerToken ?? "";
      await req.api.get("/cmp-users/me", { bearer: token });
      return redirect(pathIn(req.lang, "/"), { headers: { "Set-Cookie": cookie(request, COOKIES.provider, token) } });
    }
    if (values.intent === "code") {
      const { token } = await req.api.post("/users/v2/signin/email", { body: { email: values.email ?? "", code: values.code ?? "" } });
      return signedInRedirect(request, token, pathIn(req.lang, "/profile"));
    }
    await req.api.post("/users/v2/register", { body: { email: values.email ?? "" } });
    return { step: "code", values: kept } satisfies Step;
  } catch (err) {
    if (values.intent === "provider" && isApiFailure(err)) return { step: "email", values: {}, errors: { form: err.message, fields: {} } } satisfies Step;
    return formFailure(err, kept, { step: values.intent === "code" ? "code" : "email" });
  }
}

export default function FastAuth() {
  const { social } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Step | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  const errors = result?.errors;
  return (
    <AuthCard title={t("account.title.auth")}>
      {result?.step === "code" ? (
        <>
          <Notice tone="info">{t("account.msg.codeSentEmail", { address: values.email })}</Notice>
          <Notice>{errors?.form}</Notice>
          <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
            <input type="hidden" name="email" value={values.email ?? ""} />
            <CodeField errors={errors} />
            <Submit name="intent" value="code" label="account.action.verify" />
          </Form>
        </>
      ) : (
        <>
          <SocialButtons google={social.google} facebook={social.facebook} base={pathIn(lang, "/auth/customer/login")} />
          <p>{t("account.msg.fastIntro")}</p>
          <Notice>{errors?.form}</Notice>
          <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
            <Field name="email" label="account.field.email" type="email" autoComplete="email" inputMode="email" defaultValue={values.email} required errors={errors} />
            <Submit name="intent" value="email" label="account.action.continue" />
          </Form>
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <AccountLink to="/auth/login" label="account.link.login" />
            <AccountLink to="/auth/register" label="account.link.register" />
          </p>
        </>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.auth");
