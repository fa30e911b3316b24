// The booking step's summary and confirmation: the form that books (the chosen slot, person, shop,
// services, and the names and phone the account lacks), and the bar pinned at the bottom of the
// step with what is being booked and the one button that goes on ('Continue') or books
// ('Confirm'). It posts to routes/booking-confirm.ts; a refusal comes back as data and is shown
// above the times. A payment step, when the business asks for one, comes between this summary and
// the confirmation.
import { LockKeyhole, Pencil, Tag } from "../ui/icons";
import type { RefObject } from "react";
import type { useFetcher } from "react-router";
import { localePath } from "../../../domain/service-url";
import type { Prices } from "../../../contract/payment";
import type { Shop } from "../../../domain/types";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import type { action as bookAction } from "../../routes/booking-confirm";
import { fieldError } from "../account/form";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { TextArea, TextField } from "../ui/field";
import { BookingDiscounts, DiscountLines, type AskedDiscounts, type Quote } from "./booking-discounts";
import { useBookingContext } from "./context";
import type { MissingDetail } from "./identify";
import type { ChosenSlot } from "./slot-picker";

/** The booking form's fetcher: its answer is the order, or the form's errors. */
export type BookingFetcher = ReturnType<typeof useFetcher<typeof bookAction>>;

/** The longest message a customer may leave the business with a booking (the API's bound). */
export const MESSAGE_MAX = 1000;

/** The id of the booking form, which the bar's button submits. */
export const BOOKING_FORM = "booking-form";

type Refusal = { errors: { form?: string; fields: Record<string, string> }; values?: Record<string, string> };
const refusalOf = (booking: BookingFetcher) => (booking.data && "errors" in booking.data ? (booking.data as Refusal) : null);

/** The summary's own fields: a refusal naming one is said at that field. */
const DETAIL_FIELDS = ["firstname", "lastname", "phone", "myAppointment.customMessage"];
/** What the visitor corrects in the summary itself: its fields and the discounts asked for. */
const SUMMARY_FIELDS = [...DETAIL_FIELDS, "myAppointment.couponCode", "myAppointment.rewardId"];

/**
 * Whether a refusal concerns the chosen time (taken meanwhile, the shop closed, …): then the step
 * goes back to the times and reads them again. One naming a field of the summary keeps the time
 * and the summary, so the visitor corrects that field and confirms again.
 */
export function refusesTheSlot(answer: unknown): boolean {
  if (!answer || typeof answer !== "object" || !("errors" in answer)) return false;
  const fields = (answer as Refusal).errors?.fields ?? {};
  return !SUMMARY_FIELDS.some((k) => fields[k]);
}

export function useSlotWords(shop: Shop) {
  const { lang } = useBookingContext();
  const locale = ISO[lang];
  const tz = shop.timeZone;
  return {
    day: (iso: string) => new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: tz }).format(new Date(iso)),
    shortDay: (iso: string) => new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: tz }).format(new Date(iso)),
    time: (iso: string) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: tz }).format(new Date(iso)),
  };
}

