// POST /booking/confirm: the booking step's form. Books the booking cart through the API and
// answers the order, which the step shows as its confirmation; a refusal (the slot just taken...)
// comes back as the form's error, in the visitor's language. A guest is sent to sign in and comes
// back to the very step, the chosen slot kept.
import { redirect } from "react-router";
import type { Route } from "./+types/booking-confirm";
import { localePath } from "../../domain/service-url";
import { safeLocal, toLogin } from "../lib/account.server";
import { isApiFailure } from "../lib/api";
import { formFailure, formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";

/** The step's address with these query parameters set (or removed when empty). */
function withParams(path: string, params: Record<string, string | undefined>): string {
  const url = new URL(path, "http://x");
  for (const [k, v] of Object.entries(params)) {
    if (v) url.searchParams.set(k, v);
    else url.searchParams.delete(k);
  }
  return url.pathname + url.search;
}

/** Nothing to show at this address: the customer's appointments are one click away. */
export function loader({ request, context }: Route.LoaderArgs) {
  throw redirect(localePath("/profile/orders", pageRequest(request, context).lang));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, lang, session } = pageRequest(request, context);
  const values = await formValues(request);
  const resume = withParams(safeLocal(request, values.back, localePath("/", lang)), { shop: values.shopId, start: values.start, employee: values.employeeId });
  if (!session.customerToken) throw redirect(toLogin(lang, resume));
  try {
    const { order } = await api.post("/appointments", {
      body: {
        myAppointment: {
          shopId: values.shopId ?? "",
          // The API names what is wrong with any of these.
          services: (values.services ?? "").split(",").map(Number),
          start: values.start ?? "",
          employeeId: !values.employeeId || values.employeeId === "any" ? null : Number(values.employeeId),
          cartId: values.cartId ? Number(values.cartId) : null,
        },
      },
    });
    return { order };
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw redirect(toLogin(lang, resume));
    return formFailure(err, values);
  }
}
