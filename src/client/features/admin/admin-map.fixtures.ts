import { HUDSON } from '@client/test/admin-organization.fixtures';
import type { AdminOrganization, MapData, MapRow, Overview } from '@shared/contracts/admin-oversight';

export const ME = 'GET /api/user/me';
export const ADMIN = { id: 'u-1', username: 'admin', role: 'admin', displayName: 'Demo Admin' };
export const OVERVIEW_ROUTE = 'GET /api/admin/overview';
export const MAP_DATA_ROUTE = 'GET /api/admin/map-data';
export const EXPORT_ROUTE = 'GET /api/admin/export';
export const ORGANIZATIONS_ROUTE = 'GET /api/admin/organizations';

export const OVERVIEW: Overview = {
  timeFrame: '30',
  since: '2025-01-01T00:00:00.000Z',
  totalReferrals: 1204,
  totalLandlordLeads: 87,
  totalMatchOpportunities: 240,
  totalPlacements: 60,
  conversionRate: 0.25,
  geographicCoverage: {
    statesActive: 3,
    citiesActive: 4,
    topMarkets: [
      { city: 'New York', state: 'NY', veteranReferrals: 12, landlordLeads: 3, matchPotential: 5 },
      { city: 'Albany', state: 'NY', veteranReferrals: 4, landlordLeads: 1, matchPotential: 2 },
      { city: 'Fresno', state: 'CA', veteranReferrals: 3, landlordLeads: 0, matchPotential: 1 },
      { city: 'San Juan', state: 'PR', veteranReferrals: 2, landlordLeads: 0, matchPotential: 0 },
      { city: 'Austin', state: 'TX', veteranReferrals: 1, landlordLeads: 2, matchPotential: 1 },
      { city: 'Sixth City', state: 'OH', veteranReferrals: 1, landlordLeads: 0, matchPotential: 0 },
    ],
  },
};

/** Where the server puts these ZIPs' centroids on the map (San Juan, Puerto Rico, is off it). */
const MAP_POINTS: Record<string, MapRow['mapPoint']> = {
  '10001': { x: 869.8, y: 214.8 },
  '12207': { x: 863.7, y: 171.7 },
  '93701': { x: 74.1, y: 296.4 },
};

const row = (
  zipCode: string,
  city: string,
  state: string,
  [latitude, longitude]: [number, number],
  metadata: Partial<MapRow['metadata']>,
): MapRow => ({
  id: zipCode,
  city,
  state,
  zipCode,
  latitude,
  longitude,
  mapPoint: MAP_POINTS[zipCode] ?? null,
  metadata: {
    veteranReferrals: 0,
    urgentReferrals: 0,
    landlordLeads: 0,
    availableUnits: 0,
    successfulMatches: 0,
    ...metadata,
  },
});

export const ROWS: MapRow[] = [
  row('10001', 'New York', 'NY', [40.75, -73.99], {
    veteranReferrals: 8,
    urgentReferrals: 2,
    landlordLeads: 3,
    availableUnits: 6,
    successfulMatches: 4,
  }),
  row('12207', 'Albany', 'NY', [42.65, -73.75], {
    veteranReferrals: 4,
    urgentReferrals: 1,
    landlordLeads: 1,
  }),
  row('93701', 'Fresno', 'CA', [36.75, -119.79], { veteranReferrals: 3, successfulMatches: 1 }),
  row('00901', 'San Juan', 'PR', [18.46, -66.1], { veteranReferrals: 2 }),
];

export const mapData = (rows: MapRow[] = ROWS, type: MapData['type'] = 'all'): MapData => ({
  timeFrame: '30',
  type,
  rows,
});

export const ORGANIZATION: AdminOrganization = { ...HUDSON, placementTier: 'green', verified: true };
