// /magazine/:post: one post — its date, category, reading time, image and body, the shop it is
// linked to, and related posts. Its title, description, Open Graph image and article structured
// data (JSON-LD) are in the head (spec §2).
import { MapPin } from "../components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/magazine-post";
import { localise } from "../../domain/catalogue";
import { localePath } from "../../domain/service-url";
import { Breadcrumb } from "../components/catalogue/breadcrumb";
import { Picture } from "../components/catalogue/picture";
import { PostMeta, PostsStrip, PROSE } from "../components/content/post-card";
import { isApiFailure } from "../lib/api";
import { rootLang } from "../lib/catalogue-meta";
import { postCard, postForPage } from "../lib/content.server";
import { notFound } from "../lib/not-found";
import { pageRequest } from "../lib/page.server";
import { pageMeta } from "../lib/seo";
import { useShell } from "../lib/shell-data";
import { useT } from "../lib/use-t";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, company } = pageRequest(request, context);
  if (!company.settings.booker.magazineEnabled) notFound();
  const [found, { shops }] = await Promise.all([
    api.get("/posts/slug/{slug}", { params: { slug: params.post } }).catch((err) => {
      if (isApiFailure(err) && (err.status === 404 || err.status === 400)) notFound();
      throw err;
    }),
    api.get("/shops"),
  ]);
  const { post, related } = found;
  const shop = shops.find((s) => s.id === post.linkedShop);
  const origin = new URL(request.url).origin;
  const absolute = (url: string | undefined) => (url ? new URL(url, origin).href : undefined);
  return {
    post: postForPage(post),
    related: related.map(postCard),
    shop: shop ? { name: shop.publicInfo.name, city: shop.publicInfo.address.city, href: shops.length > 1 ? `/${shop.slug}` : "/contact" } : null,
    seo: { url: `${origin}${new URL(request.url).pathname}`, image: absolute(post.image?.url), publisher: company.settings.identity.displayName, logo: absolute(company.settings.identity.logo || undefined) },
  };
}

export default function MagazinePost({ loaderData }: Route.ComponentProps) {
  const { post, related, shop } = loaderData;
  const { t } = useT();
  const { lang } = useShell();
  return (
    <article className="mx-auto max-w-3xl" data-testid="magazine-post">
      <Breadcrumb items={[{ label: t("nav.magazine"), href: localePath("/magazine", lang) }, { label: post.title }]} />
      <header className="mb-6 flex flex-col gap-3">
        {post.category && (
          <Link to={`${localePath("/magazine", lang)}?category=${encodeURIComponent(post.category.slug)}`} className="self-start text-[0.75rem] font-semibold uppercase tracking-wide text-accent-ink underline-offset-4 hover:underline">
            {localise(post.category.name, lang)}
          </Link>
        )}
        <h1 className="font-title text-h1">{post.title}</h1>
        {post.excerpt && <p className="text-lead text-ink-muted">{post.excerpt}</p>}
        <PostMeta post={post} lang={lang} />
      </header>
      {post.image && <Picture image={post.image} lang={lang} sizes="(min-width: 768px) 48rem, 100vw" eager className="mb-8 aspect-[3/2] w-full rounded-lg object-cover" />}
      <div className={PROSE} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.body }} />
      {shop && (
        <aside className="my-8 flex items-center gap-3 rounded-lg bg-surface-soft p-4" data-testid="post-shop">
          <MapPin aria-hidden="true" size={20} className="shrink-0 text-accent-ink" />
          <Link to={localePath(shop.href, lang)} className="font-semibold underline underline-offset-4">
            {t("content.magazine.atShop", { shop: shop.name })}
          </Link>
        </aside>
      )}
      <div className="mt-12">
        <PostsStrip title={t("content.magazine.related")} posts={related} lang={lang} testId="related-posts" />
      </div>
    </article>
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(matches, "nav.magazine");
  const { post, seo } = data;
  const lang = rootLang(matches);
  const description = post.excerpt || undefined;
  return [
    ...pageMeta(matches, { text: post.title }, description),
    { property: "og:type", content: "article" },
    { property: "og:title", content: post.title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: seo.url },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    { property: "article:published_time", content: post.date },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        ...(description ? { description } : {}),
        ...(seo.image ? { image: [seo.image] } : {}),
        datePublished: post.date,
        dateModified: post.updatedAt,
        inLanguage: lang,
        mainEntityOfPage: seo.url,
        ...(post.category ? { articleSection: localise(post.category.name, lang) } : {}),
        publisher: { "@type": "Organization", name: seo.publisher, ...(seo.logo ? { logo: { "@type": "ImageObject", url: seo.logo } } : {}) },
      },
    },
  ];
}
