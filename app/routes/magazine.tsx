// /magazine: the published posts in the visitor's language — featured first, then the newest —
// by category, a page at a time, with their images (spec §2).
import { ChevronLeft, ChevronRight, Newspaper } from "../components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/magazine";
import { localise } from "../../domain/catalogue";
import { POSTS_PER_PAGE } from "../../domain/magazine";
import { localePath } from "../../domain/service-url";
import type { Lang } from "../../domain/types";
import { PostCard } from "../components/content/post-card";
import { Chip, chipClass } from "../components/ui/chip";
import { cx } from "../components/ui/cx";
import { EmptyState } from "../components/ui/empty-state";
import { isApiFailure } from "../lib/api";
import { postCard } from "../lib/content.server";
import { notFound } from "../lib/not-found";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang, company } = pageRequest(request, context);
  // a business that keeps its magazine off the site (the look's modules)
  if (!company.settings.booker.magazineEnabled) notFound();
  const url = new URL(request.url);
  const category = url.searchParams.get("category") || undefined;
  const page = url.searchParams.get("page") || undefined;
  const [list, { postcategories }] = await Promise.all([
    api.get("/posts", { query: { lang, category, page, perPage: String(POSTS_PER_PAGE) } }).catch((err) => {
      if (isApiFailure(err) && err.status === 400) notFound();
      throw err;
    }),
    api.get("/postcategories"),
  ]);
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  if (list.page > pages) notFound();
  return {
    posts: list.posts.map(postCard),
    // Only the first page opens on its featured post, drawn large.
    featured: list.page === 1 && list.posts[0]?.featured ? list.posts[0].id : null,
    categories: postcategories,
    category: category ?? null,
    page: list.page,
    pages,
  };
}

export default function Magazine({ loaderData }: Route.ComponentProps) {
  const { posts, featured, categories, category, page, pages } = loaderData;
  const { t } = useT();
  const { lang } = useShell();
  const address = (q: { category?: string | null; page?: number }) => {
    const params = new URLSearchParams();
    if (q.category) params.set("category", q.category);
    if (q.page && q.page > 1) params.set("page", String(q.page));
    const search = params.toString();
    return localePath("/magazine", lang) + (search ? `?${search}` : "");
  };
  return (
    <>
      <header className="mb-6 flex flex-col gap-2">
        <h1 className="font-title text-h1">{t("nav.magazine")}</h1>
        <p className="max-w-prose text-ink-muted">{t("content.magazine.intro")}</p>
      </header>
      {categories.length > 0 && (
        <nav aria-label={t("content.magazine.categories")} className="vt-scroll-row -mx-1 mb-8 gap-2 px-1 py-1" data-testid="magazine-categories">
          <Chip to={address({})} current={category === null}>
            {t("content.magazine.all")}
          </Chip>
          {categories.map((c) => (
            <Chip key={c.id} to={address({ category: c.slug })} current={category === c.slug}>
              {localise(c.name, lang as Lang)}
            </Chip>
          ))}
        </nav>
      )}
      {posts.length === 0 ? (
        <EmptyState icon={Newspaper} title={t("content.magazine.empty")} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="magazine-posts">
          {posts.map((post, i) => (
            <li key={post.id} className={cx("flex", post.id === featured && "md:col-span-2 lg:col-span-3")}>
              <PostCard post={post} lang={lang} featured={post.id === featured} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t("content.magazine.pages")} className="mt-10 flex items-center justify-center gap-4" data-testid="magazine-pager">
          {page > 1 ? (
            <Link to={address({ category, page: page - 1 })} rel="prev" className={chipClass("gap-1")}>
              <ChevronLeft aria-hidden="true" size={16} />
              {t("content.magazine.previous")}
            </Link>
          ) : null}
          <span className="text-small tabular-nums text-ink-muted">{t("content.magazine.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={address({ category, page: page + 1 })} rel="next" className={chipClass("gap-1")}>
              {t("content.magazine.next")}
              <ChevronRight aria-hidden="true" size={16} />
            </Link>
          ) : null}
        </nav>
      )}
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "nav.magazine");
}
