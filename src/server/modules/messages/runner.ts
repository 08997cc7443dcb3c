import type { Database, RawConnection } from '@server/db/client';
import { serializeError } from '@server/logging';
import type { ScheduledJob } from '@server/module';
import { ACCOUNT_LINK_KINDS, MESSAGE_RETRY_LIMIT, type MessageKind } from '@shared/domain/message-delivery';
import type { Job } from 'pg-boss';
import { PgBoss } from 'pg-boss';
import { fromPglite } from 'pg-boss/dist/adapters/pglite.js';
import { type DeliverySettings, deliverMessage } from './deliver';
import { queuedMessageIds } from './repo';

export const DELIVER_QUEUE = 'deliver-message';
/** Account links (resets, invitations, confirmations, sign-in links) on their own queue and workers (issue 31). */
export const DELIVER_LINK_QUEUE = 'deliver-account-link';
export const SWEEP_QUEUE = 'sweep-messages';
const SWEEP_AGE_MS = 60_000;

/**
 * How each delivery queue works (issue 31): several messages at once. A worker fetches up to `batchSize` jobs
 * and delivers them together, and fetches again at once while its fetches come back full; `workers` such loops
 * run per server. At 0.5 messages a second (one per poll) a reset waited minutes behind a few hundred notices.
 */
export const DELIVERY_CONCURRENCY = {
  [DELIVER_QUEUE]: { batchSize: 5, workers: 2 },
  [DELIVER_LINK_QUEUE]: { batchSize: 2, workers: 2 },
} as const;

const queueOf = (kind: string) =>
  ACCOUNT_LINK_KINDS.includes(kind as MessageKind) ? DELIVER_LINK_QUEUE : DELIVER_QUEUE;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** Seconds before the first retry; doubles each time when `backoff`. */
  delaySeconds: number;
  backoff: boolean;
}

export interface MessageRunnerOptions {
  db: Database;
  raw: RawConnection;
  delivery: DeliverySettings;
  retry?: RetryPolicy;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Other modules' scheduled work (stalled-work timers), run on the same pg-boss. */
  schedules?: readonly ScheduledJob[];
  log?: (message: string, error?: unknown) => void;
}

export interface MessageRunner {
  start(): Promise<void>;
  /** Drains: waits for the deliveries in flight, then stops. */
  stop(): Promise<void>;
  /** Hands every never-tried queued message to the job queue (after a change commits); never throws. */
  wake(): void;
  enqueueQueued(filter?: { olderThan: Date }): Promise<number>;
  /** Started and not stopping: readiness (`GET /api/ready`) asks. */
  isStarted(): boolean;
}

const DEFAULT_RETRY: RetryPolicy = { limit: MESSAGE_RETRY_LIMIT, delaySeconds: 30, backoff: true };

/**
 * pg-boss keeps a failed job's error in its own table: a failed query's message carries the statement's
 * values (names, emails), so what it keeps is the safe summary the logs get.
 */
async function withoutValues<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const safe = serializeError(error);
    throw new Error(safe.code ? `${safe.message} (${safe.code})` : safe.message);
  }
}

/**
 * pg-boss on the app's own database delivers outbox messages. The outbox row is the truth: a job only
 * names a message, the `exclusive` queue policy keeps one live job per message, and a sweep every minute
 * re-queues any message whose job was never sent (a crash between commit and send). Other modules' scheduled
 * work (`schedules`) runs on the same pg-boss, and what it queues is handed to delivery when a run ends.
 */
