import { type Database, withTransaction } from '@server/db/client';
import { referrals } from '@server/db/schema';
import { findMatchToPlace, placeVeteranInHome } from '@server/modules/housing-matches';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { PlacementView, ZPlacementInput } from '@shared/contracts/placements';
import { dollarsToCents } from '@shared/domain/money';
import { needsLateReason } from '@shared/domain/person-timeline';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toPlacementView } from './owner';
import {
  adminRecorder,
  MATCH_NOT_FOUND_MESSAGE,
  placementSubject,
  REFERRAL_NOT_FOUND_MESSAGE,
} from './placement-completion';
import { placingOrganization, writePlacement } from './placement-write';

type PlacementInput = z.output<typeof ZPlacementInput>;

export const ADMIN_PLACEMENT_COMPLETES_MESSAGE =
  'An admin records a placement from the referral or the match it completes';

/**
 * Whose placement an admin's move-in is (decision 0034): a referral's is its organisation's; a match's is the
 * organisation that brought the person in, else the one of their newest referral, else nobody's (a veteran who
 * came by the public search alone). Unknown referral or match: 404.
 */
async function adminPlacingOrganization(tx: Database, input: PlacementInput): Promise<string | null> {
  if (input.referralId) {
    const [referral] = await tx
      .select({ organizationId: referrals.organizationId })
      .from(referrals)
      .where(eq(referrals.id, input.referralId));
    if (!referral) throw notFound(REFERRAL_NOT_FOUND_MESSAGE);
    return referral.organizationId;
  }
  const match = input.matchId ? await findMatchToPlace(tx, input.matchId) : undefined;
  if (!match) throw notFound(MATCH_NOT_FOUND_MESSAGE);
  return (await placingOrganization(tx, match.veteranId))?.organizationId ?? null;
}

/** When they moved in: the placement's day at noon UTC, never later than now. */
const movedInAt = (placementDate: string, now: Date) =>
  new Date(Math.min(Date.parse(`${placementDate}T12:00:00Z`), now.getTime())).toISOString();

/**
 * A move-in no organisation places (the person came by the public search alone): the match is placed through
 * the housing path (a unit taken, the timeline's `moved_in` recorded by the admin), with no placements row.
 */
async function placeWithoutOrganization(
  tx: Database,
  adminUserId: string,
  input: PlacementInput,
  now = new Date(),
): Promise<PlacementView> {
  const subject = await placementSubject(tx, null, input);
  const { veteranId, propertyId } = subject;
  if (!veteranId || !propertyId) throw notFound(MATCH_NOT_FOUND_MESSAGE);
  const by = adminRecorder(adminUserId);
  const occurredAt = movedInAt(input.placementDate, now);
  const rentCents = dollarsToCents(input.monthlyRent);
  const matchId = await placeVeteranInHome(tx, {
    veteranId,
    propertyId,
    now,
    recordedBy: { kind: by.kind, id: by.id },
    occurredAt,
    rentCents,
    lateReason: needsLateReason(occurredAt, now.toISOString()) ? by.lateReason : null,
  });
  await recordAudit(tx, {
    action: 'placement.recorded',
    actorType: 'admin',
    actorId: adminUserId,
    targetType: 'match',
    targetId: matchId,
    details: { organizationId: null, placementDate: input.placementDate, matchId },
  });
  return {
    id: null,
    vsoId: null,
    veteranName: subject.veteranName,
    propertyAddress: subject.propertyAddress,
    placementDate: input.placementDate,
    monthlyRent: input.monthlyRent,
    isVABenefitBased: input.isVABenefitBased,
    notes: input.notes,
    status: 'completed',
    veteranId,
    propertyId,
    createdAt: now.toISOString(),
  };
}

/**
 * An admin's placement (the admin person page's 'Record move-in'): only one completing a referral or match
 * (nothing typed), for the organisation whose it is (`vsoId`, when sent, must name it: else 404 as for a partner
 * the person is unknown to), so it counts in that organisation's funnel and tier; the admin recorded it.
 */
export async function recordAdminPlacement(
  db: Database,
  adminUserId: string,
  input: PlacementInput,
): Promise<PlacementView> {
  if (!input.referralId && !input.matchId) throw new HttpError(400, ADMIN_PLACEMENT_COMPLETES_MESSAGE);
  return withTransaction(db, async (tx) => {
    const organizationId = await adminPlacingOrganization(tx, input);
    if (input.vsoId && input.vsoId !== organizationId)
      throw notFound(input.referralId ? REFERRAL_NOT_FOUND_MESSAGE : MATCH_NOT_FOUND_MESSAGE);
    if (!organizationId) return placeWithoutOrganization(tx, adminUserId, input);
    return toPlacementView(
      await writePlacement(
        tx,
        organizationId,
        { ...input, vsoId: organizationId },
        adminRecorder(adminUserId),
      ),
    );
  });
}
