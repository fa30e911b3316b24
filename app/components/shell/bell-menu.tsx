// The bell (spec §2): the company's alerts, with a red badge showing 1 until they are viewed.
import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
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
              <span aria-hidden="true" data-testid="bell-badge" className="absolute -right-2 -top-2 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 text-white">
                1
              </span>
            )}
          </span>
        }
      >
        <ul className="flex w-72 flex-col gap-2 p-1">
          {alerts.map((alert, i) => (
            <li key={i} className="rounded border border-black/10 p-3 text-sm">
              <p>{alert.body}</p>
              {alert.serviceUrl && (
                <Link to={href(alert.serviceUrl)} onClick={closeMenus} className="mt-2 inline-block rounded bg-button px-3 py-1.5 text-button-ink">
                  {t("shell.reserve")}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </MenuDisclosure>
  );
}
