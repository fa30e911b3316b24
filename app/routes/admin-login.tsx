// /admin/login: a company user signs in to the back-office with their team access (e-mail and
// password, POST /cmpusers/login: its answers and rate limits). The provider token goes into the
// provider cookie, never the customer's (decision 230); then to the page they asked for.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-login";
import { fieldError } from "../components/account/form";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { LockKeyhole } from "../components/ui/icons";
import { cookie } from "../lib/account.server";
import { ADMIN_HEADERS, afterSignIn } from "../lib/admin.server";
import { COOKIES } from "../lib/cookies";
import { formFailure, readForm } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";
import { adminMeta } from "../components/admin/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageRequest(request, context);
  // already signed in: straight on (the layout checks the token with the API)
  if (page.session.providerToken) throw redirect(afterSignIn(request, page.lang, page.url.searchParams.get("next")));
  return data({ business: page.company.settings.identity.displayName, next: page.url.searchParams.get("next") ?? "" }, { headers: ADMIN_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context }: Route.ActionArgs) {
  const page = pageRequest(request, context);
  const { values, kept } = await readForm(request);
  try {
    const { token } = await page.api.post("/cmpusers/login", { body: { email: values.email ?? "", password: values.password ?? "" } });
    return redirect(afterSignIn(request, page.lang, values.next), { headers: { "Set-Cookie": cookie(request, COOKIES.provider, token), ...ADMIN_HEADERS } });
  } catch (err) {
    return formFailure(err, kept);
  }
}

export default function AdminLogin() {
  const { business, next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values?: Record<string, string>; errors?: { form?: string; fields: Record<string, string> } } | undefined;
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors;
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-tint px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-xl bg-page p-6 shadow-raised ring-1 ring-line md:p-10">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-pill bg-button text-button-ink">
            <LockKeyhole aria-hidden="true" size={20} />
          </span>
          <div>
            <p className="text-small font-semibold uppercase tracking-[0.08em] text-ink-muted">{business}</p>
            <h1 className="font-title text-2xl text-ink">{t("admin.login.title")}</h1>
          </div>
        </div>
        <p className="text-small text-ink-muted">{t("admin.login.intro")}</p>
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy} data-testid="admin-login">
          {errors?.form && (
            <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-small text-danger">
              {errors.form}
            </p>
          )}
          <input type="hidden" name="next" value={next} />
          <TextField name="email" type="email" label={t("account.field.email")} autoComplete="username" defaultValue={result?.values?.email} required autoFocus error={fieldError(errors?.fields.email, t)} />
          <TextField name="password" type="password" label={t("account.field.password")} autoComplete="current-password" required error={fieldError(errors?.fields.password, t)} />
          <Button type="submit" busy={busy} busyLabel={t("admin.login.busy")} fullWidth>
            {t("admin.login.submit")}
          </Button>
        </Form>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.login.title");
