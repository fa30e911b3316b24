// The booking panel of the agenda: a booking opened from its card shows the customer, the
// services, the state, the source and the payment, then moves it (the free times of a chosen day
// and employee, from the one move operation) or cancels it (the company's notice rule said, the
// refund chosen: all, part in the shop's currency, or none), and checks it out at the counter
// (booking-checkout.tsx). Everything goes through a fetcher to
// /admin/agenda/booking/:id, so the agenda is revalidated, never reloaded; keyboard-usable, as the
// drag on the grid's alternative.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { AgendaView } from "../../../contract/agenda";
import type { loader as panelLoader, PanelResult } from "../../routes/admin-agenda-booking";
import { adminPath } from "../../lib/admin-paths";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { TextField } from "../ui/field";
import { ArrowLeft, CalendarX, CircleAlert, Clock } from "../ui/icons";
import { useMoney } from "../ui/price";
import { STATE_KEYS, SOURCE_KEYS, StateMark } from "./booking-card";
import { ConsentStates } from "./consent-states";
import { BookingCheckout } from "./booking-checkout";

type Employee = AgendaView["employees"][number];
/** the booking opened: its order, its customer's name, the cabin it takes (null: none) */
export type PanelOpen = { orderId: number; name: string; cabinId: number | null };
type Cabin = AgendaView["resources"][number];

const select = "min-h-12 rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";
const choice = "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill px-3 ring-1 ring-line has-checked:bg-ink has-checked:text-page has-focus-visible:outline-2 has-focus-visible:outline-offset-2";

