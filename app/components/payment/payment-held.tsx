// A payment left unfinished, on a return page: what it holds stays held a few minutes (the
// provider's page may still be paid), and its owner may give it up now. Giving up is a post of
// this page, with the session: an address followed, from anywhere, never cancels anything.
import { Form, useNavigation } from "react-router";
import { useT } from "../../lib/use-t";

export function PaymentHeld({ testId }: { testId: string }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="flex flex-col gap-3" data-testid={testId}>
      <p className="text-small text-ink-muted">{t("payment.held.text")}</p>
      <input type="hidden" name="intent" value="abandon" />
      <button type="submit" disabled={busy} className="rounded-md border border-black/25 px-5 py-3 font-medium focus:outline-2 focus:outline-offset-2 focus:outline-primary">
        {t("payment.held.cancel")}
      </button>
    </Form>
  );
}
