// Who opened a customer's records (decision 280): the access log's latest lines on their page, for
// the owner and the managers — who (a team member, an access account or the customer), what they
// did, to which record, when. Read only: the log is written by the records' own reads and writes.
import type { RecordAction, RecordActorKind, RecordKind } from "../../../domain/records";
import { useT, type TKey } from "../../lib/use-t";
import { History } from "../ui/icons";
import { listClass } from "../ui/list-row";
import { Section, useDates } from "./customer-record";

/** One line of the log, as GET /records/access-log/{customerId} answers it. */
export interface RecordAccessEntry {
  actorKind: RecordActorKind;
  actorLabel: string;
  action: RecordAction;
  record: RecordKind;
  recordId: string;
  at: string;
}

export function AccessLogSection({ entries, timeZone }: { entries: RecordAccessEntry[]; timeZone: string }) {
  const { t } = useT();
  const dates = useDates(timeZone);
  return (
    <Section title={t("admin.rec.log")} icon={History} id="cust-records-log">
      <p className="text-small text-ink-muted">{t("admin.rec.logHint")}</p>
      {entries.length === 0 ? (
        <p className="text-small text-ink-muted">{t("admin.rec.logEmpty")}</p>
      ) : (
        <ul className={listClass} data-testid="records-log">
          {entries.map((e, i) => (
            <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-small">
              <span className="min-w-0 break-all text-ink">
                <span className="font-semibold">{e.actorKind === "customer" ? t("admin.rec.logCustomer") : e.actorLabel}</span>
                {" · "}
                {t(`admin.rec.logAction.${e.action}` as TKey)} {t(`admin.rec.logRecord.${e.record}` as TKey)}
                {e.record === "records_export" ? "" : ` #${e.recordId}`}
              </span>
              <time dateTime={e.at} className="text-ink-muted">{dates.at(e.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
