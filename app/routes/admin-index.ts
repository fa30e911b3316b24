// /admin: the back-office opens on the agenda.
import { redirect } from "react-router";
import type { Route } from "./+types/admin-index";
import { adminPath } from "../lib/admin.server";

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(adminPath(context.lang, "/agenda"));
}
