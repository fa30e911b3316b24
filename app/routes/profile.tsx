// /profile: the account home: each part of the account (appointments, e-shop orders, gift vouchers,
// the loyalty card) with what it holds now, as the account menu lists them; then the customer's
// details (first name, last name, e-mail, phone, city, country, birthday), editable; a warning
// while phone or e-mail is missing (spec §5); password and logout.
import { CalendarDays, ChevronRight, Download, Gift, Heart, ShoppingBag, type Icon } from "../components/ui/icons";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/profile";
import { AuthStorage, Field, Notice, Submit, type Errors, AccountLink } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { pathIn } from "../lib/account-paths";
import { requireUser } from "../lib/account.server";
import { accountLinks, socialSignIns } from "../../domain/navigation";
import { modules } from "../../domain/modules";
import { splitOrders } from "../../domain/order-list";
import type { Lang } from "../../domain/types";
import { NAV_LABELS } from "../components/shell/nav-item";
import { ISO } from "../lib/i18n";
import { formFailure, formValues } from "../lib/forms.server";
import type { SocialProvider, UserView } from "../../contract/users";
import { Tabs } from "../components/ui/tabs";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";
import { CONTACT_WARNING_ACCOUNT } from "../lib/account-paths";
import { missingContact } from "../../domain/navigation";
import { WaitlistEntries } from "../components/booking/waitlist-entries";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, token, api, company, now } = await requireUser(request, context);
  const done = new URL(request.url).searchParams.get("done");
  const on = modules(company);
  // The account home: one line of each part of the account, read at once; a part that fails to load shows its link alone.
  const [next, eshopOrders, vouchers, points, waitlist] = await Promise.all([
    api
      .get("/booking-orders")
      .then(({ orders }) => {
        const first = splitOrders(orders, now).upcoming[0];
        return first ? { start: first.start, timeZone: first.shop.timeZone, shop: first.shop.name } : null;
      })
      .catch(() => undefined),
    on.eshop ? api.get("/eshop/my-orders", { query: { itemPerPage: "1" } }).then((r) => r.total).catch(() => undefined) : undefined,
    on.gift ? api.get("/gifts/giftHistory", { query: { itemPerPage: "1" } }).then((r) => r.total).catch(() => undefined) : undefined,
    on.loyalty && user.hasLoyaltyCard ? api.get("/loyalty/current").then((r) => r.card?.balance ?? null).catch(() => undefined) : undefined,
    api
      .get("/waitlist")
      .then((r) => r.entries)
      .catch(() => undefined),
  ]);
  // The page mirrors the session into local storage (spec §9) for client code that reads it.
  return { user, auth: { token, type: "customer" as const }, done, summary: { next, eshopOrders, vouchers, points }, waitlist };
}

const FIELDS = ["firstname", "lastname", "email", "phone", "city", "country", "birthday"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const req = await requireUser(request, context);
  const values = await formValues(request);
  if (values.intent === "unlink") {
    try {
      const { user } = await req.api.post("/users/unlink/provider", {
        body: { provider: values.provider as SocialProvider },
      });
      return { saved: true, user, values: {}, errors: undefined as Errors };
    } catch (err) {
      return formFailure(err, values, { saved: false });
    }
  }
  // The code sent to a new e-mail or phone: it becomes the account's.
  if (values.intent === "check-email" || values.intent === "check-phone") {
    const channel = values.intent === "check-email" ? ("email" as const) : ("phone" as const);
    const pending = { [channel]: values.address ?? "" };
    try {
      const body = {
        profileId: req.user.id,
        code: values.code ?? "",
        [channel]: values.address ?? "",
      };
      const { user } = channel === "email" ? await req.api.put("/users/v2/check/email", { body }) : await req.api.put("/users/v2/check/phone", { body });
      return { saved: true, user, values: {}, errors: undefined as Errors };
    } catch (err) {
      return formFailure(err, {}, { saved: false, pending, user: req.user });
    }
  }
  const body = Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ""]));
  // An empty e-mail means "keep it": the account needs one to sign in by e-mail.
  if (!body.email) delete body.email;
  try {
    const { user, pending } = await req.api.put("/users/me", { body });
    return { saved: true, user, pending, values, errors: undefined as Errors };
  } catch (err) {
    return formFailure(err, values, { saved: false });
  }
}

/** The code of a new e-mail or phone, asked right under the saved details. */
function ConfirmAddress({ channel, address, errors }: { channel: "email" | "phone"; address: string; errors?: Errors }) {
  const { t } = useT();
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-md border border-black/15 p-4" data-testid={`confirm-${channel}`}>
      <p role="status">
        {t(channel === "email" ? "account.msg.codeSentEmail" : "account.msg.codeSentSms", { address })} {t("account.msg.confirmNewAddress")}
      </p>
      <input type="hidden" name="intent" value={`check-${channel}`} />
      <input type="hidden" name="address" value={address} />
      <Field name="code" label="account.field.code" autoComplete="one-time-code" inputMode="numeric" errors={errors} maxLength={6} />
      <div className="sm:max-w-xs">
        <Submit label="account.action.verify" />
      </div>
    </Form>
  );
}

