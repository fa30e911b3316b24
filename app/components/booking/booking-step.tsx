// The booking step (spec §2: `page=reserved&cart=<ids>`), mounted by the layout over any page as
// a modal sheet (focus in on open, kept inside, Escape closes, focus back to what opened it):
// 1. choose: the shop when several offer the services, then the slot (slot-picker.tsx); the
//    chosen slot is kept in the address, so a reload or a sign-in detour comes back to it;
// 2. identify (guests): an e-mail or phone and the code sent there (identify.tsx);
// 3. review: the summary, the names and phone when the account lacks them, and 'Confirm'
//    (booking-summary.tsx); a signed-in customer with all details confirms from step 1.
// Every form posts to routes/booking-confirm.ts, which answers as data; the order is shown as
// the confirmation (booking-confirmation.tsx).
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { bookingCartEvents, parseReservedQuery, shopsForCart } from "../../../domain/booking-cart";
import { customerEnd, customerMinutes, priceOn } from "../../../domain/booking-plan";
import { localise } from "../../../domain/catalogue";
import { localePath, parseServicePath, stripLocale } from "../../../domain/service-url";
import { findShopById } from "../../../domain/shops";
import type { Shop } from "../../../domain/types";
import { bookingCart, useBookingCart } from "../../lib/booking-cart-store";
import { useLayoutData } from "../../lib/shell-data";
import { toLogin } from "../../lib/account-paths";
import { useT } from "../../lib/use-t";
import type { action as bookAction } from "../../routes/booking-confirm";
import type { loader as quoteLoader } from "../../routes/booking-quote";
import { ShopChooser } from "../catalogue/shop-chooser";
import { Button } from "../ui/button";
import { Sheet } from "../ui/dialog";
import { Loading, SkeletonListRow, SkeletonSlotGrid } from "../ui/skeleton";
import { ProviderFields, ProviderPost } from "../payment/provider-step";
import { BookingConfirmation } from "./booking-confirmation";
import type { AskedDiscounts } from "./booking-discounts";
import { BookingRefusal, BookingSummary, ChosenSlotStatus, ConfirmBar, refusesTheSlot } from "./booking-summary";
import { useBookingContext } from "./context";
import { IdentifyStep, missingDetails } from "./identify";
import { SlotPicker, type ChosenSlot } from "./slot-picker";

/** The query parameters of the step, removed when it closes. */
const STEP_PARAMS = ["page", "cart", "start", "employee", "shop"];

type Stage = "choose" | "identify" | "review";

export function BookingStep() {
  const location = useLocation();
  const reserved = parseReservedQuery(location.search);
  if (!reserved) return null;
  return <BookingDialog serviceIds={reserved.serviceIds} />;
}

/** The address of the step with the chosen slot in it (for a reload or a sign-in detour). */
function stepAddress(pathname: string, search: string, shop: Shop | null, slot: ChosenSlot | null): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of [
    ["shop", shop?.artebeauteId],
    ["start", slot?.start],
    ["employee", slot?.employeeId],
  ] as const) {
    if (v) q.set(k, v);
    else q.delete(k);
  }
  return `${pathname}?${q.toString()}`;
}

