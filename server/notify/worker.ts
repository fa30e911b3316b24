// The outbox worker: takes the messages that are due, hands each to its transport, marks it sent;
// a failure is tried again later (domain/retry.ts), a permanent one or the last is given up and
// logged. Any number of workers, in any number of processes, may run on one database: taking a
// message is one UPDATE of rows locked with SKIP LOCKED, which marks it as this worker's for a
// lease, so no two workers send the same message. A worker that dies while sending leaves its
// messages to be taken again once the lease is over: a crash never loses a message (it may, very
// rarely, send one twice; the mail keeps its Message-ID so the receiver can drop the copy).
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { nextAttemptDelay } from "../../domain/retry";
import type { Database, Db } from "../db";
import { outbox } from "../db/schema";
import { OUTBOX_CHANNEL } from "./index";
import { createTransports, PermanentFailure, type NotifyConfig, type OutboxMessage, type SmsContext, type Transports } from "./transports";
import { systemClock } from "../clock";

/** How long a taken message is a worker's alone: longer than any send can last (nodemailer's own timeouts). */
export const LEASE_MS = 15 * 60_000;
/** How often a worker looks for due messages without being woken (retries, other processes' messages). */
export const POLL_MS = 5_000;

export interface OutboxWorkerOptions {
  db: Db;
  transports: Transports;
  log: Logger;
  /** injected in tests to move time forward */
  now?: () => Date;
  batch?: number;
}

export function createOutboxWorker({ db, transports, log, now = systemClock, batch = 20 }: OutboxWorkerOptions) {
  /** Takes up to `batch` due messages for this worker: one statement, so two workers never take the same. */
  async function take(): Promise<{ claim: string; messages: OutboxMessage[] }> {
    const at = now();
    const claim = randomUUID();
    // The database stamps a queued message in microseconds, the clock here counts milliseconds: a
    // message queued within the current millisecond is due too (else it waits for the next poll).
    const dueBefore = new Date(at.getTime() + 1);
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lt(outbox.nextAttemptAt, dueBefore), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, at))))
      .orderBy(asc(outbox.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    const messages = await db
      .update(outbox)
      .set({ claim, claimedUntil: new Date(at.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    return { claim, messages: messages.sort((a, b) => a.id - b.id) };
  }

  async function deliver(message: OutboxMessage, claim: string) {
    const mine = and(eq(outbox.id, message.id), eq(outbox.claim, claim));
    let sent: { providerRef: string } | void;
    try {
      sent = await transports[message.channel].send(message);
    } catch (err) {
      const delay = err instanceof PermanentFailure ? null : nextAttemptDelay(message.attempts);
      const at = now();
      const lastError = String((err as Error).message ?? err).slice(0, 1000);
      await db
        .update(outbox)
        .set(delay === null ? { claim: null, claimedUntil: null, lastError, failedAt: at } : { claim: null, claimedUntil: null, lastError, nextAttemptAt: new Date(at.getTime() + delay) })
        .where(mine);
      const fields = { id: message.id, channel: message.channel, to: message.recipient, attempts: message.attempts, err };
      if (delay === null) log.error(fields, "message given up");
      else log.warn({ ...fields, retryInMs: delay }, "message not sent, will retry");
      return false;
    }
    await db.update(outbox).set({ sentAt: now(), claim: null, claimedUntil: null, lastError: null, providerRef: sent?.providerRef ?? null }).where(mine);
    log.info({ id: message.id, channel: message.channel, to: message.recipient, attempts: message.attempts }, "message sent");
    return true;
  }

  /** One round: takes what is due and sends it; answers how many were taken. */
  async function runOnce(): Promise<number> {
    const { claim, messages } = await take();
    for (const message of messages) await deliver(message, claim);
    return messages.length;
  }

  /** Rounds until nothing is due (what the tests call instead of waiting). */
  async function drain(): Promise<void> {
    while ((await runOnce()) > 0);
  }

  // One round at a time per worker; a wake-up during a round asks for another.
  let running: Promise<void> | null = null;
  let again = false;
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          log.error({ err }, "outbox round failed");
        }
      } while (again);
    })().finally(() => (running = null));
    return running;
  }

  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  return {
    runOnce,
    drain,
    wake,
    /** Sends what is due now, then on every commit that queues a message and every POLL_MS. */
    async start(database: Pick<Database, "listen">) {
      unlisten = await database.listen(OUTBOX_CHANNEL, () => void wake());
      timer = setInterval(() => void wake(), POLL_MS);
      timer.unref();
      void wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** The worker of a server process, with the configuration's transports, started. */
export async function startOutboxWorker(database: Database, config: NotifyConfig, log: Logger, smsContext?: SmsContext): Promise<OutboxWorker> {
  const worker = createOutboxWorker({ db: database.db, transports: createTransports(config, log, smsContext), log: log.child({ part: "outbox" }) });
  await worker.start(database);
  return worker;
}
