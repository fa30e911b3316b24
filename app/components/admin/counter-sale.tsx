// A sale at the counter on its order's page (decision 278): what the counter took, what the desk
// gave back, and the refund form (cash or the card terminal, at most what that method took). The
// form carries a key drawn by the page: a double submit is one refund.
import { Form, useNavigation } from "react-router";
import { Section } from "./customer-record";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { ShoppingBag } from "../ui/icons";
import { listClass } from "../ui/list-row";
import { useMoney } from "../ui/price";
import { useT, type TKey } from "../../lib/use-t";

interface Counter {
  payments: { id: number; method: string; amount: number; at: string; voucher: string | null }[];
  refunds: { id: number; method: string; amount: number; at: string }[];
  refundable: { cash: number; card_terminal: number };
}

export function CounterSale({ counter, refundKey, at, error, kept }: { counter: Counter; refundKey: string; at: (iso: string) => string; error?: string; kept?: Record<string, string> }) {
  const { t } = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const left = counter.refundable.cash + counter.refundable.card_terminal;
  const line = (p: { id: number; method: string; amount: number; at: string; voucher?: string | null }) => (
    <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="text-ink">{t(`admin.ord.method.${p.method}` as TKey)}{p.voucher ? ` ${p.voucher}` : ""} · <span className="text-small text-ink-muted">{at(p.at)}</span></span>
      <span className="font-semibold text-ink">{money(p.amount)}</span>
    </li>
  );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title={t("admin.ord.counter")} icon={ShoppingBag} id="order-counter">
        <ul className={listClass} data-testid="counter-payments">{counter.payments.map(line)}</ul>
      </Section>
      <Section title={t("admin.ord.counterRefunds")} icon={ShoppingBag} id="order-counter-refunds">
        {counter.refunds.length > 0 && <ul className={listClass} data-testid="counter-refunds">{counter.refunds.map(line)}</ul>}
        {left > 0 ? (
          <Form method="post" className="flex flex-col gap-3" data-testid="counter-refund">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="key" value={refundKey} />
            <p className="text-small text-ink-muted">{t("admin.ord.refundHint", { cash: money(counter.refundable.cash), card: money(counter.refundable.card_terminal) })}</p>
            <TextField label={t("admin.ord.refundAmount")} name="amount" inputMode="decimal" required defaultValue={kept?.amount ?? ""} error={error} />
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 text-small font-semibold text-ink">{t("admin.ord.refundMethod")}</legend>
              {(["cash", "card_terminal"] as const).map((m) => (
                <label key={m} className="flex min-h-10 items-center gap-2 text-body text-ink">
                  <input type="radio" name="method" value={m} defaultChecked={(kept?.method ?? (counter.refundable.cash > 0 ? "cash" : "card_terminal")) === m} disabled={counter.refundable[m] <= 0} className="size-5" />
                  {t(`admin.ord.method.${m}`)}
                </label>
              ))}
            </fieldset>
            <Button type="submit" variant="secondary" className="self-start" busy={navigation.state === "submitting" && navigation.formData?.get("intent") === "refund"} busyLabel={t("admin.ord.refundBusy")}>{t("admin.ord.refund")}</Button>
          </Form>
        ) : (
          <p className="text-small text-ink-muted">{t("admin.ord.nothingToRefund")}</p>
        )}
      </Section>
    </div>
  );
}
