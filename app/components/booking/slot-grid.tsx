// The free times of the chosen day, grouped morning, afternoon and evening (in the shop's time).
// One composite widget with a roving Tab stop: Tab enters on the chosen time and leaves in one
// press (to the confirm button), the arrows move, Enter or Space chooses. Each time is named in
// full for screen readers: the day, the time and the person.
import { useCallback } from "react";
import { useT } from "../../lib/use-t";
import { cx } from "../ui/cx";
import { useRovingFocus } from "../ui/use-roving-focus";

export type DayPart = "morning" | "afternoon" | "evening";

/** The part of the day a time falls in: before noon, before six, after. */
export function dayPartOf(hour: number): DayPart {
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

export function SlotGrid(props: {
  slots: { start: string }[];
  chosen: string | null;
  onChoose: (start: string) => void;
  /** '10:30' in the shop's time */
  formatTime: (iso: string) => string;
  /** the hour in the shop's time, to group the slots */
  hourOf: (iso: string) => number;
  /** 'mercredi 25 novembre 2026' */
  dayLabel: string;
  /** the chosen person's name, or null for 'no preference' */
  employeeName: string | null;
}) {
  const { t } = useT();
  const { slots } = props;
  const selected = slots.findIndex((s) => s.start === props.chosen);
  const never = useCallback(() => false, []);
  const roving = useRovingFocus({ count: slots.length, selected, orientation: "grid", isDisabled: never });
  const parts: { part: DayPart; items: { slot: { start: string }; index: number }[] }[] = [];
  slots.forEach((slot, index) => {
    const part = dayPartOf(props.hourOf(slot.start));
    const group = parts.find((p) => p.part === part) ?? parts[parts.push({ part, items: [] }) - 1]!;
    group.items.push({ slot, index });
  });
  return (
    <div role="group" aria-label={t("booking.step.slotsOf", { day: props.dayLabel })} className="flex flex-col gap-4" data-testid="slots">
      {parts.map(({ part, items }) => (
        <div key={part} className="flex flex-col gap-2">
          <p aria-hidden="true" className="vt-eyebrow">
            {t(`booking.step.${part}`)}
          </p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="list">
            {items.map(({ slot, index }) => {
              const time = props.formatTime(slot.start);
              const name = props.employeeName
                ? t("booking.step.slotWith", { day: props.dayLabel, time, name: props.employeeName })
                : t("booking.step.slot", { day: props.dayLabel, time });
              return (
                <li key={slot.start}>
                  <button
                    type="button"
                    aria-pressed={index === selected}
                    aria-label={name}
                    onClick={() => props.onChoose(slot.start)}
                    {...roving.itemProps(index)}
                    className={cx(
                      "min-h-11 w-full rounded-md border text-small font-medium transition-colors",
                      index === selected ? "border-button bg-button text-button-ink" : "border-line-strong bg-page hover:border-ink",
                    )}
                  >
                    <time dateTime={slot.start} data-numeric="">
                      {time}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
