import { randomUUID } from 'node:crypto';
import { type Database, withTransaction } from '@server/db/client';
import { proposeMatches } from '@server/modules/housing-matches';
import { findMatchingHomes, type ScoredHome } from '@server/modules/match-search';
import { registerVeteran } from '@server/modules/veterans';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  type BulkIntakeInput,
  type BulkIntakeMatch,
  type BulkIntakeResponse,
  type BulkIntakeResult,
  NO_CASE_WORKER_EMAIL_MESSAGE,
  type NotifyAudience,
  type NotifyResult,
  waitlistNoticeSentMessage,
} from '@shared/contracts/bulk-intake';
import { housingStatusOf } from '@shared/contracts/housing-status';
import { addressPartsOf } from '@shared/domain/address';
import { WAITLIST_FOLLOW_UP } from '@shared/domain/constants';
import { intakeAddress } from '@shared/domain/intake-contact';
import { intakePriority, intakeStatus } from '@shared/domain/intake-priority';
import { reasonWithoutLandlordTier } from '@shared/domain/match-engine';
import {
  countOpenMatches,
  hasWaitlistNotice,
  lockBulkIntake,
  queueWaitlistNotice,
  recordOf,
  type VeteranRecordContact,
} from './repo';

/** Homes shown per veteran. Only the best is recorded as a pending match: one open proposal per veteran. */
export const TOP_MATCHES = 3;

