// /profile/orders/:id: one booking order (spec §2): the .ics file, 'add to Google Calendar', and
// the cancel button while the notice allows it. Cancelling answers as data: done, or why not.
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/profile-order";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { Notice } from "../components/account/form";
import { useBookingContext } from "../components/booking/context";
import { OrderDetails } from "../components/booking/order-details";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { notFound } from "../lib/not-found";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";
import { message } from "../lib/i18n";

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
  const { t } = useT();
  const { lang } = useBookingContext();
  return (
    <article className="mx-auto max-w-2xl">
      {result?.cancelled && <Notice tone="success">{t("booking.cancel.done")}</Notice>}
      <Notice>{result?.errors?.form}</Notice>
      <div className="mt-4">
        <OrderDetails order={order} />
      </div>
      {order.cancellable ? (
        <Form method="post" className="mb-8">
          <button type="submit" className="rounded border border-red-800 px-4 py-2 text-red-800" data-testid="cancel-booking">
            {t("booking.cancel.button")}
          </button>
        </Form>
      ) : (
        order.status === "confirmed" && <p className="mb-8 text-sm opacity-80">{t("booking.cancel.tooLate")}</p>
      )}
      <Link to={localePath("/profile/orders", lang)} className="underline">
        {t("booking.orders.back")}
      </Link>
    </article>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const title = data?.order ? message(lang, "booking.order.title", { number: data.order.ideorder }) : undefined;
  return [{ title: tabTitle(root?.company.settings, title, message(lang, "site.fallbackTitle")) }, { name: "robots", content: "noindex" }];
}
