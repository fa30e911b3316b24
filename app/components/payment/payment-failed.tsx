// A payment that did not go through, on a return page: why (the provider's own words for a
// declined card, else ours), and the way back to try again.
import { CircleAlert } from "../ui/icons";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";

export function PaymentFailed({ why, again, testId }: { why: string; again: { to: string; label: string }; testId: string }) {
  const { t } = useT();
  return (
    <>
      <h1 className="font-title text-h1">{t("shell.paymentFail")}</h1>
      <div role="alert" className="flex items-start gap-4 rounded-lg bg-danger-soft px-5 py-4 text-danger" data-testid={testId}>
        <CircleAlert aria-hidden="true" size={24} className="mt-0.5 shrink-0" />
        <p className="text-small">{why}</p>
      </div>
      <Button to={again.to} fullWidth>
        {again.label}
      </Button>
    </>
  );
}
