// /admin/look/preview — the look form's fetcher posts the typed theme here (JSON) and gets it back
// signed by the API (POST cmp-users/preview-theme, server/tenancy/preview-signature.ts): the
// framed storefront is then drawn by the server with it, its custom CSS through the sanitiser.
import { data } from "react-router";
import type { Route } from "./+types/admin-look-preview";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { isApiFailure } from "../lib/api";

export async function action({ request, context }: Route.ActionArgs) {
  const body = (await request.json().catch(() => null)) as { themes?: unknown } | null;
  const themes = body?.themes && typeof body.themes === "object" && !Array.isArray(body.themes) ? (body.themes as Record<string, unknown>) : null;
  if (!themes) return data({ previewTheme: null }, { status: 400, headers: ADMIN_HEADERS });
  return asCompanyUser(request, context, async ({ api, token }) => {
    try {
      const { previewTheme } = await api.post("/cmp-users/preview-theme", { body: { themes }, bearer: token });
      return data({ previewTheme }, { headers: ADMIN_HEADERS });
    } catch (err) {
      // a theme the settings would refuse (a colour half typed) is simply not previewed by the server
      if (isApiFailure(err) && err.status === 400) return data({ previewTheme: null }, { status: 400, headers: ADMIN_HEADERS });
      throw err;
    }
  });
}
