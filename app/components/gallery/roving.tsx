// The gallery's keyboard section: a day strip and a slot grid moved through with the arrow keys.
import { useState } from "react";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Price } from "../ui/price";
import { StickyActionBar } from "../ui/sticky-action-bar";
import { useRovingFocus } from "../ui/use-roving-focus";
import { Section } from "./section";

const DAYS = Array.from({ length: 14 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 10, 23 + i));
  return {
    weekday: new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: "UTC" }).format(d),
    day: d.getUTCDate(),
    full: new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d),
    closed: d.getUTCDay() === 0 || i === 3,
  };
});
const SLOTS = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "14:00", "14:30", "15:00", "16:30", "17:00", "18:00"];

export function Roving() {
  const [day, setDay] = useState(1);
  const [slot, setSlot] = useState(-1);
  const [bar, setBar] = useState(false);
  const isClosed = (i: number) => DAYS[i]!.closed;
  const strip = useRovingFocus({ count: DAYS.length, selected: day, orientation: "horizontal", isDisabled: isClosed, onMove: setDay });
  const grid = useRovingFocus({ count: SLOTS.length, selected: slot, orientation: "grid" });
  return (
    <Section
      id="roving-focus"
      title="Roving focus: a date strip and a slot grid"
      note="One Tab stop each: arrows move, Home and End go to the ends, closed days are skipped. The strip is a radio group (choosing follows the arrows); in the grid, Enter or Space picks the slot."
    >
      <div role="radiogroup" aria-label="Jour" className="vt-scroll-row -mx-gutter gap-2 px-gutter py-1" data-testid="date-strip">
        {DAYS.map((d, i) => (
          <button
            key={i}
            type="button"
            role="radio"
            aria-checked={i === day}
            aria-disabled={d.closed || undefined}
            aria-label={d.closed ? `${d.full}, complet` : d.full}
            onClick={() => !d.closed && setDay(i)}
            {...strip.itemProps(i)}
            className={cx(
              "flex h-16 w-14 shrink-0 snap-start flex-col items-center justify-center rounded-md border text-small transition-colors",
              i === day ? "border-button bg-button text-button-ink" : "border-line-strong bg-page hover:border-ink",
              d.closed && "border-dashed text-ink-muted opacity-60 hover:border-line-strong",
            )}
          >
            <span className="text-caption capitalize">{d.weekday.replace(".", "")}</span>
            <span className="font-semibold" data-numeric="">
              {d.day}
            </span>
          </button>
        ))}
      </div>
      <div role="group" aria-label={`Créneaux du ${DAYS[day]!.full}`} className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" data-testid="slot-grid">
        {SLOTS.map((s, i) => (
          <button
            key={s}
            type="button"
            aria-pressed={i === slot}
            aria-label={`${DAYS[day]!.full}, ${s}, avec Camille`}
            onClick={() => {
              setSlot(i);
              setBar(true);
            }}
            {...grid.itemProps(i)}
            className={cx(
              "min-h-11 rounded-md border text-small font-medium transition-colors",
              i === slot ? "border-button bg-button text-button-ink" : "border-line-strong bg-page hover:border-ink",
            )}
          >
            <span data-numeric="">{s}</span>
          </button>
        ))}
      </div>
      {bar && slot >= 0 && (
        <StickyActionBar
          summary={
            <>
              <span className="block font-semibold">
                {DAYS[day]!.full}, {SLOTS[slot]}
              </span>
              <span className="text-ink-muted">
                Massage californien avec Camille · <Price cents={7900} />
              </span>
            </>
          }
          action={<Button data-testid="confirm">Confirmer</Button>}
          testId="confirm-bar"
        />
      )}
    </Section>
  );
}
