// /auth/logout: signing out is a POST (a link or a prefetch must never sign anyone out). If the
// API call fails the failure is logged and the visitor stays signed in (spec §8). Signing out
// takes the carts out of this browser too (their cookies, local storage and memory): the
// customer's cart stays on the server for their next sign-in, readable by no one here.
import { useEffect } from "react";
import { data, Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/auth-logout";
import { AuthCard, AuthStorage, Notice, Submit, AccountLink } from "../components/account/form";
import { accountMeta } from "../lib/account-meta";
import { clearCookie } from "../lib/account.server";
import { COOKIES } from "../lib/cookies";
import { BOOKING_CART_COOKIE, bookingCart } from "../lib/booking-cart-store";
import { PRODUCT_CART_COOKIE, productCart } from "../lib/product-cart-store";
import { pageRequest } from "../lib/page.server";
import { useT } from "../lib/use-t";
import type { loader as rootLoader } from "../root";

export async function action({ request, context }: Route.ActionArgs) {
  const { api, session } = pageRequest(request, context);
  try {
    if (session.customerToken) await api.post("/users/logout");
    if (session.providerToken) await api.post("/cmp-users/logout", { bearer: session.providerToken });
  } catch (err) {
    console.error("logout failed", err);
    return data({ loggedOut: false }, { status: 503 });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", clearCookie(request, COOKIES.customer));
  headers.append("Set-Cookie", clearCookie(request, COOKIES.provider));
  headers.append("Set-Cookie", clearCookie(request, BOOKING_CART_COOKIE));
  headers.append("Set-Cookie", clearCookie(request, PRODUCT_CART_COOKIE));
  return data({ loggedOut: true }, { headers });
}

/** Empties the carts held in this page's memory and local storage. */
function ForgetCarts() {
  useEffect(() => {
    bookingCart.forget();
    productCart.forget();
  }, []);
  return null;
}

export default function Logout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const result = useActionData<typeof action>();
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const signedIn = Boolean(root?.customer || root?.provider);
  return (
    <AuthCard title={t("account.title.logout")}>
      {result?.loggedOut ? (
        <>
          <AuthStorage token={null} type={null} />
          <ForgetCarts />
          <Notice tone="success">{t("account.msg.loggedOut")}</Notice>
        </>
      ) : (
        <>
          {result && <Notice>{t("account.error.generic")}</Notice>}
          {signedIn && (
            <Form method="post" className="flex flex-col gap-4" aria-busy={busy}>
              <p>{t("account.msg.logoutQuestion")}</p>
              <Submit label="account.action.logout" />
            </Form>
          )}
        </>
      )}
      <AccountLink to="/" label="account.link.home" className="text-sm underline" />
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "account.title.logout");
