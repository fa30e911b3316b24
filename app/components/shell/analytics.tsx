// The business's analytics tag (decision 264), drawn by the server only for a business with a
// measurement id and a visitor who accepted measurement: Google's standard tag, without Google's
// signals or ad personalisation; and a purchase event on the pages that end an order.
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { purchaseEvent, type Purchase } from "../../../domain/analytics";

type Tag = { measurementId: string; conversion: string | null; src: string };
type Gtag = (...args: unknown[]) => void;

/** The tag's two scripts, for the page's head. */
export function AnalyticsTag({ tag, nonce }: { tag: Tag; nonce: string | undefined }) {
  const config = { allow_google_signals: false, allow_ad_personalization_signals: false };
  const init = [
    "window.dataLayer=window.dataLayer||[];",
    "window.gtag=function(){dataLayer.push(arguments)};",
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(tag.measurementId)},${JSON.stringify(config)});`,
    tag.conversion ? `gtag('config',${JSON.stringify(tag.conversion.split("/")[0])});` : "",
  ].join("");
  return (
    <>
      <script async src={tag.src} nonce={nonce} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init.replace(/</g, "\\u003c") }} />
    </>
  );
}

/**
 * An order's purchase, sent once per order and tab (a reload does not count it again); nothing
 * without the tag. `purchase` is null while the order is not paid.
 */
export function PurchaseEvent({ purchase }: { purchase: Purchase | null }) {
  const root = useRouteLoaderData("root") as { analytics?: Tag | null } | undefined;
  const tag = root?.analytics ?? null;
  const reference = purchase?.reference;
  useEffect(() => {
    const gtag = (window as unknown as { gtag?: Gtag }).gtag;
    if (!tag || !purchase || !gtag) return;
    const key = `purchase-sent:${purchase.reference}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // storage refused: sent on every view rather than never
    }
    const event = purchaseEvent(purchase);
    gtag("event", "purchase", event);
    if (tag.conversion) gtag("event", "conversion", { send_to: tag.conversion, value: event.value, currency: event.currency, transaction_id: event.transaction_id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag, reference]);
  return null;
}
