// The checkout of the booking panel (decision 277): what is left to pay, what the counter took, and
// a form taking the rest — the customer's loyalty reward, a gift voucher by its code (all it can
// pay, or an amount), cash and the card terminal — then marking the booking done; beside it the
// customer's arrival and the no-show. Posted through a fetcher to /admin/agenda/booking/:id: the
// panel reads the booking again and the agenda is revalidated, never reloaded.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { PanelResult } from "../../routes/admin-agenda-booking";
import type { CounterCheckout as Checkout } from "../../../contract/agenda";
import { useT, type TKey } from "../../lib/use-t";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { CircleAlert, CircleCheck } from "../ui/icons";
import { useMoney } from "../ui/price";
import { ATTENDANCE_KEYS } from "./booking-card";
import { AttendanceMarks } from "./attendance-marks";

type Reward = Checkout["rewards"][number]["reward"];

const METHOD_KEYS: Record<Checkout["payments"][number]["method"], TKey> = { cash: "admin.checkout.cash", card_terminal: "admin.checkout.card", voucher: "admin.checkout.voucher", loyalty: "admin.checkout.loyalty" };

export function BookingCheckout({ url, status, checkout, currency, onChanged }: { url: string; status: string; checkout: Checkout; currency: string; onChanged: () => void }) {
  const { t } = useT();
  const money = useMoney();
  const pay = useFetcher<PanelResult>();
  const mark = useFetcher<PanelResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = pay.data ?? mark.data;
  const busy = pay.state !== "idle";

  // taken or marked: the form is emptied and the panel reads the booking again
  useEffect(() => {
    if (pay.state === "idle" && pay.data?.ok) form.current?.reset();
    if ((pay.state === "idle" && pay.data?.ok) || (mark.state === "idle" && mark.data?.ok)) onChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pay.state, pay.data, mark.state, mark.data]);

  const failure = result && !result.ok && "message" in result ? result : null;
  const fieldError = (name: string) => (failure?.fields[name] ? (failure.fields[name] === "invalid" ? t("admin.checkout.amountInvalid") : failure.message) : undefined);
  const rewardText = (r: Reward) => (r.type === "amount" ? t("admin.checkout.rewardAmount", { amount: money(r.amount) }) : t(r.type === "service" ? "admin.checkout.rewardService" : "admin.checkout.rewardProduct"));
  const open = status === "confirmed" && checkout.attendance !== "done" && checkout.attendance !== "no_show";
  const anyField = failure && Object.keys(failure.fields).some((f) => ["cash", "card", "voucherCode", "voucherAmount"].includes(f));

  return (
    <section className="flex flex-col gap-3 border-t border-line pt-4" aria-labelledby="checkout-title" data-testid="booking-checkout">
      <h3 id="checkout-title" className="text-body font-semibold text-ink">
        {t("admin.checkout.title")}
      </h3>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-small text-ink">
        <span data-testid="checkout-attendance">{checkout.attendance ? t(ATTENDANCE_KEYS[checkout.attendance]) : t("admin.attendance.none")}</span>
        <span aria-hidden="true">·</span>
        <span className="font-semibold tabular-nums" data-testid="checkout-balance" data-balance={checkout.balance}>
          {checkout.balance > 0 ? t("admin.checkout.due", { amount: money(checkout.balance) }) : t("admin.checkout.settled")}
        </span>
      </p>
      {checkout.payments.length > 0 && (
        <ul className="text-small text-ink-muted" aria-label={t("admin.checkout.taken")} data-testid="checkout-payments">
          {checkout.payments.map((p) => (
            <li key={p.id} className="tabular-nums">
              {t(METHOD_KEYS[p.method])}
              {p.voucher ? ` ${p.voucher}` : ""} · {money(p.amount)}
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="text-small text-ink">
        {result?.ok && (result.intent === "checkout" || result.intent === "attendance") && (
          <span className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" size={16} />
            {result.intent === "checkout" ? t("admin.checkout.recorded") : t("admin.attendance.recorded")}
          </span>
        )}
      </div>
      {failure && !anyField && (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-danger-soft px-3 py-2 text-small text-ink" data-testid="checkout-refused">
          <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          {failure.message || t("admin.checkout.amountInvalid")}
        </p>
      )}
      {open && (
        <>
          <AttendanceMarks mark={mark} url={url} attendance={checkout.attendance} />
          <pay.Form ref={form} method="post" action={url} className="flex flex-col gap-3" data-testid="checkout-form">
            <input type="hidden" name="intent" value="checkout" />
            {checkout.balance > 0 && (
              <>
                {checkout.rewards.length > 0 && (
                  <fieldset className="flex flex-col gap-1">
                    <legend className="mb-1 text-small font-semibold text-ink">{t("admin.checkout.rewards")}</legend>
                    {checkout.rewards.map((r) => (
                      <label key={r.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-body text-ink">
                        <input type="checkbox" name="reward" value={r.id} className="size-4" />
                        {rewardText(r.reward)}
                      </label>
                    ))}
                  </fieldset>
                )}
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField name="voucherCode" label={t("admin.checkout.voucherCode")} autoComplete="off" spellCheck={false} error={fieldError("voucherCode")} data-testid="checkout-voucher" />
                  <TextField name="voucherAmount" label={t("admin.checkout.voucherAmount", { currency })} hint={t("admin.checkout.voucherHint")} inputMode="decimal" autoComplete="off" error={fieldError("voucherAmount")} />
                  <TextField name="cash" label={t("admin.checkout.cashAmount", { currency })} inputMode="decimal" autoComplete="off" error={fieldError("cash")} data-testid="checkout-cash" />
                  <TextField name="card" label={t("admin.checkout.cardAmount", { currency })} inputMode="decimal" autoComplete="off" error={fieldError("card")} data-testid="checkout-card" />
                </div>
              </>
            )}
            <label className="flex items-start gap-2 text-small text-ink">
              <input type="checkbox" name="done" defaultChecked className="mt-0.5 size-4" data-testid="checkout-done" />
              {t("admin.checkout.markDone")}
            </label>
            <div className="flex justify-end">
              <Button type="submit" busy={busy} busyLabel={t("admin.checkout.busy")} data-testid="checkout-confirm">
                {checkout.balance > 0 ? t("admin.checkout.confirm") : t("admin.checkout.close")}
              </Button>
            </div>
          </pay.Form>
        </>
      )}
    </section>
  );
}
