// /admin/agenda/booking/:id — the agenda's booking panel talks to this (a fetcher, no page
// reload): GET the booking as the front desk sees it, with the free times of a day it could move
// to (?date=, its own day by default); POST `intent=move` (start, employee, the cabin when the shop has them, notify),
// `intent=cancel` (refund full/partial/none, the amount as typed, notify), `intent=checkout` (the
// reward, the voucher's code and amount, cash, card, done) or `intent=attendance`. The amount typed in the
// shop's currency is read here as cents; the API judges it against what was paid. A refusal comes
// back as words for the panel (a time taken, a field), never as a page.
import { data } from "react-router";
import type { Route } from "./+types/admin-agenda-booking";
import { centsOfText } from "../../domain/cents";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { isApiFailure } from "../lib/api";
import { formValues } from "../lib/forms.server";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const id = ID.test(params.id ?? "") ? params.id! : "0";
    const { booking } = await api.get("/agenda/bookings/{id}", { params: { id }, bearer: token });
    const date = DATE.test(url.searchParams.get("date") ?? "") ? url.searchParams.get("date")! : booking.date;
    let times: { start: string; end: string; employees: number[] }[] = [];
    if (date && booking.status === "confirmed") {
      try {
        times = (await api.get("/agenda/bookings/{id}/free-times", { params: { id }, query: { date }, bearer: token })).times;
      } catch (err) {
        // a booking no longer movable (its service gone) has no times to offer, the panel says so
        if (!isApiFailure(err) || err.status !== 409) throw err;
      }
    }
    return data({ booking, date, times }, { headers: ADMIN_HEADERS });
  });
}

export type PanelResult =
  | { ok: true; intent: "move"; start: string }
  | { ok: true; intent: "cancel"; refunded: number }
  | { ok: true; intent: "checkout" | "attendance"; balance: number }
  | { ok: false; intent: "move" | "cancel"; reason: "taken" | "cabinTaken" | "refused" | "failed"; fields: Record<string, string> }
  /** the API's own words, in the page's language */
  | { ok: false; intent: "checkout" | "attendance"; reason: "failed"; fields: Record<string, string>; message: string };

const ATTENDANCE = ["arrived", "done", "no_show"] as const;

/** The checkout's form as the API's body: amounts typed in the shop's currency read as cents, empty lines left out. */
function checkoutBody(values: Record<string, string | undefined>) {
  const fields: Record<string, string> = {};
  const amount = (name: string) => {
    const typed = (values[name] ?? "").trim();
    if (!typed) return null;
    const cents = centsOfText(typed);
    if (cents === null || cents < 1) fields[name] = "invalid";
    return cents;
  };
  const cash = amount("cash");
  const card = amount("card");
  const voucherAmount = amount("voucherAmount");
  const code = (values.voucherCode ?? "").trim();
  const payments = [...(cash ? [{ method: "cash" as const, amount: cash }] : []), ...(card ? [{ method: "card_terminal" as const, amount: card }] : [])];
  const body = {
    ...(payments.length ? { payments } : {}),
    ...(code ? { voucher: { code, ...(voucherAmount ? { amount: voucherAmount } : {}) } } : {}),
    ...(ID.test(values.reward ?? "") ? { rewardId: Number(values.reward) } : {}),
    ...(values.done === "on" ? { done: true } : {}),
  };
  return { body, fields };
}

/** A field the API names, as the form names it: the voucher's, or the money line's input. */
function formField(field: string, lines: readonly string[]) {
  if (field === "voucher.amount") return "voucherAmount";
  if (field.startsWith("voucher")) return "voucherCode";
  const line = /^payments\.(\d)/.exec(field);
  return line ? (lines[Number(line[1])] ?? "cash") : field;
}

type Api = Parameters<Parameters<typeof asCompanyUser>[2]>[0]["api"];

