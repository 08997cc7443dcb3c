import type { PartnerPublicProfile, VsoCard, VsoSummary } from '@shared/contracts/network';
import type { ImpactMetrics, PlacementView } from '@shared/contracts/placements';

/** Test-only data for the network feature's component tests. */

export const VSO_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const OTHER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function makeVso(overrides: Partial<VsoCard> = {}): VsoCard {
  return {
    id: VSO_ID,
    slug: 'capital-region-veterans-alliance',
    name: 'Capital Region Veterans Alliance',
    address: '100 State St',
    city: 'Albany',
    state: 'NY',
    zipCode: '12207',
    website: 'https://crva.example.org',
    description: 'Housing and benefits help for veterans in the Capital Region.',
    mission: 'No veteran without a home.',
    logoUrl: null,
    brandColor: null,
    accredited: true,
    isVerified: true,
    allowsDirectReferrals: true,
    integrationTier: 2,
    placementTier: 'green',
    placements: 4,
    serviceCategories: ['housing', 'legal'],
    distanceMiles: null,
    helpedThisYear: { year: 2026, count: 3 },
    createdAt: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PartnerPublicProfile> = {}): PartnerPublicProfile {
  const { distanceMiles: _ignored, ...card } = makeVso();
  return { ...card, topReferralPartner: false, ...overrides };
}

export const SUMMARY: VsoSummary = {
  count: 163,
  states: 44,
  categories: { housing: 81, mental_health: 52, legal: 37, emergency: 19 },
};

export function makePlacement(overrides: Partial<PlacementView> = {}): PlacementView {
  return {
    id: 'pl-1',
    vsoId: VSO_ID,
    veteranName: 'Maria Lopez',
    propertyAddress: '12 Elm St, Albany, NY',
    placementDate: '2026-11-02',
    monthlyRent: 950,
    isVABenefitBased: true,
    notes: '',
    status: 'completed',
    veteranId: null,
    propertyId: null,
    createdAt: '2026-11-02T12:00:00.000Z',
    ...overrides,
  };
}

export const METRICS: ImpactMetrics = {
  totalReferrals: 12,
  referralsByStatus: {
    new: 3,
    contacted: 2,
    in_progress: 2,
    matched: 3,
    closed: 2,
    unable_to_reach: 0,
    placed: 0,
  },
  placementsTotal: 4,
  placementsThisMonth: 1,
  placementsThisYear: 3,
  averageResponseHours: 18.5,
  placementTier: 'green',
  placementsToNextTier: 6,
};
