// /boutique/commande: where the payment provider sends an e-shop customer back. The page hands
// the address it came back to the API (eshop/my-orders/{id}/pay), which reads the payment back
// from the provider: paid → the order, and the basket emptied; not known yet → it waits; refused
// or abandoned → why, and the way back to the basket; at the failure address the products stay
// held while the provider's page may be paid, and the owner may give the order up (a post).
import { PackageCheck } from "../components/ui/icons";
import { useEffect } from "react";
import type { Route } from "./+types/eshop-return";
import { declineReason } from "../../domain/payment-decline";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { EshopOrderSummary } from "../components/eshop/order-summary";
import { PurchaseEvent } from "../components/shell/analytics";
import { localise } from "../../domain/catalogue";
import { PaymentFailed } from "../components/payment/payment-failed";
import { PaymentHeld } from "../components/payment/payment-held";
import { PaymentWaiting } from "../components/payment/waiting";
import { Button } from "../components/ui/button";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { requireModule } from "../lib/modules.server";
import { notFound } from "../lib/not-found";
import { productCart } from "../lib/product-cart-store";
import { pageMeta } from "../lib/seo";
import { useT } from "../lib/use-t";

/** Spec §8: the generic key the API gives for anything but the provider's own card message. */
const GENERIC = "appointment.error.errorDuringPayment";

export function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.eshop);
  return asCustomer(request, context, async ({ api, url }) => {
    const id = url.searchParams.get("order") ?? "";
    if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
    try {
      // the owner's own post gives the attempt up; reading the page only asks the provider
      const abandon = request.method === "POST";
      const answer = await api.post("/eshop/my-orders/{id}/pay", { params: { id }, body: { returnUrl: request.url, ...(abandon ? { abandon } : {}) } });
      // back at the failure address while the provider's page may still be paid: held, its owner may give it up
      const atFailure = url.searchParams.get("failed") === "1";
      const failed = answer.outcome !== "paid" && (answer.outcome !== "pending" || atFailure);
      return { outcome: failed ? ("failed" as const) : answer.outcome, order: answer.order, reason: failed && answer.message && answer.message !== GENERIC ? (`payment.decline.${declineReason(answer.message)}` as const) : null };
    } catch (err) {
      if (isApiFailure(err) && err.status === 404) notFound();
      if (isApiFailure(err) && (err.status === 400 || err.status === 502)) return { outcome: "failed" as const, order: null, reason: null };
      throw err;
    }
  });
}

/** 'Cancel this payment' on the failure page: the owner gives the order up, its stock back on sale. */
export function action(args: Route.ActionArgs) {
  return loader(args as unknown as Route.LoaderArgs);
}

export default function EshopReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { outcome, order, reason } = actionData ?? loaderData;
  // paid: the basket has become this order
  useEffect(() => {
    if (outcome === "paid") productCart.dispatch({ type: "clear" });
  }, [outcome]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6" data-testid={`eshop-${outcome}`}>
      {outcome === "paid" && order ? (
        <>
          <div className="flex flex-col items-start gap-4">
            <span className="grid size-14 place-items-center rounded-full bg-success-soft text-success">
              <PackageCheck aria-hidden="true" size={28} />
            </span>
            <h1 className="font-title text-h1">{t("eshop.thanks.title")}</h1>
            <p role="status" className="text-body">
              {t("eshop.thanks.paid", { ref: order.reference })}
            </p>
          </div>
          <EshopOrderSummary order={order} />
          <PurchaseEvent purchase={{ reference: order.reference, total: order.total, lines: order.lines.map((l) => ({ id: l.articleId, name: localise(l.name, lang as Lang), price: l.unitPrice, quantity: l.quantity })) }} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button to={localePath(`/profile/eshoporders/${order.id}`, lang as Lang)}>{t("eshop.thanks.follow")}</Button>
            <Button to={localePath("/boutique", lang as Lang)} variant="secondary">
              {t("eshop.back")}
            </Button>
          </div>
        </>
      ) : outcome === "pending" ? (
        <>
          <h1 className="font-title text-h1">{t("shell.paymentCheck")}</h1>
          <PaymentWaiting label="payment.check.waiting" testId="eshop-waiting" />
        </>
      ) : (
        // the provider's own words for a declined card are shown as they came; ours are translated
        <>
          <PaymentFailed why={reason ? t(reason) : t("eshop.thanks.failed")} again={{ to: localePath("/panier", lang as Lang), label: t("eshop.thanks.again") }} testId="eshop-fail-reason" />
          {order?.status === "pending" && <PaymentHeld testId="eshop-held" />}
        </>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "shell.cartPage"), { name: "robots", content: "noindex" }];
}
