// /admin/logout: signing out of the back-office is a POST (a link or a prefetch never signs
// anyone out): the API ends the provider token, the cookie goes, and the sign-in page shows.
// The customer's session in the same browser, if any, is left alone.
import { redirect } from "react-router";
import type { Route } from "./+types/admin-logout";
import { isApiFailure } from "../../contract/client";
import { clearCookie } from "../lib/account.server";
import { adminPath, ADMIN_HEADERS } from "../lib/admin.server";
import { COOKIES } from "../lib/cookies";
import { pageRequest } from "../lib/page.server";

export function loader({ context }: Route.LoaderArgs) {
  throw redirect(adminPath(context.lang, "/agenda"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, session, lang } = pageRequest(request, context);
  // a token the API no longer knows is signed out already; any other failure leaves them signed in
  if (session.providerToken)
    await api.post("/cmp-users/logout", { bearer: session.providerToken }).catch((err: unknown) => {
      if (!(isApiFailure(err) && err.status === 401)) throw err;
    });
  return redirect(adminPath(lang, "/login"), { headers: { "Set-Cookie": clearCookie(request, COOKIES.provider), ...ADMIN_HEADERS } });
}
