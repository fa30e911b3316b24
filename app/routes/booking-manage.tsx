// /booking/manage/:token — the signed link of the booking mails (decision 250): no sign-in, the
// customer sees their booking, picks a day (a plain GET form) and one of its free times for the
// same services and shop (a POST form of radio buttons), and the booking moves (decision 236).
// Everything works before any script; a time taken meanwhile says so and shows the day again.
import { Form, useActionData, useNavigation } from "react-router";
import { accountMeta } from "../lib/account-meta";
import type { Route } from "./+types/booking-manage";
import type { Lang } from "../../domain/types";
import { Notice } from "../components/account/form";
import { OrderDetails } from "../components/booking/order-details";
import { Button } from "../components/ui/button";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { ISO } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";

const TOKEN = /^\d{1,10}\.[A-Za-z0-9_-]{43}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const tokenOf = (token: string | undefined) => (token && TOKEN.test(token) ? token : notFound());

/** The shop-local day of an instant, 'YYYY-MM-DD'. */
const dayOf = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = tokenOf(params.token);
  const { api, url } = pageRequest(request, context);
  const { order } = await api.get("/reschedule/{token}", { params: { token } }).catch((err: unknown) => {
    if (isApiFailure(err) && err.status === 404) notFound();
    throw err;
  });
  const asked = url.searchParams.get("date") ?? "";
  const date = DATE.test(asked) ? asked : dayOf(order.start, order.shop.timeZone);
  const times = order.movableUntil ? await api.get("/reschedule/{token}/free-times", { params: { token }, query: { date } }).then((r) => r.times, () => []) : [];
  return { order, date, times };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const token = tokenOf(params.token);
  const { api } = pageRequest(request, context);
  const values = await formValues(request);
  try {
    await api.post("/reschedule/{token}", { params: { token }, body: { start: values.start ?? "" } });
    return { moved: true, errors: undefined, values };
  } catch (err) {
    return formFailure(err, values, { moved: false });
  }
}

export default function BookingManage({ loaderData }: Route.ComponentProps) {
  const { order, date, times } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, lang } = useT();
  const iso = ISO[lang as Lang] ?? "fr-FR";
  const tz = order.shop.timeZone;
  const time = new Intl.DateTimeFormat(iso, { hour: "2-digit", minute: "2-digit", timeZone: tz });
  const day = new Intl.DateTimeFormat(iso, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const until = order.movableUntil && new Intl.DateTimeFormat(iso, { dateStyle: "full", timeStyle: "short", timeZone: tz }).format(new Date(order.movableUntil));
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-title text-3xl text-ink">{t("booking.manage.title")}</h1>
        <p className="text-ink-muted">{t("booking.manage.intro")}</p>
      </header>
      {result?.moved && <Notice tone="success">{t("booking.manage.done")}</Notice>}
      <Notice>{result?.errors?.form}</Notice>
      <OrderDetails order={order} heading="h2" />
      {!order.movableUntil ? (
        <p className="rounded-md border border-line bg-page px-4 py-3 text-small" data-testid="manage-too-late">
          {t("booking.manage.tooLate")}
        </p>
      ) : (
        <section className="flex flex-col gap-4 border-t border-line pt-6" aria-labelledby="manage-times">
          <p className="text-small text-ink-muted">{t("booking.manage.until", { date: until })}</p>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="manage-day" className="text-small font-semibold text-ink">
                {t("booking.manage.day")}
              </label>
              <input id="manage-day" type="date" name="date" defaultValue={date} className="min-h-11 rounded-md border border-line-strong bg-page px-3 text-ink" data-testid="manage-day" />
            </div>
            <Button type="submit" variant="secondary" data-testid="manage-show">
              {t("booking.manage.show")}
            </Button>
          </Form>
          <Form method="post" className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-3">
              <legend id="manage-times" className="mb-2 font-semibold text-ink first-letter:uppercase">
                {t("booking.manage.times", { date: day })}
              </legend>
              {times.length === 0 ? (
                <p className="text-small text-ink-muted">{t("booking.manage.none")}</p>
              ) : (
                <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                  {times.map((slot) => (
                    <label key={slot.start} className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-line-strong bg-page text-small font-semibold tabular-nums text-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-page has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
                      <input type="radio" name="start" value={slot.start} required className="sr-only" data-testid="manage-time" />
                      {time.format(new Date(slot.start))}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
            {times.length > 0 && (
              <Button type="submit" busy={busy} className="self-start" data-testid="manage-move">
                {t("booking.manage.move")}
              </Button>
            )}
          </Form>
        </section>
      )}
    </article>
  );
}

// personal pages, like the account's: the tab title's pattern, never indexed
export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "booking.manage.title");
}
