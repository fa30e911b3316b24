// /admin/content/events/new and /admin/content/events/:id: an event of the storefront's popup —
// its words in the five languages (the rich-text editor, French the fallback), a picture from the
// media library, its first and last days (and whether to show them), and a link to follow.
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-content-event";
import { Check, MediaTiles, oneOf, Section, type Errors, type Typed } from "../components/admin/article-form";
import { LangFields } from "../components/admin/lang-fields";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader, FormNotes, SaveBar, useRefusableForm } from "../components/admin/form-frame";
import { RichText } from "../components/admin/rich-text";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/field";
import { Trash2 } from "../components/ui/icons";
import { LANGS } from "../../domain/types";
import { leadOfHtml, textOfHtml } from "../../domain/magazine";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { typedForm } from "../lib/admin-article-form.server";
import { eventBody, refusedContentFields } from "../lib/admin-content-form.server";
import { chosenImage, libraryOf } from "../lib/admin-content.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

async function eventOf(api: Parameters<typeof libraryOf>[0], token: string, id: string | undefined) {
  if (id === undefined) return null;
  if (!/^[1-9]\d{0,9}$/.test(id)) throw data({ type: "not-found" }, { status: 404 });
  const found = (await api.get("/events/written", { bearer: token })).events.find((e) => e.id === Number(id));
  if (!found) throw data({ type: "not-found" }, { status: 404 });
  return found;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const [event, media, { today }] = await Promise.all([eventOf(api, token, params.id), libraryOf(api, token), api.get("/posts/written", { bearer: token })]);
    const typed: Typed = event
      ? { start: event.start, end: event.end, showDates: event.showDates ? "on" : "", image: event.img[0] ? "keep" : "none", "link.url": event.link?.url ?? "", ...Object.fromEntries(LANGS.flatMap((l) => [[`body.${l}`, event.body[l] ?? ""], [`link.title.${l}`, event.link?.title[l] ?? ""]])) }
      : { start: today, end: today, image: "none" };
    return data({ id: event?.id ?? null, title: event ? leadOfHtml(inLang(event.body, lang), 60).lead : null, current: event?.img[0]?.url ?? null, typed, media }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const typed = await typedForm(await request.formData());
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const event = await eventOf(api, token, params.id);
    if (oneOf(typed, "intent") === "delete" && event) {
      await api.delete("/events/{id}", { params: { id: String(event.id) }, bearer: token });
      return redirect(`${adminPath(lang, "/content")}?saved=event`, { headers: ADMIN_HEADERS });
    }
    const current = event?.img[0] ? { url: event.img[0].url, width: event.img[0].width, height: event.img[0].height } : null;
    const body = eventBody(typed, await chosenImage(api, token, typed, current));
    if (!textOfHtml(body.body.fr ?? "").trim()) return data({ values: typed, errors: { "body.fr": "admin.content.err.required" } as Errors }, { status: 400, headers: ADMIN_HEADERS });
    try {
      if (event) await api.put("/events/{id}", { params: { id: String(event.id) }, body, bearer: token });
      else await api.post("/events", { body, bearer: token });
      return redirect(`${adminPath(lang, "/content")}?saved=event`, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (!isApiFailure(err) || err.status >= 500 || err.status === 403 || err.status === 404) throw err;
      return data({ values: typed, errors: refusedContentFields(err.fields ?? { start: err.message }, err.code, ["body"]) }, { status: err.status, headers: ADMIN_HEADERS });
    }
  });
}

export default function AdminContentEvent() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { values: Typed; errors: Errors } | undefined;
  const { t, lang } = useT();
  const busy = useNavigation().state === "submitting";
  const { typed, field } = useRefusableForm(page.typed, result);
  const images = [...(page.current ? [{ value: "keep", label: t("admin.content.currentImage"), img: page.current }] : []), { value: "none", label: t("admin.content.noImage"), img: null }, ...page.media.map((m) => ({ value: String(m.id), label: m.name, img: m.url }))];
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/content")} backLabel={t("admin.content.back")} title={page.title ? t("admin.content.editEvent", { name: page.title }) : t("admin.content.newEvent")}>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.content.eventIntro")}</p>
      </FormHeader>
      <FormNotes saved={false} refused={Boolean(result)} savedText="" testId="event" />
      <Form key={page.id ?? "new"} method="post" className="flex flex-col gap-6" data-testid="event-form" noValidate>
        <Section title={t("admin.content.eventWords")}>
          <LangFields
            typed={typed}
            name="body"
            wide
            control={(l) => (
              <>
                <RichText {...field(`body.${l}`)} defaultValue={oneOf(typed, `body.${l}`)} lang={l} label={`${t("admin.content.eventText")} (${l.toUpperCase()})`} />
                <TextField {...field(`link.title.${l}`)} label={`${t("admin.content.linkTitle")} (${l.toUpperCase()})`} maxLength={300} />
              </>
            )}
          />
          <TextField {...field("link.url")} label={t("admin.content.linkUrl")} hint={t("admin.content.linkUrlHint")} inputMode="url" />
        </Section>
        <Section title={t("admin.content.image")}>
          <MediaTiles name="image" label={t("admin.content.image")} chosen={oneOf(typed, "image") || "none"} options={images} testId="event-image" />
          <p className="text-small text-ink-muted">{t("admin.content.imageHint")}</p>
        </Section>
        <Section title={t("admin.content.when")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField {...field("start")} type="date" label={t("admin.content.from")} required />
            <TextField {...field("end")} type="date" label={t("admin.content.until")} hint={t("admin.content.untilHint")} required />
          </div>
          <Check name="showDates" checked={oneOf(typed, "showDates") === "on"}>
            {t("admin.content.showDates")}
          </Check>
        </Section>
        <SaveBar busy={busy} label={t("admin.content.saveEvent")} testId="event-save" />
      </Form>
      {page.id !== null && (
        <Form method="post" className="self-start">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="secondary" size="sm" icon={Trash2}>
            {t("admin.content.delete")}
          </Button>
        </Form>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.content.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.content.title");
