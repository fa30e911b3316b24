// /profile/password-reset/:token: the page the reset mail links to. A valid token lets the
// visitor choose a new password, which signs them in; without a token, ask for a link.
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/profile-password-reset";
import { AuthCard, Field, Notice, Submit, type Errors, AccountLink } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { pathIn } from "../lib/account-paths";
import { signedInRedirect } from "../lib/account.server";
import { formFailure, formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const req = pageRequest(request, context);
  if (!params.token) throw redirect(pathIn(req.lang, "/auth/forgot-password"));
  try {
    const { link } = await req.api.get("/users/token/{token}", { params: { token: params.token } });
    return { valid: true, email: link.email };
  } catch (err) {
    if (isApiFailure(err) && err.status < 500) return { valid: false, email: null };
    throw err;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const req = pageRequest(request, context);
  const values = await formValues(request);
  try {
    const { token } = await req.api.put("/users/token/{token}", { params: { token: params.token ?? "" }, body: { password: values.password ?? "" } });
    return signedInRedirect(request, token, `${pathIn(req.lang, "/profile")}?done=password`);
  } catch (err) {
    return formFailure(err, {});
  }
}

export default function PasswordReset() {
  const { valid, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { errors?: Errors } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("account.title.reset")}>
      {valid ? (
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
          {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
          <Notice>{result?.errors?.form}</Notice>
          <Field name="password" label="account.field.newPassword" type="password" autoComplete="new-password" hint="account.hint.password" required autoFocus errors={result?.errors} />
          <Submit label="account.action.setPassword" />
        </Form>
      ) : (
        <>
          <Notice>{t("account.msg.invalidLink")}</Notice>
          <AccountLink to="/auth/forgot-password" label="account.link.forgot" />
        </>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.reset");
