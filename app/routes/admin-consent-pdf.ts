// /admin/consent/:id/pdf: a signed consent form's PDF for the owner or a manager of its booking's shop.
import { data } from "react-router";
import type { Route } from "./+types/admin-consent-pdf";
import { asCompanyUser } from "../lib/admin.server";
import { isApiFailure } from "../lib/api";

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data({ type: "not-found" }, { status: 404 });
  return asCompanyUser(request, context, async ({ api, token }) => {
    const file = await api.get("/consentements/signed/{id}/pdf", { params: { id: params.id }, bearer: token }).catch((err: unknown) => {
      if (isApiFailure(err) && (err.status === 404 || err.status === 403)) throw data({ type: "not-found" }, { status: 404 });
      throw err;
    });
    return new Response(Buffer.from(file.content, "base64"), {
      headers: { "content-type": file.contentType, "content-disposition": `inline; filename="${file.filename}"`, "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" },
    });
  });
}
