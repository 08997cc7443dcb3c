import type { Database } from '@server/db/client';
import { personEvents } from '@server/db/schema';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { appendPersonEvent, type EventRecorder } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { and, eq, sql } from 'drizzle-orm';
import { appendMatchDecision } from './match-events';
import { tellMatchStep } from './match-steps';
import { lockMatch, type MatchRow, updateMatch } from './repo';

export const NOT_YOURS_MESSAGE = 'This request is not on your page.';
export const NO_LONGER_OPEN_MESSAGE = 'This is already decided. Your page shows where it stands now.';
export const WITHDRAWN_REASON = 'You withdrew this request';
export const OFFER_ALREADY_DECIDED_MESSAGE =
  'This offer is already decided. Their timeline shows the decision.';
export const OFFER_NOT_FOUND_MESSAGE = 'We could not find this offer for this person.';
export const NOT_AN_OFFER_YET_MESSAGE =
  'This request is not an offer yet: the landlord or the housing team has not said yes.';
export const NOT_OFFERED_YET_MESSAGE =
  'The landlord has not answered this request yet. Your page shows where it stands now.';

/** The veteran's own match, locked; 404 for any other (never says whose it is). */
async function ownOpenMatch(
  tx: Database,
  matchId: string,
  veteranId: string,
  origins: readonly ('veteran_request' | 'engine')[],
  words = { notYours: NOT_YOURS_MESSAGE, noLongerOpen: NO_LONGER_OPEN_MESSAGE },
) {
  const match = await lockMatch(tx, matchId);
  if (!match || match.veteranId !== veteranId || !(origins as readonly string[]).includes(match.origin))
    throw notFound(words.notYours);
  if (!isOpenMatch(match.status)) throw new HttpError(409, words.noLongerOpen);
  return match;
}

const veteranActor = (veteranId: string) => ({ actorType: 'veteran' as const, actorId: veteranId });

const BY_VETERAN = { kind: 'veteran', id: null } as const;

/** The veteran says no (withdraws a request, declines an offer): the match is declined with their words. */
async function declineByVeteran(
  tx: Database,
  match: MatchRow,
  declineReason: string,
  now: Date,
  recordedBy: EventRecorder = BY_VETERAN,
) {
  await updateMatch(tx, match.id, { status: 'declined', declineReason, declinedAt: now, updatedAt: now });
  await appendMatchDecision(tx, match, 'declined', { declineReason, declinedBy: 'veteran' }, recordedBy, now);
}

/** The veteran withdraws a request for a home they made (from /my): it is declined with their words. */
export async function withdrawMatchRequest(
  tx: Database,
  matchId: string,
  veteranId: string,
  now = new Date(),
) {
  const match = await ownOpenMatch(tx, matchId, veteranId, ['veteran_request']);
  if (match.status === 'approved') throw new HttpError(409, NO_LONGER_OPEN_MESSAGE);
  await declineByVeteran(tx, match, WITHDRAWN_REASON, now);
  await recordAudit(tx, {
    action: 'my.request_withdrawn',
    ...veteranActor(veteranId),
    targetType: 'match',
    targetId: matchId,
  });
  await closeInboxItemsFor(tx, 'match_request', matchId, { body: 'The veteran withdrew the request' });
  await tellMatchStep(tx, match, 'withdrawn', 'veteran', now);
  return match;
}

/**
 * Who records the veteran's decision: the veteran on their own page, or the owning case worker on the caseload
 * entry (the veteran told them; the timeline says the organisation recorded it).
 */
export type OfferDecider = { kind: 'veteran' } | { kind: 'partner'; organizationId: string };

/** The decision already on the person's timeline for this offer, if any (an offer is decided once). */
async function alreadyDecided(tx: Database, match: MatchRow): Promise<boolean> {
  const [found] = await tx
    .select({ id: personEvents.id })
    .from(personEvents)
    .where(
      and(
        eq(personEvents.veteranId, match.veteranId),
        eq(personEvents.type, 'offer_decided'),
        sql`${personEvents.details}->>'offerId' = ${match.id}`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * The veteran accepts or declines a home offered to them (coordinated entry's decision): an engine proposal, or
 * their own request once approved (the offer). Accepting keeps the match open (for the landlord's answer, or the
 * move-in); declining closes it with the reason they chose. Recorded by the veteran (/my) or by their case worker
 * (the caseload entry); an offer already decided is 409.
 */
export async function decideOffer(
  tx: Database,
  matchId: string,
  veteranId: string,
  decision: { decision: 'accept' } | { decision: 'decline'; reason: string },
  now = new Date(),
  by: OfferDecider = { kind: 'veteran' },
) {
  const partner = by.kind === 'partner';
  const words = partner
    ? { notYours: OFFER_NOT_FOUND_MESSAGE, noLongerOpen: OFFER_ALREADY_DECIDED_MESSAGE }
    : { notYours: NOT_YOURS_MESSAGE, noLongerOpen: NO_LONGER_OPEN_MESSAGE };
  const match = await ownOpenMatch(tx, matchId, veteranId, ['engine', 'veteran_request'], words);
  if (match.origin === 'veteran_request' && match.status !== 'approved')
    throw new HttpError(409, partner ? NOT_AN_OFFER_YET_MESSAGE : NOT_OFFERED_YET_MESSAGE);
  if (await alreadyDecided(tx, match)) throw new HttpError(409, words.noLongerOpen);
  const recordedBy: EventRecorder = partner ? { kind: 'partner', id: by.organizationId } : BY_VETERAN;
  const accepted = decision.decision === 'accept';
  const reason = accepted ? null : decision.reason;
  if (accepted) {
    await updateMatch(tx, matchId, { updatedAt: now });
    await appendPersonEvent(tx, {
      veteranId,
      type: 'offer_decided',
      occurredAt: now.toISOString(),
      recordedBy,
      details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
    });
  } else {
    await declineByVeteran(tx, match, `Declined by the veteran: ${reason}`, now, recordedBy);
  }
  const action = accepted ? 'offer_accepted' : 'offer_declined';
  await recordAudit(tx, {
    action: partner ? `caseload.${action}` : `my.${action}`,
    ...(partner ? { actorType: 'partner' as const, actorId: by.organizationId } : veteranActor(veteranId)),
    targetType: 'match',
    targetId: matchId,
    ...(reason ? { details: { reason } } : {}),
  });
  const acceptedStep = match.origin === 'veteran_request' ? 'request_accepted' : 'offer_accepted';
  await tellMatchStep(
    tx,
    match,
    accepted ? acceptedStep : 'offer_declined',
    partner ? 'case_worker' : 'veteran',
    now,
  );
  return match;
}
