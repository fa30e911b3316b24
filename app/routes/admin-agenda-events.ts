// /admin/agenda/events?shop=ID: the open agenda's live changes as server-sent events (decision 231).
// The company user and their right to that shop are checked once, as the agenda itself checks
// them (GET /api/agenda: 401 to the sign-in, 403, 404); then each committed change of the shop
// comes as `event: agenda` with the shop-local day it touched, and a comment every 25 s keeps
// proxies from closing a quiet stream. The stream ends when the browser leaves or the server stops.
import { data } from "react-router";
import type { Route } from "./+types/admin-agenda-events";
import { asCompanyUser } from "../lib/admin.server";

const KEEP_ALIVE_MS = 25_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const shop = url.searchParams.get("shop") ?? "";
    if (!/^[1-9]\d{0,9}$/.test(shop)) throw data({ error: { code: "invalid", fields: { shop: "required" } } }, { status: 400 });
    const { agenda } = await api.get("/agenda", { query: { shopId: shop }, bearer: token });
    const events = context.agendaEvents;
    // no live changes in this server: 204 tells the browser not to try again
    if (!events) return new Response(null, { status: 204 });
    const encoder = new TextEncoder();
    let stop = () => {};
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        let open = true;
        const send = (text: string) => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const end = () => {
          if (!open) return;
          open = false;
          stop();
          controller.close();
        };
        send("retry: 3000\n: connected\n\n");
        const unsubscribe = await events.subscribe(agenda.shop.id, (date) => send(`event: agenda\ndata: ${JSON.stringify({ date })}\n\n`), end);
        const beat = setInterval(() => send(": keep-alive\n\n"), KEEP_ALIVE_MS);
        stop = () => {
          clearInterval(beat);
          unsubscribe();
        };
        request.signal.addEventListener("abort", end, { once: true });
      },
      cancel() {
        stop();
      },
    });
    return new Response(stream, { headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "private, no-store", "X-Accel-Buffering": "no", "X-Robots-Tag": "noindex, nofollow" } });
  });
}
