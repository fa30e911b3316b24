// /admin/agenda/booking/:id — the agenda's booking panel talks to this (a fetcher, no page
// reload): GET the booking as the front desk sees it, with the free times of a day it could move
// to (?date=, its own day by default); POST `intent=move` (start, employee, notify) or
// `intent=cancel` (refund full/partial/none, the amount as typed, notify). The amount typed in the
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

export type PanelResult = { ok: true; intent: "move"; start: string } | { ok: true; intent: "cancel"; refunded: number } | { ok: false; intent: "move" | "cancel"; reason: "taken" | "refused" | "failed"; fields: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const values = await formValues(request);
  return asCompanyUser(request, context, async ({ api, token }) => {
    const id = ID.test(params.id ?? "") ? params.id! : "0";
    const notify = values.notify === "on";
    if (values.intent === "move") {
      const employee = ID.test(values.employee ?? "") ? Number(values.employee) : null;
      if (!values.start || Number.isNaN(Date.parse(values.start))) return data<PanelResult>({ ok: false, intent: "move", reason: "refused", fields: { start: "admin.move.pick" } }, { status: 400 });
      try {
        const { booking } = await api.post("/agenda/bookings/{id}/move", { params: { id }, body: { start: new Date(values.start).toISOString(), employeeId: employee, notify }, bearer: token });
        return data<PanelResult>({ ok: true, intent: "move", start: booking.start });
      } catch (err) {
        if (isApiFailure(err) && err.status === 409) return data<PanelResult>({ ok: false, intent: "move", reason: err.code === "slot_taken" ? "taken" : "refused", fields: {} }, { status: 409 });
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
