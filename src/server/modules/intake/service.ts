import { randomUUID } from 'node:crypto';
import type {
  BulkIntakeInput,
  BulkIntakeMatch,
  BulkIntakeResponse,
  BulkIntakeResult,
} from '../../../shared/contracts/intake';
import { WAITLIST_FOLLOW_UP } from '../../../shared/domain/constants';
import { intakePriority, intakeStatus } from '../../../shared/domain/intake-priority';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../plugins/error-handler';
import { findMatchingHomes, type ScoredHome } from '../matching';
import {
  countOpenMatches,
  hasWaitlistNotice,
  insertBulkVeterans,
  insertEngineMatches,
  lockBulkVeteran,
  queueWaitlistNotice,
} from './repo';

/** Homes shown per veteran. Only the best is recorded as a pending match: one open proposal per veteran. */
export const TOP_MATCHES = 3;

/** The match engine's reason, as stored on matches: 'accepts HUD-VASH; 3.2 miles; rent $950 within budget'. */
const engineReason = (reasons: string[]) => reasons.join('; ');
const sentence = (reasons: string[]) => {
  const text = engineReason(reasons);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function toMatch(home: ScoredHome): BulkIntakeMatch {
  const { property } = home;
  return {
    propertyId: property.id,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    score: home.score,
    reason: sentence(home.reasons),
  };
}

/**
 * Saves every veteran of the batch, matches each against the inventory (the match engine's hard rules and
 * score) and records the best home with a unit left in this batch as a pending engine match, all in one transaction: one invalid row or a failure saves nothing.
 */
export async function processBulkIntake(db: Database, input: BulkIntakeInput): Promise<BulkIntakeResponse> {
  const batchId = randomUUID();
  const results = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const ids = await insertBulkVeterans(tx, batchId, input.veterans);
    const results: BulkIntakeResult[] = [];
    // units this batch has already proposed, so one batch never offers a home more often than it has units
    const proposedUnits = new Map<string, number>();
    for (const [index, veteran] of input.veterans.entries()) {
      const veteranId = ids[index] as string;
      // no limit: the count shown is every home that passes the hard rules
      const homes = await findMatchingHomes(tx, veteran, Number.POSITIVE_INFINITY);
      const top = homes.slice(0, TOP_MATCHES);
      const best = homes.find(
        (home) => (proposedUnits.get(home.property.id) ?? 0) < home.property.unitsAvailable,
      );
      if (best) {
        proposedUnits.set(best.property.id, (proposedUnits.get(best.property.id) ?? 0) + 1);
        await insertEngineMatches(tx, [
          {
            veteranId,
            propertyId: best.property.id,
            score: best.score,
            reason: engineReason(best.reasons),
            origin: 'engine',
          },
        ]);
      }
      const decision = intakePriority({
        benefits: veteran.benefits,
        matchCount: homes.length,
        voucherHomeAvailable: homes.some((home) => home.property.acceptsVouchers),
      });
      results.push({
        veteranId,
        name: veteran.name,
        zipCode: veteran.zipCode,
        matchCount: homes.length,
        status: intakeStatus(homes.length),
        priority: decision.priority,
        priorityReason: decision.reason,
        topMatches: top.map(toMatch),
      });
    }
    return results;
  });
  return { batchId, results };
}

/** Queues the waitlist notice for a bulk intake veteran the engine found no home for, once. */
export async function notifyWaitlisted(db: Database, veteranId: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const veteran = await lockBulkVeteran(tx, veteranId);
    if (!veteran) throw notFound('We could not find this veteran in a bulk intake.');
    if ((await countOpenMatches(tx, veteranId)) > 0) {
      throw new HttpError(409, 'This veteran has matching homes and is not on the waitlist.');
    }
    if (await hasWaitlistNotice(tx, veteranId)) {
      throw new HttpError(409, 'This veteran was already notified of waitlist status.');
    }
    await queueWaitlistNotice(tx, veteranId, {
      batchId: veteran.intakeBatchId,
      followUp: WAITLIST_FOLLOW_UP,
    });
  });
}
