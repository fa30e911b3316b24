// A language's strings as a script file named by its content (app/lib/strings.server.ts): the
// browser keeps it for a year, and every page of that language after the first comes without them.
import type { Route } from "./+types/strings";
import { stringsFile } from "../lib/strings.server";

export function loader({ params }: Route.LoaderArgs) {
  const file = stringsFile(params.file);
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // A page of an earlier version asks for its strings' old name: the current ones, never kept under it.
  if ("current" in file) return new Response(null, { status: 302, headers: { Location: `/strings/${file.current}`, "Cache-Control": "no-store" } });
  return new Response(file.body, { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" } });
}
