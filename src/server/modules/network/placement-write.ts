import type { Database } from '@server/db/client';
import { properties, referrals, veterans } from '@server/db/schema';
import { type LandlordMoveIn, placeVeteranInHome } from '@server/modules/housing-matches';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import type { ZPlacementInput } from '@shared/contracts/placements';
import { dollarsToCents } from '@shared/domain/money';
import { needsLateReason } from '@shared/domain/person-timeline';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { insertPlacement, type PlacementRow } from './owner-repo';
import { completePlacement, type PlacementRecorder, placementSubject } from './placement-completion';

type PlacementInput = z.output<typeof ZPlacementInput>;

export const LANDLORD_MOVE_IN_NOTE = 'Move-in recorded by the landlord of the home';
const LANDLORD_LATE_REASON = 'Recorded by the landlord after the move-in';

/**
 * The one write path of a placement, inside the caller's transaction: the placements row, then what it completes
 * (the match placed and a unit taken, the referral placed, `moved_in` on the timeline), the audit, and the
 * organisation's message.
 */
export async function writePlacement(
  tx: Database,
  organizationId: string,
  input: PlacementInput,
  by: PlacementRecorder,
): Promise<PlacementRow> {
  const subject = await placementSubject(tx, organizationId, input);
  const row = await insertPlacement(tx, {
    organizationId,
    veteranId: subject.veteranId,
    propertyId: subject.propertyId,
    veteranName: subject.veteranName,
    propertyAddress: subject.propertyAddress,
    placementDate: input.placementDate,
    monthlyRentCents: dollarsToCents(input.monthlyRent),
    vaBenefitBased: input.isVABenefitBased,
    notes: input.notes,
  });
  await completePlacement(tx, organizationId, subject, row, by);
  await recordAudit(tx, {
    action: 'placement.recorded',
    actorType: by.kind,
    actorId: by.id,
    targetType: 'placement',
    targetId: row.id,
    details: {
      organizationId,
      placementDate: input.placementDate,
      ...(input.referralId ? { referralId: input.referralId } : {}),
      ...(input.matchId ? { matchId: input.matchId } : {}),
    },
  });
  await queueMessage(tx, {
    kind: 'placement.recorded',
    recipientId: organizationId,
    payload: { placementId: row.id },
  });
  return row;
}

/**
 * The organisation a move-in of a match is placed with (a landlord's, or an admin's): the one that brought the
 * veteran, else the newest referral's; none for a person no organisation works with.
 */
export async function placingOrganization(tx: Database, veteranId: string) {
  const [person] = await tx
    .select({ organizationId: veterans.organizationId, hasVoucher: veterans.hasVoucher })
    .from(veterans)
    .where(eq(veterans.id, veteranId));
  if (!person) return null;
  if (person.organizationId) return { ...person, organizationId: person.organizationId };
  const [referral] = await tx
    .select({ organizationId: referrals.organizationId })
    .from(referrals)
    .where(eq(referrals.veteranId, veteranId))
    .orderBy(desc(referrals.createdAt))
    .limit(1);
  return referral ? { ...person, organizationId: referral.organizationId } : null;
}

/**
 * A landlord's move-in is a placement like a partner's (POST /api/placements), with the organisation that works
 * with the veteran and the home's rent. A veteran no organisation works with, or a home without a rent, has no
 * placements row (it names both): the match is placed through the same housing path and the timeline says so.
 */
export async function recordLandlordMoveIn(tx: Database, move: LandlordMoveIn): Promise<string | null> {
  const by: PlacementRecorder = {
    kind: 'landlord',
    id: move.landlordUserId,
    lateReason: LANDLORD_LATE_REASON,
  };
  const placing = await placingOrganization(tx, move.veteranId);
  const [home] = await tx
    .select({ rentCents: properties.rentCents, rentPerRoomCents: properties.rentPerRoomCents })
    .from(properties)
    .where(eq(properties.id, move.propertyId));
  const rentCents = home?.rentCents || home?.rentPerRoomCents || 0;
  if (placing && rentCents > 0) {
    const row = await writePlacement(
      tx,
      placing.organizationId,
      {
        matchId: move.matchId,
        placementDate: move.date,
        monthlyRent: rentCents / 100,
        isVABenefitBased: placing.hasVoucher,
        notes: LANDLORD_MOVE_IN_NOTE,
        vsoId: placing.organizationId,
      },
      by,
    );
    return row.id;
  }
  const occurredAt = new Date(
    Math.min(Date.parse(`${move.date}T12:00:00Z`), move.now.getTime()),
  ).toISOString();
  await placeVeteranInHome(tx, {
    veteranId: move.veteranId,
    propertyId: move.propertyId,
    now: move.now,
    recordedBy: { kind: by.kind, id: by.id },
    occurredAt,
    lateReason: needsLateReason(occurredAt, move.now.toISOString()) ? by.lateReason : null,
  });
  return null;
}
