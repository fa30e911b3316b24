// /admin/look/preview — the look form's fetcher posts what is typed (JSON) and gets back the whole
// draft signed by the API (POST cmp-users/preview-theme, server/tenancy/preview-signature.ts): the
// themes, and the rest of the look written as saving would write it (lookPatch), so the framed
// storefront is drawn by the server with the home, hero, links, modules and languages of the draft
// (decision 300), its custom CSS through the sanitiser.
import { data } from "react-router";
import type { Route } from "./+types/admin-look-preview";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { lookPatch, lookThemes, type Typed } from "../lib/admin-look";
import { ownersCompany } from "../lib/admin-look.server";
import { isApiFailure } from "../lib/api";

const isTyped = (v: unknown): v is Typed =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v) && Object.values(v as object).every((x) => typeof x === "string" || (Array.isArray(x) && x.every((y) => typeof y === "string")));

export async function action({ request, context }: Route.ActionArgs) {
  const body = (await request.json().catch(() => null)) as { typed?: unknown } | null;
  if (!isTyped(body?.typed)) return data({ previewTheme: null }, { status: 400, headers: ADMIN_HEADERS });
  const typed = body.typed;
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const company = await ownersCompany(api, token);
    const { identity, booker } = lookPatch(typed, company.settings, lang);
    try {
      const { previewTheme } = await api.post("/cmp-users/preview-theme", { body: { themes: lookThemes(typed), look: { identity, booker } }, bearer: token });
      return data({ previewTheme }, { headers: ADMIN_HEADERS });
    } catch (err) {
      // a draft the settings would refuse (a colour or an address half typed) is simply not previewed by the server
      if (isApiFailure(err) && err.status === 400) return data({ previewTheme: null }, { status: 400, headers: ADMIN_HEADERS });
      throw err;
    }
  });
}
