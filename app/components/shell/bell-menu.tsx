// The bell (spec §2): the company's alerts, with a red badge showing 1 until they are viewed.
import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { closeMenus, MenuDisclosure } from "./menu";

const SEEN_KEY = "vitrine.alertsSeen";

export function BellMenu() {
  const layout = useLayoutData();
  const { href } = useShell();
  const { t } = useT();
  const alerts = layout?.alerts ?? [];
  const signature = alerts.map((a) => a.body).join("\u0000").length + ":" + alerts.length;
  const [unseen, setUnseen] = useState(false);
  useEffect(() => {
    try {
      setUnseen(localStorage.getItem(SEEN_KEY) !== signature);
    } catch {
      setUnseen(true);
    }
  }, [signature]);
  if (alerts.length === 0) return null;
  const markSeen = () => {
    setUnseen(false);
    try {
      localStorage.setItem(SEEN_KEY, signature);
    } catch {
      /* private mode: the badge comes back next time */
    }
  };
  return (
      <MenuDisclosure
        onOpen={markSeen}
        srLabel
        label={unseen ? t("shell.alertsUnseen") : t("shell.alerts")}
        testId="bell-menu"
        summary={
          <span className="relative">
            <Bell aria-hidden="true" size={22} />
            {unseen && (
              <span aria-hidden="true" data-testid="bell-badge" className="absolute -right-1.5 -top-1.5 min-w-[1.125rem] rounded-full bg-danger px-1 text-center text-[0.6875rem] font-semibold leading-[1.125rem] text-white ring-2 ring-page">
                1
              </span>
            )}
          </span>
        }
      >
        <ul className="flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-1.5">
          {alerts.map((alert, i) => (
            <li key={i} className="rounded-md bg-surface-soft p-4 text-small leading-relaxed">
              <p>{alert.body}</p>
              {alert.serviceUrl && (
                <Button to={href(alert.serviceUrl)} onClick={closeMenus} size="sm" className="mt-3">
                  {t("book")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </MenuDisclosure>
  );
}
