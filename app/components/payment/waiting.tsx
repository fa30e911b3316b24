// The provider has not said yet: the page asks again every 500 ms for 15 s (its notification
// usually comes first), then says the confirmation will come by e-mail.
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useT, type TKey } from "../../lib/use-t";
import { Spinner } from "../ui/spinner";

export function PaymentWaiting({ label, testId }: { label: TKey; testId: string }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries >= 30) return;
    const timer = setTimeout(() => {
      void revalidator.revalidate();
      setTries((n) => n + 1);
    }, 500);
    return () => clearTimeout(timer);
  }, [tries, revalidator]);
  return (
    <p role="status" className="flex items-center gap-3 rounded-lg bg-surface-soft px-5 py-4" data-testid={testId}>
      <Spinner />
      <span>{t(tries >= 30 ? "payment.check.slow" : label)}</span>
    </p>
  );
}
