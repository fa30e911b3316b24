// A local Twilio for the demo and the tests (decision 254), speaking its Messages API as documented:
// `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form fields To, From, Body, StatusCallback,
// HTTP Basic with the account SID and auth token; its JSON answers and error codes (20003, 21211,
// 21212, 21602, 21610); delivery reports posted to the StatusCallback and replies to the inbound
// webhook, form-encoded and signed with X-Twilio-Signature (HMAC-SHA1 of the URL and the sorted
// fields, with the auth token). Like Twilio, it refuses a number that answered STOP until START.
import { createHmac, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { listen } from "./shared";

/** The demo's account: a SID of Twilio's shape and its token. */
export const DEMO_TWILIO = { accountSid: `AC${"0".repeat(28)}de70`, authToken: "demo-twilio-auth-token" };

export interface FakeSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback?: string;
  status: string;
}

type Post = (url: string, init: { method: "POST"; headers: Record<string, string>; body: string }) => Promise<Response>;

// Twilio's own opt-out and opt-in words
const STOP = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"];
const START = ["START", "UNSTOP", "YES"];

const sign = (token: string, url: string, params: Record<string, string>) =>
  createHmac("sha1", token)
    .update(url + Object.keys(params).sort().map((k) => k + params[k]).join(""), "utf8")
    .digest("base64");

const sid = (prefix: string) => prefix + randomBytes(16).toString("hex");

const error = (status: number, code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

export async function startTwilioFake(opts: { account?: typeof DEMO_TWILIO; post?: Post; auto?: boolean; onMessage?: (m: FakeSms) => void } = {}) {
  const account = opts.account ?? DEMO_TWILIO;
  const post: Post = opts.post ?? ((url, init) => fetch(url, init));
  const messages: FakeSms[] = [];
  /** numbers that answered STOP */
  const stopped = new Set<string>();

  async function signedPost(url: string, params: Record<string, string>) {
    const res = await post(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": sign(account.authToken, url, params), "i-twilio-idempotency-token": randomBytes(8).toString("hex") }, body: new URLSearchParams(params).toString() });
    return { status: res.status, body: await res.text() };
  }

  /** Posts the message's delivery report (`sent`, `delivered`, `undelivered`, `failed`). */
  async function report(m: FakeSms, status: string, errorCode?: string) {
    m.status = status;
    if (!m.statusCallback) return null;
    const params: Record<string, string> = { AccountSid: account.accountSid, ApiVersion: "2010-04-01", From: m.from, MessageSid: m.sid, MessageStatus: status, SmsSid: m.sid, SmsStatus: status, To: m.to };
    if (errorCode) params.ErrorCode = errorCode;
    return signedPost(m.statusCallback, params);
  }

  const app = new Hono();
  app.post("/2010-04-01/Accounts/:sid/Messages.json", async (c) => {
    const [scheme, encoded] = (c.req.header("authorization") ?? "").split(" ");
    const [user, password] = Buffer.from(encoded ?? "", "base64").toString().split(":");
    if (scheme !== "Basic" || user !== account.accountSid || password !== account.authToken || c.req.param("sid") !== account.accountSid) return c.json(error(401, 20003, "Authenticate"), 401);
    const form = new URLSearchParams(await c.req.text());
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? "";
    const body = form.get("Body") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return c.json(error(400, 21211, `The 'To' number ${to} is not a valid phone number.`), 400);
    if (!(/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(from) || /^\+[1-9]\d{6,14}$/.test(from))) return c.json(error(400, 21212, `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`), 400);
    if (!body) return c.json(error(400, 21602, "Message body is required."), 400);
    if (stopped.has(to)) return c.json(error(400, 21610, "Attempt to send to unsubscribed recipient"), 400);
    const m: FakeSms = { sid: sid("SM"), to, from, body, statusCallback: form.get("StatusCallback") ?? undefined, status: "queued" };
    messages.push(m);
    opts.onMessage?.(m);
    // the demo's phones receive at once; tests deliver when they choose
    if (opts.auto) void report(m, "sent").then(() => report(m, "delivered")).catch(() => {});
    const now = new Date().toUTCString();
    return c.json({ sid: m.sid, account_sid: account.accountSid, to, from, body, status: "queued", direction: "outbound-api", api_version: "2010-04-01", num_segments: "1", date_created: now, date_updated: now, error_code: null, error_message: null, uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${m.sid}.json` }, 201);
  });

  const running = await listen(app);
  return {
    url: running.url,
    account,
    messages,
    stopped,
    /** the environment that points a server at this fake */
    env: { TWILIO_URL: running.url, TWILIO_ACCOUNT_SID: account.accountSid, TWILIO_AUTH_TOKEN: account.authToken },
    /** reports every message not delivered yet as `sent`, then `status` (with Twilio's error code for a failure) */
    async deliverAll(status = "delivered", errorCode?: string) {
      const results = [];
      for (const m of messages.filter((x) => x.status === "queued")) {
        await report(m, "sent");
        results.push(await report(m, status, errorCode));
      }
      return results;
    },
    /** a reply from `from` to the business's number, posted to its inbound webhook `url`; STOP and START as Twilio reads them */
    async reply(from: string, to: string, body: string, url: string) {
      const word = body.trim().toUpperCase();
      if (STOP.includes(word)) stopped.add(from);
      if (START.includes(word)) stopped.delete(from);
      const messageSid = sid("SM");
      return signedPost(url, { AccountSid: account.accountSid, ApiVersion: "2010-04-01", Body: body, From: from, MessageSid: messageSid, NumMedia: "0", NumSegments: "1", SmsMessageSid: messageSid, SmsSid: messageSid, SmsStatus: "received", To: to });
    },
    /** the same request as a forger would send it: a signature made with another token */
    forged: (url: string, params: Record<string, string>) => post(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": sign("not-the-token", url, params) }, body: new URLSearchParams(params).toString() }),
    close: running.close,
  };
}

export type TwilioFake = Awaited<ReturnType<typeof startTwilioFake>>;
