import type { Database } from '@server/db/client';
import { appendPersonEvents, type EventRecorder, type NewPersonEvent } from '@server/modules/veterans';
import type { DeclinedBy } from '@shared/domain/co-living/vocabulary';
import { CE_EVENTS } from '@shared/domain/hmis-codes';

/**
 * The timeline's side of co-living (decision 0034): each member's proposal is an offer of a home (its id is the
 * offer's), starting the trial is the member's yes, a decline ends it (the veteran's own, or the provider's:
 * a housemate, the landlord or staff), and a household that becomes active moves its members in.
 */
const HOUSEHOLD_CE_EVENT = CE_EVENTS.otherPermanentHousing;

export interface MemberOffer {
  veteranId: string;
  matchId: string;
  propertyId: string;
}

export async function appendHouseholdOffers(
  tx: Database,
  offers: readonly MemberOffer[],
  recordedBy: EventRecorder,
  now: Date,
) {
  await appendPersonEvents(
    tx,
    offers.map((offer) => ({
      veteranId: offer.veteranId,
      type: 'offered',
      occurredAt: now.toISOString(),
      recordedBy,
      details: {
        offerKind: 'household',
        offerId: offer.matchId,
        ceEvent: HOUSEHOLD_CE_EVENT,
        propertyId: offer.propertyId,
      },
    })),
    now,
  );
}

export async function appendHouseholdDecisions(
  tx: Database,
  decisions: readonly { veteranId: string; matchId: string }[],
  decision: { accepted: true } | { declinedBy: DeclinedBy; reason: string },
  recordedBy: EventRecorder,
  now: Date,
) {
  const result =
    'accepted' in decision
      ? ('accepted' as const)
      : decision.declinedBy === 'veteran'
        ? ('declined_by_veteran' as const)
        : ('declined_by_provider' as const);
  const reason = 'reason' in decision ? decision.reason : null;
  await appendPersonEvents(
    tx,
    decisions.map((member) => ({
      veteranId: member.veteranId,
      type: 'offer_decided',
      occurredAt: now.toISOString(),
      recordedBy,
      details: { offerKind: 'household', offerId: member.matchId, result, reason },
    })),
    now,
  );
}

export async function appendHouseholdMoveIns(
  tx: Database,
  members: readonly { veteranId: string; propertyId: string; rentCents: number | null; voucher: boolean }[],
  recordedBy: EventRecorder,
  now: Date,
) {
  const events: NewPersonEvent[] = members.map((member) => ({
    veteranId: member.veteranId,
    type: 'moved_in',
    occurredAt: now.toISOString(),
    recordedBy,
    details: {
      propertyId: member.propertyId,
      placementId: null,
      rentCents: member.rentCents,
      subsidy: member.voucher ? 'hud_vash' : null,
    },
  }));
  await appendPersonEvents(tx, events, now);
}
