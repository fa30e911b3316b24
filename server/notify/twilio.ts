// SMS through Twilio's Messages API (decision 254): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
// form-encoded To, From (the business's alphanumeric sender ID), Body and StatusCallback, HTTP Basic
// with the account SID and auth token. Twilio answers the message's SID, then posts its delivery
// reports to the StatusCallback, and a customer's replies to the number's inbound webhook, each
// signed: X-Twilio-Signature = Base64(HMAC-SHA1(auth token, URL + every POST field's name and value,
// sorted by name)).
import { createHmac, timingSafeEqual } from "node:crypto";
import { PermanentFailure } from "./failures";

export interface TwilioConfig {
  url: string;
  accountSid: string;
  authToken: string;
}

/** Twilio's error when the recipient answered STOP to this sender: it refuses until they answer START. */
export const UNSUBSCRIBED_RECIPIENT = 21610;

/** The signature Twilio puts in X-Twilio-Signature for a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** True when `signature` is Twilio's for that request. */
export function validTwilioSignature(authToken: string, signature: string | undefined, url: string, params: Record<string, string>): boolean {
  if (!signature || !authToken) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Refused because the recipient opted out at Twilio (error 21610). */
export class OptedOut extends PermanentFailure {}

/** Sends one SMS; answers Twilio's SID of the message. */
export async function sendTwilioSms(config: TwilioConfig, message: { to: string; from: string; body: string; statusCallback?: string }, fetchImpl: typeof fetch = fetch): Promise<string> {
  const form = new URLSearchParams({ To: message.to, From: message.from, Body: message.body });
  if (message.statusCallback) form.set("StatusCallback", message.statusCallback);
  const res = await fetchImpl(`${config.url.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}` },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  const answer = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
  if (res.ok && answer.sid) return answer.sid;
  const why = `Twilio answered ${res.status}${answer.code ? ` (error ${answer.code}: ${answer.message ?? ""})` : ""}`;
  if (answer.code === UNSUBSCRIBED_RECIPIENT) throw new OptedOut(why);
  // 4xx but throttling: the request itself is refused and will be again
  throw res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 ? new PermanentFailure(why) : new Error(why);
}
