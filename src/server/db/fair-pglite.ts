import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite with a turn of the event loop before each statement or transaction.
 *
 * PGlite runs a statement synchronously and hands its lock to the next waiter in a microtask, so while
 * statements are queued it runs them back to back without ever returning to the event loop: under load no
 * socket is read and no timer fires for seconds (measured: stalls of 0.5-3.7 s at 50 connections, and requests
 * timing out although each was answered within 60 ms once read). Yielding once the lock is held lets the
 * server read new requests between statements; they queue behind the lock in arrival order (decision 0019).
 */
export class FairPGlite extends PGlite {
  static async open(options: PGliteOptions): Promise<FairPGlite> {
    // cube: the nearest-first index (migration 0013); pg_trgm: the organisation search (0017); an extension is
    // loaded only when passed here
    const client = new FairPGlite({ ...options, extensions: { cube, pg_trgm, ...options.extensions } });
    await client.waitReady;
    return client;
  }

  override _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return work();
    });
  }
}
