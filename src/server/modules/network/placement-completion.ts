import type { Database } from '@server/db/client';
import { referrals, veterans } from '@server/db/schema';
import { findMatchToPlace, placeVeteranInHome } from '@server/modules/housing-matches';
import { findProperty } from '@server/modules/properties';
import { appendPersonEvent, type EventRecorder, organizationWorksWith } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { ZPlacementInput } from '@shared/contracts/placements';
import { formatAddress } from '@shared/domain/address';
import { isPublishedListing } from '@shared/domain/inventory';
import { needsLateReason } from '@shared/domain/person-timeline';
import { OPEN_REFERRAL_STATUSES } from '@shared/domain/referral-open';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';

type PlacementInput = z.output<typeof ZPlacementInput>;

export const VETERAN_NOT_FOUND_MESSAGE = 'Veteran not found';
export const HOME_NOT_FOUND_MESSAGE = 'Property not found';
export const REFERRAL_NOT_FOUND_MESSAGE = 'Referral not found';
export const MATCH_NOT_FOUND_MESSAGE = 'Match not found';
export const REFERRAL_FINISHED_MESSAGE = 'This referral is already placed or closed.';
export const MATCH_FINISHED_MESSAGE = 'This match is already placed or declined.';
export const HOME_NOT_LISTED_MESSAGE = 'This home is not listed now. Choose a listed home with a free unit.';
export const HOME_FULL_MESSAGE = 'No units are free in this home. Choose another home.';
const LATE_PLACEMENT_REASON = 'Recorded with the placement, after the move-in date';

/**
 * Who records a placement: the partner or an admin (POST /api/placements), or the landlord of the home (their
 * move-in outcome).
 */
export interface PlacementRecorder {
  kind: 'partner' | 'admin' | 'landlord';
  /** The organisation, or the admin's or landlord's user. */
  id: string;
  /** Said on the timeline when the move-in is recorded more than 7 days late. */
  lateReason: string;
}

export const partnerRecorder = (organizationId: string): PlacementRecorder => ({
  kind: 'partner',
  id: organizationId,
  lateReason: LATE_PLACEMENT_REASON,
});

export const adminRecorder = (userId: string): PlacementRecorder => ({
  kind: 'admin',
  id: userId,
  lateReason: LATE_PLACEMENT_REASON,
});

const OPEN_REFERRAL = OPEN_REFERRAL_STATUSES;
const OPEN_MATCH = ['pending', 'contacted', 'approved'];

/** Who and where a placement is, read from the referral or match it completes (or as the form typed it). */
export interface PlacementSubject {
  veteranId: string | null;
  veteranName: string;
  propertyId: string | null;
  propertyAddress: string;
  referralId: string | null;
}

async function fromReferral(tx: Database, organizationId: string, referralId: string) {
  const [row] = await tx
    .select({ veteranId: referrals.veteranId, status: referrals.status, name: veterans.name })
    .from(referrals)
    .innerJoin(veterans, eq(veterans.id, referrals.veteranId))
    .where(and(eq(referrals.id, referralId), eq(referrals.organizationId, organizationId)))
    .for('update', { of: referrals });
  // another organisation's referral is unknown here
  if (!row) throw notFound(REFERRAL_NOT_FOUND_MESSAGE);
  if (!(OPEN_REFERRAL as readonly string[]).includes(row.status))
    throw new HttpError(409, REFERRAL_FINISHED_MESSAGE);
  return row;
}

/** A match to place; `organizationId` null: an admin's move-in of a person no organisation works with. */
async function fromMatch(tx: Database, organizationId: string | null, matchId: string) {
  const match = await findMatchToPlace(tx, matchId);
  if (!match || (organizationId && !(await organizationWorksWith(tx, match.veteranId, organizationId))))
    throw notFound(MATCH_NOT_FOUND_MESSAGE);
  if (!OPEN_MATCH.includes(match.status)) throw new HttpError(409, MATCH_FINISHED_MESSAGE);
  return match;
}

async function nameOf(tx: Database, veteranId: string) {
  const [row] = await tx.select({ name: veterans.name }).from(veterans).where(eq(veterans.id, veteranId));
  return row?.name ?? null;
}

/**
 * The person and home of a placement: from the referral (this organisation's) or the match (a person it works
 * with) it completes, or the ids and words the form sent. Unknown or not this organisation's: 404.
 */