export function BookingPanel({ open, employees, cabins, timeZone, onClose, onDone }: { open: PanelOpen | null; employees: Employee[]; cabins: Cabin[]; timeZone: string; onClose: () => void; onDone: (message: string) => void }) {
  const { t, lang } = useT();
  const money = useMoney();
  const details = useFetcher<typeof panelLoader>();
  const act = useFetcher<PanelResult>();
  const [view, setView] = useState<"details" | "move" | "cancel">("details");
  const [employee, setEmployee] = useState("");
  // a booking that takes a cabin moves with one: its own, unless the desk chooses another (decision 299)
  const [cabin, setCabin] = useState("");
  const cabinName = (id: string) => cabins.find((c) => String(c.id) === id)?.name ?? "";
  const [refund, setRefund] = useState<"full" | "partial" | "none">("full");
  const firstField = useRef<HTMLSelectElement>(null);
  const url = open ? adminPath(lang, `/agenda/booking/${open.orderId}`) : "";
  const iso = ISO[lang as keyof typeof ISO] ?? "fr-FR";
  const clock = new Intl.DateTimeFormat(iso, { hour: "2-digit", minute: "2-digit", timeZone });
  const day = new Intl.DateTimeFormat(iso, { weekday: "long", day: "numeric", month: "long", timeZone });

  useEffect(() => {
    if (!open) return;
    setView("details");
    setEmployee("");
    setCabin(open.cabinId == null ? "" : String(open.cabinId));
    details.load(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.orderId]);

  // a move or a cancellation done: the panel closes and the agenda says what changed
  const result = act.data;
  useEffect(() => {
    if (act.state !== "idle" || !result?.ok || !open) return;
    if (result.intent === "move") onDone(t("admin.move.done", { name: open.name, time: `${day.format(new Date(result.start))} ${clock.format(new Date(result.start))}` }));
    else if (result.intent === "cancel") onDone(result.refunded > 0 ? t("admin.cancel.doneRefund", { name: open.name, amount: money(result.refunded) }) : t("admin.cancel.done", { name: open.name }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [act.state, result]);

  const loaded = details.data;
  const booking = loaded?.booking;
  const busy = act.state !== "idle";
  const failure = result && !result.ok && act.state === "idle" ? result : null;
  const times = (loaded?.times ?? []).filter((s) => !employee || s.employees.includes(Number(employee)));
  const nameOf = (id: number) => employees.find((e) => e.id === id)?.name ?? "";
  const left = booking?.payment.refundable ?? 0;

  const title = view === "move" ? t("admin.move.title") : view === "cancel" ? t("admin.cancel.title") : t("admin.desk.title", { name: open?.name ?? "" });
  return (
    <Dialog open={open !== null} onClose={onClose} title={title} width="36rem" testId="booking-panel" initialFocus={view === "move" ? firstField : undefined}>
      {!booking || booking.id !== open?.orderId ? (
        <p className="text-small text-ink-muted" role="status">
          {t("admin.desk.loading")}
        </p>
      ) : view === "details" ? (
        <div className="flex flex-col gap-4" data-testid="booking-details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-small">
            <dt className="font-semibold text-ink-muted">{t("admin.desk.customer")}</dt>
            <dd>
              <span className="font-semibold text-ink">{booking.customer.name}</span>
              {[booking.customer.phone, booking.customer.email].filter(Boolean).map((c) => (
                <span key={c} className="block text-ink-muted">
                  {c}
                </span>
              ))}
            </dd>
            <dt className="font-semibold text-ink-muted">{t("admin.desk.services")}</dt>
            <dd>
              <ul>
                {booking.lines.map((l) => (
                  <li key={l.id}>
                    <span className="tabular-nums">
                      {day.format(new Date(l.start))}, {clock.format(new Date(l.start))}–{clock.format(new Date(l.end))}
                    </span>{" "}
                    · {l.service} · {t("admin.agenda.with", { employee: l.employee })}
                    {l.cabin ? ` · ${l.cabin}` : ""} · {money(l.price)}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="font-semibold text-ink-muted">{t("admin.desk.state")}</dt>
            <dd className="flex items-center gap-2" data-testid="booking-state">
              <StateMark state={booking.state} />
              {t(STATE_KEYS[booking.state])}
            </dd>
            <dt className="font-semibold text-ink-muted">{t("admin.desk.source")}</dt>
            <dd>{t(SOURCE_KEYS[booking.source])}</dd>
            <dt className="font-semibold text-ink-muted">{t("admin.desk.payment")}</dt>
            <dd data-testid="booking-payment">
              {t("admin.desk.total", { amount: money(booking.payment.amount) })}
              <span className="block">{booking.payment.paidOnline > 0 ? t("admin.desk.paidOnline", { amount: money(booking.payment.paidOnline) }) : t("admin.desk.payAtShop")}</span>
              {booking.payment.refunded > 0 && <span className="block">{t("admin.desk.refunded", { amount: money(booking.payment.refunded) })}</span>}
            </dd>
            <ConsentStates consents={booking.consents} />
          </dl>
          <BookingCheckout url={url} status={booking.status} checkout={booking.checkout} currency={booking.payment.currency} onChanged={() => details.load(url)} />
          {booking.status === "confirmed" && booking.checkout.attendance !== "done" ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
              <Button variant="danger" icon={CalendarX} onClick={() => setView("cancel")} data-testid="booking-cancel">
                {t("admin.desk.cancel")}
              </Button>
              <Button icon={Clock} onClick={() => setView("move")} data-testid="booking-move">
                {t("admin.desk.move")}
              </Button>
            </div>
          ) : booking.status !== "confirmed" ? (
            <p className="text-small text-ink-muted">{t("admin.desk.cancelledNote")}</p>
          ) : null}
        </div>
      ) : view === "move" ? (
        <act.Form method="post" action={url} className="flex flex-col gap-4" data-testid="move-form">
          <input type="hidden" name="intent" value="move" />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="move-employee" className="text-small font-semibold text-ink">
                {t("admin.move.employee")}
              </label>
              <select ref={firstField} id="move-employee" name="employee" value={employee} onChange={(e) => setEmployee(e.target.value)} className={select}>
                <option value="">{t("admin.move.anyone")}</option>
                {employees.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="move-date" className="text-small font-semibold text-ink">
                {t("admin.move.date")}
              </label>
              <input id="move-date" type="date" defaultValue={loaded?.date ?? ""} className={select} onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && details.load(`${url}?date=${e.target.value}`)} />
            </div>
            {open?.cabinId != null && cabins.length > 0 && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor="move-cabin" className="text-small font-semibold text-ink">
                  {t("admin.move.cabin")}
                </label>
                <select id="move-cabin" name="cabin" value={cabin} onChange={(e) => setCabin(e.target.value)} className={select} data-testid="move-cabin">
                  {cabins.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <fieldset className="flex flex-col gap-2" aria-busy={details.state === "loading"}>
            <legend className="mb-2 text-small font-semibold text-ink">{t("admin.move.times")}</legend>
            {details.state === "loading" ? (
              <p className="text-small text-ink-muted">{t("admin.move.timesBusy")}</p>
            ) : times.length === 0 ? (
              <p className="text-small text-ink-muted">{t("admin.move.none")}</p>
            ) : (
              <div className="flex max-h-56 flex-wrap gap-2 overflow-y-auto p-1">
                {times.map((s) => (
                  <label key={s.start} className={choice}>
                    <input type="radio" name="start" value={s.start} required className="size-4" />
                    {clock.format(new Date(s.start))}
                    <span className="sr-only">{employee ? "" : `, ${s.employees.map(nameOf).join(", ")}`}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <label className="flex items-start gap-2 text-small text-ink">
            <input type="checkbox" name="notify" defaultChecked className="mt-0.5 size-4" />
            {t("admin.move.notify")}
          </label>
          {failure && failure.intent === "move" && (
            <p role="alert" className="flex items-start gap-2 rounded-md bg-danger-soft px-3 py-2 text-small text-ink" data-testid="move-refused">
              <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              {failure.reason === "cabinTaken" ? t("admin.move.cabinTaken", { cabin: cabinName(cabin) }) : t(failure.reason === "taken" ? "admin.move.taken" : failure.fields.start ? "admin.move.pick" : "admin.move.refused")}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
            <Button type="button" variant="quiet" icon={ArrowLeft} onClick={() => setView("details")}>
              {t("admin.desk.back")}
            </Button>
            <Button type="submit" busy={busy} busyLabel={t("admin.move.busy")} data-testid="move-confirm">
              {t("admin.move.confirm")}
            </Button>
          </div>
        </act.Form>
      ) : (
        <act.Form method="post" action={url} className="flex flex-col gap-4" data-testid="cancel-form">
          <input type="hidden" name="intent" value="cancel" />
          <p className="rounded-md bg-surface-soft px-3 py-2 text-small text-ink" data-testid="cancel-notice" data-inside={booking.notice.inside ? "" : undefined}>
            {booking.notice.inside ? t("admin.cancel.inside", { hours: booking.notice.cutoffHours, kept: money(booking.notice.ruleKept) }) : t("admin.cancel.outside", { hours: booking.notice.cutoffHours })}
          </p>
          {booking.payment.paidOnline > 0 ? (
            <>
              <p className="text-small text-ink-muted">{t("admin.cancel.left", { paid: money(booking.payment.paidOnline), left: money(left) })}</p>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-small font-semibold text-ink">{t("admin.cancel.refund")}</legend>
                {(["full", "partial", "none"] as const).map((r) => (
                  <label key={r} className="flex min-h-11 cursor-pointer items-center gap-2 text-body text-ink">
                    <input type="radio" name="refund" value={r} checked={refund === r} onChange={() => setRefund(r)} className="size-4" />
                    {r === "full" ? t("admin.cancel.full", { amount: money(left) }) : t(r === "partial" ? "admin.cancel.partial" : "admin.cancel.none")}
                  </label>
                ))}
              </fieldset>
              {refund === "partial" && (
                <TextField
                  name="amount"
                  label={t("admin.cancel.amount", { currency: booking.payment.currency })}
                  hint={t("admin.cancel.amountHint", { amount: money(left) })}
                  error={failure?.intent === "cancel" && failure.fields.amount ? t("admin.cancel.amountInvalid", { amount: money(left) }) : undefined}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                />
              )}
            </>
          ) : (
            <>
              <input type="hidden" name="refund" value="none" />
              <p className="text-small text-ink-muted">{t("admin.cancel.nothingPaid")}</p>
            </>
          )}
          <label className="flex items-start gap-2 text-small text-ink">
            <input type="checkbox" name="notify" defaultChecked className="mt-0.5 size-4" />
            {t("admin.cancel.notify")}
          </label>
          {failure && failure.intent === "cancel" && !failure.fields.amount && (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-small text-ink">
              {t("admin.cancel.failed")}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
            <Button type="button" variant="quiet" icon={ArrowLeft} onClick={() => setView("details")}>
              {t("admin.desk.back")}
            </Button>
            <Button type="submit" variant="danger" busy={busy} busyLabel={t("admin.cancel.busy")} data-testid="cancel-confirm">
              {t("admin.cancel.confirm")}
            </Button>
          </div>
        </act.Form>
      )}
    </Dialog>
  );
}
