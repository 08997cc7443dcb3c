import type { UrgencyLevel } from '../urgency';
import type { LandlordTier } from './landlord-tiers';

export interface EngineVeteran {
  id: string;
  zipCode: string;
  /** ZIP centroid; null when the ZIP is unknown (then only same-ZIP homes are in reach) */
  latitude: number | null;
  longitude: number | null;
  hasVoucher: boolean;
  requiresAccessibility: boolean;
  hasPet: boolean;
  urgency: UrgencyLevel;
  /** what the veteran can pay a month (cents); null = unknown (then rent fit is neutral, no hard cut) */
  maxRentCents: number | null;
  /** intake time */
  waitingSince: Date;
}

export interface EngineProperty {
  id: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  acceptsVouchers: boolean;
  accessible: boolean;
  allowsPets: boolean;
  available: boolean;
  unitsAvailable: number;
  /** what one veteran pays a month (cents); null = not stated */
  rentCents: number | null;
  landlordTier: LandlordTier;
}

export interface ProposedMatch {
  veteranId: string;
  propertyId: string;
  /** integer 0-100 */
  score: number;
  /** for people: 'accepts HUD-VASH; 3.2 miles; rent $950 within budget; critical urgency' */
  reason: string;
}
