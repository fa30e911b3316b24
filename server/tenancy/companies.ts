// Finding a company by the host a visitor typed or by the token an API call carries. A host's
// company is cached for a short while (hosts rarely move); a company is kept in the process and
// its version compared on every use (one indexed read), so a change from any process is seen at
// once (the version moves with every change: server/db/migrations/0007). On the embedded
// database, the only process writing to it, the version's moves are followed instead (announced
// at commit, before the write's caller goes on: migration 0050), and nothing is read per use.
// PostgreSQL's announcements reach the other processes a moment after commit, in no order with
// their requests, so there the version is still read. Writing settings always validates.
import { asc, eq, sql } from "drizzle-orm";
import { parseSettings, validateSettings, type CompanySettings } from "../../domain/company-settings";
import { builtOnce, type Database, type Db } from "../db";
import { companies, companyHosts } from "../db/schema";
import { systemClock } from "../clock";

export interface Company {
  id: number;
  token: string;
  nickname: string;
  version: number;
  settings: CompanySettings;
  /** the storefront's address for links made away from a page (mails, QR codes): its first host under PUBLIC_URL */
  site: string;
}

/** How this process's storefront is reached: PUBLIC_URL's template and the port it listens on. */
export interface SiteAddress {
  publicUrl: string;
  port: number;
}

const LOCAL_HOST = /^(localhost|[^:]+\.localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * The storefront's origin on `host`. With the default `https://{host}`, a machine's own host
 * (a demo or a developer's server) is served over http on this process's port, so its links
 * work; a template that names a port itself gets the bare host name.
 */
export function siteOrigin(site: SiteAddress, host: string): string {
  const hasPort = /:\d+$/.test(host);
  if (site.publicUrl === "https://{host}" && LOCAL_HOST.test(host)) return `http://${hasPort || site.port === 80 ? host : `${host}:${site.port}`}`;
  const name = /\{host\}:\d/.test(site.publicUrl) ? host.replace(/:\d+$/, "") : host;
  return site.publicUrl.replace("{host}", name).replace(/\/$/, "");
}

type Row = typeof companies.$inferSelect;
const toCompany = (row: Row, site: string): Company => ({
  id: row.id,
  token: row.token,
  nickname: row.nickname,
  version: row.version,
  settings: parseSettings(row.settings),
  site,
});

/**
 * hosts and tokens remembered at most, each: any visitor may send any Host or token, and the
 * answer 'none' is remembered too; past this the one remembered longest ago goes (decision 296)
 */
const MAX_REMEMBERED = 2_000;

/** Remembers `value` under `key`, forgetting the entry set longest ago when the map is full. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number) {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export const COMPANY_CHANNEL = "company_changes";

/** read on every use where changes are not followed (PostgreSQL) */
const versionQuery = builtOnce((db) => db.select({ version: companies.version }).from(companies).where(eq(companies.id, sql.placeholder("id"))).prepare("company_version"));

export class CompanyDirectory {
  private byToken = new Map<string, { company: Company | null; at: number }>();
  private byHost = new Map<string, { token: string | null; at: number }>();
  /** the kept companies are dropped at each change announced: no version read per use */
  private following = false;
  /** changes announced so far: a company read while one arrives is not kept (it may predate it) */
  private changes = 0;
  private stopFollowing: (() => Promise<void>) | null = null;

  constructor(
    private db: Db,
    private ttlMs: number,
    private site: SiteAddress = { publicUrl: "https://{host}", port: 3000 },
    /** hosts and tokens remembered at most, each */
    private limit = MAX_REMEMBERED,
  ) {}

  /**
   * Follow the companies' changes as the embedded database announces them, in this process and
   * at commit, instead of reading the version on every use. Only for a database no other process
   * writes to (PGlite): on PostgreSQL another process's change would reach this one after its next
   * request, so there the version is still read and nothing is followed.
   */
  async followChanges(database: Pick<Database, "listen" | "kind">) {
    if (database.kind !== "pglite") return;
    this.stopFollowing = await database.listen(COMPANY_CHANNEL, (payload) => this.changed(Number(payload)));
    this.byToken.clear();
    this.following = true;
  }

  private changed(companyId: number) {
    this.changes++;
    for (const [token, hit] of this.byToken) if (hit.company?.id === companyId) this.byToken.delete(token);
  }

  async close() {
    this.following = false;
    await this.stopFollowing?.();
    this.stopFollowing = null;
  }

  /** The port the process listens on, once known (PORT=0 picks one). */
  listeningOn(port: number) {
    this.site = { ...this.site, port };
    this.byToken.clear();
  }

  /** The storefront's origin for links: the page's host when it is the company's (a forged one would lead elsewhere), else its first. */
  async siteFor(company: Company, askedHost: string | null | undefined): Promise<string> {
    if (askedHost && (await this.tokenForHost(askedHost)) === company.token) return siteOrigin(this.site, askedHost);
    return company.site;
  }

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
    remember(this.byHost, host, { token, at: Date.now() }, this.limit);
    return token;
  }

  async byTokenOrNull(token: string): Promise<Company | null> {
    const hit = this.byToken.get(token);
    if (hit?.company) {
      if (this.following) return hit.company;
      const [current] = await versionQuery(this.db).execute({ id: hit.company.id });
      if (current?.version === hit.company.version) return hit.company;
    } else if (hit && this.fresh(hit.at)) return null;
    const changes = this.changes;
    const [row] = await this.db.select().from(companies).where(eq(companies.token, token));
    const company = row ? toCompany(row, await this.firstSite(row.id)) : null;
    if (changes === this.changes) remember(this.byToken, token, { company, at: Date.now() }, this.limit);
    return company;
  }

  /** A company by its id (work done away from any request: sweeps, retries). */
  async byId(id: number): Promise<Company | null> {
    const [row] = await this.db.select({ token: companies.token }).from(companies).where(eq(companies.id, id));
    return row ? this.byTokenOrNull(row.token) : null;
  }

  private async firstSite(companyId: number): Promise<string> {
    // a name before an address: links read 'localhost', not '127.0.0.1'
    const hosts = (await this.db.select({ host: companyHosts.host }).from(companyHosts).where(eq(companyHosts.companyId, companyId)).orderBy(asc(companyHosts.host))).map((r) => r.host);
    return siteOrigin(this.site, hosts.find((h) => !/^[\d.:[\]]+$/.test(h)) ?? hosts[0] ?? "localhost");
  }

  async forHost(hostHeader: string): Promise<Company | null> {
    const token = await this.tokenForHost(hostHeader);
    return token ? this.byTokenOrNull(token) : null;
  }

  /** Replace the settings document (stamped `now`, the system clock unless told); a bad document is refused with the path of the bad field. */
  async updateSettings(companyId: number, raw: unknown, now = systemClock()) {
    const checked = validateSettings(raw);
    if (!checked.ok) return checked;
    const [row] = await this.db
      .update(companies)
      .set({ settings: checked.settings, updatedAt: now })
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
