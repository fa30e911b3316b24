// The demo spa takes deposits online on a demo server (`DEMO=1`), through the local Stripe fake
// that runs in the same process (test/fakes/stripe.ts: its hosted page posts back as Stripe does).
// Bookings are paid at the shop except the services that carry their own rule in the catalogue:
// the hammam ritual (30 %), the 'Escapade' package (30 € fixed) and the premium facial (in full).
import { eq } from "drizzle-orm";
import { DEMO_PAYMENT_KEYS } from "../../../test/fakes/payments";
import type { Db } from "..";
import { companies } from "../schema";
import { spa } from ".";

export async function enableDemoPayments(db: Db): Promise<void> {
  const [row] = await db.select({ id: companies.id, settings: companies.settings }).from(companies).where(eq(companies.token, spa.token));
  if (!row) return;
  const settings = structuredClone(row.settings ?? {}) as { booker?: Record<string, Record<string, unknown> | undefined> };
  const booker = (settings.booker ??= {});
  booker.payment = { provider: "stripe", keys: { ...DEMO_PAYMENT_KEYS.stripe } };
  booker.appointment = { ...booker.appointment, payment: { active: true, deposit: { rule: { type: "none" } } } };
  await db.update(companies).set({ settings }).where(eq(companies.id, row.id));
}
