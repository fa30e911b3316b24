// /pro/login: a member of the business's team signs in with their staff access (e-mail and
// password, spec §7 cmpusers/login). The provider cookie then keeps them signed in; while the site
// is disabled they see it anyway, behind the debug banner (the root loader asks the API).
import { Form, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/pro-login";
import { AuthCard, Field, Notice, Submit, type Errors } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { pathIn } from "../lib/account-paths";
import { cookie } from "../lib/account.server";
import { COOKIES } from "../lib/cookies";
import { formFailure, readForm } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

export async function action({ request, context }: Route.ActionArgs) {
  const req = pageRequest(request, context);
  const { values, kept } = await readForm(request);
  try {
    const { token } = await req.api.post("/cmpusers/login", { body: { email: values.email ?? "", password: values.password ?? "" } });
    return redirect(pathIn(req.lang, "/"), { headers: { "Set-Cookie": cookie(request, COOKIES.provider, token) } });
  } catch (err) {
    return formFailure(err, kept);
  }
}

export default function ProLogin() {
  const result = useActionData<typeof action>() as { values?: Record<string, string>; errors?: Errors } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("content.team.title")}>
      <p className="text-small text-ink-muted">{t("content.team.intro")}</p>
      <Form method="post" className="flex flex-col gap-4" aria-busy={busy} data-testid="team-login">
        <Notice>{result?.errors?.form}</Notice>
        <Field name="email" label="account.field.email" type="email" autoComplete="username" defaultValue={result?.values?.email} required autoFocus errors={result?.errors} />
        <Field name="password" label="account.field.password" type="password" autoComplete="current-password" required errors={result?.errors} />
        <Submit label="account.action.login" />
      </Form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "content.team.title");
