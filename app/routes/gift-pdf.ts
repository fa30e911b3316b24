// /gift/pdf/:id: a bought voucher's printable PDF, for its buyer (the API's JSON turned into the file).
import type { Route } from "./+types/gift-pdf";
import { asCustomer } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { notFound } from "../lib/not-found";

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id)) notFound();
  return asCustomer(request, context, async ({ api }) => {
    const file = await api.get("/gifts/{id}/pdf", { params: { id: params.id } }).catch((err: unknown) => {
      if (isApiFailure(err) && (err.status === 404 || err.status === 409)) notFound();
      throw err;
    });
    return new Response(Buffer.from(file.content, "base64"), {
      headers: { "content-type": file.contentType, "content-disposition": `inline; filename="${file.filename}"`, "cache-control": "private, no-store" },
    });
  });
}
