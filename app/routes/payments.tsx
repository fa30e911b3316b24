// Return pages after a card payment (spec §2), only when online payment is enabled:
// - /payments/rdvcheck: where the provider sends the browser back. The page hands the address it
//   came back to the API (`payment/pay`), which reads the payment back from the provider; paid →
//   /payments/success, refused or abandoned → /payments/fail, not yet known → it waits, asking
//   again every 500 ms (spec §9) while the provider's notification arrives.
// - /payments/success: the booking confirmed, with what was paid and what is left for the shop.
// - /payments/fail: why (a declined card's reason in our words: domain/payment-decline.ts), the
//   slot still held while the provider's page may be paid (its owner may release it: a post of
//   this page), and the way back to the booking step, whose times are read again. Reading the
//   page changes nothing.
// Every address the page sends the visitor to is a path of this site (domain/redirect-target.ts).
import { CircleAlert } from "../components/ui/icons";
import { redirect } from "react-router";
import type { Route } from "./+types/payments";
import { declineReason } from "../../domain/payment-decline";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { bookingStepHref } from "../components/booking/context";
import { ConfirmedOrder } from "../components/booking/booking-confirmation";
import { PaymentHeld } from "../components/payment/payment-held";
import { PaymentWaiting } from "../components/payment/waiting";
import { Button } from "../components/ui/button";
import { asCustomer, safeLocal } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { requireModule } from "../lib/modules.server";
import { notFound } from "../lib/not-found";
import { pageMeta } from "../lib/seo";
import { useT, type TKey } from "../lib/use-t";

const TITLES = { success: "shell.paymentSuccess", fail: "shell.paymentFail", rdvcheck: "shell.paymentCheck" } as const;
type Outcome = keyof typeof TITLES;

/** Spec §8: the generic key the API gives for anything but the provider's own card message. */
const GENERIC = "appointment.error.errorDuringPayment";

const cartIdOf = (url: URL) => {
  const id = url.searchParams.get("cartId") ?? "";
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  const outcome = params.outcome as Outcome;
  if (!(outcome in TITLES)) notFound();
  requireModule(request, context, (m) => m.payment);
  return asCustomer(request, context, async ({ api, lang, url }) => {
    const cartId = cartIdOf(url);
    if (!cartId) notFound();
    const to = (page: Outcome, extra: Record<string, string> = {}) =>
      safeLocal(request, `${localePath(`/payments/${page}`, lang)}?${new URLSearchParams({ cartId: String(cartId), ...extra })}`);

    if (outcome === "success") {
      const { order } = await api.get("/booking-orders/{id}", { params: { id: String(cartId) } }).catch((err: unknown) => {
        if (isApiFailure(err) && err.status === 404) notFound();
        throw err;
      });
      if (order.status !== "confirmed" && order.status !== "cancelled") throw redirect(to("rdvcheck"));
      return { outcome, title: TITLES[outcome], order, reason: null, waiting: false };
    }

    // rdvcheck and fail: what the provider says of the payment decides (the address only names it);
    // on the failure page, the owner's own post gives the attempt up.
    const abandon = request.method === "POST";
    let answer;
    try {
      answer = await api.post("/payment/pay", { body: { cartId, returnUrl: request.url, ...(abandon ? { abandon } : {}) } });
    } catch (err) {
      if (isApiFailure(err) && err.status === 404) notFound();
      if (isApiFailure(err) && (err.status === 400 || err.status === 502)) {
        if (outcome === "rdvcheck") throw redirect(to("fail"));
        const { order } = await api.get("/booking-orders/{id}", { params: { id: String(cartId) } });
        return { outcome, title: TITLES[outcome], order, reason: "payment.error.during" as TKey, waiting: false };
      }
      throw err;
    }
    if (outcome === "rdvcheck") {
      if (answer.outcome === "paid") throw redirect(to("success"));
      if (answer.outcome !== "pending") throw redirect(to("fail", answer.message ? {} : { why: answer.outcome }));
      return { outcome, title: TITLES[outcome], order: answer.order, reason: null, waiting: true };
    }
    if (answer.outcome === "paid") throw redirect(to("success"));
    const reason: TKey =
      answer.message && answer.message !== GENERIC
        ? `payment.decline.${declineReason(answer.message)}`
        : answer.outcome === "refunded" || url.searchParams.get("why") === "refunded"
          ? "payment.fail.refunded"
          : url.searchParams.has("cancel") || answer.outcome === "cancelled"
            ? "payment.fail.cancelled"
            : "payment.fail.generic";
    return { outcome, title: TITLES[outcome], order: answer.order, reason, waiting: false };
  });
}

/** The failure page's 'cancel this payment': the owner gives the attempt up, its time released. */
export function action(args: Route.ActionArgs) {
  if (args.params.outcome !== "fail") notFound();
  return loader(args as unknown as Route.LoaderArgs);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { outcome } = loaderData;
  const order = (actionData ?? loaderData).order;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6" data-testid={`payment-${outcome}`}>
      <h1 className="font-title text-h1 text-accent-ink">{t(loaderData.title)}</h1>
      {outcome === "rdvcheck" && <PaymentWaiting label="payment.check.waiting" testId="payment-waiting" />}
      {outcome === "success" && <ConfirmedOrder order={order} lang={lang as Lang} banner={t("payment.success.banner")} />}
      {outcome === "fail" && <Failed order={order} reason={(actionData ?? loaderData).reason} />}
    </section>
  );
}

function Failed({ order, reason }: { order: { status: string; shop: { artebeauteId: string }; appointments: { serviceId: number }[] }; reason: string | null }) {
  const { t, lang } = useT();
  // Always our words: a provider's reason was read as one of ours by the loader.
  const why = reason ? t(reason as TKey) : null;
  const services = [...new Set(order.appointments.map((a) => a.serviceId))];
  return (
    <>
      <div role="alert" className="flex items-start gap-4 rounded-lg bg-danger-soft px-5 py-4 text-danger" data-testid="payment-fail-reason">
        <CircleAlert aria-hidden="true" size={24} className="mt-0.5 shrink-0" />
        <p className="text-small">
          <strong className="block">{t("payment.fail.intro")}</strong>
          {why}
        </p>
      </div>
      {order.status === "pending" ? <PaymentHeld testId="payment-held" /> : <p className="text-small text-ink-muted">{t("payment.fail.released")}</p>}
      <Button to={bookingStepHref(localePath("/", lang as Lang), services, { shop: order.shop.artebeauteId })} fullWidth data-testid="payment-try-again">
        {t("payment.fail.again")}
      </Button>
    </>
  );
}

export function meta({ matches, data }: Route.MetaArgs) {
  return [...pageMeta(matches, data?.title ?? "shell.paymentCheck"), { name: "robots", content: "noindex" }];
}
