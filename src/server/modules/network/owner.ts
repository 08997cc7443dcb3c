import { type Database, withTransaction } from '@server/db/client';
import { toOrganizationView, updateOrganization } from '@server/modules/accounts';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { VSO_NOT_FOUND_MESSAGE } from '@shared/contracts/network';
import type { OrganizationView } from '@shared/contracts/organizations';
import {
  type ImpactMetrics,
  NOT_YOUR_ORGANIZATION_MESSAGE,
  type PlacementView,
  type ZPartnerProfileUpdate,
  type ZPlacementInput,
} from '@shared/contracts/placements';
import { centsToDollars } from '@shared/domain/money';
import { placementsToNextTier, placementTier } from '@shared/domain/placement-tiers';
import type { z } from 'zod';
import { findVso } from './directory';
import { type ImpactFigures, impactFigures, type PlacementRow, placementsPage } from './owner-repo';
import { partnerRecorder } from './placement-completion';
import { writePlacement } from './placement-write';
import { yearStart } from './public-view';

type PlacementInput = z.output<typeof ZPlacementInput>;

type ProfileUpdate = z.output<typeof ZPartnerProfileUpdate>;

/** The caller's own organisation, else 403 (another known one) or 404 (unknown). */
export async function requireOwn(db: Database, callerOrganizationId: string, organizationId: string) {
  const organization = await findVso(db, organizationId);
  if (organization.id !== callerOrganizationId) throw new HttpError(403, NOT_YOUR_ORGANIZATION_MESSAGE);
  return organization;
}

export function toPlacementView(row: PlacementRow): PlacementView {
  return {
    id: row.id,
    vsoId: row.organizationId,
    veteranName: row.veteranName,
    propertyAddress: row.propertyAddress,
    placementDate: row.placementDate,
    monthlyRent: centsToDollars(row.monthlyRentCents),
    isVABenefitBased: row.vaBenefitBased,
    notes: row.notes,
    veteranId: row.veteranId,
    propertyId: row.propertyId,
    status: row.status === 'cancelled' ? 'cancelled' : 'completed',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function recordPlacement(
  db: Database,
  callerOrganizationId: string,
  input: PlacementInput,
): Promise<PlacementView> {
  await requireOwn(db, callerOrganizationId, input.vsoId ?? callerOrganizationId);
  return withTransaction(db, async (tx) =>
    toPlacementView(
      await writePlacement(tx, callerOrganizationId, input, partnerRecorder(callerOrganizationId)),
    ),
  );
}

export async function organizationPlacements(
  db: Database,
  callerOrganizationId: string,
  query: { vsoId: string; limit: number; offset: number },
): Promise<{ placements: PlacementView[]; total: number }> {
  // the caller's session names its organisation: another organisation's records are refused before any read
  if (query.vsoId !== callerOrganizationId) throw new HttpError(403, NOT_YOUR_ORGANIZATION_MESSAGE);
  const { rows, total } = await placementsPage(db, query.vsoId, query);
  return { placements: rows.map(toPlacementView), total };
}

const monthStart = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/** Where the month's and the year's placement counts start, for impactFigures. */
export const impactSince = (now: Date) => ({
  monthStart: monthStart(now),
  yearStart: yearStart(now.getUTCFullYear()),
});

export function toImpactMetrics({ referrals, placements, verified }: ImpactFigures): ImpactMetrics {
  const hours = referrals.avgHours;
  return {
    totalReferrals: referrals.total,
    referralsByStatus: referrals.byStatus,
    placementsTotal: placements.total,
    placementsThisMonth: placements.thisMonth,
    placementsThisYear: placements.thisYear,
    averageResponseHours: hours === null ? null : Math.round(hours * 10) / 10,
    placementTier: placementTier(placements.total, verified),
    placementsToNextTier: placementsToNextTier(placements.total, verified),
  };
}

/** GET /api/partner/impact: live figures for the owner, from referrals and placements, in one statement. */
export async function impactMetrics(
  db: Database,
  organizationId: string,
  now = new Date(),
): Promise<ImpactMetrics> {
  const figures = await impactFigures(db, organizationId, impactSince(now));
  if (!figures) throw notFound(VSO_NOT_FOUND_MESSAGE);
  return toImpactMetrics(figures);
}

/** PATCH /api/partner/profile: only the fields sent change; the audit names them, not their values. */
export async function updateProfile(
  db: Database,
  organizationId: string,
  patch: ProfileUpdate,
): Promise<OrganizationView> {
  const fields = patch;
  const changed = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  return withTransaction(db, async (tx) => {
    const row = await updateOrganization(tx, organizationId, {
      description: fields.description,
      mission: fields.mission,
      website: fields.website,
      phone: fields.phone,
      email: fields.email?.toLowerCase() ?? fields.email,
      logoUrl: fields.logoUrl,
      brandColor: fields.brandColor,
      serviceCategories: fields.serviceCategories,
      allowsDirectReferrals: fields.allowsDirectReferrals,
    });
    if (!row) throw notFound(VSO_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      action: 'partner.profile.updated',
      actorType: 'partner',
      actorId: organizationId,
      targetType: 'organization',
      targetId: organizationId,
      details: { fields: changed },
    });
    return toOrganizationView(row);
  });
}
