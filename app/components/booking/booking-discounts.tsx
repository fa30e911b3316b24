// What comes off a booking before it is confirmed: a promo code the customer types (behind 'Have a
// promo code?', as on Fresha), the loyalty rewards they hold (one per booking, a toggle each), and
// the lines of the price that show each discount. The server prices every choice (the booking
// quote, routes/booking-quote.ts); a code it refuses is said at the field, with the price without it.
import { Gift, Tag, X, type Icon } from "../ui/icons";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { localise } from "../../../domain/catalogue";
import { normaliseVoucherCode } from "../../../domain/gift-voucher";
import type { loader as quoteLoader } from "../../routes/booking-quote";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { TextField } from "../ui/field";
import { useBookingContext } from "./context";

export type Quote = Awaited<ReturnType<typeof quoteLoader>>;
export type Discounts = NonNullable<Quote["discounts"]>;
/** What the discount components read of a quote (the booking's, or the basket's: routes/basket-quote.ts). */
export type DiscountsQuote = Pick<Quote, "discounts" | "refused" | "rewards">;

/** What the customer chose to take off; the quote says what the server made of it. */
export interface AskedDiscounts {
  couponCode: string | null;
  rewardId: number | null;
  /** gift vouchers paying what is left, in the order typed */
  voucherCodes: string[];
}

