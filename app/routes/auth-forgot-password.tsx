// /auth/forgot-password: an e-mail with a link to choose a new password. The answer is the
// same whether or not an account exists.
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/auth-forgot-password";
import { AuthCard, Field, Notice, Submit, type Errors, AccountLink } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { formFailure, formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = pageRequest(request, context);
  const values = await formValues(request);
  try {
    await api.post("/users/password/reset", { body: { email: values.email ?? "" } });
    return { sent: true, values, errors: undefined as Errors };
  } catch (err) {
    return formFailure(err, values, { sent: false });
  }
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>() as { sent: boolean; values: Record<string, string>; errors?: Errors } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("account.title.forgot")}>
      {result?.sent ? (
        <Notice tone="success">{t("account.msg.resetSent", { address: result.values.email })}</Notice>
      ) : (
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
          <Notice>{result?.errors?.form}</Notice>
          <Field name="email" label="account.field.email" type="email" autoComplete="email" inputMode="email" defaultValue={result?.values.email} required errors={result?.errors} />
          <Submit label="account.action.sendLink" />
        </Form>
      )}
      <AccountLink to="/auth/login" label="account.link.login" className="text-sm underline" />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.forgot");
