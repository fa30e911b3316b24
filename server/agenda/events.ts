// The agenda's live changes (decision 231). The database itself announces them: triggers on
// appointments and booking orders (migration 0031) NOTIFY 'agenda_events' with the company, the
// shop and the shop-local day touched, delivered at commit to every process listening on that
// database — PostgreSQL's LISTEN for several processes, PGlite's in-process listen for one. Each
// process listens once, on the first open agenda, and hands each change to the agendas open on
// that company's shop (server-sent events: app/routes/admin-agenda-events.ts).
import type { Database } from "../db";

export const AGENDA_CHANNEL = "agenda_events";

export interface AgendaChange {
  companyId: number;
  shopId: number;
  /** the shop-local day touched, 'YYYY-MM-DD' */
  date: string;
}

type Listener = (change: AgendaChange) => void;

/** A change as the triggers write it, or null for anything else (never trusted further). */
export function readChange(payload: string): AgendaChange | null {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    if (Number.isInteger(v.companyId) && Number.isInteger(v.shopId) && typeof v.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v.date)) {
      return { companyId: v.companyId as number, shopId: v.shopId as number, date: v.date };
    }
  } catch {
    /* not ours */
  }
  return null;
}

export class AgendaEvents {
  private listeners = new Set<{ companyId: number; shopId: number; listener: Listener; onEnd?: () => void }>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private database: Pick<Database, "listen">) {}

  /**
   * Calls `listener` for each committed change of this company's shop, until the answer is called;
   * `onEnd` when the process stops listening (its streams must end for the server to stop).
   */
  async subscribe(companyId: number, shopId: number, listener: Listener, onEnd?: () => void): Promise<() => void> {
    if (!this.listening) {
      this.listening = this.database.listen(AGENDA_CHANNEL, (payload) => this.dispatch(payload));
      // a failed LISTEN is tried again by the next agenda opened
      this.listening.catch(() => (this.listening = null));
    }
    await this.listening;
    const entry = { companyId, shopId, listener, onEnd };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }

  /** how many agendas are open in this process */
  get open(): number {
    return this.listeners.size;
  }

  private dispatch(payload: string) {
    const change = readChange(payload);
    if (!change) return;
    for (const entry of this.listeners) if (entry.companyId === change.companyId && entry.shopId === change.shopId) entry.listener(change);
  }

  async close() {
    for (const entry of this.listeners) entry.onEnd?.();
    this.listeners.clear();
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }
}
