// The demo spa takes deposits online on a demo server (`DEMO=1`), through the local fake of the
// provider `DEMO_PAYMENT_PROVIDER` names (Stripe by default), running in the same process
// (server/fakes/: each hosted page posts back as its provider does), with that fake's demo keys.
// Bookings are paid at the shop except the services that carry their own rule in the catalogue:
// the hammam ritual (30 %), the 'Escapade' package (30 € fixed) and the premium facial (in full).
import { eq } from "drizzle-orm";
import { DEMO_PAYMENT_KEYS } from "../../fakes/demo-keys";
import type { Db } from "..";
import { companies } from "../schema";
import { spa } from ".";

export async function enableDemoPayments(db: Db, provider: keyof typeof DEMO_PAYMENT_KEYS = "stripe"): Promise<void> {
  const [row] = await db.select({ id: companies.id, settings: companies.settings }).from(companies).where(eq(companies.token, spa.token));
  if (!row) return;
  const settings = structuredClone(row.settings ?? {}) as { booker?: Record<string, Record<string, unknown> | undefined> };
  const booker = (settings.booker ??= {});
  booker.payment = { provider, keys: { ...DEMO_PAYMENT_KEYS[provider] } };
  booker.appointment = { ...booker.appointment, payment: { active: true, deposit: { rule: { type: "none" } } } };
  await db.update(companies).set({ settings }).where(eq(companies.id, row.id));
}