function BookingDialog({ serviceIds: fromQuery }: { serviceIds: number[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { lang, money, customer } = useBookingContext();
  const { t } = useT();
  const cart = useBookingCart();
  // the page's own data: the layout loads the services while the step is open
  const catalogue = useLayoutData()?.booking ?? null;
  const booking = useFetcher<typeof bookAction>({ key: "booking-confirm" });
  const query = new URLSearchParams(location.search);
  // `page=reserved` without `cart` on a service page (the shop picker's book links) books that
  // service; elsewhere it books the booking cart.
  const pageServiceSlug = parseServicePath(stripLocale(location.pathname).path)?.serviceSlug;
  const pageService = pageServiceSlug ? catalogue?.services.find((s) => s.slug === pageServiceSlug) : undefined;
  const serviceIds = fromQuery.length ? fromQuery : pageService ? [pageService.id] : cart.items.map((i) => i.id);
  const answer = booking.data as { order?: unknown; errors?: unknown } | undefined;
  const booked = booking.data && "order" in booking.data ? booking.data.order : null;
  const paying = booking.data && "fields" in booking.data && booking.data.fields ? { fields: booking.data.fields, amount: booking.data.amount ?? 0, heldUntil: booking.data.heldUntil ?? null } : null;
  const refused = answer && "errors" in answer ? answer : null;
  // a refusal of the time itself (not of a field of the summary): the times are read again
  const slotRefused = refusesTheSlot(refused) ? refused : null;
  const [stage, setStage] = useState<Stage>("choose");
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [open, setOpen] = useState(true);
  const reviewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The booking went through: a fresh cart next time (spec §4).
    if (booked) bookingCart.dispatch(bookingCartEvents.finish());
  }, [booked]);
  useEffect(() => {
    // A refused booking (the slot was just taken): back to the times, read again.
    if (slotRefused) setStage("choose");
  }, [slotRefused]);

  const services = catalogue ? serviceIds.map((id) => catalogue.services.find((s) => s.id === id)).filter((s) => s !== undefined) : [];
  const offering = catalogue ? shopsForCart(serviceIds, catalogue.shops, catalogue.services) : [];
  const routeSlug = stripLocale(location.pathname).path.split("/")[1];
  const [chosenShop, setChosenShop] = useState<string | null>(query.get("shop"));
  const shop: Shop | null =
    findShopById(offering, chosenShop) ?? findShopById(offering, cart.shopId) ?? offering.find((s) => s.slug === routeSlug) ?? (offering.length === 1 ? offering[0]! : null);
  const missing = customer ? missingDetails(customer) : [];

  // The address keeps the shop and the slot: a reload, or the sign-in page and back, finds them.
  const here = stepAddress(location.pathname, location.search, shop, slot);
  useEffect(() => {
    if (typeof window === "undefined" || !slot) return;
    if (window.location.pathname + window.location.search !== here) window.history.replaceState(window.history.state, "", here);
  }, [here, slot]);

  // Signed in from the step (the code's answer set the session): on to the summary.
  useEffect(() => {
    if (stage === "identify" && customer) setStage("review");
  }, [stage, customer]);
  useEffect(() => {
    if (stage !== "review") return;
    const firstMissing = document.querySelector<HTMLInputElement>("#booking-form input:not([type=hidden])");
    (firstMissing ?? reviewHeading.current)?.focus();
  }, [stage]);

  const close = () => {
    const q = new URLSearchParams(location.search);
    for (const k of STEP_PARAMS) q.delete(k);
    const search = q.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { preventScrollReset: true });
  };

  // The end the customer is told: the services' own durations, not the shop's pause after them.
  const minutes = customerMinutes(services.map((s) => ({ duration: s.booker.duration, pause: s.booker.pause })));
  const shown = slot ? { ...slot, end: customerEnd(new Date(slot.start), new Date(slot.end), minutes).toISOString() } : null;
  const [asked, setAsked] = useState<AskedDiscounts>({ couponCode: null, rewardId: null, voucherCodes: [] });
  const next = () => {
    if (!customer) setStage("identify");
    else setStage("review");
  };
  const canConfirmNow = Boolean(customer) && missing.length === 0;

  // The server's price for this visitor before they confirm, with the coupon (typed or automatic)
  // and the reward taken off, and paid online what the card pays now and what is left for the shop
  // (the same totals the booking and the payment are made with).
  const quote = useFetcher<typeof quoteLoader>({ key: "booking-quote" });
  const quoteAddress =
    shop && slot
      ? `${localePath("/booking/quote", lang)}?${new URLSearchParams({
          shopId: shop.artebeauteId,
          services: serviceIds.join(","),
          start: slot.start,
          employeeId: slot.employeeId,
          ...(asked.couponCode ? { couponCode: asked.couponCode } : {}),
          ...(asked.rewardId ? { rewardId: String(asked.rewardId) } : {}),
          ...(asked.voucherCodes.length ? { voucherCodes: asked.voucherCodes.join(",") } : {}),
        })}`
      : null;
  const customerKey = customer ? "in" : "guest";
  useEffect(() => {
    if (quoteAddress) quote.load(quoteAddress);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads again only when what it depends on changes
  }, [quoteAddress, customerKey, refused]);
  const quoted = quote.data && quote.data.discounts ? quote.data : undefined;
  const pricing = quote.state !== "idle";
  // Whether this basket pays online, how much now and how long its time is held: the server's
  // scenario (payment/get-scenario's rule, in the slot check's answer), never worked out here.
  // undefined: not known yet (a confirm then says it showed nothing to pay online, which initialize
  // refuses if money is due); null: the server could not price it (the step goes through the summary).
  const lastScenario = quote.data ? (quote.data.scenario ?? null) : undefined;
  const scenario = pricing ? undefined : lastScenario;
  const prices = scenario ? scenario.prices : scenario;
  // the last answer decides the bar's button while a new one loads (a basket rarely changes it)
  const paysOnline = lastScenario != null && lastScenario.payment !== "none";
  // the server's total once it has answered (less what gift vouchers pay); until then the catalogue's prices
  const total = !shop || !slot ? "" : quoted?.discounts ? money(quoted.discounts.toPay) : money(services.reduce((sum, s) => sum + priceOn(s, shop.artebeauteId, slot.date), 0));

  return (
    <Sheet
      open={open}
      onClose={() => {
        setOpen(false);
        close();
      }}
      title={t(booked ? "booking.confirmed.heading" : "book")}
      closeLabel={t("booking.step.close")}
      dismissible={false}
      testId="booking-step"
      width="36rem"
      className="max-md:h-[calc(100dvh-2.5rem)]"
      footer={
        !booked && !paying && slot && shop && stage !== "identify" ? (
          <ConfirmBar
            booking={booking}
            slot={slot}
            shop={shop}
            total={total}
            prices={prices}
            // money taken online is shown in full (total, now, at the shop) before the customer pays
            action={stage === "review" || (canConfirmNow && lastScenario !== null && !paysOnline) ? "confirm" : "continue"}
            withSummary={stage !== "review"}
            onContinue={next}
            pricing={stage === "review" && pricing}
            onDiscounts={stage === "choose" && canConfirmNow ? () => setStage("review") : undefined}
            rewardsHeld={(quote.data?.rewards.length ?? 0) > 0}
          />
        ) : undefined
      }
    >
      {booking.data && "post" in booking.data && booking.data.post && <ProviderPost step={booking.data.post} />}
      {paying ? (
        <ProviderFields step={paying.fields} amount={money(paying.amount)} heldUntil={paying.heldUntil} />
      ) : booked ? (
        <BookingConfirmation order={booked} />
      ) : !catalogue ? (
        <Loading>
          <div className="flex flex-col gap-6">
            <SkeletonListRow />
            <SkeletonSlotGrid count={8} className="grid-cols-3 sm:grid-cols-4" />
          </div>
        </Loading>
      ) : services.length === 0 || offering.length === 0 ? (
        <p>{t("booking.step.nothing")}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <ul className="flex flex-col gap-1 rounded-lg bg-surface-soft px-4 py-3 text-small" data-testid="booking-services">
            {services.map((s) => (
              <li key={s.id} className="flex justify-between gap-3">
                <span className="font-semibold">{localise(s.name, lang)}</span>
                <span className="shrink-0 text-ink-muted">{t("booking.minutes", { count: s.booker.duration })}</span>
              </li>
            ))}
          </ul>
          <BookingRefusal booking={booking} />
          {!shop ? (
            <ShopChoice shops={offering} onChoose={setChosenShop} />
          ) : (
            <>
              <div hidden={stage !== "choose"} className="flex flex-col gap-6">
                <div className="flex items-center justify-between gap-3 text-small" data-testid="booking-shop">
                  <p>
                    <span className="text-ink-muted">{t("booking.cart.shop")} </span>
                    <strong>{shop.publicInfo.name}</strong>
                  </p>
                  {offering.length > 1 && (
                    <Button variant="quiet" size="sm" onClick={() => setChosenShop("")} className="-mr-2 shrink-0">
                      {t("booking.shop.change")}
                    </Button>
                  )}
                </div>
                <SlotPicker
                  key={`${shop.artebeauteId}:${serviceIds.join(",")}`}
                  shop={shop}
                  serviceIds={serviceIds}
                  initialStart={query.get("start")}
                  initialEmployee={query.get("employee")}
                  refreshKey={slotRefused}
                  onChoose={setSlot}
                />
                <ChosenSlotStatus shop={shop} slot={slot} total={pricing ? "" : total} />
              </div>
              {stage === "identify" && !customer && (
                <IdentifyStep signInHref={toLogin(lang, here)} onBack={() => setStage("choose")} />
              )}
              {shown && (
                <BookingSummary
                  booking={booking}
                  shop={shop}
                  services={services.map((s) => ({ id: s.id, name: localise(s.name, lang), minutes: s.booker.duration }))}
                  slot={shown}
                  total={total}
                  prices={prices}
                  holdMinutes={scenario?.holdMinutes ?? null}
                  cartId={cart.cartId}
                  back={here}
                  shown={stage === "review"}
                  ask={stage === "review" ? missing : []}
                  headingRef={reviewHeading}
                  onChange={() => setStage("choose")}
                  quote={quote.data}
                  quoteBusy={pricing}
                  asked={asked}
                  onAsk={setAsked}
                />
              )}
            </>
          )}
        </div>
      )}
    </Sheet>
  );
}

function ShopChoice({ shops, onChoose }: { shops: Shop[]; onChoose: (artebeauteId: string) => void }) {
  const { t } = useT();
  const { lang } = useBookingContext();
  return (
    <section aria-labelledby="booking-shop-choice" className="flex flex-col gap-3">
      <h3 id="booking-shop-choice" className="font-title text-h3">
        {t("booking.shop.choose")}
      </h3>
      <ShopChooser shops={shops} lang={lang} focusFirst testId="booking-shop-choice" onChoose={(shop) => onChoose(shop.artebeauteId)} />
    </section>
  );
}