export async function placementSubject(
  tx: Database,
  organizationId: string | null,
  input: PlacementInput,
): Promise<PlacementSubject> {
  let veteranId = input.veteranId ?? null;
  let propertyId = input.propertyId ?? null;
  let name: string | null = null;
  if (!organizationId && !input.matchId) throw notFound(MATCH_NOT_FOUND_MESSAGE);
  if (input.referralId && organizationId) {
    const referral = await fromReferral(tx, organizationId, input.referralId);
    ({ veteranId, name } = referral);
  } else if (input.matchId) {
    const match = await fromMatch(tx, organizationId, input.matchId);
    ({ veteranId, propertyId } = match);
  } else if (veteranId && organizationId && !(await organizationWorksWith(tx, veteranId, organizationId))) {
    throw notFound(VETERAN_NOT_FOUND_MESSAGE);
  }
  let address = input.propertyAddress ?? null;
  if (propertyId) {
    // a listing waiting for review, or declined by it, is no home anyone can be placed in
    const home = await findProperty(tx, propertyId);
    if (!home || !isPublishedListing(home.status)) throw notFound(HOME_NOT_FOUND_MESSAGE);
    // a home chosen for the placement (not the match's own): listed now, with a unit to take
    if (!input.matchId && veteranId) {
      if (home.status !== 'available') throw new HttpError(409, HOME_NOT_LISTED_MESSAGE);
      if (home.unitsAvailable < 1) throw new HttpError(409, HOME_FULL_MESSAGE);
    }
    address ??= formatAddress(home);
  }
  const veteranName = input.veteranName ?? name ?? (veteranId ? await nameOf(tx, veteranId) : null);
  return {
    veteranId,
    veteranName: veteranName ?? 'Name not recorded',
    propertyId,
    propertyAddress: address ?? '',
    referralId: input.referralId ?? null,
  };
}

/** When they moved in: the placement's day at noon UTC, never later than now. */
function movedInAt(placementDate: string, now: Date): string {
  return new Date(Math.min(Date.parse(`${placementDate}T12:00:00Z`), now.getTime())).toISOString();
}

/**
 * What a placement completes, in its transaction: the match moves to placed and the home loses a unit (through
 * the housing workflow), the person's timeline says they moved in, and the referral (with any other open
 * referral of the person to this organisation) reads placed.
 */
export async function completePlacement(
  tx: Database,
  organizationId: string,
  subject: PlacementSubject,
  placement: { id: string; placementDate: string; monthlyRentCents: number },
  by: PlacementRecorder = partnerRecorder(organizationId),
  now = new Date(),
): Promise<void> {
  const { veteranId, propertyId } = subject;
  if (!veteranId) return;
  const occurredAt = movedInAt(placement.placementDate, now);
  const recordedBy: EventRecorder = { kind: by.kind, id: by.id };
  const record = {
    recordedBy,
    organizationId,
    placementId: placement.id,
    occurredAt,
    rentCents: placement.monthlyRentCents,
    lateReason: needsLateReason(occurredAt, now.toISOString()) ? by.lateReason : null,
  };
  if (propertyId) {
    await placeVeteranInHome(tx, { veteranId, propertyId, now, ...record });
  } else {
    await appendPersonEvent(
      tx,
      {
        veteranId,
        type: 'moved_in',
        occurredAt,
        recordedBy: record.recordedBy,
        organizationId,
        lateReason: record.lateReason,
        details: {
          propertyId: null,
          placementId: placement.id,
          rentCents: placement.monthlyRentCents,
          subsidy: null,
        },
      },
      now,
    );
  }
  const placed = await tx
    .update(referrals)
    .set({ status: 'placed', updatedAt: now })
    .where(
      and(
        eq(referrals.organizationId, organizationId),
        inArray(referrals.status, [...OPEN_REFERRAL]),
        or(
          subject.referralId ? eq(referrals.id, subject.referralId) : undefined,
          eq(referrals.veteranId, veteranId),
        ),
      ),
    )
    .returning({ id: referrals.id });
  for (const referral of placed) {
    await recordAudit(tx, {
      action: 'referral.status_changed',
      actorType: by.kind,
      actorId: by.id,
      targetType: 'referral',
      targetId: referral.id,
      details: { to: 'placed', placementId: placement.id },
    });
  }
}
