// The server side of the booking pages: booking the cart (the booking step's form), saving a
// signed-in customer's cart on the server, cancelling. Reached through route actions so the
// session (httpOnly `auth` cookie) never has to be readable by the page's script.
import { redirect } from "react-router";
import { z } from "zod";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import { ApiFailure, type ApiClient } from "../../lib/api";

/** Only a path of this site may be a return address (no open redirect). */
export function safeBack(value: unknown, fallback: string): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : fallback;
}

function withParams(path: string, params: Record<string, string | null>): string {
  const url = new URL(path, "http://x");
  for (const [k, v] of Object.entries(params)) {
    if (v == null || v === "") url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  return url.pathname + url.search;
}

const bookForm = z.object({
  shopId: z.string().min(1),
  services: z.string().regex(/^\d+(,\d+)*$/),
  start: z.string().min(1),
  employeeId: z.string().regex(/^(any|\d+)$/),
  cartId: z.string().regex(/^\d*$/).default(""),
});

export async function bookAction(form: FormData, api: ApiClient, authToken: string | null, lang: Lang) {
  const back = safeBack(form.get("back"), localePath("/", lang));
  const parsed = bookForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw redirect(withParams(back, { bookingError: "invalid_input" }));
  const f = parsed.data;
  // The step the visitor comes back to, with the chosen slot kept.
  const resume = withParams(back, { shop: f.shopId, start: f.start, employee: f.employeeId, bookingError: null });
  const login = `${localePath("/auth/login", lang)}?redirectTo=${encodeURIComponent(resume)}`;
  if (!authToken) throw redirect(login);
  try {
    const { data } = await api.post<{ data: { id: number } }>("/appointments", {
      myAppointment: {
        shopId: f.shopId,
        services: f.services.split(",").map(Number),
        start: f.start,
        employeeId: f.employeeId === "any" ? null : Number(f.employeeId),
        cartId: f.cartId ? Number(f.cartId) : null,
      },
    });
    throw redirect(`${localePath(`/profile/orders/${data.id}`, lang)}?confirmed=1`);
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
    if (err.status === 401) throw redirect(login);
    // 409 (slot just taken) and friends: back to the step, which shows why and fresh slots.
    throw redirect(withParams(resume, { start: null, bookingError: err.code }));
  }
}

interface TrackedCart {
  id: number;
  shopId: string | null;
  items: { id: number }[];
}

/**
 * Spec §4: a signed-in customer's cart lives on the server. The browser's cart wins when it has
 * items (kept and saved on login); an empty browser cart takes the customer's pending one.
 */
export async function saveCartAction(form: FormData, api: ApiClient, authToken: string | null) {
  if (!authToken) return { signedIn: false as const };
  let customerId: number;
  try {
    ({ customerId } = await api.get<{ customerId: number }>("/booking-orders"));
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 401) return { signedIn: false as const };
    throw err;
  }
  const items = String(form.get("items") ?? "")
    .split(",")
    .filter((x) => /^\d+$/.test(x))
    .map((id) => ({ id: Number(id) }));
  const shopId = String(form.get("shopId") ?? "") || null;
  const [pending] = await api.get<TrackedCart[]>("/carts-tracking", { type: "booking", customerId, status: "pending" });
  if (items.length === 0 && pending) {
    return { signedIn: true as const, cartId: String(pending.id), items: pending.items.map((i) => i.id), shopId: pending.shopId };
  }
  if (pending) {
    await api.put("/carts-tracking", { id: pending.id, shopId, items, customer: customerId });
    return { signedIn: true as const, cartId: String(pending.id), items: items.map((i) => i.id), shopId };
  }
  if (items.length === 0) return { signedIn: true as const, cartId: null, items: [], shopId: null };
  const { data } = await api.post<{ data: number }>("/carts-tracking", { type: "booking", shopId, items, customer: customerId });
  return { signedIn: true as const, cartId: String(data), items: items.map((i) => i.id), shopId };
}

export async function cancelAction(orderId: number, api: ApiClient, lang: Lang) {
  const page = localePath(`/profile/orders/${orderId}`, lang);
  try {
    await api.delete("/appointments", { orderId });
    return redirect(`${page}?cancelled=1`);
  } catch (err) {
    if (err instanceof ApiFailure && err.status !== 401) return redirect(`${page}?cancelError=${encodeURIComponent(err.code)}`);
    throw err;
  }
}
