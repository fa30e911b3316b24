import { Link } from "react-router";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { useT } from "../../lib/use-t";

/**
 * Debug mode keeps a disabled site visible; everyone who sees it is told (spec §1). A team member
 * who is in debug mode by signing in can leave it from here.
 */
export function DebugBanner({ signedIn = false }: { signedIn?: boolean }) {
  const { t, lang } = useT();
  return (
    <p role="status" data-testid="debug-banner" className="bg-warning-soft px-4 py-2 text-center text-small font-semibold text-warning">
      {t("shell.debugBanner")}
      {signedIn && (
        <>
          {" "}
          <Link to={localePath("/auth/logout", lang as Lang)} className="underline underline-offset-2">
            {t("shell.debugSignOut")}
          </Link>
        </>
      )}
    </p>
  );
}
