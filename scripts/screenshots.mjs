// The storefront's main pages as a new customer sees them, at 390×844 and 1280×800, into
// docs/screenshots/: the home (two shops, and the one-shop studio's), the services, a service, the booking step, the confirmation and
// the appointments. Run against a demo server started with DEMO=1 (the code of the new customer's
// sign-in is read from its /dev/outbox): `node scripts/screenshots.mjs http://localhost:3000`.
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://localhost:3000";
const out = new URL("../docs/screenshots/", import.meta.url).pathname;
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });

for (const [size, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: `${out}${name}-${size}.png` });
  const settle = () => page.waitForLoadState("networkidle").then(() => page.waitForTimeout(400));

  await page.goto(`${base}/`);
  await settle();
  await shot("home-first-visit");
  // A visitor who answered the cookie question: the pages as they read afterwards.
  await page.getByRole("button", { name: "Tout refuser" }).click();
  await page.waitForTimeout(300);
  await shot("home");
  // The one-shop studio's home (another business of the demo, at solo.localhost).
  await page.goto(`${base.replace("//localhost", "//solo.localhost")}/`);
  await settle();
  await page.getByRole("button", { name: "Tout refuser" }).click();
  await page.waitForTimeout(300);
  await shot("home-one-shop");
  await page.goto(`${base}/services`);
  await settle();
  await shot("services");
  await page.goto(`${base}/paris-marais/services/massages/massage-californien`);
  await settle();
  await shot("service");

  await page.goto(`${base}/paris-marais/services/massages/massage-californien?page=reserved`);
  const step = page.locator("dialog[open][data-testid=booking-step]");
  await step.getByTestId("slots").locator("button").nth(1).click();
  await page.waitForTimeout(300);
  await shot("booking-step");
  await step.getByTestId("booking-continue").click();
  const email = `screenshots-${size}-${Date.now()}@demo.example`;
  await step.getByRole("textbox").first().fill(email);
  await step.getByTestId("identify-address").getByRole("button").click();
  await step.getByTestId("identify-code").waitFor();
  const outbox = await (await fetch(`${base}/dev/outbox`)).text();
  const code = outbox.slice(outbox.indexOf(email)).match(/\b(\d{6})\b/)[1];
  await step.getByRole("textbox").first().fill(code);
  await step.getByTestId("booking-details").waitFor();
  await step.getByRole("textbox").nth(0).fill("Léa");
  await step.getByRole("textbox").nth(1).fill("Martin");
  await step.getByRole("textbox").nth(2).fill("06 12 34 56 78");
  await shot("booking-review");
  await step.getByTestId("booking-confirm").click();
  await step.getByTestId("booking-confirmed").waitFor();
  await page.waitForTimeout(400);
  await shot("confirmation");
  await page.goto(`${base}/profile/orders`);
  await settle();
  await shot("orders");
  await context.close();
}
await browser.close();
