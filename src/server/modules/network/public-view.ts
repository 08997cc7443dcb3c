import { publicOrganizationFields } from '@server/modules/accounts';
import type { PartnerPublicProfile, VsoCard } from '@shared/contracts/network';
import { isTopReferralPartner, placementTier } from '@shared/domain/placement-tiers';
import type { OrganizationRow, PlacementFigures } from './directory-repo';

export const currentYear = (now = new Date()) => now.getUTCFullYear();
export const yearStart = (year: number) => `${year}-01-01`;

/** The directory's card of an organisation: its public fields (no phone, email or internal field) and figures. */
export function toVsoCard(
  row: OrganizationRow,
  figures: PlacementFigures | undefined,
  distance: number | null,
  year: number,
): VsoCard {
  const total = figures?.total ?? 0;
  return {
    ...publicOrganizationFields(row),
    placementTier: placementTier(total, row.verified),
    placements: total,
    distanceMiles: distance === null ? null : Math.round(distance * 10) / 10,
    helpedThisYear: { year, count: figures?.thisYear ?? 0 },
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
