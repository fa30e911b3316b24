// Account journeys in Chromium, in French and English, against a production server started by
// this file with SMTP_URL pointing at a local SMTP server: the codes and the reset link are read
// from the mail actually delivered.
import { spawnSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { OAuth2Server } from "oauth2-mock-server";
import { decodeMail, startTestSmtp } from "../server/notify/test-smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launch, newPage, screenshot } from "./browser";
import { injectAxe } from "./shell-helpers";
import { freePort, newDataDir, startServerProcess } from "./server-process";

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let port: number;
let idp: OAuth2Server;

const url = (path: string) => `http://localhost:${port}${path}`;

const logLines: string[] = [];

/** The code of the newest text message to `to`, waiting for it to be sent. */
async function smsCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const line of [...logLines].reverse()) {
      const entry = line.startsWith("{") ? (JSON.parse(line) as { channel?: string; to?: string; text?: string }) : null;
      const code = entry?.channel === "sms" && entry.to === to ? /\b(\d{6})\b/.exec(entry.text ?? "")?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text message to ${to}`);
}

/** The newest mail to `to` whose decoded text matches `pattern`, waiting for it to arrive. */
async function mailMatching(to: string, pattern: RegExp, after = 0): Promise<RegExpExecArray> {
  for (let i = 0; i < 100; i++) {
    for (const mail of smtp.inbox.slice(after).reverse()) {
      const found = mail.to === to ? pattern.exec(decodeMail(mail.raw)) : null;
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Google sign-in goes to a local OpenID Connect server.
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { sub: "google-e2e-1", email: "social-e2e@example.com", email_verified: true, given_name: "Noor", family_name: "Haddad" });
  });
  port = await freePort();
  const dataDir = newDataDir("accounts-e2e");
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "e2e/accounts-seed.ts", dataDir], { stdio: "inherit" });
  if (seeded.status !== 0) throw new Error("could not prepare the accounts database");
  // SMS are written to the log (by the demo's local Twilio fake, or without a provider): the journey reads its codes there.
  server = await startServerProcess({ dataDir, port, env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://{host}:${port}`, GOOGLE_ISSUER: idp.issuer.url!, LOG_LEVEL: "info" }, onLog: (line) => logLines.push(line) });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp.close();
  await idp?.stop();
});

async function noSeriousAxeViolation(page: Page) {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run();
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  });
  expect(violations).toEqual([]);
}

const T = {
  fr: { prefix: "", register: "Créer mon compte", verify: "Valider le code", login: "Se connecter", logout: "Se déconnecter", save: "Enregistrer", sendLink: "Recevoir le lien", setPassword: "Enregistrer le mot de passe", subject: /(\d{6}) est votre code/, emailError: "Saisissez une adresse e-mail valide.", wrong: "E-mail ou mot de passe incorrect.", saved: "Vos informations sont enregistrées." },
  en: { prefix: "/en", register: "Create my account", verify: "Confirm the code", login: "Sign in", logout: "Sign out", save: "Save", sendLink: "Send me the link", setPassword: "Save the password", subject: /(\d{6}) is your/, emailError: "Enter a valid email address.", wrong: "Wrong email or password.", saved: "Your details have been saved." },
} as const;

