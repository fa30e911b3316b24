// /admin/content/posts/:id/preview: a post as the magazine will show it — title, summary, date,
// reading time, picture and body — whatever its state, under a band that says it is a preview and
// when it appears; 'Publish now' puts it on the storefront at once (its day today, no hour).
import { data, Form, Link, redirect, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-content-preview";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { PostMeta, PROSE } from "../components/content/post-card";
import { Button, buttonClass } from "../components/ui/button";
import { ChevronLeft, Eye } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { postForPage } from "../lib/content.server";
import { pathIn } from "../lib/account-paths";
import { useT, type TKey } from "../lib/use-t";
import type { Lang } from "../../domain/types";

const validId = (id: string) => {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data({ type: "not-found" }, { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const { post } = await api.get("/posts/written/{id}", { params: { id: validId(params.id) }, bearer: token });
    const { status, ...shown } = post;
    return data({ post: postForPage(shown), status, category: post.category ? inLang(post.category.name, lang) : null }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Publish now: the post as written, published, its day the shop's today and no hour. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const id = validId(params.id);
    const [{ post: p }, { today }] = await Promise.all([api.get("/posts/written/{id}", { params: { id }, bearer: token }), api.get("/posts/written", { bearer: token })]);
    const image = p.image ? { url: p.image.url, width: p.image.width, height: p.image.height } : null;
    const body = { slug: p.slug, title: p.title, excerpt: p.excerpt, body: p.body, image, categoryId: p.category?.id ?? null, lang: p.lang === "all" ? ("all" as const) : (p.lang as Lang[]), published: true, date: today, time: null, position: p.position, linkedShop: p.linkedShop, vedette: p.vedette };
    await api.put("/posts/{id}", { params: { id }, body, bearer: token });
    return redirect(`${adminPath(lang, `/content/posts/${id}/preview`)}?published`, { headers: ADMIN_HEADERS });
  });
}

export default function AdminContentPreview() {
  const { post, status, category } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const day = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${post.date}T00:00:00Z`));
  return (
    <div className="flex flex-col gap-6 p-3 md:p-6">
      <Link to={adminPath(lang, `/content/posts/${post.id}`)} className="inline-flex items-center gap-1 self-start text-small font-semibold text-ink underline-offset-4 hover:underline">
        <ChevronLeft aria-hidden="true" size={16} />
        {t("admin.content.backToPost")}
      </Link>
      <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-warning-soft p-4 ring-1 ring-warning" data-testid="preview-band">
        <p className="flex items-center gap-2 text-small text-ink">
          <Eye aria-hidden="true" size={18} />
          <span>
            <strong>{t("admin.content.previewTitle")}</strong> · {t(`admin.content.previewState.${status}` as TKey, { day: post.time ? t("admin.content.dayAt", { day, time: post.time }) : day })}
          </span>
        </p>
        {status === "live" ? (
          <a href={pathIn(lang, `/magazine/${post.slug}`)} className={buttonClass({ size: "sm", variant: "secondary" })} data-testid="preview-on-site">
            {t("admin.content.onSite")}
          </a>
        ) : (
          <Form method="post">
            <Button type="submit" size="sm" busy={busy} busyLabel={t("admin.art.busy")} data-testid="publish-now">
              {t("admin.content.publishNow")}
            </Button>
          </Form>
        )}
      </div>
      <article className="mx-auto w-full max-w-3xl rounded-lg bg-page p-5 ring-1 ring-line md:p-10" lang={post.lang === "all" ? undefined : post.lang.length === 1 ? post.lang[0] : undefined} data-testid="preview">
        <header className="mb-6 flex flex-col gap-3">
          {category && <p className="text-[0.75rem] font-semibold uppercase tracking-wide text-accent-ink">{category}</p>}
          <h1 className="font-title text-h1">{post.title}</h1>
          {post.excerpt && <p className="text-lead text-ink-muted">{post.excerpt}</p>}
          <PostMeta post={post} lang={lang as Lang} />
        </header>
        {post.image && <img src={post.image.url} alt="" className="mb-8 aspect-[3/2] w-full rounded-lg object-cover" />}
        <div className={PROSE} data-testid="preview-body" dangerouslySetInnerHTML={{ __html: post.body }} />
      </article>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.content.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.content.preview");
