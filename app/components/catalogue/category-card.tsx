// A category as a card: picture (or the default one), name and how many services it holds.
// Reusable by the home page: <CategoryCard category={c} href={...} lang={lang} eager={i < 3} />.
import { Link } from "react-router";
import { categoryImage, localise } from "../../../domain/catalogue";
import type { Category, Lang } from "../../../domain/types";
import { useT } from "../../lib/use-t";
import { Picture } from "./picture";

export function CategoryCard({ category, href, lang, eager = false }: { category: Category; href: string; lang: Lang; eager?: boolean }) {
  const { t } = useT();
  return (
    <li className="overflow-hidden rounded-lg border border-black/10 bg-page shadow-sm transition hover:shadow-md">
      <Link to={href} className="block" prefetch="none">
        <Picture
          image={category.images[0]}
          fallbackUrl={categoryImage(category)}
          lang={lang}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          eager={eager}
          decorative
          className="aspect-[3/2] w-full object-cover"
        />
        <span className="block p-4">
          <span className="block font-title text-lg font-semibold">{localise(category.name, lang)}</span>
          <span className="text-sm opacity-75">{t("category.servicesCount", { count: category.articles.length })}</span>
        </span>
      </Link>
    </li>
  );
}
