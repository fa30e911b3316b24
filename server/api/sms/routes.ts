// Twilio's webhooks (contract/sms.ts, decision 254): each verified by its signature against the
// address this business gave Twilio (server/notify/sms-context.ts), then recorded.
import type { Context } from "hono";
import * as op from "../../../contract/sms";
import { Forbidden, NotFound } from "../../../domain/errors";
import { replyKeyword } from "../../../domain/sms";
import { recordDeliveryReport } from "../../notify/delivery-reports";
import { optIn, optOut } from "../../notify/opt-outs";
import { smsWebhook } from "../../notify/sms-context";
import { validTwilioSignature } from "../../notify/twilio";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

export const smsRoutes = resourceRoutes();

/** The business named by the address and the posted fields, once the signature says Twilio sent them. */
async function verified(c: Context<ApiEnv>, companyToken: string, kind: "status" | "inbound") {
  const { companies, config } = c.get("services");
  const company = await companies.byTokenOrNull(companyToken);
  if (!company) throw new NotFound("company_unknown", { companyToken: "unknown" });
  const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
  if (!validTwilioSignature(config.TWILIO_AUTH_TOKEN, c.req.header("x-twilio-signature"), smsWebhook(company, kind), params)) throw new Forbidden({ "x-twilio-signature": "invalid" });
  return { company, params };
}

handle(smsRoutes, op.deliveryReport, async (c) => {
  const { company, params } = await verified(c, c.req.valid("param").companyToken, "status");
  const status = params.MessageStatus ?? params.SmsStatus;
  if (params.MessageSid && status) await recordDeliveryReport({ db: c.get("services").db, companyId: company.id }, { providerRef: params.MessageSid, status, errorCode: params.ErrorCode ?? null }, c.get("now"));
  return c.json({ received: true }, 200);
});

handle(smsRoutes, op.inboundSms, async (c) => {
  const { company, params } = await verified(c, c.req.valid("param").companyToken, "inbound");
  const db = c.get("services").db;
  const word = replyKeyword(params.Body ?? "");
  if (params.From && word === "stop") await optOut({ db, companyId: company.id }, params.From, (params.Body ?? "").trim().slice(0, 40));
  if (params.From && word === "start") await optIn({ db, companyId: company.id }, params.From);
  // Twilio reads the answer as TwiML: an empty one sends no reply of ours
  return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { "content-type": "text/xml" }) as never;
});
