// /auth/register and /auth/customer/register: step 1 and 2 (name, e-mail, password, optional
// phone), then the code sent by e-mail (or by SMS with a phone) signs the new customer in.
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/auth-register";
import { AuthCard, Field, Notice, Submit, type Errors, AccountLink, CodeField } from "../components/account/form";
import { SocialButtons } from "../components/account/social";
import { accountMeta } from "../lib/account-meta";
import { pathIn } from "../lib/account-paths";
import { safeLocal, signedInRedirect } from "../lib/account.server";
import { socialSignIns } from "../../domain/navigation";
import { formFailure, readForm } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  const req = pageRequest(request, context);
  const redirectTo = safeLocal(request, req.url.searchParams.get("redirectTo"), pathIn(req.lang, "/profile"));
  return { social: socialSignIns(req.company.settings), redirectTo };
}

type Step = { step: "details" | "code"; values: Record<string, string>; errors?: Errors; userID?: string; sms?: boolean; resent?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const req = pageRequest(request, context);
  const { values, kept } = await readForm(request);
  try {
    if (values.intent === "verify") {
      const sms = values.sms === "1";
      const { token } = await req.api.post("/users/register/verify/code", { body: { userID: values.userID ?? "", [sms ? "smsCode" : "code"]: values.code ?? "" } });
      return signedInRedirect(request, token, safeLocal(request, values.redirectTo, pathIn(req.lang, "/profile")));
    }
    if (values.intent === "resend") {
      const sms = values.sms === "1";
      const { userID } = await req.api.post("/users/register/resend/code", { body: { email: values.email ?? "", phone: values.phone || undefined, type: sms ? "phone" : "email" } });
      return { step: "code", values: kept, userID, sms, resent: true } satisfies Step;
    }
    const input = { email: values.email ?? "", password: values.password ?? "", phone: values.phone ?? "", firstname: values.firstname ?? "", lastname: values.lastname ?? "", lang: req.lang };
    await req.api.post("/users/register/steps/1", { body: input });
    const { userID, token, requireSMSCode } = await req.api.post("/users/register/steps/2", { body: input });
    // usable at once (a signed-in customer completing their own account), unless a phone awaits its code
    if (token && !requireSMSCode) return signedInRedirect(request, token, safeLocal(request, values.redirectTo, pathIn(req.lang, "/profile")));
    return { step: "code", values: kept, userID: userID ?? undefined, sms: requireSMSCode } satisfies Step;
  } catch (err) {
    const onCode = values.intent === "verify" || values.intent === "resend";
    return formFailure(err, kept, { step: onCode ? "code" : "details", userID: values.userID, sms: values.sms === "1" });
  }
}

export default function Register() {
  const { social, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Step | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  const errors = result?.errors;

  if (result?.step === "code") {
    const address = result.sms ? values.phone : values.email;
    const hidden = (
      <>
        <input type="hidden" name="userID" value={result.userID ?? ""} />
        <input type="hidden" name="sms" value={result.sms ? "1" : "0"} />
        <input type="hidden" name="email" value={values.email ?? ""} />
        <input type="hidden" name="phone" value={values.phone ?? ""} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </>
    );
    return (
      <AuthCard title={t("account.title.register")}>
        <Notice tone="info">{t(result.sms ? "account.msg.codeSentSms" : "account.msg.codeSentEmail", { address })}</Notice>
        {result.resent && !errors && <Notice tone="success">{t("account.msg.codeResent")}</Notice>}
        <Notice>{errors?.form}</Notice>
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
          {hidden}
          <CodeField errors={errors} />
          <Submit name="intent" value="verify" label="account.action.verify" />
        </Form>
        <Form method="post">
          {hidden}
          <Submit name="intent" value="resend" variant="secondary" label="account.action.resend" />
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("account.title.register")}>
      <SocialButtons google={social.google} facebook={social.facebook} base={pathIn(lang, "/auth/customer/login")} />
      <Form method="post" className="flex flex-col gap-4" aria-busy={busy} data-testid="register-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Notice>{errors?.form}</Notice>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field name="firstname" label="account.field.firstname" autoComplete="given-name" defaultValue={values.firstname} errors={errors} maxLength={80} />
          <Field name="lastname" label="account.field.lastname" autoComplete="family-name" defaultValue={values.lastname} errors={errors} maxLength={80} />
        </div>
        <Field name="email" label="account.field.email" type="email" autoComplete="email" inputMode="email" defaultValue={values.email} required errors={errors} />
        <Field name="phone" label="account.field.phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={values.phone} hint="account.hint.phone" errors={errors} />
        <Field name="password" label="account.field.password" type="password" autoComplete="new-password" hint="account.hint.password" required errors={errors} />
        <Submit name="intent" value="register" label="account.action.register" />
      </Form>
      <p className="text-sm">
        <AccountLink to="/auth/login" label="account.link.login" className="font-medium underline" />
      </p>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.register");
