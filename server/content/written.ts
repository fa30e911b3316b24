// The business's content as its team writes it (the back-office): every post, drafts and scheduled
// ones too, with its state at the shop's local day and hour; every event and alert, past and coming.
import type { Tenant } from "../tenant";
import { and, desc, eq } from "drizzle-orm";
import { postStatus } from "../../domain/magazine";
import { NotFound } from "../../domain/errors";
import { alerts, events, posts } from "../db/schema";
import { alertView, categoriesById, companyNow, eventView, postView } from "./store";

export async function writtenPosts({ db, companyId }: Tenant, now: Date) {
  const [{ today, clock }, rows, categories] = await Promise.all([
    companyNow({ db, companyId }, now),
    db.select().from(posts).where(eq(posts.companyId, companyId)).orderBy(desc(posts.publishedOn), desc(posts.id)),
    categoriesById({ db, companyId }),
  ]);
  const list = rows.map((row) => {
    const view = postView(row, categories, today);
    return { ...view, status: postStatus(view, today, clock) };
  });
  return { posts: list, today, clock };
}

export async function writtenPost({ db, companyId }: Tenant, id: number, now: Date) {
  const [row] = await db.select().from(posts).where(and(eq(posts.companyId, companyId), eq(posts.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  const { today, clock } = await companyNow({ db, companyId }, now);
  const view = postView(row, await categoriesById({ db, companyId }), today);
  return { ...view, status: postStatus(view, today, clock) };
}

export async function writtenEvents({ db, companyId }: Tenant) {
  const rows = await db.select().from(events).where(eq(events.companyId, companyId)).orderBy(desc(events.end), desc(events.id));
  return rows.map(eventView);
}

export async function writtenAlerts({ db, companyId }: Tenant) {
  const rows = await db.select().from(alerts).where(eq(alerts.companyId, companyId)).orderBy(desc(alerts.end), desc(alerts.id));
  return rows.map(alertView);
}
