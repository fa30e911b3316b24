// /auth/login and /auth/customer/login: sign in with e-mail and password, or with a code sent by
// e-mail, or with a social network. /auth/customer/login is also where providers send the
// visitor back after social sign-in (?code&state).
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/auth-login";
import type { SocialProvider } from "../../contract/users";
import { AuthCard, Field, Notice, Submit, type Errors, AccountLink, CodeField } from "../components/account/form";
import { SocialButtons } from "../components/account/social";
import { accountMeta } from "../lib/account-meta";
import { clearCookie, cookie, OAUTH_STATE_COOKIE, safeLocal, signedInRedirect } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { pathIn } from "../lib/account-paths";
import { COOKIES, readCookie } from "../lib/cookies";
import { socialSignIns } from "../../domain/navigation";
import { formFailure, readForm } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { ISO } from "../lib/i18n";
import { useT } from "../lib/use-t";
import { DIAL_CODES, internationalPhone, PHONE_COUNTRIES, phoneCountryOf } from "../../domain/phone";

export async function loader({ request, context }: Route.LoaderArgs) {
  const req = pageRequest(request, context);
  const url = req.url;
  const social = socialSignIns(req.company.settings);
  const redirectTo = safeLocal(request, url.searchParams.get("redirectTo"), pathIn(req.lang, "/profile"));

  // Back from the provider: finish the social sign-in.
  if (url.searchParams.has("state") && (url.searchParams.has("code") || url.searchParams.has("error"))) {
    const [provider, state] = (readCookie(request.headers.get("cookie"), OAUTH_STATE_COOKIE) ?? "").split(":");
    try {
      const done = await req.api.post("/users/oauth/callback", { body: { provider: provider as SocialProvider, callbackUrl: url.href, state: state ?? "" } });
      const headers = new Headers({ "Set-Cookie": clearCookie(request, OAUTH_STATE_COOKIE) });
      if (done.token) headers.append("Set-Cookie", cookie(request, COOKIES.customer, done.token));
      return redirect(pathIn(req.lang, "/profile"), { headers });
    } catch (err) {
      if (!isApiFailure(err)) throw err;
      return { social, redirectTo, socialError: err.message, waiting: null, phone: null };
    }
  }

  // Off to the provider (or to link one to the signed-in customer).
  const provider = url.searchParams.get("social");
  if (provider === "google" || provider === "facebook") {
    const redirectUri = `${url.origin}${pathIn(req.lang, "/auth/customer/login")}`;
    try {
      const link = url.searchParams.get("link") === "1" && req.session.customerToken;
      const { authorization } = await req.api.post(link ? "/users/link/provider" : "/users/oauth/start", { body: { provider, redirectUri } });
      const { url: target, state } = authorization;
      return redirect(target, { headers: { "Set-Cookie": cookie(request, OAUTH_STATE_COOKIE, `${provider}:${state}`, 600) } });
    } catch (err) {
      if (!isApiFailure(err)) throw err;
      return { social, redirectTo, socialError: err.message, waiting: null, phone: null };
    }
  }
  const [waiting, phone] = await Promise.all([waitingBooking(req, redirectTo), phoneChoices(req)]);
  return { social, redirectTo, socialError: null as string | null, waiting, phone };
}

/** The SMS sign-in's country picker: every country with its calling code, in the visitor's language, the shop's first. */
async function phoneChoices(req: ReturnType<typeof pageRequest>) {
  const shops = await req.api.get("/shops").then((r) => r.shops, () => []);
  const names = new Intl.DisplayNames([ISO[req.lang]], { type: "region" });
  const countries = PHONE_COUNTRIES.map((code) => ({ code, label: `${names.of(code) ?? code} (+${DIAL_CODES[code]})` }));
  return { country: phoneCountryOf(shops[0]?.publicInfo.address.country), countries };
}

/**
 * The appointment the visitor chose before coming to sign in (the booking step's address, with
 * its slot and shop): said on the page, so the visitor knows it waits for them.
 */