describe.each(["fr", "en"] as const)("a customer's account journey (%s)", (lang) => {
  const t = T[lang];
  const email = `journey-${lang}@example.com`;
  // each language's customer has a phone of their own (a number already another's is not given away)
  const phone = lang === "fr" ? ["06 11 22 33 44", "+33611223344"] : ["06 11 22 33 45", "+33611223345"];

  it("registers with an e-mail code, sees the profile warning, and it disappears once the phone is set", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url(`${t.prefix}/auth/register`));
    await noSeriousAxeViolation(page);
    // A bad e-mail: the error in the visitor's language, what was typed kept.
    await page.fill("#f-firstname", "Camille");
    await page.fill("#f-email", "camille@nowhere");
    await page.fill("#f-password", "spa password 1");
    await page.getByRole("button", { name: t.register }).click();
    await expect(page.locator('[data-field-error="email"]').textContent()).resolves.toBe(t.emailError);
    await expect(page.inputValue("#f-firstname")).resolves.toBe("Camille");
    await screenshot(page, `accounts-register-error-${lang}`);

    const before = smtp.inbox.length;
    await page.fill("#f-email", email);
    await page.fill("#f-password", "spa password 1");
    await page.getByRole("button", { name: t.register }).click();
    await page.waitForSelector("#f-code");
    const code = (await mailMatching(email, t.subject, before))[1]!;
    await page.fill("#f-code", code);
    await page.getByRole("button", { name: t.verify }).click();
    await page.waitForURL(url(`${t.prefix}/profile`));
    await page.getByTestId("profile-warning").waitFor();
    await expect(page.evaluate(() => [localStorage.getItem("auth.token")?.length, localStorage.getItem("auth.type")])).resolves.toEqual([43, "customer"]);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "auth")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    await noSeriousAxeViolation(page);
    await screenshot(page, `accounts-profile-warning-${lang}`);

    // Edit the profile: the phone is the account's once its SMS code is entered, then the warning goes.
    await page.fill("#f-lastname", "Durand");
    await page.fill("#f-phone", phone[0]!);
    await page.fill("#f-city", "Lyon");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await page.getByText(t.saved).waitFor();
    await page.getByTestId("confirm-phone").waitFor();
    await expect(page.getByTestId("profile-warning").count()).resolves.toBe(1);
    await noSeriousAxeViolation(page);
    await screenshot(page, `accounts-profile-phone-code-${lang}`);
    await page.fill("#f-code", await smsCode(phone[1]!));
    await page.getByTestId("confirm-phone").getByRole("button", { name: t.verify }).click();
    // the code taken, its form goes and the phone is the account's
    await page.getByTestId("confirm-phone").waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("profile-warning").count()).toBe(0);
    await page.reload();
    await expect(page.inputValue("#f-phone")).resolves.toBe(phone[1]);
    await expect(page.inputValue("#f-lastname")).resolves.toBe("Durand");
    await expect(page.getByTestId("profile-warning").count()).resolves.toBe(0);
    await screenshot(page, `accounts-profile-${lang}`);
    await context.close();
  });

  it("logs out, then logs in with the password", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(url(`${t.prefix}/auth/login`));
    await page.fill("#f-email", email);
    await page.fill("#f-password", "wrong password");
    await page.getByRole("button", { name: t.login, exact: true }).click();
    await expect(page.getByRole("alert").first().textContent()).resolves.toBe(t.wrong);
    await expect(page.inputValue("#f-email")).resolves.toBe(email);
    await page.fill("#f-password", "spa password 1");
    await page.getByRole("button", { name: t.login, exact: true }).click();
    await page.waitForURL(url(`${t.prefix}/profile`));
    await screenshot(page, `accounts-profile-desktop-${lang}`);
    await page.getByRole("button", { name: t.logout }).click();
    await page.waitForURL(url(`${t.prefix}/auth/logout`));
    await page.locator('[data-notice="success"]').waitFor();
    await expect(page.evaluate(() => localStorage.getItem("auth.token"))).resolves.toBeNull();
    expect((await context.cookies()).find((c) => c.name === "auth")).toBeUndefined();
    // Signed out: the profile sends to the sign-in page.
    await page.goto(url(`${t.prefix}/profile`));
    await page.waitForURL((u) => u.pathname === `${t.prefix}/auth/login`);
    await page.fill("#f-email", email);
    await page.fill("#f-password", "spa password 1");
    await page.getByRole("button", { name: t.login, exact: true }).click();
    await page.waitForURL(url(`${t.prefix}/profile`));
    await context.close();
  });

  it("resets the password from the link in the mail", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url(`${t.prefix}/auth/forgot-password`));
    const before = smtp.inbox.length;
    await page.fill("#f-email", email);
    await page.getByRole("button", { name: t.sendLink }).click();
    await page.locator('[data-notice="success"]').waitFor();
    const link = (await mailMatching(email, /(http:\/\/localhost:\d+\S*\/profile\/password-reset\/[\w-]{43})/, before))[1]!;
    expect(link.startsWith(url(`${t.prefix}/profile/password-reset/`))).toBe(true);
    await page.goto(link);
    await noSeriousAxeViolation(page);
    await page.fill("#f-password", "a brand new one");
    await page.getByRole("button", { name: t.setPassword }).click();
    await page.waitForURL((u) => u.pathname === `${t.prefix}/profile`);
    await screenshot(page, `accounts-reset-done-${lang}`);
    // The link works once.
    await page.goto(link);
    await expect(page.locator("#f-password").count()).resolves.toBe(0);
    await context.close();
  });
});

describe("forms before JavaScript loads", () => {
  it("signing in works with JavaScript off", async () => {
    const { context, page } = await newPage(browser, PHONE, { javaScriptEnabled: false });
    await page.goto(url("/auth/login"));
    await page.fill("#f-email", "journey-fr@example.com");
    await page.fill("#f-password", "a brand new one");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL(url("/profile"));
    await expect(page.locator("h1").textContent()).resolves.toBe("Mon compte");
    await context.close();
  });

  it("a refused token counts as signed out and its cookie is cleared", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addCookies([{ name: "auth", value: "x".repeat(43), url: url("/") }]);
    await page.goto(url("/"));
    expect((await context.cookies()).find((c) => c.name === "auth")).toBeUndefined();
    await context.close();
  });
});

describe("social sign-in in the browser", () => {
  it.each([
    ["fr", "", "Continuer avec Google"],
    ["en", "/en", "Continue with Google"],
  ])("(%s) goes to the provider and comes back signed in, through the real redirect and callback", async (lang, prefix, button) => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(url(`${prefix}/auth/login`));
    const visited: string[] = [];
    page.on("request", (r) => r.isNavigationRequest() && visited.push(r.url()));
    await page.getByRole("link", { name: button }).click();
    await page.waitForURL(url(`${prefix}/profile`));
    // We did go through the provider and back to our callback address.
    expect(visited.some((u) => u.startsWith(`${idp.issuer.url}/authorize?`))).toBe(true);
    expect(visited.some((u) => u.startsWith(url(`${prefix}/auth/customer/login?code=`)))).toBe(true);
    await expect(page.inputValue("#f-email")).resolves.toBe("social-e2e@example.com");
    await expect(page.inputValue("#f-firstname")).resolves.toBe("Noor");
    await screenshot(page, `accounts-social-${lang}`);
    // The profile lists Google as linked, and unlinks it (the account keeps its e-mail to sign in).
    await page.getByRole("tab", { name: lang === "fr" ? "Connexion et sécurité" : "Sign-in and security" }).click();
    const linked = page.getByTestId("linked-accounts");
    const [unlink, link] = lang === "fr" ? ["Dissocier Google", "Associer Google"] : ["Unlink Google", "Link Google"];
    await linked.getByRole("button", { name: unlink }).click();
    await linked.getByRole("link", { name: link }).waitFor();
    expect(await linked.getByRole("button", { name: unlink }).count()).toBe(0);
    await context.close();
  });
});