export function createMessageRunner(options: MessageRunnerOptions): MessageRunner {
  const retry = options.retry ?? DEFAULT_RETRY;
  const log = options.log ?? ((message, error) => console.error(message, error ? serializeError(error) : ''));
  const boss =
    options.raw.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(options.raw.client), backend: 'pglite' })
      : new PgBoss({ connectionString: options.raw.url, max: 4 });
  boss.on('error', (error) => log('Job runner error', error));
  let started = false;
  let waking: Promise<unknown> | null = null;
  let wakeAgain = false;

  const enqueueQueued = async (filter?: { olderThan: Date }) => {
    const queued = await queuedMessageIds(options.db, filter ?? { untriedOnly: true });
    let sent = 0;
    // one insert per queue, links first; a message that has a live job already is skipped (exclusive policy)
    for (const queue of [DELIVER_LINK_QUEUE, DELIVER_QUEUE]) {
      const jobs = queued
        .filter(({ kind }) => queueOf(kind) === queue)
        .map(({ id }) => ({ data: { messageId: id }, singletonKey: id }));
      if (jobs.length > 0) sent += (await boss.insert(queue, jobs, { returnId: true }))?.length ?? 0;
    }
    return sent;
  };

  /**
   * Delivers a fetched batch at once. Each job stands alone: one that must be tried again is failed on its own
   * (pg-boss retries it), and returning completes only the jobs still active, the delivered ones.
   */
  const deliverBatch = async (queue: string, jobs: Job<unknown>[]) => {
    await Promise.all(
      jobs.map(async (job) => {
        const { messageId } = job.data as { messageId: string };
        const { retryCount, retryLimit } = job as unknown as { retryCount: number; retryLimit: number };
        try {
          const delivered = await withoutValues(
            deliverMessage(options.db, messageId, options.delivery, retryCount >= retryLimit),
          );
          if (delivered.outcome === 'failed' && delivered.queryError !== undefined) {
            log(`Message ${messageId} failed: its notice's records could not be read`, delivered.queryError);
          }
        } catch (error) {
          await boss.fail(queue, job.id, {
            message: error instanceof Error ? error.message : 'delivery failed',
          });
        }
      }),
    );
  };

  const wake = () => {
    if (!started) return;
    if (waking) {
      wakeAgain = true;
      return;
    }
    waking = enqueueQueued()
      .catch((error: unknown) => log('Could not queue message deliveries', error))
      .finally(() => {
        waking = null;
        if (wakeAgain) {
          wakeAgain = false;
          wake();
        }
      });
  };

  return {
    enqueueQueued,
    wake,
    isStarted: () => started,
    async start() {
      await boss.start();
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      for (const queue of [DELIVER_LINK_QUEUE, DELIVER_QUEUE] as const) {
        await boss.createQueue(queue, {
          policy: 'exclusive',
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
        });
        const { batchSize, workers } = DELIVERY_CONCURRENCY[queue];
        const work = { pollingIntervalSeconds, includeMetadata: true, batchSize, burstWhenBatchFull: true };
        await boss.work(queue, { ...work, localConcurrency: workers }, (jobs) => deliverBatch(queue, jobs));
      }
      await boss.createQueue(SWEEP_QUEUE, { policy: 'singleton' });
      await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
        await enqueueQueued({ olderThan: new Date(Date.now() - SWEEP_AGE_MS) });
      });
      await boss.schedule(SWEEP_QUEUE, '* * * * *');
      for (const job of options.schedules ?? []) {
        // one run queued or active at a time, whichever server fetches it; a run missed while every server
        // was down happens once at the next start
        await boss.createQueue(job.queue, { policy: 'exclusive' });
        await boss.work(job.queue, { pollingIntervalSeconds }, async () => {
          await withoutValues(job.run());
          wake();
        });
        await boss.schedule(job.queue, job.cron, null, { missed: 'once' });
      }
      started = true;
      // everything queued before this start (another server's crash, a restart) goes out now
      await enqueueQueued({ olderThan: new Date() });
    },
    async stop() {
      started = false;
      await waking;
      try {
        await boss.stop({ graceful: true, timeout: 20_000 });
      } catch (error) {
        log('Job runner did not stop cleanly', error);
      }
      options.delivery.transport.close();
    },
  };
}
