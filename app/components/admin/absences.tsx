// An employee's coming absences in the back-office (holidays, training, sickness): listed in the
// shop's time, each removable, and a form to add one by its first and last day (and times, else
// the whole days). Plain POST forms to the employee page's action ('absence', 'absence-delete');
// refused, the added one keeps what was typed, the field named. No slot is offered with them then.
import { Form, useNavigation } from "react-router";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";
import { RemovableList } from "./removable-list";
import { oneOf, Section, type Errors, type Typed } from "./article-form";
import { TimeField } from "./week-editor";

export type Absence = { id: number; start: string; end: string; reason: string | null };

export function Absences({ absences, timeZone, typed, errors }: { absences: Absence[]; timeZone: string; typed: Typed; errors: Errors }) {
  const { t, lang } = useT();
  const nav = useNavigation();
  const busy = (intent: string) => nav.state === "submitting" && nav.formData?.get("intent") === intent;
  const when = new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone });
  const span = (a: Absence) => when.formatRange(new Date(a.start), new Date(a.end));
  const err = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  return (
    <Section title={t("admin.staff.absences")}>
      <p className="text-small text-ink-muted">{t("admin.staff.absencesHint")}</p>
      {absences.length === 0 ? (
        <p className="text-small text-ink-muted">{t("admin.staff.noAbsence")}</p>
      ) : (
        <RemovableList
          rows={absences.map((a) => ({
            key: String(a.id),
            label: t("admin.staff.absenceDelete", { span: span(a) }),
            text: (
              <>
                <span className="font-semibold">{span(a)}</span>
                {a.reason && <span className="text-ink-muted"> · {a.reason}</span>}
              </>
            ),
          }))}
          intent="absence-delete"
          field="absenceId"
          testId="absences"
        />
      )}
      <Form method="post" className="flex flex-col gap-4 rounded-md bg-surface-soft p-4" noValidate data-testid="absence-form">
        <input type="hidden" name="intent" value="absence" />
        <p className="font-semibold text-ink">{t("admin.staff.absenceAdd")}</p>
        <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          <TextField id="f-absence.from" type="date" name="absence.from" label={t("admin.staff.absenceFrom")} defaultValue={oneOf(typed, "absence.from")} error={err("absence.from")} />
          <TimeField name="absence.fromTime" label={t("admin.staff.absenceFromTime")} typed={typed} errors={errors} />
          <TextField id="f-absence.to" type="date" name="absence.to" label={t("admin.staff.absenceTo")} defaultValue={oneOf(typed, "absence.to")} error={err("absence.to")} />
          <TimeField name="absence.toTime" label={t("admin.staff.absenceToTime")} typed={typed} errors={errors} />
          <TextField id="f-absence.reason" name="absence.reason" label={t("admin.staff.absenceReason")} defaultValue={oneOf(typed, "absence.reason")} maxLength={200} className="sm:col-span-2 md:col-span-4" error={err("absence.reason")} />
        </div>
        <p className="text-caption text-ink-muted">{t("admin.staff.absenceTimesHint")}</p>
        <Button type="submit" size="sm" variant="secondary" className="self-start" busy={busy("absence")}>
          {t("admin.staff.absenceAddButton")}
        </Button>
      </Form>
    </Section>
  );
}
