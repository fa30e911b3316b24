// /profile/orders/:id: one booking order (spec §2): the .ics file, 'add to Google Calendar', and
// the cancelling, which asks first (a dialog naming the appointment) while the notice allows it.
// Cancelling answers as data: done (the page shows the order cancelled, a mail is on its way), or why not.
import { ArrowLeft } from "../components/ui/icons";
import { useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/profile-order";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { Notice } from "../components/account/form";
import { useBookingContext } from "../components/booking/context";
import { OrderDetails } from "../components/booking/order-details";
import { ConsentStatus } from "../components/consent/consent-status";
import { Button } from "../components/ui/button";
import { Dialog } from "../components/ui/dialog";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { ISO, message } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";

const orderId = (id: string) => (/^[1-9]\d{0,9}$/.test(id) ? id : notFound());

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = orderId(params.id);
  return asCustomer(request, context, async ({ api }) => {
    const answer = await api.get("/booking-orders/{id}", { params: { id } }).catch((err: unknown) => {
      if (isApiFailure(err) && err.status === 404) notFound();
      throw err;
    });
    return { order: answer.order };
  });
}

export function action({ request, context, params }: Route.ActionArgs) {
  const id = orderId(params.id);
  return asCustomer(request, context, async ({ api }) => {
    const values = await formValues(request);
    try {
      await api.delete("/appointments", { query: { orderId: id } });
      return { cancelled: true, errors: undefined, values };
    } catch (err) {
      return formFailure(err, values, { cancelled: false });
    }
  });
}

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t } = useT();
  const { lang } = useBookingContext();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const { money } = useBookingContext();
  // Paid online: before confirming, the customer reads whether the money comes back or is kept.
  const ifNow = order.payment?.ifCancelledNow;
  const refundNote = !ifNow
    ? ""
    : [ifNow.refund > 0 ? t("payment.cancel.refund", { amount: money(ifNow.refund) }) : "", ifNow.kept > 0 ? t("payment.cancel.kept", { amount: money(ifNow.kept) }) : ""].filter(Boolean).join(" ");
  const when = new Intl.DateTimeFormat(ISO[lang], { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: order.shop.timeZone }).format(new Date(order.start));
  return (
    <article className="flex max-w-2xl flex-col gap-6">
      <Button to={localePath("/profile/orders", lang)} variant="quiet" size="sm" icon={ArrowLeft} className="-ml-3 self-start">
        {t("booking.orders.back")}
      </Button>
      {result?.cancelled && (
        <Notice tone="success">
          {t("booking.cancel.done")}
          {order.payment && order.payment.refunded > 0 ? ` ${t("payment.cancel.refunded", { amount: money(order.payment.refunded) })}` : ""}
        </Notice>
      )}
      <Notice>{result?.errors?.form}</Notice>
      <OrderDetails order={order} />
      <ConsentStatus order={order} lang={lang} />
      {order.movableUntil && (
        <Button to={localePath(`/booking/manage/${order.manageToken}`, lang)} variant="secondary" className="self-start" data-testid="move-booking">
          {t("booking.manage.open")}
        </Button>
      )}
      {order.cancellable ? (
        <div className="border-t border-line pt-6">
          <Button variant="secondary" onClick={() => setAsking(true)} data-testid="cancel-booking">
            {t("booking.cancel.button")}
          </Button>
          <Dialog
            open={asking}
            onClose={() => setAsking(false)}
            title={t("booking.cancel.question")}
            description={[t("booking.cancel.explain", { when }), refundNote].filter(Boolean).join(" ")}
            initialFocus={keep}
            dismissible={false}
            testId="cancel-dialog"
            footer={
              <Form method="post" className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-end" onSubmit={() => setTimeout(() => setAsking(false))}>
                <Button ref={keep} variant="quiet" onClick={() => setAsking(false)}>
                  {t("booking.cancel.keep")}
                </Button>
                <Button type="submit" variant="danger" busy={busy} data-testid="cancel-confirm">
                  {t("booking.cancel.confirm")}
                </Button>
              </Form>
            }
          />
        </div>
      ) : (
        order.status === "confirmed" && <p className="text-small text-ink-muted">{t("booking.cancel.tooLate")}</p>
      )}
    </article>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const title = data?.order ? message(lang, "booking.order.title", { number: data.order.reference }) : undefined;
  return [{ title: tabTitle(root?.company.settings, title, message(lang, "site.fallbackTitle")) }, { name: "robots", content: "noindex" }];
}
