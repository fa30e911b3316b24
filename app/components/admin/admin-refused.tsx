// What a back-office page shows when the business API refuses it (another shop's booking or
// article, a role without the page, an id of no one): one boundary, under the page's own title.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { EmptyState } from "../ui/empty-state";
import { CircleAlert } from "../ui/icons";
import { useT, type TKey } from "../../lib/use-t";

/** The route's ErrorBoundary for a page titled `title`: `export const ErrorBoundary = adminRefused("…")`. */
export function adminRefused(title: TKey) {
  return function AdminRefused() {
    const error = useRouteError();
    const { t } = useT();
    if (!(isRouteErrorResponse(error) && (error.status === 403 || error.status === 404))) throw error;
    return (
      <div className="p-6">
        <EmptyState icon={CircleAlert} title={t(title)}>
          {t("admin.error.forbidden")}
        </EmptyState>
      </div>
    );
  };
}
