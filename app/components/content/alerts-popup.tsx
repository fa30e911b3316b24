// The alerts popup (spec §2): one alert at a time with its reserve button for the linked service
// (through the shop chooser when the business has several shops) and a pager.
import { ChevronLeft, ChevronRight } from "../ui/icons";
import { useEffect, useState, type RefObject } from "react";
import { useT } from "../../lib/use-t";
import { Button, IconButton } from "../ui/button";
import { Counter } from "../ui/counter";
import { Dialog } from "../ui/dialog";

export interface PageAlert {
  key: string;
  body: string;
  /** the linked service: its booking address with one shop, or its id for the shop chooser */
  reserve: { href: string; articleId: number | null } | null;
}

export function AlertsPopup({
  alerts,
  open,
  start = 0,
  onClose,
  onReserve,
  returnFocus,
}: {
  alerts: readonly PageAlert[];
  open: boolean;
  start?: number;
  onClose: () => void;
  onReserve: (alert: PageAlert) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useT();
  const [index, setIndex] = useState(start);
  useEffect(() => {
    if (open) setIndex(Math.min(start, Math.max(0, alerts.length - 1)));
  }, [open, start, alerts.length]);
  const alert = alerts[index];
  if (!alert) return null;
  const count = alerts.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("content.alerts.title")}
      width="32rem"
      testId="alerts-popup"
      returnFocus={returnFocus}
      footer={
        count > 1 ? (
          <div className="flex w-full items-center justify-between" data-testid="alerts-pager">
            <IconButton icon={ChevronLeft} label={t("content.alerts.previous")} disabled={index === 0} onClick={() => setIndex(index - 1)} className="disabled:opacity-40" />
            <Counter n={index + 1} total={count} testId="alerts-counter" />
            <IconButton icon={ChevronRight} label={t("content.alerts.next")} disabled={index === count - 1} onClick={() => setIndex(index + 1)} className="disabled:opacity-40" />
          </div>
        ) : undefined
      }
    >
      <div aria-live="polite" className="flex flex-col gap-4" data-testid="alert-slide">
        <p className="text-body leading-relaxed">{alert.body}</p>
        {alert.reserve && (
          <Button
            to={alert.reserve.href}
            className="self-start"
            data-testid="alert-reserve"
            aria-haspopup={alert.reserve.articleId !== null ? "dialog" : undefined}
            onClick={(e) => {
              if (alert.reserve?.articleId == null) return onClose();
              e.preventDefault();
              onReserve(alert);
            }}
          >
            {t("book")}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
