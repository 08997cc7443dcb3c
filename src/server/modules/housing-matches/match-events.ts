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
 * The timeline's side of a match's move (placing is `occupyHome`'s). Approving is the housing team's offer
 * (a veteran's request becomes one then) and the veteran's yes, since they asked or were already told; a
 * decline ends an offer that was made, by the veteran or the provider, with its reason.
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
    if (!wasOffered) events.push(offered(match, recordedBy, now));
    events.push(decided('accepted', null));
  }
  if (to === 'declined' && wasOffered) {
    const result = decision.declinedBy === 'veteran' ? 'declined_by_veteran' : 'declined_by_provider';
    events.push(decided(result, decision.declineReason ?? null));
  }
  await appendPersonEvents(tx, events, now);
}
