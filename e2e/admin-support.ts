// A company user signs into the back-office as a person would: /admin sends them to the sign-in
// page, which brings them back to the agenda.
import type { Page } from "playwright-core";
import { DEMO_TEAM_PASSWORD } from "../server/db/seed";

const wait = { timeout: 15_000 };

/** `admin`: the full address of /admin (with its language prefix) on the journey's server */
export async function signInToAdmin(page: Page, admin: string, email: string) {
  await page.goto(admin);
  await page.waitForURL(/\/admin\/login\?next=/, wait);
  await page.fill("input[name=email]", email);
  await page.fill("input[name=password]", DEMO_TEAM_PASSWORD);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin\/agenda/, wait);
}
