import type { PartnerPublicProfile, VsoCard } from '@shared/contracts/network';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/domain/partner-tiers';
import { isTopReferralPartner, placementTier } from '@shared/domain/placement-tiers';
import type { OrganizationRow, PlacementFigures } from './directory-repo';

const isCategory = (value: string): value is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(value);

export const currentYear = (now = new Date()) => now.getUTCFullYear();
export const yearStart = (year: number) => `${year}-01-01`;

/**
 * The public view of an organisation. Built field by field on purpose: phone, email and the
 * internal fields (internalNotes, webhookUrl, dataQualityFlags) can never slip into it.
 */
export function toVsoCard(
  row: OrganizationRow,
  figures: PlacementFigures | undefined,
  distance: number | null,
  year: number,
): VsoCard {
  const total = figures?.total ?? 0;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    website: row.website,
    description: row.description,
    mission: row.mission,
    logoUrl: row.logoUrl,
    brandColor: row.brandColor,
    accredited: row.accredited,
    isVerified: row.verified,
    allowsDirectReferrals: row.allowsDirectReferrals,
    integrationTier: row.integrationTier,
    placementTier: placementTier(total, row.verified),
    placements: total,
    serviceCategories: row.serviceCategories.filter(isCategory),
    distanceMiles: distance === null ? null : Math.round(distance * 10) / 10,
    helpedThisYear: { year, count: figures?.thisYear ?? 0 },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicProfile(
  row: OrganizationRow,
  figures: PlacementFigures | undefined,
  year: number,
): PartnerPublicProfile {
  const { distanceMiles: _omitted, ...card } = toVsoCard(row, figures, null, year);
  return { ...card, topReferralPartner: isTopReferralPartner(card.placements) };
}
