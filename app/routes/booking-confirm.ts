// POST /booking/confirm: the booking step's forms. A guest proves an e-mail or a phone with a code
// sent there (the account is created on first use, the answer the same either way), gives the
// names and phone the business needs when missing, and books, all without leaving the step: the
// chosen slot, person and services stay in the step. A signed-in customer books in one post.
// The answers are data (the order, the next sub-step, or the form's errors in the visitor's
// language); the session cookie is set by the code's answer. Without script a guest who posts the
// booking is sent to sign in and comes back to the very step, the chosen slot kept.
import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-confirm";
import { localePath } from "../../domain/service-url";
import { cookie, safeLocal, toLogin } from "../lib/account.server";
import { ApiFailure } from "../../contract/client";
import { updateMe } from "../../contract/users";
import { isApiFailure } from "../lib/api";
import { COOKIES } from "../lib/cookies";
import { formFailure, invalidFields, readForm } from "../lib/forms.server";
import { pageRequest } from "../lib/page.server";
import { isNeitherAddress, missingDetails, parseAddress } from "../components/booking/identify";

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
  const { values, kept } = await readForm(request);

  if (values.intent === "send-code") {
    const address = parseAddress(values.address ?? "");
    if (isNeitherAddress(address.value)) {
      const errors = { form: undefined, fields: { address: "account.error.address" } };
      return data({ step: "address" as const, address: address.value, channel: "email" as const, errors, values: kept }, { status: 400 });
    }
    try {
      // Signs in an existing customer or creates the account: the same answer either way.
      await api.post("/users/v2/register", { body: address.kind === "phone" ? { phone: address.value } : { email: address.value } });
      return { step: "code" as const, address: address.value, channel: address.kind, values: kept };
    } catch (err) {
      return formFailure(err, kept, { step: "address" as const, address: address.value, channel: address.kind });
    }
  }

  if (values.intent === "verify-code") {
    const address = parseAddress(values.address ?? "");
    try {
      const signed =
        address.kind === "phone"
          ? await api.post("/users/v2/signin/phone", { body: { phone: address.value, code: values.code ?? "" } })
          : await api.post("/users/v2/signin/email", { body: { email: address.value, code: values.code ?? "" } });
      return data(
        { step: "signed-in" as const, missing: missingDetails(signed.user), values: kept },
        { headers: { "Set-Cookie": cookie(request, COOKIES.customer, signed.token) } },
      );
    } catch (err) {
      return formFailure(err, kept, { step: "code" as const, address: address.value, channel: address.kind });
    }
  }

  const resume = withParams(safeLocal(request, values.back, localePath("/", lang)), { shop: values.shopId, start: values.start, employee: values.employeeId });
  if (!session.customerToken) throw redirect(toLogin(lang, resume));
  // The names and phone the business needs, asked in the step when the account lacks them.
  const details = Object.fromEntries((["firstname", "lastname", "phone"] as const).filter((k) => values[k] !== undefined).map((k) => [k, values[k]!.trim()]));
  const booking = {
    myAppointment: {
      shopId: values.shopId ?? "",
      // The API names what is wrong with any of these.
      services: (values.services ?? "").split(",").map(Number),
      start: values.start ?? "",
      employeeId: !values.employeeId || values.employeeId === "any" ? null : Number(values.employeeId),
      cartId: values.cartId ? Number(values.cartId) : null,
      couponCode: values.couponCode || null,
      rewardId: values.rewardId ? Number(values.rewardId) : null,
      voucherCodes: values.voucherCodes ? values.voucherCodes.split(",") : null,
      // the message to the business travels with the booking (the API names it when too long)
      customMessage: values.message?.trim() || null,
    },
  };
  try {
    // Everything is checked before anything is written: the details as the profile takes them,
    // then the booking (its slot still free) without writing it.
    const bad = invalidFields(updateMe.body, details);
    if (bad) throw new ApiFailure(400, "invalid_input", "", bad);
    const { phone, ...names } = details;
    if (Object.keys(details).length) await api.post("/appointments/check", { body: booking });
    if (Object.keys(names).length) await api.put("/users/me", { body: names });
    // One call whether the business takes payment online or not: paid at the shop it books at
    // once; paid online it holds the slot and answers where the browser pays.
    const started = await api.post("/payment/initialize", {
      body: {
        ...booking,
        // what the summary showed: the server refuses the booking if its own figure differs
        ...(values.cardNow && /^\d+$/.test(values.cardNow) ? { prices: { cardNow: Number(values.cardNow) } } : {}),
      },
    });
    // A phone becomes the account's once the code sent to it comes back (on the profile): the
    // booking does not wait for it, nor fail when the code cannot be sent now.
    if (phone) await api.post("/users/v2/check/send", { body: { phone } }).catch((err) => context.log.warn({ status: (err as { status?: number }).status }, "the booking step's phone was not sent a code"));
    const step = started.result.browser;
    if (step.kind === "redirect") throw redirect(step.url);
    if (step.kind === "form-post") return { post: step };
    // the provider's card fields drawn in the step (Lyra): the slot is held while the customer types
    if (step.kind === "hosted-fields") return { fields: step, heldUntil: started.result.heldUntil, amount: started.prices.cardNow };
    return { order: started.order };
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw redirect(toLogin(lang, resume));
    return formFailure(err, kept);
  }
}
