// What the catalogue's pages show when the business API refuses them (another shop's article, a
// role without the catalogue, an article of no one): one boundary for the list and the form.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { EmptyState } from "../ui/empty-state";
import { CircleAlert } from "../ui/icons";
import { useT } from "../../lib/use-t";

export function CatalogueRefused() {
  const error = useRouteError();
  const { t } = useT();
  if (!(isRouteErrorResponse(error) && (error.status === 403 || error.status === 404))) throw error;
  return (
    <div className="p-6">
      <EmptyState icon={CircleAlert} title={t("admin.cat.title")}>
        {t("admin.error.forbidden")}
      </EmptyState>
    </div>
  );
}
