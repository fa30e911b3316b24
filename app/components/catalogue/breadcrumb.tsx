import { Link } from "react-router";
import { useT } from "../../lib/use-t";

export function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("catalogue.breadcrumb")} className="mb-6 text-small">
      <ol className="flex flex-wrap gap-1 text-ink-muted">
        {items.map((item, i) => (
          <li key={i} className="flex gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.href ? (
              <Link to={item.href} className="underline-offset-4 hover:text-ink hover:underline" prefetch="none">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