/** The counter's intents: the checkout (what is taken, done or not) and the attendance. */
async function atCounter(api: Api, token: string, id: string, values: Record<string, string | undefined>) {
  const intent = values.intent === "attendance" ? "attendance" : "checkout";
  const { body, fields } = checkoutBody(values);
  const lines = (body.payments ?? []).map((p) => (p.method === "cash" ? "cash" : "card"));
  try {
    if (intent === "attendance") {
      const attendance = ATTENDANCE.find((a) => a === values.attendance) ?? "arrived";
      const { checkout } = await api.post("/agenda/bookings/{id}/attendance", { params: { id }, body: { attendance }, bearer: token });
      return data<PanelResult>({ ok: true, intent, balance: checkout.balance });
    }
    if (Object.keys(fields).length) return data<PanelResult>({ ok: false, intent, reason: "failed", fields, message: "" }, { status: 400 });
    const { checkout } = await api.post("/agenda/bookings/{id}/checkout", { params: { id }, body, bearer: token });
    return data<PanelResult>({ ok: true, intent, balance: checkout.balance });
  } catch (err) {
    if (isApiFailure(err) && (err.status === 400 || err.status === 404 || err.status === 409)) {
      const named = Object.fromEntries(Object.entries(err.fields ?? {}).map(([k, v]) => [formField(k, lines), v]));
      return data<PanelResult>({ ok: false, intent, reason: "failed", fields: named, message: err.message }, { status: err.status });
    }
    throw err;
  }
}


export async function action({ request, context, params }: Route.ActionArgs) {
  const values = await formValues(request);
  return asCompanyUser(request, context, async ({ api, token }) => {
    const id = ID.test(params.id ?? "") ? params.id! : "0";
    if (values.intent === "checkout" || values.intent === "attendance") return atCounter(api, token, id, values);
    const notify = values.notify === "on";
    if (values.intent === "move") {
      const employee = ID.test(values.employee ?? "") ? Number(values.employee) : null;
      const cabin = ID.test(values.cabin ?? "") ? Number(values.cabin) : null;
      if (!values.start || Number.isNaN(Date.parse(values.start))) return data<PanelResult>({ ok: false, intent: "move", reason: "refused", fields: { start: "admin.move.pick" } }, { status: 400 });
      try {
        const { booking } = await api.post("/agenda/bookings/{id}/move", { params: { id }, body: { start: new Date(values.start).toISOString(), employeeId: employee, ...(cabin ? { cabinId: cabin } : {}), notify }, bearer: token });
        return data<PanelResult>({ ok: true, intent: "move", start: booking.start });
      } catch (err) {
        if (isApiFailure(err) && err.status === 409) return data<PanelResult>({ ok: false, intent: "move", reason: err.code !== "slot_taken" ? "refused" : cabin ? "cabinTaken" : "taken", fields: {} }, { status: 409 });
        if (isApiFailure(err) && err.status === 400) return data<PanelResult>({ ok: false, intent: "move", reason: "refused", fields: err.fields ?? {} }, { status: 400 });
        throw err;
      }
    }
    const refund = values.refund === "partial" || values.refund === "none" ? values.refund : "full";
    const amount = refund === "partial" ? centsOfText(values.amount ?? "") : null;
    if (refund === "partial" && (amount === null || amount < 1)) return data<PanelResult>({ ok: false, intent: "cancel", reason: "failed", fields: { amount: "invalid" } }, { status: 400 });
    try {
      const { order } = await api.post("/agenda/bookings/{id}/cancel", { params: { id }, body: { refund, ...(amount ? { amount } : {}), notify }, bearer: token });
      return data<PanelResult>({ ok: true, intent: "cancel", refunded: order.refund?.amount ?? 0 });
    } catch (err) {
      if (isApiFailure(err) && (err.status === 400 || err.status === 409)) return data<PanelResult>({ ok: false, intent: "cancel", reason: "failed", fields: err.fields ?? {} }, { status: err.status });
      throw err;
    }
  });
}
