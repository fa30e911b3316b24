// Finding a company by the host a visitor typed or by the token an API call carries. A host's
// company is cached for a short while (hosts rarely move); a company is kept in the process and
// its version compared on every use (one indexed read), so a change from any process is seen at
// once (the version moves with every change: server/db/migrations/0007). Writing settings always
// validates.
import { eq } from "drizzle-orm";
import { parseSettings, validateSettings, type CompanySettings } from "../../domain/company-settings";
import type { Db } from "../db";
import { companies, companyHosts } from "../db/schema";

export interface Company {
  id: number;
  token: string;
  nickname: string;
  version: number;
  settings: CompanySettings;
}

type Row = typeof companies.$inferSelect;
const toCompany = (row: Row): Company => ({
  id: row.id,
  token: row.token,
  nickname: row.nickname,
  version: row.version,
  settings: parseSettings(row.settings),
});

export class CompanyDirectory {
  private byToken = new Map<string, { company: Company | null; at: number }>();
  private byHost = new Map<string, { token: string | null; at: number }>();

  constructor(
    private db: Db,
    private ttlMs: number,
  ) {}

  private fresh(at: number) {
    return Date.now() - at < this.ttlMs;
  }

  /** `Host: spa.example:3000` → the company's token, or null. The port is ignored. */
  async tokenForHost(hostHeader: string): Promise<string | null> {
    const host = normaliseHost(hostHeader);
    const hit = this.byHost.get(host);
    if (hit && this.fresh(hit.at)) return hit.token;
    const [row] = await this.db
      .select({ token: companies.token })
      .from(companyHosts)
      .innerJoin(companies, eq(companies.id, companyHosts.companyId))
      .where(eq(companyHosts.host, host));
    const token = row?.token ?? null;
    this.byHost.set(host, { token, at: Date.now() });
    return token;
  }

  async byTokenOrNull(token: string): Promise<Company | null> {
    const hit = this.byToken.get(token);
    if (hit?.company) {
      const [current] = await this.db.select({ version: companies.version }).from(companies).where(eq(companies.id, hit.company.id));
      if (current?.version === hit.company.version) return hit.company;
    } else if (hit && this.fresh(hit.at)) return null;
    const [row] = await this.db.select().from(companies).where(eq(companies.token, token));
    const company = row ? toCompany(row) : null;
    this.byToken.set(token, { company, at: Date.now() });
    return company;
  }

  /** A company by its id (work done away from any request: sweeps, retries). */
  async byId(id: number): Promise<Company | null> {
    const [row] = await this.db.select({ token: companies.token }).from(companies).where(eq(companies.id, id));
    return row ? this.byTokenOrNull(row.token) : null;
  }

  async forHost(hostHeader: string): Promise<Company | null> {
    const token = await this.tokenForHost(hostHeader);
    return token ? this.byTokenOrNull(token) : null;
  }

  /** Replace the settings document; a bad document is refused with the path of the bad field. */
  async updateSettings(companyId: number, raw: unknown) {
    const checked = validateSettings(raw);
    if (!checked.ok) return checked;
    const [row] = await this.db
      .update(companies)
      .set({ settings: checked.settings, updatedAt: new Date() })
      .where(eq(companies.id, companyId))
      .returning();
    if (row) this.byToken.delete(row.token);
    return checked;
  }

  clear() {
    this.byToken.clear();
    this.byHost.clear();
  }
}

export function normaliseHost(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.replace(/:\d+$/, "").replace(/\.$/, "");
}
