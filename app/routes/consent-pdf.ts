// /profile/consent/:id/pdf: one of the customer's signed consent forms as a printable PDF (the API's JSON turned into the file).
import type { Route } from "./+types/consent-pdf";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { notFound } from "../lib/not-found";

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) notFound();
  return asCustomer(request, context, async ({ api }) => {
    const file = await api.get("/consentements/forms/{id}/pdf", { params: { id: params.id } }).catch((err: unknown) => {
      if (isApiFailure(err) && err.status === 404) notFound();
      throw err;
    });
    return new Response(Buffer.from(file.content, "base64"), {
      headers: { "content-type": file.contentType, "content-disposition": `inline; filename="${file.filename}"`, "cache-control": "private, no-store" },
    });
  });
}
