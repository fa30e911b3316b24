// 'Tell me if an earlier slot frees up' (the waitlist): on a booking day with no time that suits,
// and on the booking's confirmation. A button opens a small form (the range of days, today's
// shop-local date the earliest), posted by a fetcher to routes/waitlist.ts (no reload); the busy
// button while it goes, then what was noted, said in a live region. A guest is offered to sign in.
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { WaitlistEntry } from "../../../contract/waitlist";
import type { Lang } from "../../../domain/types";
import { pathIn, toLogin } from "../../lib/account-paths";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import type { action as waitlistAction } from "../../routes/waitlist";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { TextField } from "../ui/field";
import { useBookingContext } from "./context";

const dayText = (date: string, lang: Lang) => new Intl.DateTimeFormat(ISO[lang], { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** An entry in words: its services, its shop and its days. */
export function WaitlistEntryText({ entry }: { entry: Pick<WaitlistEntry, "services" | "shop" | "from" | "to"> }) {
  const { t, lang } = useT();
  return <>{t("booking.waitlist.entry", { services: entry.services.map((s) => s.name).join(", "), shop: entry.shop.name, from: dayText(entry.from, lang as Lang), to: dayText(entry.to, lang as Lang) })}</>;
}

export function WaitlistJoin(props: { shopId: string; serviceIds: readonly number[]; from: string; to: string; earliest: string; intro?: string; testId?: string }) {
  const { t } = useT();
  const { lang, customer } = useBookingContext();
  const location = useLocation();
  const fetcher = useFetcher<typeof waitlistAction>();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const done = useRef<HTMLParagraphElement>(null);
  const answer = fetcher.data;
  const joined = answer && "joined" in answer ? answer.joined : null;
  const error = answer && "error" in answer ? answer.error : null;
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (joined) done.current?.focus();
  }, [joined]);
  const testId = props.testId ?? "waitlist-join";

  if (joined) {
    return (
      <p ref={done} tabIndex={-1} role="status" className="rounded-md bg-success-soft px-4 py-3 text-small text-ink" data-testid={`${testId}-done`}>
        {t("booking.waitlist.joined", { from: dayText(joined.from, lang), to: dayText(joined.to, lang) })}
      </p>
    );
  }
  return (
    <Card tone="soft" className="gap-3" data-testid={testId}>
      {props.intro && <p className="text-small text-ink">{props.intro}</p>}
      {!customer ? (
        <Button to={toLogin(lang, location.pathname + location.search)} variant="secondary" size="sm">
          {t("booking.waitlist.signIn")}
        </Button>
      ) : (
        <>
          <Button type="button" variant="secondary" size="sm" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)} data-testid={`${testId}-open`}>
            {t("booking.waitlist.join")}
          </Button>
          <fetcher.Form method="post" action={pathIn(lang, "/waitlist")} id={formId} hidden={!open} className="flex flex-col gap-3">
            <input type="hidden" name="shopId" value={props.shopId} />
            <input type="hidden" name="services" value={props.serviceIds.join(",")} />
            <div className="grid grid-cols-2 gap-3">
              <TextField type="date" name="from" label={t("booking.waitlist.from")} defaultValue={props.from} min={props.earliest} required error={error?.field === "from" ? error.message : undefined} />
              <TextField type="date" name="to" label={t("booking.waitlist.to")} defaultValue={props.to} min={props.earliest} required error={error?.field === "to" ? error.message : undefined} />
            </div>
            {error && error.field !== "from" && error.field !== "to" && (
              <p role="alert" className="text-small text-danger">
                {error.message}
              </p>
            )}
            <Button type="submit" size="sm" busy={busy} busyLabel={t("booking.waitlist.sending")} className="self-start" data-testid={`${testId}-submit`}>
              {t("booking.waitlist.submit")}
            </Button>
          </fetcher.Form>
        </>
      )}
    </Card>
  );
}
