// The browser's step toward a payment provider that is not a plain redirect, for every order a
// customer pays online (a booking, a gift voucher): a signed form posted at once, or the
// provider's own card fields drawn in our page.
import { useEffect, useRef } from "react";
import { useT } from "../../lib/use-t";

/** A provider whose page is reached by posting its signed fields (Monetico): the browser posts them at once. */
export function ProviderPost({ step }: { step: { url: string; fields: Record<string, string> } }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <form ref={form} method="post" action={step.url} hidden>
      {Object.entries(step.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

/**
 * A provider whose script draws its card fields in our page (Lyra/PayZen's embedded form): the
 * script is loaded only now, reads its settings from its own attributes and draws the form of the
 * token in the marked box; it posts the signed result to the return pages itself.
 */
export function ProviderFields({ step, amount, heldUntil }: { step: { scriptUrl: string; publicKey: string; formToken: string; postUrls: { success: string; failure: string } }; amount: string; heldUntil: string | null }) {
  const { t, lang } = useT();
  useEffect(() => {
    const script = document.createElement("script");
    script.src = step.scriptUrl;
    script.setAttribute("kr-public-key", step.publicKey);
    script.setAttribute("kr-post-url-success", step.postUrls.success);
    script.setAttribute("kr-post-url-refused", step.postUrls.failure);
    script.setAttribute("kr-language", lang);
    document.head.appendChild(script);
    return () => script.remove();
  }, [step, lang]);
  const minutes = heldUntil ? Math.max(1, Math.round((Date.parse(heldUntil) - Date.now()) / 60_000)) : null;
  return (
    <section aria-labelledby="payment-card-fields" className="flex flex-col gap-4" data-testid="payment-fields">
      <h3 id="payment-card-fields" className="font-title text-h3">
        {t("payment.step.pay", { amount })}
      </h3>
      <p className="text-small text-ink-muted">{t("payment.step.secureFields")}</p>
      {minutes != null && <p className="text-small text-ink-muted">{t("payment.step.held", { minutes })}</p>}
      <div className="kr-embedded min-h-[20rem] rounded-lg bg-surface-soft" kr-form-token={step.formToken} />
    </section>
  );
}

