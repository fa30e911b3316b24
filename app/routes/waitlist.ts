// POST /waitlist: the booking step's 'tell me if an earlier slot frees up' and the profile's
// 'leave' post here (a fetcher: no reload); the signed-in customer's session does the API call.
// A guest gets `signedIn: false` (the control then offers to sign in).
import { data } from "react-router";
import type { Route } from "./+types/waitlist";
import { isApiFailure } from "../../contract/client";
import { formValues } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";

export async function action({ request, context }: Route.ActionArgs) {
  const { api, session } = pageRequest(request, context);
  if (!session.customerToken) return { signedIn: false as const };
  const values = await formValues(request);
  try {
    if (values.intent === "leave") {
      const { entry } = await api.delete("/waitlist/{id}", { params: { id: values.id ?? "" } });
      return { signedIn: true as const, left: entry };
    }
    const services = (values.services ?? "").split(",").filter((x) => /^\d{1,9}$/.test(x)).map(Number);
    const { entry } = await api.post("/waitlist", { body: { shopId: values.shopId ?? "", services, from: values.from ?? "", to: values.to ?? "" } });
    return { signedIn: true as const, joined: entry };
  } catch (err) {
    if (!isApiFailure(err)) throw err;
    // the refusal's words (in the page's language) at the field it names, else for the form
    const field = Object.keys(err.fields ?? {})[0] ?? "form";
    return data({ signedIn: true as const, error: { field, message: err.message } }, { status: err.status });
  }
}