/** The match engine's reason, as stored on matches: 'accepts HUD-VASH; 3.2 miles; rent $950 within budget'. */
const engineReason = (reasons: string[]) => reasons.join('; ');
/** The partner's words: without the landlord's internal tier. */
const sentence = (reasons: string[]) => {
  const text = reasonWithoutLandlordTier(engineReason(reasons));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function toMatch({ property, score, reasons }: ScoredHome): BulkIntakeMatch {
  return { propertyId: property.id, ...addressPartsOf(property), score, reason: sentence(reasons) };
}

/**
 * Saves every veteran of the batch, matches each against the inventory (the match engine's hard rules and
 * score) and records the best home with a unit left in this batch as a pending engine match, all in one
 * transaction: one invalid row or a failure saves nothing. A signed-in partner's intake (`organizationId`)
 * brings the veterans into its caseload (a veteran another organisation brought in stays theirs).
 */
export async function processBulkIntake(
  db: Database,
  input: BulkIntakeInput,
  organizationId: string | null = null,
  now = new Date(),
): Promise<BulkIntakeResponse> {
  const batchId = randomUUID();
  const results = await withTransaction(db, async (tx) => {
    const results: BulkIntakeResult[] = [];
    // units this batch has already proposed, so one batch never offers a home more often than it has units
    const proposedUnits = new Map<string, number>();
    for (const veteran of input.veterans) {
      const person = await registerVeteran(
        tx,
        {
          name: veteran.name,
          phone: veteran.phone,
          email: veteran.email,
          zipCode: veteran.zipCode,
          dischargeStatus: veteran.dischargeStatus,
          hasVoucher: veteran.benefits.vash,
          giBill: veteran.benefits.giBill,
          disability: veteran.benefits.disability,
          employment: veteran.benefits.employment,
          ...housingStatusOf(veteran),
          caseManagerEmail: input.caseManagerEmail,
          source: 'bulk_intake',
          intakeBatchId: batchId,
          organizationId,
          // the engine's offer below is dated `now`: the identification comes first, not after it
          identifiedAt: now,
        },
        { kind: 'bulk_intake', signedIn: organizationId ? { organizationId } : null },
      );
      const veteranId = person.id;
      // no limit: the count shown is every home that passes the hard rules
      const homes = await findMatchingHomes(tx, veteran, Number.POSITIVE_INFINITY);
      const top = homes.slice(0, TOP_MATCHES);
      const best = homes.find(
        (home) => (proposedUnits.get(home.property.id) ?? 0) < home.property.unitsAvailable,
      );
      if (best) {
        // a veteran already holding an open engine match keeps it: the proposal is skipped
        const [proposed] = await proposeMatches(
          tx,
          'engine',
          [
            {
              veteranId,
              propertyId: best.property.id,
              score: best.score,
              reason: engineReason(best.reasons),
            },
          ],
          now,
        );
        if (proposed) proposedUnits.set(best.property.id, (proposedUnits.get(best.property.id) ?? 0) + 1);
      }
      const record = await recordOf(tx, veteranId);
      const inCaseload = organizationId !== null && record.organizationId === organizationId;
      const decision = intakePriority({
        benefits: veteran.benefits,
        matchCount: homes.length,
        voucherHomeAvailable: homes.some((home) => home.property.acceptsVouchers),
      });
      results.push({
        // a handle on this intake, never a record id: an anonymous caller learns nothing about who is on record
        intakeId: person.reportId,
        caseloadVeteranId: inCaseload ? veteranId : null,
        name: veteran.name,
        zipCode: veteran.zipCode,
        matchCount: homes.length,
        status: intakeStatus(homes.length),
        priority: decision.priority,
        priorityReason: decision.reason,
        topMatches: top.map(toMatch),
        ...notifyReach(
          { caseWorker: input.caseManagerEmail, veteran: veteran.email },
          inCaseload && person.linked,
          record,
        ),
        // only a signed-in case worker is told, and only about their own people (decision 0030)
        existingVeteran: inCaseload && person.linked,
        inCaseload,
      });
    }
    return results;
  });
  return { batchId, results, savedToCaseload: organizationId !== null };
}

/**
 * Whom the waitlist notice of an intake can reach: the veteran and the case worker at the emails that intake gave;
 * those on the record only for a signed-in partner's own veteran, linked on strong evidence (an anonymous caller
 * must not learn from 'Notify' that someone on record has an email or a case worker).
 */
function waitlistAudience(
  given: { caseWorker: string | null | undefined; veteran: string | null | undefined },
  ownLinked: boolean,
  record: { caseManagerEmail: string | null; email: string | null },
): NotifyAudience {
  return {
    veteran: intakeAddress(given.veteran, ownLinked, record.email) !== null,
    caseWorker: intakeAddress(given.caseWorker, ownLinked, record.caseManagerEmail) !== null,
  };
}

function notifyReach(
  given: { caseWorker: string | null | undefined; veteran: string | null | undefined },
  ownLinked: boolean,
  record: VeteranRecordContact,
): Pick<BulkIntakeResult, 'canNotify' | 'notifyReaches'> {
  const reaches = waitlistAudience(given, ownLinked, record);
  return { canNotify: reaches.veteran || reaches.caseWorker, notifyReaches: reaches };
}

/**
 * Queues the waitlist notice for one veteran of a bulk intake (`intakeId`: the result's handle) the engine found
 * no home for, once per intake: to the veteran and to the case worker that intake can reach, each in their own
 * words. Answers who was told.
 */
export async function notifyWaitlisted(db: Database, intakeId: string): Promise<NotifyResult> {
  return withTransaction(db, async (tx) => {
    const intake = await lockBulkIntake(tx, intakeId);
    if (!intake) throw notFound('We could not find this veteran in a bulk intake.');
    if ((await countOpenMatches(tx, intake.veteranId)) > 0) {
      throw new HttpError(409, 'This veteran has matching homes and is not on the waitlist.');
    }
    const own = intake.linked && intake.organizationId !== null && intake.organizationId === intake.ownerId;
    const told = waitlistAudience({ caseWorker: intake.given, veteran: intake.givenEmail }, own, intake);
    if (!told.veteran && !told.caseWorker) throw new HttpError(409, NO_CASE_WORKER_EMAIL_MESSAGE);
    if (await hasWaitlistNotice(tx, intakeId)) {
      throw new HttpError(409, 'This veteran was already notified of waitlist status.');
    }
    const payload = { followUp: WAITLIST_FOLLOW_UP, intakeId };
    if (told.veteran) await queueWaitlistNotice(tx, intake.veteranId, { ...payload, audience: 'veteran' });
    if (told.caseWorker) {
      await queueWaitlistNotice(tx, intake.veteranId, { ...payload, audience: 'case_worker' });
    }
    return { message: waitlistNoticeSentMessage(told), told };
  });
}
