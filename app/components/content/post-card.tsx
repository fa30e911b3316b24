// A post in a list (the magazine, the home page, a shop's page, related posts): its image, its
// category, its title as the card's link, its summary, its date and reading time.
import { Link } from "react-router";
import { localise } from "../../../domain/catalogue";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import type { PostCard as Post } from "../../lib/content.server";
import { useT } from "../../lib/use-t";
import { Picture } from "../catalogue/picture";
import { Card, cardLinkClass } from "../ui/card";
import { cx } from "../ui/cx";
import { formatDay } from "./format";

/** The styles of a post's body (sanitised HTML): readable line length, spacing, links underlined. */
export const PROSE =
  "max-w-prose text-body leading-relaxed [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_blockquote]:italic " +
  "[&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:font-title [&_h2]:text-h3 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:font-semibold [&_img]:my-6 [&_img]:h-auto [&_img]:rounded-lg [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-4 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:pl-6";

export function PostMeta({ post, lang, className }: { post: Pick<Post, "date" | "readingTime">; lang: Lang; className?: string }) {
  const { t } = useT();
  return (
    <p className={cx("text-small text-ink-muted", className)}>
      <time dateTime={post.date}>{formatDay(post.date, lang)}</time>
      <span aria-hidden="true"> · </span>
      {t("content.magazine.readingTime", { count: post.readingTime })}
    </p>
  );
}

export function PostCard({ post, lang, featured = false, headingLevel = 2, eager = false }: { post: Post; lang: Lang; featured?: boolean; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      as="article"
      padding="md"
      interactive
      data-testid="post-card"
      className={cx(featured && "md:col-span-2 lg:col-span-3 md:grid md:grid-cols-[3fr_2fr]")}
      media={post.image ? <Picture image={post.image} lang={lang} sizes={featured ? "(min-width: 768px) 60vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"} eager={eager} decorative /> : undefined}
    >
      <p className="flex flex-wrap items-center gap-2 text-[0.75rem] font-semibold uppercase tracking-wide text-accent-ink">
        {featured && <span className="rounded-pill bg-primary px-2 py-0.5 text-on-primary">{t("content.magazine.featured")}</span>}
        {post.category && <span>{localise(post.category.name, lang)}</span>}
      </p>
      <Heading className={cx("font-title", featured ? "text-h2" : "text-h3")}>
        <Link to={localePath(`/magazine/${post.slug}`, lang)} className={cardLinkClass} prefetch="intent">
          {post.title}
        </Link>
      </Heading>
      {post.excerpt && <p className="line-clamp-3 text-ink-muted">{post.excerpt}</p>}
      <PostMeta post={post} lang={lang} className="mt-auto pt-2" />
    </Card>
  );
}

/** A short row of posts under a heading (home page, shop page, related posts). */
export function PostsStrip({ title, posts, lang, testId, more = true }: { title: string; posts: readonly Post[]; lang: Lang; testId: string; more?: boolean }) {
  const { t } = useT();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={`${testId}-title`} className="mb-10" data-testid={testId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${testId}-title`} className="font-title text-h2">
          {title}
        </h2>
        {more && (
          <Link to={localePath("/magazine", lang)} className="text-small font-semibold underline underline-offset-4">
            {t("content.magazine.seeAll")}
          </Link>
        )}
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <PostCard post={post} lang={lang} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
