import type { Database } from '@server/db/client';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { appendPersonEvent } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { appendMatchDecision } from './match-events';
import { tellMatchStep } from './match-steps';
import { lockMatch, type MatchRow, updateMatch } from './repo';

export const NOT_YOURS_MESSAGE = 'This request is not on your page.';
export const NO_LONGER_OPEN_MESSAGE = 'This is already decided. Your page shows where it stands now.';
export const WITHDRAWN_REASON = 'You withdrew this request';
export const NOT_OFFERED_YET_MESSAGE =
  'The landlord has not answered this request yet. Your page shows where it stands now.';

/** The veteran's own match, locked; 404 for any other (never says whose it is). */
async function ownOpenMatch(
  tx: Database,
  matchId: string,
  veteranId: string,
  origins: readonly ('veteran_request' | 'engine')[],
) {
  const match = await lockMatch(tx, matchId);
  if (!match || match.veteranId !== veteranId || !(origins as readonly string[]).includes(match.origin))
    throw notFound(NOT_YOURS_MESSAGE);
  if (!isOpenMatch(match.status)) throw new HttpError(409, NO_LONGER_OPEN_MESSAGE);
  return match;
}

const veteranActor = (veteranId: string) => ({ actorType: 'veteran' as const, actorId: veteranId });

const BY_VETERAN = { kind: 'veteran', id: null } as const;

/** The veteran says no (withdraws a request, declines an offer): the match is declined with their words. */
async function declineByVeteran(tx: Database, match: MatchRow, declineReason: string, now: Date) {
  await updateMatch(tx, match.id, { status: 'declined', declineReason, declinedAt: now, updatedAt: now });
  await appendMatchDecision(tx, match, 'declined', { declineReason, declinedBy: 'veteran' }, BY_VETERAN, now);
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
 * The veteran accepts or declines a home offered to them (coordinated entry's decision): an engine proposal, or
 * their own request once approved (the offer). Accepting keeps the match open (for the landlord's answer, or the
 * move-in); declining closes it with the reason they chose.
 */
export async function decideOffer(
  tx: Database,
  matchId: string,
  veteranId: string,
  decision: { decision: 'accept' } | { decision: 'decline'; reason: string },
  now = new Date(),
) {
  const match = await ownOpenMatch(tx, matchId, veteranId, ['engine', 'veteran_request']);
  if (match.origin === 'veteran_request' && match.status !== 'approved')
    throw new HttpError(409, NOT_OFFERED_YET_MESSAGE);
  const accepted = decision.decision === 'accept';
  const reason = accepted ? null : decision.reason;
  if (accepted) {
    await updateMatch(tx, matchId, { updatedAt: now });
    await appendPersonEvent(tx, {
      veteranId,
      type: 'offer_decided',
      occurredAt: now.toISOString(),
      recordedBy: BY_VETERAN,
      details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
    });
  } else {
    await declineByVeteran(tx, match, `Declined by the veteran: ${reason}`, now);
  }
  await recordAudit(tx, {
    action: accepted ? 'my.offer_accepted' : 'my.offer_declined',
    ...veteranActor(veteranId),
    targetType: 'match',
    targetId: matchId,
    ...(reason ? { details: { reason } } : {}),
  });
  const acceptedStep = match.origin === 'veteran_request' ? 'request_accepted' : 'offer_accepted';
  await tellMatchStep(tx, match, accepted ? acceptedStep : 'offer_declined', 'veteran', now);
  return match;
}
