// The profile's 'My waitlists': what the customer waits for, each with 'Leave the waitlist'
// (a fetcher's post to routes/waitlist.ts: no reload; the list is read again after it).
import { useFetcher } from "react-router";
import type { WaitlistEntry } from "../../../contract/waitlist";
import { pathIn } from "../../lib/account-paths";
import { useT } from "../../lib/use-t";
import type { action as waitlistAction } from "../../routes/waitlist";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { WaitlistEntryText } from "./waitlist-join";

function Entry({ entry }: { entry: WaitlistEntry }) {
  const { t, lang } = useT();
  const fetcher = useFetcher<typeof waitlistAction>();
  return (
    <li className="flex flex-col gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:justify-between" data-testid="waitlist-entry">
      <span className="text-small text-ink">
        <WaitlistEntryText entry={entry} />
      </span>
      <fetcher.Form method="post" action={pathIn(lang, "/waitlist")}>
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="id" value={entry.id} />
        <Button type="submit" size="sm" variant="secondary" busy={fetcher.state !== "idle"} busyLabel={t("booking.waitlist.leaving")} data-testid="waitlist-entry-leave">
          {t("booking.waitlist.leave")}
        </Button>
      </fetcher.Form>
    </li>
  );
}

export function WaitlistEntries({ entries }: { entries: WaitlistEntry[] }) {
  const { t } = useT();
  return (
    <Card className="gap-3" data-testid="waitlist-entries">
      <h2 className="font-title text-h3">{t("booking.waitlist.title")}</h2>
      {entries.length === 0 ? (
        <p className="text-small text-ink-muted">{t("booking.waitlist.none")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </ul>
      )}
    </Card>
  );
}
