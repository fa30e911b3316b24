// A back-office list whose rows are each removed by a plain POST form (a shop's exceptional days,
// an employee's absences): the row's words, and a Remove button named after the row.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { Trash2 } from "../ui/icons";

export type RemovableRow = { key: string; text: ReactNode; label: string };

/** `intent` and `field` are posted with the row's key: the action removes that one. */
export function RemovableList({ rows, intent, field, testId }: { rows: RemovableRow[]; intent: string; field: string; testId: string }) {
  const { t } = useT();
  const nav = useNavigation();
  const busy = (key: string) => nav.state === "submitting" && nav.formData?.get("intent") === intent && nav.formData?.get(field) === key;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-md ring-1 ring-line" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.key} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
          <p className="text-body text-ink">{r.text}</p>
          <Form method="post">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name={field} value={r.key} />
            <Button type="submit" size="sm" variant="quiet" icon={Trash2} busy={busy(r.key)} aria-label={r.label}>
              {t("admin.staff.delete")}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
