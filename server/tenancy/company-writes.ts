// The company's settings as its team reads and writes them (decision 219): secrets never read
// back, a write a merge patch validated by the settings schema, secrets left blank kept, audited
// with every secret hidden; a change of colours that leaves text unreadable is refused (WCAG AA).
// The row's trigger moves the company's version (migration 0007), so every process's storefront
// reads the new settings at its next request.
import type { Tenant } from "../tenant";
import { and, eq, inArray } from "drizzle-orm";
import type { TeamCompany } from "../../contract/companies";
import { contrastFailures, contrastMessage } from "../../domain/colour-contrast";
import { keepSecrets, maskSecrets, mergePatch, secretsSet } from "../../domain/company-secrets";
import { parseSettings, validateSettings, type CompanySettings } from "../../domain/company-settings";
import { Invalid, NotFound } from "../../domain/errors";
import { record, type Editor } from "../audit/editor";
import { articles, companies } from "../db/schema";

type Row = typeof companies.$inferSelect;

function view(row: Row): TeamCompany {
  const settings = parseSettings(row.settings);
  return { id: row.id, token: row.token, nickname: row.nickname, version: row.version, settings: maskSecrets(settings), secretsSet: secretsSet(settings) };
}

/** The request's own company only: another business's id is not found (decision 150). */
async function own({ db, companyId }: Tenant, id: number, lock = false): Promise<Row> {
  if (id !== companyId) throw new NotFound();
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw new NotFound();
  return row;
}

export async function teamCompany({ db, companyId }: Tenant, id: number): Promise<TeamCompany> {
  return view(await own({ db, companyId }, id));
}

export interface CompanyChange {
  nickname?: string;
  /** a merge patch of the settings document */
  settings?: Record<string, unknown>;
}

/** What the audit keeps of a company: its nickname and settings, each secret "[hidden]". */
const audited = (nickname: string, settings: CompanySettings) => ({ nickname, settings: maskSecrets(settings, "[hidden]") });

export async function updateCompany({ db, companyId }: Tenant, id: number, change: CompanyChange, editor: Editor): Promise<TeamCompany> {
  return db.transaction(async (tx) => {
    const row = await own({ db: tx, companyId }, id, true);
    const current = parseSettings(row.settings);
    const checked = validateSettings(change.settings ? mergePatch(current, change.settings) : current);
    if (!checked.ok) throw new Invalid({ [`settings.${checked.path}`]: checked.message });
    await rewardsOwnArticles({ db: tx, companyId }, checked.settings);
    // a pair of colours the change touched must still read (WCAG AA): named at the colour to change
    const unreadable = contrastFailures(checked.settings.themes.colors, current.themes.colors);
    // one message a field: the first pair that fails at it
    if (unreadable.length) throw new Invalid(Object.fromEntries(unreadable.reverse().map((f) => [`settings.themes.colors.${f.field}`, contrastMessage(f)])));
    const settings = keepSecrets(checked.settings, current);
    const nickname = change.nickname ?? row.nickname;
    const [updated] = await tx.update(companies).set({ nickname, settings, updatedAt: editor.now }).where(eq(companies.id, id)).returning();
    const before = secretsSet(current);
    const changedSecrets = secretsSet(settings).filter((p) => !before.includes(p) || valueAt(settings, p) !== valueAt(current, p));
    await record({ db: tx, companyId }, editor, { action: "update", entity: "company", id, before: audited(row.nickname, current), after: { ...audited(nickname, settings), keysChanged: changedSecrets } });
    return view(updated!);
  });
}

const valueAt = (doc: unknown, path: string) => path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), doc);

/** A loyalty reward names one of the business's own services (or packages) or products: another's id is refused, named at the field. */
async function rewardsOwnArticles({ db, companyId }: Tenant, settings: CompanySettings) {
  const tiers = settings.booker.loyalty.tiers;
  const ids = tiers.flatMap((t) => (t.reward.type === "amount" ? [] : [t.reward.articleId]));
  if (!ids.length) return;
  const rows = await db.select({ id: articles.id, type: articles.type }).from(articles).where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)));
  const typeOf = new Map(rows.map((r) => [r.id, r.type]));
  tiers.forEach((t, i) => {
    if (t.reward.type === "amount") return;
    const type = typeOf.get(t.reward.articleId);
    const fits = t.reward.type === "product" ? type === "2" : type === "1" || type === "4";
    if (!fits) throw new Invalid({ [`settings.booker.loyalty.tiers.${i}.reward.articleId`]: `not one of the business's ${t.reward.type}s` });
  });
}
