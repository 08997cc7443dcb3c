import type { HousingMatchView, HousingPropertyView, HousingVeteranView } from '@shared/contracts/housing';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { isMatchedStatus } from '@shared/domain/housing-queue-status';
import { toLandlordTier } from '@shared/domain/match-engine';
import { centsToDollars } from '@shared/domain/money';
import type { PersonStatus } from '@shared/domain/person-timeline';
import { matchStalledDays } from '@shared/domain/stalled-work';
import type { HousingPropertyRow } from './lists-repo';
import type { HousingMatchRow, VeteranRow } from './repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dollarsOrNull = (cents: number | null) => (cents == null ? null : centsToDollars(cents));

export function toHousingVeteranView(row: VeteranRow, status: PersonStatus): HousingVeteranView {
  return {
    id: row.id,
    name: row.name,
    zipCode: row.zipCode,
    hasVoucher: row.hasVoucher,
    requiresAccessibility: row.requiresAccessibility,
    hasPet: row.hasPet,
    urgencyLevel: row.urgency,
    isMatched: isMatchedStatus(status),
    status,
    maxMonthlyRent: dollarsOrNull(row.maxRentCents),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A listing is available while its status says so and a unit is left. */
export const isListingAvailable = (row: { status: string; unitsAvailable: number }) =>
  row.status === 'available' && row.unitsAvailable > 0;

export function toHousingPropertyView(row: HousingPropertyRow): HousingPropertyView {
  const { property } = row;
  return {
    id: property.id,
    landlordId: property.landlordId,
    landlordName: row.landlordName,
    landlordEmail: row.landlordEmail,
    landlordPhone: row.landlordPhone,
    landlordTier: toLandlordTier(row.landlordTier),
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
    status: property.status,
    monthlyRent: dollarsOrNull(property.rentCents ?? property.rentPerRoomCents),
    acceptsVouchers: property.acceptsVouchers,
    isAccessible: property.accessible,
    allowsPets: property.allowsPets,
    isAvailable: isListingAvailable(property),
    unitType: property.unitType,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    unitsAvailable: property.unitsAvailable,
    availableDate: property.availableDate,
    additionalFeatures: property.description,
    createdAt: property.createdAt.toISOString(),
  };
}

/** A match as the dashboard shows it at `now`: stalled days are computed at read time, never stored. */
export function toHousingMatchView(row: HousingMatchRow, now: Date): HousingMatchView {
  const { match } = row;
  return {
    id: match.id,
    veteranId: match.veteranId,
    propertyId: match.propertyId,
    veteranName: row.veteranName,
    propertyAddress: row.propertyAddress,
    propertyCity: row.propertyCity,
    reference: match.reference,
    matchScore: match.score,
    matchReason: match.reason,
    status: match.status,
    origin: match.origin,
    declineReason: match.declineReason,
    adminNotes: match.adminNotes,
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
    veteranNotifiedAt: iso(match.veteranNotifiedAt),
    landlordNotifiedAt: iso(match.landlordNotifiedAt),
    contactedAt: iso(match.contactedAt),
    approvedAt: iso(match.approvedAt),
    placedAt: iso(match.placedAt),
    declinedAt: iso(match.declinedAt),
    stalledDays: isOpenMatch(match.status) ? matchStalledDays(row.lastStepAt, now) : null,
    latestFollowUp:
      row.followUpResponse && row.followUpAt
        ? {
            response: row.followUpResponse,
            note: row.followUpNote ?? '',
            recordedAt: row.followUpAt.toISOString(),
          }
        : null,
  };
}
