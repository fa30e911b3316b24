// A real SMTP round trip: nodemailer sends to a local smtp-server; the test reads the message
// and follows the reset link inside it.
import { afterAll, describe, expect, it } from "vitest";
import { useTestServer } from "../use-test-server";
import { json } from "../api/users/test-helpers";
import { decodeMail, startTestSmtp } from "./test-smtp";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const server = useTestServer(async () => {
  smtp = await startTestSmtp();
  return { env: { SMTP_URL: smtp.url, MAIL_FROM: "bonjour@vitrine.test", PUBLIC_URL: "http://{host}:3000" } };
});
afterAll(() => smtp.close());

describe("mail over SMTP", () => {
  it("delivers the reset mail (HTML and text, the business's name and logo) and its link sets a new password", async () => {
    // An account (its code mail also travels by SMTP).
    const { userID } = await (await json(server, "POST", "/api/users/register/steps/2", { email: "smtp@example.com", password: "first password", lang: "de" })).json();
    await server.deliver();
    const codeMail = smtp.inbox.find((m) => m.to === "smtp@example.com")!;
    const code = /(\d{6}) ist Ihr Code/.exec(decodeMail(codeMail.raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await json(server, "POST", "/api/users/register/verify/code", { userID, code })).status).toBe(200);

    expect((await json(server, "POST", "/api/users/password/reset", { email: "smtp@example.com" }, { lang: "fr" })).status).toBe(204);
    await server.deliver();
    const mail = smtp.inbox.filter((m) => m.to === "smtp@example.com").at(-1)!;
    const raw = decodeMail(mail.raw);
    expect(raw).toMatch(/From: .*Maison.*<bonjour@vitrine\.test>/);
    expect(raw).toContain("multipart/alternative");
    expect(raw).toContain("text/plain");
    expect(raw).toContain("text/html");
    // In the customer's language (German, chosen at registration), not the caller's.
    expect(raw).toContain("Neues Passwort – Maison Lumière Spa");
    expect(raw).toContain("http://localhost:3000/images/demo/logo-lumiere.svg");
    const link = /(http:\/\/localhost:3000\/de\/profile\/password-reset\/[\w-]{43})/.exec(raw)?.[1];
    expect(link).toBeDefined();

    // Follow the link: the page it opens reads the token, then sets the password with it.
    const token = new URL(link!).pathname.split("/").pop()!;
    expect((await json(server, "GET", `/api/users/token/${token}`)).status).toBe(200);
    expect((await json(server, "PUT", `/api/users/token/${token}`, { password: "second password" })).status).toBe(200);
    expect((await json(server, "POST", "/api/users/login", { email: "smtp@example.com", password: "second password" })).status).toBe(200);
  });
});