type Summary = Awaited<ReturnType<typeof loader>>["summary"];

/** The account home's parts, each a link with what it holds now, in the order of the account menu. */
function AccountParts({ summary }: { summary: Summary }) {
  const { t, lang } = useT();
  const { customer, modules: on } = useShell();
  const when = (next: NonNullable<Summary["next"]>) =>
    `${new Intl.DateTimeFormat(ISO[lang as Lang], { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: next.timeZone }).format(new Date(next.start))} · ${next.shop}`;
  const line: Record<string, { icon: Icon; text: string | null }> = {
    orders: { icon: CalendarDays, text: summary.next === undefined ? null : summary.next ? t("accountHome.next", { when: when(summary.next) }) : t("accountHome.noNext") },
    eshopOrders: { icon: ShoppingBag, text: summary.eshopOrders === undefined ? null : summary.eshopOrders ? t("accountHome.orders", { count: summary.eshopOrders }) : t("accountHome.noOrders") },
    gifts: { icon: Gift, text: summary.vouchers === undefined ? null : summary.vouchers ? t("accountHome.vouchers", { count: summary.vouchers }) : t("accountHome.noVouchers") },
    loyalty: { icon: Heart, text: summary.points == null ? null : t("accountHome.points", { count: summary.points }) },
  };
  const parts = accountLinks(customer, on).filter((l) => line[l.key]);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="account-parts">
      {parts.map((part) => {
        const { icon: PartIcon, text } = line[part.key]!;
        return (
          <li key={part.key}>
            <Link
              to={pathIn(lang, part.href)}
              className="flex min-h-full items-center gap-4 rounded-lg border border-line p-4 transition-colors hover:border-line-strong hover:bg-surface-soft"
              data-testid={`account-part-${part.key}`}
            >
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-surface-soft text-primary">
                <PartIcon size={20} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{t(NAV_LABELS[part.key]!)}</span>
                {text && <span className="text-small text-ink-muted first-letter:uppercase">{text}</span>}
              </span>
              <ChevronRight aria-hidden="true" size={18} className="shrink-0 text-ink-muted" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function Profile() {
  const { user: loaded, auth, done, summary, waitlist } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { saved: boolean; user?: UserView; pending?: { email?: string; phone?: string }; values: Record<string, string>; errors?: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const user = result?.user ?? loaded;
  const { modules: on } = useShell();
  const v = (k: (typeof FIELDS)[number]) => (result && !result.saved ? result.values[k] : (user[k] ?? "")) as string;
  const name = [user.firstname, user.lastname].filter(Boolean).join(" ") || user.email || user.phone || "";
  // The sign-in providers this business has set up, linked or not.
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.company.settings;
  const offered = settings ? socialSignIns(settings) : { google: false, facebook: false };
  const providers = [...(offered.google ? [{ id: "google", name: "Google" }] : []), ...(offered.facebook ? [{ id: "facebook", name: "Facebook" }] : [])];
  return (
    <section className="flex w-full max-w-2xl flex-col gap-6">
      <AuthStorage token={auth.token} type={auth.type} />
      <div>
        <h1 className="font-title text-h1">{t("account.title.profile")}</h1>
        <p className="mt-1 text-ink-muted">{t("account.msg.welcome", { name })}</p>
      </div>
      {user.profileWarning && (
        <p data-testid="profile-warning" role="status" className="flex items-start gap-3 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <span aria-hidden="true" className="mt-1 inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-red-600" />
          {t(CONTACT_WARNING_ACCOUNT[missingContact(user) ?? "both"])}
        </p>
      )}
      <AccountParts summary={summary} />
      {/* what the customer waits for; shown once they wait for something */}
      {waitlist && waitlist.length > 0 && <WaitlistEntries entries={waitlist} />}
      <h2 className="mt-4 font-title text-h2" id="profile-details">
        {t("accountHome.profile")}
      </h2>
      {done === "password" && <Notice tone="success">{t("account.msg.passwordChanged")}</Notice>}
      {result?.saved && <Notice tone="success">{t("account.msg.saved")}</Notice>}
      <Notice>{result?.errors?.form && !result.errors.fields.email ? result.errors.form : undefined}</Notice>
      <Tabs
        name="profile"
        label={t("account.title.profile")}
        testId="profile-tabs"
        tabs={[
          {
            id: "details",
            label: t("account.tab.details"),
            panel: (
              <div className="flex flex-col gap-6">
                <Form method="post" className="flex flex-col gap-4" aria-busy={busy} data-testid="profile-form">
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <Field name="firstname" label="account.field.firstname" autoComplete="given-name" defaultValue={v("firstname")} errors={result?.errors} maxLength={80} />
                    <Field name="lastname" label="account.field.lastname" autoComplete="family-name" defaultValue={v("lastname")} errors={result?.errors} maxLength={80} />
                    <Field name="email" label="account.field.email" type="email" autoComplete="email" inputMode="email" defaultValue={v("email")} errors={result?.errors} />
                    <Field name="phone" label="account.field.phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={v("phone")} errors={result?.errors} />
                    <Field name="city" label="account.field.city" autoComplete="address-level2" defaultValue={v("city")} errors={result?.errors} maxLength={80} />
                    <Field name="country" label="account.field.country" autoComplete="country-name" defaultValue={v("country")} errors={result?.errors} maxLength={80} />
                    <Field name="birthday" label="account.field.birthday" type="date" autoComplete="bday" defaultValue={v("birthday")} errors={result?.errors} />
                  </div>
                  <div className="sm:max-w-xs">
                    <Submit label="account.action.save" />
                  </div>
                </Form>
                {result?.pending?.email && <ConfirmAddress channel="email" address={result.pending.email} errors={result.saved ? undefined : result.errors} />}
                {result?.pending?.phone && <ConfirmAddress channel="phone" address={result.pending.phone} errors={result.saved ? undefined : result.errors} />}
              </div>
            ),
          },
          {
            id: "security",
            label: t("account.tab.security"),
            panel: (
              <div className="flex flex-col gap-6">
                {providers.length > 0 && (
                  <div data-testid="linked-accounts">
                    <h2 className="text-lg font-semibold">{t("account.msg.linked")}</h2>
                    <ul className="mt-3 flex flex-col gap-3">
                      {providers.map(({ id, name }) => {
                        const linked = user.links.some((l) => l.provider === id);
                        return (
                          <li key={id} className="flex items-center justify-between gap-4 rounded-md border border-black/10 px-4 py-3">
                            <span>
                              <span className="font-medium">{name}</span>
                              <span className="ml-2 text-sm opacity-75">{linked ? t("account.msg.providerLinked") : t("account.msg.providerNotLinked")}</span>
                            </span>
                            {linked ? (
                              <Form method="post">
                                <input type="hidden" name="intent" value="unlink" />
                                <input type="hidden" name="provider" value={id} />
                                <button type="submit" className="rounded-md border border-black/25 px-4 py-2 text-sm">
                                  {t("account.action.unlinkProvider", {
                                    provider: name,
                                  })}
                                </button>
                              </Form>
                            ) : (
                              <a className="rounded-md border border-black/25 px-4 py-2 text-sm" href={`${pathIn(lang, "/auth/customer/login")}?social=${id}&link=1`}>
                                {t("account.action.linkProvider", {
                                  provider: name,
                                })}
                              </a>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                )}
                <div className={providers.length > 0 ? "border-t border-black/10 pt-5" : ""}>
                  <AccountLink to="/auth/password" label="account.link.changePassword" />
                </div>
              </div>
            ),
          },
        ]}
      />
      {on.loyalty && settings?.booker.loyalty.active && !user.hasLoyaltyCard && (
        // no card yet (spec §6: the loyalty page is for card holders): the offer to join
        <Card tone="soft" className="gap-3" data-testid="loyalty-join">
          <h2 className="font-title text-h3">{t("loyalty.join")}</h2>
          <p className="text-small">{t("loyalty.noneText")}</p>
          <Form method="post" action={pathIn(lang, "/profile/loyalty")}>
            <input type="hidden" name="intent" value="join" />
            <Button type="submit" size="sm" variant="secondary">
              {t("loyalty.joinAction")}
            </Button>
          </Form>
        </Card>
      )}
      {/* GDPR access: every record the business keeps on the customer that they may read, to keep */}
      <Card tone="soft" className="gap-3" data-testid="records-download">
        <h2 className="font-title text-h3">{t("account.records.title")}</h2>
        <p className="text-small">{t("account.records.text")}</p>
        <div className="flex flex-wrap gap-3">
          <Button href={pathIn(lang, "/profile/records/pdf")} download size="sm" variant="secondary" icon={Download} data-testid="records-pdf">
            {t("account.records.pdf")}
          </Button>
          <Button href={pathIn(lang, "/profile/records/json")} download size="sm" variant="secondary" icon={Download} data-testid="records-json">
            {t("account.records.json")}
          </Button>
        </div>
      </Card>
      {/* Signing out is always in reach, whichever tab is open. */}
      <Form method="post" action={pathIn(lang, "/auth/logout")} className="border-t border-black/10 pt-5">
        <button type="submit" className="rounded-md border border-black/25 px-5 py-3 font-medium focus:outline-2 focus:outline-offset-2 focus:outline-primary">
          {t("account.action.logout")}
        </button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.profile");
