// The SMS provider's webhooks (decision 254): Twilio posts a message's delivery reports to its
// StatusCallback and a customer's replies to the inbound address, form-encoded and signed
// (X-Twilio-Signature); both name the business by its token, as the payment notifications do.
import { z } from "zod";
import { operations } from "./operation";
import { text } from "./vocabulary";

const { post } = operations("sms");

export const deliveryReport = post("/sms/status/{companyToken}", "Twilio's delivery report of an SMS (StatusCallback), verified by its signature: the message's status is recorded on it", {
  access: "host",
  params: z.object({ companyToken: text(200, 1) }),
  response: z.object({ received: z.boolean() }),
  errors: [400, 403, 404],
});

export const inboundSms = post("/sms/inbound/{companyToken}", "A customer's reply by SMS (Twilio's inbound webhook), verified by its signature: STOP (and its kin) stops the business's SMS to that phone, START gives them back; answered with empty TwiML", {
  access: "host",
  params: z.object({ companyToken: text(200, 1) }),
  response: z.object({ received: z.boolean() }),
  errors: [400, 403, 404],
});
