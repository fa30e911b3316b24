// The customer's attendance as the desk and staff mark it (decision 277): arrived and no-show while
// nothing is marked, and done once nothing is left to pay (`done`). Posted through the caller's
// fetcher to /admin/agenda/booking/:id, so the agenda is revalidated, never reloaded.
import type { useFetcher } from "react-router";
import type { PanelResult } from "../../routes/admin-agenda-booking";
import type { CounterCheckout } from "../../../contract/agenda";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";

type Fetcher = ReturnType<typeof useFetcher<PanelResult>>;

export function AttendanceMarks({ mark, url, attendance, done = false }: { mark: Fetcher; url: string; attendance: CounterCheckout["attendance"]; done?: boolean }) {
  const { t } = useT();
  const busy = (value: string) => mark.state !== "idle" && mark.formData?.get("attendance") === value;
  if (attendance === "done" || attendance === "no_show") return null;
  return (
    <mark.Form method="post" action={url} className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="attendance" />
      {attendance !== "arrived" && (
        <Button type="submit" name="attendance" value="arrived" size="sm" variant="secondary" busy={busy("arrived")} busyLabel={t("admin.attendance.busy")} data-testid="mark-arrived">
          {t("admin.attendance.markArrived")}
        </Button>
      )}
      {done && (
        <Button type="submit" name="attendance" value="done" size="sm" variant="secondary" busy={busy("done")} busyLabel={t("admin.attendance.busy")} data-testid="mark-done">
          {t("admin.attendance.markDone")}
        </Button>
      )}
      {attendance !== "arrived" && (
        <Button type="submit" name="attendance" value="no_show" size="sm" variant="quiet" busy={busy("no_show")} busyLabel={t("admin.attendance.busy")} data-testid="mark-no-show">
          {t("admin.attendance.markNoShow")}
        </Button>
      )}
    </mark.Form>
  );
}
