// /auth/password: change the password (the current one asked), or choose one for an account
// that signs in by code or social network.
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/auth-password";
import { AuthCard, AuthStorage, Field, Notice, Submit, type Errors, AccountLink } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { cookie, requireUser } from "../lib/account.server";
import { data } from "react-router";
import { COOKIES } from "../lib/cookies";
import { formFailure, formValues } from "../lib/forms.server";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context);
  return { noPass: user.noPass, email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const req = await requireUser(request, context);
  const values = await formValues(request);
  try {
    if (req.user.noPass) {
      await req.api.put("/users/password/set", { body: { password: values.password ?? "" } });
      return { done: true, token: null as string | null, errors: undefined as Errors };
    }
    // Changing it signs out other devices: this one gets a fresh session.
    const { token } = await req.api.put("/users/password", { body: { oldPassword: values.oldPassword ?? "", password: values.password ?? "" } });
    return data({ done: true, token, errors: undefined as Errors }, { headers: { "Set-Cookie": cookie(request, COOKIES.customer, token) } });
  } catch (err) {
    return formFailure(err, {}, { done: false });
  }
}

export default function PasswordPage() {
  const { noPass, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { done: boolean; token?: string | null; errors?: Errors } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("account.title.password")}>
      {result?.token && <AuthStorage token={result.token} type="customer" />}
      {result?.done ? (
        <Notice tone="success">{t("account.msg.passwordChanged")}</Notice>
      ) : (
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
          {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
          {noPass && <p>{t("account.msg.noPassword")}</p>}
          <Notice>{result?.errors?.form}</Notice>
          {!noPass && <Field name="oldPassword" label="account.field.currentPassword" type="password" autoComplete="current-password" required errors={result?.errors} />}
          <Field name="password" label="account.field.newPassword" type="password" autoComplete="new-password" hint="account.hint.password" required errors={result?.errors} />
          <Submit label="account.action.setPassword" />
        </Form>
      )}
      <AccountLink to="/profile" label="account.link.profile" className="text-sm underline" />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.password");
