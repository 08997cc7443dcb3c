import type { Database } from '@server/db/client';
import type { matches } from '@server/db/schema';
import { appendPersonEvents, type EventRecorder, type NewPersonEvent } from '@server/modules/veterans';
import { CE_EVENTS } from '@shared/domain/hmis-codes';
import type { HousingMatchStatus, MatchOrigin } from '@shared/domain/housing-match-status';
import type { OfferResult } from '@shared/domain/person-timeline';

/** A match the engine or a request wrote, as its events and notices name it. */
export interface ProposedMatchRow {
  id: string;
  veteranId: string;
  propertyId: string;
}

type MatchRow = typeof matches.$inferSelect;

/** A home on the platform is a permanent housing opening (HMIS 4.20.2: "other permanent housing"). */
export const HOME_CE_EVENT = CE_EVENTS.otherPermanentHousing;

const offered = (
  match: Pick<ProposedMatchRow, 'id' | 'veteranId' | 'propertyId'>,
  recordedBy: EventRecorder,
  now: Date,
): NewPersonEvent => ({
  veteranId: match.veteranId,
  type: 'offered',
  occurredAt: now.toISOString(),
  recordedBy,
  details: { offerKind: 'match', offerId: match.id, ceEvent: HOME_CE_EVENT, propertyId: match.propertyId },
});

/** The engine's proposals are offers the moment they are written (a veteran's own request is not, until approved). */
export async function appendProposedOffers(
  tx: Database,
  origin: MatchOrigin,
  written: readonly ProposedMatchRow[],
  now: Date,
) {
  if (origin !== 'engine') return;
  await appendPersonEvents(
    tx,
    written.map((match) => offered(match, { kind: 'system', id: null }, now)),
    now,
  );
}

/**
 * The timeline's side of a match's move (placing is `occupyHome`'s). Approving a veteran's own request is the
 * offer (the landlord or the housing team said yes): the veteran accepts or declines it on /my, or moves in
 * (decision 0034, addendum "Offered, then accepted"). Approving an engine proposal, already an offer, is the
 * veteran's yes. A decline ends an offer that was made, by the veteran or the provider, with its reason.
 */
export async function appendMatchDecision(
  tx: Database,
  match: MatchRow,
  to: HousingMatchStatus,
  decision: { declineReason?: string | null; declinedBy?: 'veteran' | 'provider' },
  recordedBy: EventRecorder,
  now: Date,
) {
  const wasOffered = match.origin === 'engine' || match.status === 'approved';
  const decided = (result: OfferResult, reason: string | null): NewPersonEvent => ({
    veteranId: match.veteranId,
    type: 'offer_decided',
    occurredAt: now.toISOString(),
    recordedBy,
    details: { offerKind: 'match', offerId: match.id, result, reason },
  });
  const events: NewPersonEvent[] = [];
  if (to === 'approved') {
    events.push(wasOffered ? decided('accepted', null) : offered(match, recordedBy, now));
  }
  if (to === 'declined' && wasOffered) {
    const result = decision.declinedBy === 'veteran' ? 'declined_by_veteran' : 'declined_by_provider';
    events.push(decided(result, decision.declineReason ?? null));
  }
  await appendPersonEvents(tx, events, now);
}
