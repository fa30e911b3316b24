import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { categoryImage, localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import type { Category, Lang } from "../../domain/types";
import { pageRequest } from "../lib/page.server";
import { tabTitle } from "../lib/seo";
import { useT } from "../lib/use-t";
import { catalogues } from "../locales";
import type { loader as rootLoader } from "../root";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageRequest(request, context);
  const { categories } = await api.get<{ categories: Category[] }>("/categories");
  return { categories };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root")!;
  const { t } = useT();
  const lang = root.lang as Lang;
  const { displayName } = root.company.settings.identity;
  return (
    <>
      <h1 className="mb-2 font-title text-3xl text-primary sm:text-4xl">{displayName}</h1>
      <p className="mb-8 opacity-80">{localise(root.company.settings.booker.seo.description, lang)}</p>
      <h2 className="mb-4 text-2xl">{t("home.ourServices")}</h2>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="categories">
        {loaderData.categories.map((category, i) => {
          const image = category.images[0];
          return (
            <li key={category.id} className="overflow-hidden rounded-lg border border-black/10">
              <Link to={localePath(`/services/${category.slug}`, lang)} className="block">
                <img
                  src={categoryImage(category)}
                  srcSet={image?.variants?.map((v) => `${v.url} ${v.width}w`).join(", ")}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  width={image?.width ?? 960}
                  height={image?.height ?? 640}
                  alt=""
                  loading={i < 3 ? "eager" : "lazy"}
                  className="aspect-[3/2] w-full object-cover"
                />
                <span className="block p-4">
                  <span className="block text-lg font-semibold">{localise(category.name, lang)}</span>
                  <span className="text-sm opacity-75">{t("category.servicesCount", { count: category.articles.length })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const settings = root?.company.settings;
  return [
    { title: tabTitle(settings, settings?.identity.displayName, catalogues[lang]["site.fallbackTitle"]) },
    { name: "description", content: localise(settings?.booker.seo.description, lang) },
  ];
}
