// /gift/merci: where the payment provider sends the buyer of a gift voucher back. The page hands
// the address it came back to the API (gifts/{id}/pay), which reads the payment back from the
// provider: paid → thanks, with the PDF and when the recipient gets it; not known yet → it waits,
// asking again every 500 ms while the provider's notification arrives; refused or abandoned → why,
// and the way back to the form. Back at the failure address ('failed=1') while the provider's page
// may still be paid, its owner may give the purchase up (a post of the page; reading it changes nothing).
import { Download, Gift } from "../components/ui/icons";
import type { Route } from "./+types/gift-thanks";
import { PurchaseEvent } from "../components/shell/analytics";
import { declineReason } from "../../domain/payment-decline";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { PaymentFailed } from "../components/payment/payment-failed";
import { PaymentHeld } from "../components/payment/payment-held";
import { PaymentWaiting } from "../components/payment/waiting";
import { Button } from "../components/ui/button";
import { useMoney } from "../components/ui/price";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { ISO } from "../lib/i18n";
import { requireModule } from "../lib/modules.server";
import { notFound } from "../lib/not-found";
import { pageMeta } from "../lib/seo";
import { useT, type TKey } from "../lib/use-t";

/** Spec §8: the generic key the API gives for anything but the provider's own card message. */
const GENERIC = "appointment.error.errorDuringPayment";

export function loader({ request, context }: Route.LoaderArgs) {
  requireModule(request, context, (m) => m.gift);
  return asCustomer(request, context, async ({ api, url }) => {
    const id = url.searchParams.get("voucher") ?? "";
    if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
    try {
      // the owner's own post gives the purchase up; reading the page only asks the provider
      const abandon = request.method === "POST";
      const answer = await api.post("/gifts/{id}/pay", { params: { id }, body: { returnUrl: request.url, ...(abandon ? { abandon } : {}) } });
      // back at the failure address while the provider's page may still be paid: held, its owner may give it up
      const held = url.searchParams.get("failed") === "1" && answer.outcome === "pending" && answer.voucher !== null;
      const failed = answer.outcome !== "paid" && (answer.outcome !== "pending" || held);
      const reason = !failed ? null : answer.message && answer.message !== GENERIC ? (`payment.decline.${declineReason(answer.message)}` as const) : "gift.thanks.failed";
      return { outcome: failed ? ("failed" as const) : answer.outcome, voucher: answer.voucher, reason, held };
    } catch (err) {
      if (isApiFailure(err) && err.status === 404) notFound();
      if (isApiFailure(err) && (err.status === 400 || err.status === 502)) return { outcome: "failed" as const, voucher: null, reason: "gift.thanks.failed", held: false };
      throw err;
    }
  });
}

/** 'Cancel this payment' on the failure page: the owner gives the purchase up. */
export function action(args: Route.ActionArgs) {
  return loader(args as unknown as Route.LoaderArgs);
}

export default function GiftThanks({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const money = useMoney();
  const { outcome, voucher, reason, held } = actionData ?? loaderData;
  const day = (date: string) => new Intl.DateTimeFormat(ISO[lang as Lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6" data-testid={`gift-${outcome}`}>
      {outcome === "paid" && voucher ? (
        <>
          <div className="flex flex-col items-start gap-4">
            <span className="grid size-14 place-items-center rounded-full bg-accent/15 text-accent-ink">
              <Gift aria-hidden="true" size={28} />
            </span>
            <h1 className="font-title text-h1">{t("gift.thanks.title")}</h1>
          </div>
          {/* the voucher's code spends it: the event names the voucher by its id only */}
          <PurchaseEvent purchase={{ reference: `GIFT-${voucher.id}`, total: voucher.value, lines: [{ id: `gift-${voucher.id}`, name: t("nav.gift"), price: voucher.value, quantity: 1 }] }} />
          <div role="status" className="flex flex-col gap-2 rounded-lg bg-surface-soft px-5 py-4">
            <p className="font-semibold">{t("gift.thanks.paid", { value: money(voucher.value), name: voucher.recipient.name ?? "" })}</p>
            <p className="text-small">{voucher.sentAt ? t("gift.thanks.sent", { email: voucher.recipient.email ?? "" }) : t("gift.thanks.scheduled", { email: voucher.recipient.email ?? "", date: day(voucher.deliverOn) })}</p>
            <p className="font-mono text-small tracking-wider" data-testid="gift-code">
              {voucher.code}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button href={localePath(`/gift/pdf/${voucher.id}`, lang as Lang)} data-testid="gift-download" icon={Download}>
              {t("gift.download")}
            </Button>
            <Button to={localePath("/profile/gifts", lang as Lang)} variant="secondary">
              {t("gift.thanks.mine")}
            </Button>
          </div>
        </>
      ) : outcome === "pending" ? (
        <>
          <h1 className="font-title text-h1">{t("shell.paymentCheck")}</h1>
          <PaymentWaiting label="gift.thanks.waiting" testId="gift-waiting" />
        </>
      ) : (
        // the provider's own words for a declined card are shown as they came; ours are translated
        <>
          <PaymentFailed why={reason ? t(reason as TKey) : ""} again={{ to: localePath("/gift", lang as Lang), label: t("gift.thanks.again") }} testId="gift-fail-reason" />
          {held && <PaymentHeld testId="gift-held" />}
        </>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "nav.gift"), { name: "robots", content: "noindex" }];
}
