import type {
  HousingMatchView,
  HousingPropertyView,
  HousingVeteranView,
  UnitType,
} from '../../../shared/contracts/housing';
import type { HousingMatchStatus } from '../../../shared/domain/housing-match-status';
import { LANDLORD_TIERS, type LandlordTier } from '../../../shared/domain/match-engine';
import { centsToDollars } from '../../../shared/domain/money';
import type { UrgencyLevel } from '../../../shared/domain/urgency';
import type { HousingMatchRow, HousingPropertyRow, VeteranRow } from './housing-repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dollarsOrNull = (cents: number | null) => (cents == null ? null : centsToDollars(cents));

export const landlordTierOf = (tier: string | null): LandlordTier =>
  (LANDLORD_TIERS as readonly string[]).includes(tier ?? '') ? (tier as LandlordTier) : 'bronze';

export function toHousingVeteranView(row: VeteranRow): HousingVeteranView {
  return {
    id: row.id,
    name: row.name,
    zipCode: row.zipCode,
    hasVoucher: row.hasVoucher,
    requiresAccessibility: row.requiresAccessibility,
    hasPet: row.hasPet,
    urgencyLevel: row.urgency as UrgencyLevel,
    isMatched: row.isMatched,
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
    landlordTier: landlordTierOf(row.landlordTier),
    address: property.address,
    zipCode: property.zipCode,
    monthlyRent: dollarsOrNull(property.rentCents ?? property.rentPerRoomCents),
    acceptsVouchers: property.acceptsVouchers,
    isAccessible: property.accessible,
    allowsPets: property.allowsPets,
    isAvailable: isListingAvailable(property),
    unitType: property.unitType as UnitType,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    unitsAvailable: property.unitsAvailable,
    availableDate: property.availableDate,
    additionalFeatures: property.description,
    createdAt: property.createdAt.toISOString(),
  };
}

export function toHousingMatchView(row: HousingMatchRow): HousingMatchView {
  const { match } = row;
  return {
    id: match.id,
    veteranId: match.veteranId,
    propertyId: match.propertyId,
    veteranName: row.veteranName,
    propertyAddress: row.propertyAddress,
    matchScore: match.score,
    matchReason: match.reason,
    status: match.status as HousingMatchStatus,
    origin: match.origin === 'veteran_request' ? 'veteran_request' : 'engine',
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
  };
}