export function BookingDiscounts(props: { quote: DiscountsQuote | undefined; busy: boolean; asked: AskedDiscounts; onAsk: (asked: AskedDiscounts) => void }) {
  const { t } = useT();
  const { lang } = useBookingContext();
  const { quote, asked } = props;
  const typedCoupon = quote?.discounts?.coupon && !quote.discounts.coupon.automatic ? quote.discounts.coupon : null;
  const refusal = quote?.refused.couponCode;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const rewardsLabel = useId();
  useEffect(() => {
    if (open && !typedCoupon) field.current?.focus();
  }, [open, typedCoupon]);
  const apply = () => typed.trim() && props.onAsk({ ...asked, couponCode: typed.trim() });
  const rewards = quote?.rewards ?? [];

  return (
    <div className="flex flex-col gap-4" data-testid="booking-discounts">
      {typedCoupon ? (
        <AppliedCode
          icon={Tag}
          removeLabel={t("booking.discount.removeCode", { code: typedCoupon.code })}
          onRemove={() => {
            setTyped("");
            props.onAsk({ ...asked, couponCode: null });
          }}
          testId="coupon-applied"
        >
          {t("booking.discount.applied", { code: typedCoupon.code })}
        </AppliedCode>
      ) : open || refusal ? (
        <CodeField
          fieldRef={field}
          label={t("booking.discount.code")}
          typed={typed}
          onType={setTyped}
          onApply={apply}
          error={refusal}
          busy={props.busy && asked.couponCode !== null}
          testId="coupon"
        />
      ) : (
        <Button variant="quiet" size="sm" icon={Tag} onClick={() => setOpen(true)} className="-ml-3 self-start" data-testid="coupon-open">
          {t("booking.discount.promo")}
        </Button>
      )}
      <VoucherEntry quote={quote} busy={props.busy} asked={asked} onAsk={props.onAsk} />
      {rewards.length > 0 && (
        <div role="group" aria-labelledby={rewardsLabel} className="flex flex-col gap-2" data-testid="booking-rewards">
          <p id={rewardsLabel} className="text-small font-semibold">
            {t("booking.discount.rewards")} <span className="font-normal text-ink-muted">· {t("booking.discount.rewardsHint")}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            {rewards.map((r) => (
              <Chip key={r.id} icon={Gift} pressed={asked.rewardId === r.id} onClick={() => props.onAsk({ ...asked, rewardId: asked.rewardId === r.id ? null : r.id })} data-testid="reward-choice">
                {localise(r.name, lang) || t("booking.discount.rewardFallback")}
              </Chip>
            ))}
          </div>
          {quote?.refused.rewardId && (
            <p className="text-small text-danger" role="alert">
              {quote.refused.rewardId}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A code as typed (small letters, spaces, look-alike letters) and as printed are the same voucher. */
const sameCode = (typed: string, printed: string) => normaliseVoucherCode(typed) === normaliseVoucherCode(printed);

/** Gift vouchers: the ones paying (what each pays, what it keeps), and a field for one more. */
function VoucherEntry(props: { quote: DiscountsQuote | undefined; busy: boolean; asked: AskedDiscounts; onAsk: (asked: AskedDiscounts) => void }) {
  const { t } = useT();
  const { money } = useBookingContext();
  const { quote, asked } = props;
  const paying = quote?.discounts?.vouchers ?? [];
  const refusal = quote?.refused.voucherCodes;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  // a code accepted leaves the field empty and closed; one refused stays, with why
  useEffect(() => {
    if (paying.some((v) => sameCode(typed, v.code))) {
      setTyped("");
      setOpen(false);
    }
  }, [paying, typed]);
  // the codes typed before stay while they pay; one refused is dropped for the new one
  const apply = () => typed.trim() && props.onAsk({ ...asked, voucherCodes: [...asked.voucherCodes.filter((c) => paying.some((v) => sameCode(c, v.code))), typed.trim()] });
  return (
    <div className="flex flex-col gap-2" data-testid="booking-vouchers">
      {paying.map((v) => (
        <AppliedCode
          key={v.code}
          icon={Gift}
          removeLabel={t("booking.discount.removeVoucher", { code: v.code })}
          onRemove={() => props.onAsk({ ...asked, voucherCodes: asked.voucherCodes.filter((c) => !sameCode(c, v.code)) })}
          testId="voucher-applied"
        >
          {t("booking.discount.voucherPaid", { code: v.code })} · −{money(v.paid)}
          <span className="block text-caption text-ink-muted">{t("booking.discount.voucherLeft", { amount: money(v.balanceAfter) })}</span>
        </AppliedCode>
      ))}
      {open || refusal ? (
        <CodeField
          fieldRef={field}
          label={t("booking.discount.voucherCode")}
          typed={typed}
          onType={setTyped}
          onApply={apply}
          error={refusal}
          busy={props.busy && asked.voucherCodes.length > 0}
          placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
          testId="voucher"
        />
      ) : (
        paying.length < 3 && (
          <Button variant="quiet" size="sm" icon={Gift} onClick={() => setOpen(true)} className="-ml-3 self-start" data-testid="voucher-open">
            {t("booking.discount.voucherOpen")}
          </Button>
        )
      )}
    </div>
  );
}

/** A code the server took: what it does, and a button that takes it off. */
function AppliedCode(props: { icon: Icon; removeLabel: string; onRemove: () => void; testId: string; children: ReactNode }) {
  const { t } = useT();
  const Icon = props.icon;
  return (
    <div className="flex items-center justify-between gap-3 rounded-md bg-success-soft px-4 py-2 text-small" data-testid={props.testId}>
      <span className="flex min-w-0 items-start gap-2">
        <Icon aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
        <span>{props.children}</span>
      </span>
      <Button variant="quiet" size="sm" icon={X} aria-label={props.removeLabel} onClick={props.onRemove} className="-mr-3 shrink-0">
        {t("booking.discount.remove")}
      </Button>
    </div>
  );
}

/** A code to type and its 'Apply' button; Enter applies it and must not confirm the booking around it. */
function CodeField(props: {
  fieldRef: RefObject<HTMLInputElement | null>;
  label: string;
  typed: string;
  onType: (typed: string) => void;
  onApply: () => void;
  error: string | undefined;
  busy: boolean;
  placeholder?: string;
  testId: string;
}) {
  const { t } = useT();
  return (
    <div className="flex items-start gap-2">
      <TextField
        ref={props.fieldRef}
        label={props.label}
        value={props.typed}
        onChange={(e) => props.onType(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            props.onApply();
          }
        }}
        placeholder={props.placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        error={props.error}
        className="min-w-0 flex-1"
        data-testid={`${props.testId}-field`}
      />
      <Button variant="secondary" onClick={props.onApply} busy={props.busy} busyLabel={t("booking.discount.updating")} className="mt-[1.65rem] shrink-0" data-testid={`${props.testId}-apply`}>
        {t("booking.discount.apply")}
      </Button>
    </div>
  );
}

/** The price's lines before the total: the subtotal, and what each discount took off. */
export function DiscountLines({ discounts }: { discounts: Discounts | null | undefined }) {
  const { t } = useT();
  const { money, lang } = useBookingContext();
  if (!discounts || (!discounts.coupon && !discounts.reward && !discounts.vouchers.length)) return null;
  const { coupon, reward } = discounts;
  return (
    <dl className="flex flex-col gap-1 border-t border-line pt-3 text-small" data-testid="discount-lines">
      {(coupon || reward) && (
        <div className="flex items-baseline justify-between gap-3">
          <dt>{t("booking.discount.subtotal")}</dt>
          <dd data-numeric="">{money(discounts.subtotal)}</dd>
        </div>
      )}
      {coupon && (
        <div className="flex items-baseline justify-between gap-3 text-success" data-testid="discount-coupon">
          <dt>{coupon.automatic ? t("booking.discount.offer", { name: localise(coupon.name, lang) || coupon.code }) : t("booking.discount.coupon", { code: coupon.code })}</dt>
          <dd data-numeric="">−{money(coupon.discount)}</dd>
        </div>
      )}
      {reward && (
        <div className="flex items-baseline justify-between gap-3 text-success" data-testid="discount-reward">
          <dt>{t("booking.discount.reward")}</dt>
          <dd data-numeric="">−{money(reward.discount)}</dd>
        </div>
      )}
      {discounts.vouchers.length > 0 && (
        <>
          <div className="flex items-baseline justify-between gap-3">
            <dt>{t("booking.cart.total")}</dt>
            <dd data-numeric="">{money(discounts.total)}</dd>
          </div>
          {discounts.vouchers.map((v) => (
            <div key={v.code} className="flex items-baseline justify-between gap-3 text-success" data-testid="discount-voucher">
              <dt>{t("booking.discount.voucherPaid", { code: `•••• ${v.code.slice(-4)}` })}</dt>
              <dd data-numeric="">−{money(v.paid)}</dd>
            </div>
          ))}
        </>
      )}
    </dl>
  );
}
