// /pro/activation/:token: the page a new company user's invitation links to. They choose their
// password; the access is then active for the business's API (decision 150).
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/pro-activation";
import { AuthCard, Field, Notice, Submit, type Errors } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const req = pageRequest(request, context);
  try {
    const { user } = await req.api.get("/cmpusers/token/{token}", { params: { token: params.token } });
    return { valid: true, email: user.email };
  } catch (err) {
    if (isApiFailure(err) && err.status < 500) return { valid: false, email: null };
    throw err;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const req = pageRequest(request, context);
  const values = await formValues(request);
  try {
    await req.api.put("/cmpusers/token/{token}", { params: { token: params.token }, body: { password: values.password ?? "" } });
    return { done: true, errors: undefined };
  } catch (err) {
    return formFailure(err, {}, { done: false });
  }
}

export default function ProActivation() {
  const { valid, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { done?: boolean; errors?: Errors } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("content.activation.title")}>
      {result?.done ? (
        <p role="status" data-testid="activation-done">
          {t("content.activation.done")}
        </p>
      ) : valid ? (
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
          <p className="text-small text-ink-muted">{t("content.activation.intro", { email: email ?? "" })}</p>
          {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
          <Notice>{result?.errors?.form}</Notice>
          <Field name="password" label="account.field.newPassword" type="password" autoComplete="new-password" hint="account.hint.password" required autoFocus errors={result?.errors} />
          <Submit label="account.action.setPassword" />
        </Form>
      ) : (
        <Notice>{t("content.activation.invalid")}</Notice>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "content.activation.title");
