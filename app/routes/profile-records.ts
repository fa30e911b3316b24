// /profile/records/:format: all the signed-in customer's records as a file to keep (GDPR access,
// decision 281), PDF or JSON — the API's JSON turned into the download.
import type { Route } from "./+types/profile-records";
import { asCustomer } from "../lib/account.server";
import { notFound } from "../lib/not-found";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const format = params.format;
  if (format !== "pdf" && format !== "json") notFound();
  return asCustomer(request, context, async ({ api }) => {
    const file = await api.get("/records/mine/export", { query: { format } });
    return new Response(Buffer.from(file.content, "base64"), {
      headers: { "content-type": file.contentType, "content-disposition": `attachment; filename="${file.filename}"`, "cache-control": "private, no-store" },
    });
  });
}