export function BookingSummary(props: {
  booking: BookingFetcher;
  shop: Shop;
  services: { id: number; name: string; minutes: number }[];
  slot: ChosenSlot;
  total: string;
  /** paid online: what the card pays now and what is left for the shop; undefined while it is worked out; null: paid at the shop */
  prices: Prices | null | undefined;
  /** minutes the slot is held while the customer pays */
  /** how long the time is held while the customer pays (the server's scenario); null when nothing is paid online */
  holdMinutes: number | null;
  cartId: string | null;
  /** where the visitor comes back to after signing in (no-script path) */
  back: string;
  /** the summary is on screen (the review); otherwise only the form's values, for the bar's button */
  shown: boolean;
  /** the details to ask for before booking */
  ask: MissingDetail[];
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** back to the times */
  onChange: () => void;
  /** the server's price of the booking with what the customer asked to take off; undefined while it is worked out */
  quote: Quote | undefined;
  quoteBusy: boolean;
  asked: AskedDiscounts;
  onAsk: (asked: AskedDiscounts) => void;
}) {
  const { t } = useT();
  const { lang, customer } = useBookingContext();
  const { booking, slot, shop } = props;
  const words = useSlotWords(shop);
  const refusal = refusalOf(booking);
  const errorOf = (name: string) => fieldError(refusal?.errors.fields[name], t);
  const address = shop.publicInfo.address;
  const discounts = props.quote?.discounts;
  return (
    <booking.Form id={BOOKING_FORM} method="post" action={localePath("/booking/confirm", lang)} hidden={!props.shown} className="flex flex-col gap-5" data-testid="booking-summary">
      <input type="hidden" name="shopId" value={shop.artebeauteId} />
      <input type="hidden" name="services" value={props.services.map((s) => s.id).join(",")} />
      <input type="hidden" name="start" value={slot.start} />
      <input type="hidden" name="employeeId" value={slot.employeeId} />
      <input type="hidden" name="cartId" value={props.cartId ?? ""} />
      <input type="hidden" name="back" value={props.back} />
      {/* what this page showed the card pays now: nothing until the server's scenario says otherwise
          (initialize refuses the booking, price_changed, when money is due that was not shown) */}
      <input type="hidden" name="cardNow" value={props.prices?.cardNow ?? 0} />
      {/* what the server accepted: a refused code is not sent again (the automatic coupon needs none) */}
      <input type="hidden" name="couponCode" value={discounts?.coupon && !discounts.coupon.automatic ? discounts.coupon.code : ""} />
      <input type="hidden" name="rewardId" value={discounts?.reward?.id ?? ""} />
      <input type="hidden" name="voucherCodes" value={discounts?.vouchers.map((v) => v.code).join(",") ?? ""} />
      <div className="flex items-start justify-between gap-3">
        <h3 ref={props.headingRef} tabIndex={-1} className="font-title text-h3">
          {t("booking.review.title")}
        </h3>
        <Button variant="quiet" size="sm" icon={Pencil} onClick={props.onChange} className="-mr-2 shrink-0">
          {t("booking.review.change")}
        </Button>
      </div>
      <div className="flex flex-col gap-3 rounded-lg bg-surface-soft p-5">
        <p className="text-body">
          <strong className="first-letter:uppercase">{words.day(slot.start)}</strong>
          <br />
          <span data-numeric="">
            {words.time(slot.start)} – {words.time(slot.end)}
          </span>
        </p>
        <ul className="flex flex-col gap-1 text-small">
          {props.services.map((s) => (
            <li key={s.id}>
              {s.name} · {t("booking.minutes", { count: s.minutes })}
            </li>
          ))}
        </ul>
        <p className="text-small text-ink-muted">
          {slot.employeeName ? t("booking.order.with", { name: slot.employeeName }) : t("booking.step.noPreference")}
          <br />
          {shop.publicInfo.name}, {address.address}, {address.zipcode} {address.city}
        </p>
        <DiscountLines discounts={discounts} />
        {props.prices === null || props.prices?.cardNow === 0 ? (
          <p className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
            <span>
              {t(discounts?.vouchers.length ? "booking.discount.toPay" : "booking.cart.total")}
              <span className="block text-caption text-ink-muted">{t("booking.step.payAtShop")}</span>
            </span>
            <strong className="text-h3 font-body" data-numeric="">
              {props.total}
            </strong>
          </p>
        ) : (
          <PaymentSplit prices={props.prices} total={props.total} />
        )}
      </div>
      {customer && <BookingDiscounts quote={props.quote} busy={props.quoteBusy} asked={props.asked} onAsk={props.onAsk} />}
      {props.prices && props.prices.cardNow > 0 && props.holdMinutes != null && (
        <p className="flex items-start gap-2 text-small text-ink-muted" data-testid="payment-secure">
          <LockKeyhole aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>
            {t("payment.step.held", { minutes: props.holdMinutes })} {t("payment.step.secure")}
          </span>
        </p>
      )}
      {customer && (
        <p className="text-small text-ink-muted" data-testid="booking-signed-in">
          {t("booking.step.signedInAs", { name: [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email || customer.phone || "" })}
        </p>
      )}
      {props.ask.length > 0 && (
        <fieldset className="flex flex-col gap-4" data-testid="booking-details">
          <legend className="mb-1 text-small text-ink-muted">{t("booking.review.details")}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {props.ask.includes("firstname") && <TextField name="firstname" label={t("account.field.firstname")} autoComplete="given-name" required maxLength={80} error={errorOf("firstname")} />}
            {props.ask.includes("lastname") && <TextField name="lastname" label={t("account.field.lastname")} autoComplete="family-name" required maxLength={80} error={errorOf("lastname")} />}
          </div>
          {props.ask.includes("phone") && (
            <TextField name="phone" type="tel" label={t("account.field.phone")} hint={t("booking.review.phoneHint")} autoComplete="tel" inputMode="tel" required maxLength={32} error={errorOf("phone")} />
          )}
        </fieldset>
      )}
      {/* sent to the business in the booking itself */}
      <TextArea
        name="message"
        label={t("booking.review.message")}
        hint={t("booking.review.messageHint")}
        maxLength={MESSAGE_MAX}
        defaultValue={refusal?.values?.message}
        error={errorOf("myAppointment.customMessage")}
        data-testid="booking-message"
      />
    </booking.Form>
  );
}

/** Paid online: the total, what the card pays now (the deposit or all of it), and what is left for the shop. */
function PaymentSplit({ prices, total }: { prices: Prices | undefined; total: string }) {
  const { t } = useT();
  const { money } = useBookingContext();
  if (!prices) {
    return (
      <p className="border-t border-line pt-3 text-small text-ink-muted" role="status" data-testid="payment-split-loading">
        {t("payment.due.loading")}
      </p>
    );
  }
  const percent = prices.total > 0 ? Math.round((prices.cardNow / prices.total) * 100) : 0;
  return (
    <dl className="flex flex-col gap-2 border-t border-line pt-3" data-testid="payment-split">
      <div className="flex items-baseline justify-between gap-3 text-small">
        <dt>{t("booking.cart.total")}</dt>
        <dd data-numeric="">{money(prices.total) || total}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt>
          <strong>{t("payment.due.now")}</strong>
          <span className="block text-caption text-ink-muted">{prices.dueAtShop > 0 ? t("payment.due.deposit", { percent }) : t("payment.due.full")}</span>
        </dt>
        <dd className="text-h3 font-body font-semibold" data-numeric="" data-testid="payment-now">
          {money(prices.cardNow)}
        </dd>
      </div>
      {prices.dueAtShop > 0 && (
        <div className="flex items-baseline justify-between gap-3 text-small text-ink-muted">
          <dt>{t("payment.due.atShop")}</dt>
          <dd data-numeric="" data-testid="payment-at-shop">
            {money(prices.dueAtShop)}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The bar at the bottom of the step: what is being booked, and the one button that goes on. */
export function ConfirmBar(props: {
  booking: BookingFetcher;
  slot: ChosenSlot;
  shop: Shop;
  total: string;
  prices: Prices | null | undefined;
  action: "confirm" | "continue";
  onContinue: () => void;
  /** the slot in a line beside the button (not under the summary, which says it already) */
  withSummary: boolean;
  /** the price is being worked out again (a code, a reward): confirming waits for it */
  pricing?: boolean;
  /** confirming straight from the times: the way to the summary, where a code or a reward is taken */
  onDiscounts?: () => void;
  /** the customer holds a loyalty reward they could spend */
  rewardsHeld?: boolean;
}) {
  const { t } = useT();
  const words = useSlotWords(props.shop);
  const { money } = useBookingContext();
  // a redirect to the provider's page keeps the button busy until the page is gone
  const busy = props.booking.state !== "idle" || Boolean(props.pricing);
  return (
    <div className="flex w-full flex-col gap-2">
      {props.onDiscounts && (
        <button type="button" onClick={props.onDiscounts} className="flex items-center gap-1.5 self-start text-small font-semibold underline underline-offset-4" data-testid="booking-discounts-open">
          <Tag aria-hidden="true" size={14} />
          {t(props.rewardsHeld ? "booking.discount.useReward" : "booking.discount.promo")}
        </button>
      )}
      <div className={cx("flex w-full items-center gap-4", !props.withSummary && "[&>*]:flex-1")} data-testid="booking-bar">
        <p hidden={!props.withSummary} className="min-w-0 flex-1 text-small leading-snug">
          <span className="block font-semibold first-letter:uppercase" data-numeric="">
            {words.shortDay(props.slot.start)} · {words.time(props.slot.start)}
          </span>
          <span className="text-ink-muted">
            {props.slot.employeeName ? `${t("booking.order.with", { name: props.slot.employeeName })} · ` : ""}
            <span data-numeric="">{props.prices?.cardNow ? `${money(props.prices.cardNow)} ${t("payment.due.now").toLowerCase()}` : props.total}</span>
          </span>
        </p>
        {props.action === "confirm" ? (
          <Button
            // its own element: a click on 'Continue' that turns the bar to 'Pay' must not submit the form
            key="confirm"
            type="submit"
            form={BOOKING_FORM}
            busy={busy}
            busyLabel={t(props.booking.state === "idle" ? "booking.discount.updating" : props.prices?.cardNow ? "payment.step.redirecting" : "booking.step.sending")}
            className="shrink-0"
            data-testid="booking-confirm"
          >
            {props.prices?.cardNow ? t("payment.step.pay", { amount: money(props.prices.cardNow) }) : t("booking.step.confirm")}
          </Button>
        ) : (
          <Button key="continue" onClick={props.onContinue} className="shrink-0" data-testid="booking-continue">
            {t("booking.step.continue")}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Why the last booking was refused, above the slots it refreshed. */
export function BookingRefusal({ booking }: { booking: BookingFetcher }) {
  const { t } = useT();
  const refusal = refusalOf(booking);
  if (!refusal) return null;
  // A detail of the form (a name, the phone) is said at its field; anything else here.
  const onDetails = DETAIL_FIELDS.some((k) => refusal.errors.fields[k]);
  const message = refusal.errors.form ?? (onDetails ? undefined : (Object.values(refusal.errors.fields).map((v) => fieldError(v, t)).find(Boolean) ?? t("booking.step.failed")));
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-small text-danger" data-testid="booking-error">
      {message}
    </p>
  );
}

/**
 * Said to a screen reader once a time is chosen (or chosen again), with the total that appears
 * beside it in the bar: a polite live region that stays in the page, so its change is heard.
 */
export function ChosenSlotStatus({ shop, slot, total }: { shop: Shop; slot: ChosenSlot | null; total: string }) {
  const { t } = useT();
  const words = useSlotWords(shop);
  return (
    <p role="status" className="sr-only" data-testid="booking-chosen-status">
      {slot && total ? t("booking.step.chosen", { when: `${words.day(slot.start)}, ${words.time(slot.start)}`, total }) : ""}
    </p>
  );
}
