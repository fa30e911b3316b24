// The booking step at a shop: the person ('no preference' by default, faces or initials), the
// date strip, the day's free times grouped by part of the day. The slots are read from the API in
// the browser, and read again when a booking is refused (someone took the slot meanwhile). Each
// change is said in a polite live region ('8 times available on Wednesday 25 November'), and the
// chosen slot is told to the step, which shows it in its bar and keeps it in the address.
import { useEffect, useMemo, useRef, useState } from "react";
import type { availabilitySchema } from "../../../contract/appointments";
import { addDays, daysBetween, localDateOf } from "../../../domain/time";
import type { Shop } from "../../../domain/types";
import type { z } from "zod";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { SegmentedChoice } from "../ui/chip";
import { SkeletonSlotGrid } from "../ui/skeleton";
import { useBookingContext } from "./context";
import { DateStrip, STRIP_DAYS } from "./date-strip";
import { SlotGrid } from "./slot-grid";
import { WaitlistJoin } from "./waitlist-join";

type Availability = z.infer<typeof availabilitySchema>;
type Slot = Availability["data"][number]["slots"][number];

/** The slot the visitor chose, as the step shows and books it. */
export interface ChosenSlot {
  start: string;
  end: string;
  date: string;
  employeeId: string;
  /** null for 'no preference' */
  employeeName: string | null;
}

export function SlotPicker(props: {
  shop: Shop;
  serviceIds: number[];
  initialStart: string | null;
  initialEmployee: string | null;
  /** bumped when a booking was refused: the slots are read again */
  refreshKey: unknown;
  onChoose: (slot: ChosenSlot | null) => void;
}) {
  const { shop, serviceIds } = props;
  const { api, lang } = useBookingContext();
  const { t } = useT();
  const tz = shop.timeZone;
  const today = useMemo(() => localDateOf(new Date(), tz), [tz]);
  const initialDate = props.initialStart && !Number.isNaN(Date.parse(props.initialStart)) ? localDateOf(new Date(props.initialStart), tz) : null;
  // The strip that holds the slot asked for, else the one starting today.
  const [from, setFrom] = useState(initialDate && initialDate >= today ? addDays(today, Math.floor(daysBetween(today, initialDate) / STRIP_DAYS) * STRIP_DAYS) : today);
  const [answer, setAnswer] = useState<Availability | null>(null);
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState<string | null>(initialDate);
  const [employee, setEmployee] = useState<string>(props.initialEmployee ?? "any");
  const [start, setStart] = useState<string | null>(props.initialStart);

  useEffect(() => {
    // A refused booking: its slot is no longer to be had; the day is read again.
    if (props.refreshKey) setStart(null);
  }, [props.refreshKey]);

  useEffect(() => {
    if (!api) return;
    let live = true;
    setAnswer(null);
    setFailed(false);
    api
      .get("/appointments", { query: { shopid: shop.artebeauteId, serviceid: serviceIds.join(","), start: from, end: addDays(from, STRIP_DAYS - 1) } })
      .then((a) => live && setAnswer(a.appointments))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, shop.artebeauteId, serviceIds.join(","), from, props.refreshKey]);

  const fits = (slot: Slot) => slot.shopStatus === "open" && (employee === "any" || slot.free.employees.includes(employee));
  const days = answer?.data ?? [];
  const dayHasSlots = (d: (typeof days)[number]) => d.slots.some(fits);
  const current = days.find((d) => d.date === date && dayHasSlots(d)) ?? days.find(dayHasSlots) ?? null;
  const slots = current?.slots.filter(fits) ?? [];
  const chosen = slots.find((s) => s.start === start) ?? null;
  const staff = answer?.employees ?? [];
  const employeeName = employee === "any" ? null : (staff.find((e) => e.id === employee)?.displayname ?? null);
  const locale = ISO[lang];
  const dayLabel = current ? new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${current.date}T12:00:00Z`)) : "";
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: tz });
  const hour = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: tz });

  // The step learns of every change of the chosen slot (none while the day is read again): at
  // once when the visitor chooses, so the bar's button is there for the very next Tab.
  const told = useRef<string>("");
  const tell = (slot: Slot | null) => {
    const key = slot ? `${slot.start}|${employee}|${employeeName}` : "";
    if (key === told.current) return;
    told.current = key;
    props.onChoose(slot && current ? { start: slot.start, end: slot.end, date: current.date, employeeId: employee, employeeName } : null);
  };
  useEffect(() => tell(chosen));
  const choose = (iso: string) => {
    setStart(iso);
    tell(slots.find((s) => s.start === iso) ?? null);
  };

  const announce = !answer ? "" : current ? t("booking.step.available", { count: slots.length, day: dayLabel }) : t("booking.step.noSlot");

  return (
    <div className="flex flex-col gap-6">
      {/* a choice only when there is one: a shop of one person does not ask 'with whom?' */}
      {staff.length > 1 && (
        <SegmentedChoice
          name="booking-employee"
          legend={t("booking.step.employee")}
          legendAs="title"
          layout="scroll"
          value={employee}
          onChange={(v) => {
            setEmployee(v);
            setStart(null);
          }}
          choices={[{ value: "any", label: t("booking.step.noPreference") }, ...staff.map((e) => ({ value: e.id, label: e.displayname, avatar: {} }))]}
        />
      )}

      <DateStrip
        days={days.map((d) => ({ date: d.date, open: dayHasSlots(d) }))}
        selected={current?.date ?? null}
        canGoEarlier={from > today}
        onEarlier={() => setFrom(addDays(from, -STRIP_DAYS))}
        onLater={() => setFrom(addDays(from, STRIP_DAYS))}
        onSelect={(d) => {
          setDate(d);
          setStart(null);
        }}
        state={failed ? "failed" : answer ? "ready" : "loading"}
      />

      <div className="flex flex-col gap-3">
        <h3 className="font-title text-h3 first-letter:uppercase">{current ? dayLabel : t("booking.step.time")}</h3>
        {/* Said after every change of day, person or range. */}
        <p role="status" aria-live="polite" className="text-small text-ink-muted" data-testid="slots-status">
          {announce}
        </p>
        {!answer && !failed ? (
          <SkeletonSlotGrid count={8} className="grid-cols-3 sm:grid-cols-4" />
        ) : (
          current && (
            <SlotGrid
              slots={slots}
              chosen={start}
              onChoose={choose}
              formatTime={(iso) => time.format(new Date(iso))}
              hourOf={(iso) => Number(hour.format(new Date(iso)))}
              dayLabel={dayLabel}
              employeeName={employeeName}
            />
          )
        )}
        {/* nothing that suits on these days: the customer may wait for a time to free up */}
        {answer && !current && (
          <WaitlistJoin shopId={shop.artebeauteId} serviceIds={serviceIds} from={from} to={addDays(from, STRIP_DAYS - 1)} earliest={today} intro={t("booking.waitlist.noneHere")} />
        )}
      </div>
    </div>
  );
}
