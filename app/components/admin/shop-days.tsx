// A shop's exceptional days in the back-office: the coming ones listed (closed, or open with their
// own hours), each removable, and a form to add one. Plain POST forms to the shop page's action
// (intent 'day' and 'day-delete'); refused, the added day keeps what was typed, the field named.
import { Form, useNavigation } from "react-router";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { RemovableList } from "./removable-list";
import { oneOf, Section, type Errors, type Typed } from "./article-form";
import { TimeField } from "./week-editor";

export type ShopDay = { date: string; kind: "open" | "closed"; hours: { start: string; end: string }[] };

export function ShopDays({ days, typed, errors, dateLabel }: { days: ShopDay[]; typed: Typed; errors: Errors; dateLabel: (date: string) => string }) {
  const { t } = useT();
  const nav = useNavigation();
  const busy = (intent: string) => nav.state === "submitting" && nav.formData?.get("intent") === intent;
  const kind = oneOf(typed, "day.kind") || "closed";
  return (
    <Section title={t("admin.shop.days")}>
      <p className="text-small text-ink-muted">{t("admin.shop.daysHint")}</p>
      {days.length === 0 ? (
        <p className="text-small text-ink-muted">{t("admin.shop.noDays")}</p>
      ) : (
        <RemovableList
          rows={days.map((d) => ({
            key: d.date,
            label: t("admin.shop.dayDelete", { date: dateLabel(d.date) }),
            text: (
              <>
                <span className="font-semibold">{dateLabel(d.date)}</span> · {d.kind === "closed" ? t("admin.shop.dayClosed") : d.hours.map((h) => `${h.start}–${h.end}`).join(", ")}
              </>
            ),
          }))}
          intent="day-delete"
          field="date"
          testId="shop-days"
        />
      )}
      <Form method="post" className="flex flex-col gap-4 rounded-md bg-surface-soft p-4" noValidate data-testid="shop-day-form">
        <input type="hidden" name="intent" value="day" />
        <p className="font-semibold text-ink">{t("admin.shop.dayAdd")}</p>
        <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          <TextField id="f-day.date" type="date" name="day.date" label={t("admin.shop.dayDate")} defaultValue={oneOf(typed, "day.date")} error={errors["day.date"] && t(errors["day.date"])} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="f-day.kind" className="text-small font-semibold text-ink">
              {t("admin.shop.dayKind")}
            </label>
            <select id="f-day.kind" name="day.kind" defaultValue={kind} className="min-h-control rounded-md border border-line-strong bg-page px-3 text-body text-ink">
              <option value="closed">{t("admin.shop.dayClosed")}</option>
              <option value="open">{t("admin.shop.dayOpen")}</option>
            </select>
          </div>
          <TimeField name="day.opens" label={t("admin.staff.opens")} typed={typed} errors={errors} />
          <TimeField name="day.closes" label={t("admin.staff.closes")} typed={typed} errors={errors} />
        </div>
        <Button type="submit" size="sm" variant="secondary" className="self-start" busy={busy("day")}>
          {t("admin.shop.dayAddButton")}
        </Button>
      </Form>
    </Section>
  );
}
