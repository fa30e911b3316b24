// The waitlist (spec §7 'Appointments', domain/waitlist.ts): a signed-in customer asks to be told
// when a time frees up at a shop, for services, on a range of days; lists and leaves their
// entries. The signed link of a waitlist mail leaves an entry without signing in.
import { z } from "zod";
import { operations } from "./operation";
import { id, idText, localDate, shopRef, text } from "./vocabulary";

const { get, post, del } = operations("waitlist");

export const waitlistEntrySchema = z.object({
  id: z.number(),
  shop: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  /** shop-local days, both included */
  from: z.string(),
  to: z.string(),
  /** the language the customer is written to in */
  lang: z.string(),
  createdAt: z.string(),
  leftAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const listWaitlist = get("/waitlist", "The signed-in customer's waitlist entries still waiting, the first joined first", {
  access: "customer",
  response: z.object({ entries: z.array(waitlistEntrySchema) }),
  errors: [401],
});

export const joinWaitlist = post("/waitlist", "Joins the waitlist: told by e-mail (and SMS where the business sends them) when a time of one of the services frees up at the shop on one of the days; 409 waitlist_full beyond 10 entries", {
  access: "customer",
  body: z.object({
    shopId: shopRef,
    services: z.array(id).min(1, "at least one service").max(10, "at most 10 services"),
    from: localDate,
    to: localDate,
  }),
  status: 201,
  response: z.object({ entry: waitlistEntrySchema }),
  errors: [400, 401, 404, 409],
});

export const leaveWaitlist = del("/waitlist/{id}", "Leaves one of the customer's waitlist entries (someone else's is 404); leaving twice answers the same", {
  access: "customer",
  params: z.object({ id: idText }),
  response: z.object({ entry: waitlistEntrySchema }),
  errors: [400, 401, 404],
});

const token = z.object({ token: text(80, 3).regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, "must be the link of your waitlist mail") });

export const waitlistOfLink = get("/waitlist/link/{token}", "The waitlist entry a signed link of a waitlist mail names (no sign-in); 404 for a link that does not match", {
  access: "company",
  params: token,
  response: z.object({ entry: waitlistEntrySchema }),
  errors: [400, 404],
});

export const leaveWaitlistByLink = post("/waitlist/link/{token}/leave", "Leaves the waitlist entry a signed link names (no sign-in)", {
  access: "company",
  params: token,
  response: z.object({ entry: waitlistEntrySchema }),
  errors: [400, 404],
});