async function waitingBooking(req: ReturnType<typeof pageRequest>, redirectTo: string) {
  const back = new URL(redirectTo, "http://x").searchParams;
  const start = back.get("start");
  if (back.get("page") !== "reserved" || !start || Number.isNaN(Date.parse(start))) return null;
  const { shops } = await req.api.get("/shops");
  const shop = shops.find((s) => s.artebeauteId === back.get("shop")) ?? (shops.length === 1 ? shops[0] : undefined);
  if (!shop) return null;
  const locale = ISO[req.lang];
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: shop.timeZone }).format(new Date(start));
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: shop.timeZone }).format(new Date(start));
  return { day, time, shop: shop.publicInfo.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const req = pageRequest(request, context);
  const { values, kept } = await readForm(request);
  const to = safeLocal(request, values.redirectTo, pathIn(req.lang, "/profile"));
  try {
    if (values.intent === "code-send") {
      // One passwordless way in: the code signs in an existing customer or creates the account,
      // and the answer is the same either way (it never tells whether the address is known).
      await req.api.post("/users/v2/register", { body: { email: values.email ?? "" } });
      return { step: "code" as const, values: kept, errors: undefined };
    }
    if (values.intent === "sms-send") {
      // The same passwordless way in, by a code sent in a text message to the phone typed.
      const phone = internationalPhone(phoneCountryOf(values.country), values.phone ?? "");
      if (!phone) return { step: "sms" as const, values: kept, errors: { fields: { phone: "account.error.phone" } } };
      await req.api.post("/users/v2/register", { body: { phone } });
      return { step: "code" as const, values: { ...kept, phone }, errors: undefined };
    }
    if (values.intent === "code-verify") {
      const { token } = values.phone
        ? await req.api.post("/users/v2/signin/phone", { body: { phone: values.phone, code: values.code ?? "" } })
        : await req.api.post("/users/v2/signin/email", { body: { email: values.email ?? "", code: values.code ?? "" } });
      return signedInRedirect(request, token, to);
    }
    const { token } = await req.api.post("/users/login", { body: { email: values.email ?? "", password: values.password ?? "" } });
    return signedInRedirect(request, token, to);
  } catch (err) {
    return formFailure(err, kept, { step: values.intent === "code-verify" ? "code" : values.intent === "sms-send" ? "sms" : "password" });
  }
}

export default function Login() {
  const { social, redirectTo, socialError, waiting, phone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { step?: "code" | "password" | "sms"; values?: Record<string, string>; errors?: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  const errors = result?.errors;
  const base = pathIn(lang, "/auth/customer/login");

  if (result?.step === "code") {
    return (
      <AuthCard title={t("account.title.login")}>
        <Notice tone={errors?.form ? "error" : "info"}>{errors?.form ?? (values.phone ? t("account.msg.codeSentSms", { address: values.phone }) : t("account.msg.codeSentEmail", { address: values.email }))}</Notice>
        <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
          {values.phone ? <input type="hidden" name="phone" value={values.phone} /> : <input type="hidden" name="email" value={values.email ?? ""} />}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <CodeField errors={errors} />
          <Submit name="intent" value="code-verify" label="account.action.verify" />
        </Form>
        <Form method="post">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {values.phone ? <input type="hidden" name="phone" value={values.phone} /> : <input type="hidden" name="email" value={values.email ?? ""} />}
          <Submit name="intent" value={values.phone ? "sms-send" : "code-send"} variant="secondary" label="account.action.resend" />
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("account.title.login")}>
      {waiting && (
        <Notice tone="info">
          <span data-testid="waiting-booking">{t("account.msg.bookingWaits", waiting)}</span>
        </Notice>
      )}
      <Notice>{socialError}</Notice>
      <SocialButtons google={social.google} facebook={social.facebook} base={base} />
      <Form method="post" className="flex flex-col gap-4" aria-busy={busy} data-testid="login-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {result?.step !== "sms" && <Notice>{errors?.form}</Notice>}
        <Field name="email" label="account.field.email" type="email" autoComplete="email" inputMode="email" defaultValue={values.email} required errors={errors} />
        <Field name="password" label="account.field.password" type="password" autoComplete="current-password" errors={errors} />
        <Submit name="intent" value="password" label="account.action.login" />
        <Submit name="intent" value="code-send" variant="secondary" label="account.action.sendCode" />
      </Form>
      {phone && (
        <Form method="post" className="flex flex-col gap-4 border-t border-line pt-5" aria-busy={busy} data-testid="sms-form">
          <p className="text-sm text-ink-muted">{t("account.msg.smsIntro")}</p>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {result?.step === "sms" && <Notice>{errors?.form}</Notice>}
          <div className="flex flex-col gap-1">
            <label htmlFor="f-country" className="text-sm font-medium">
              {t("account.field.country")}
            </label>
            <select
              id="f-country"
              name="country"
              autoComplete="tel-country-code"
              defaultValue={values.country ?? phone.country}
              className="min-h-12 rounded-md border border-black/25 bg-white px-3 text-base focus:outline-2 focus:outline-offset-1 focus:outline-primary"
            >
              {phone.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <Field name="phone" label="account.field.phone" type="tel" autoComplete="tel-national" inputMode="tel" defaultValue={values.phone} errors={result?.step === "sms" ? errors : undefined} />
          <Submit name="intent" value="sms-send" variant="secondary" label="account.action.sendSms" />
        </Form>
      )}
      <p className="text-sm">
        <AccountLink to="/auth/forgot-password" label="account.link.forgot" />
      </p>
      <p className="text-sm">
        {t("account.msg.noAccount")}{" "}
        <AccountLink to={withReturn("/auth/register", redirectTo)} label="account.link.register" className="font-medium underline" />
      </p>
    </AuthCard>
  );
}

/** An account page's address that comes back to `redirectTo` too (unless it is the default). */
function withReturn(path: string, redirectTo: string) {
  return redirectTo.endsWith("/profile") ? path : `${path}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.login");
