import type { FakeAnswer } from '@client/test/fetch-routes.fixtures';
import type {
  HousingAnalytics,
  HousingMatchView,
  HousingPropertyView,
  HousingVeteranView,
} from '@shared/contracts/housing';
import type { MatchContacts } from '@shared/contracts/housing-dashboard';
import { screen } from '@testing-library/react';

export const ANALYTICS: HousingAnalytics = {
  unmatchedVeterans: 1234,
  availableProperties: 56,
  pendingMatches: 7,
  successfulPlacements: 3,
  totalMatches: 12,
  matchesByStatus: { pending: 7, contacted: 1, approved: 0, placed: 3, declined: 1 },
  successRate: 25,
  medianMinutesToMatch: 185,
  notificationsSent: 9,
};

export const MATCH: HousingMatchView = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  veteranId: 'v-1',
  propertyId: 'p-1',
  veteranName: 'Maria Lopez',
  propertyAddress: '12 Elm St',
  propertyCity: 'Albany',
  reference: null,
  matchScore: 87,
  matchReason: 'accepts HUD-VASH; 3.2 miles; rent $950 within budget; critical urgency',
  status: 'pending',
  origin: 'engine',
  declineReason: null,
  adminNotes: null,
  createdAt: '2025-01-28T15:04:00.000Z',
  updatedAt: '2025-01-28T15:04:00.000Z',
  veteranNotifiedAt: '2025-01-28T15:04:00.000Z',
  landlordNotifiedAt: null,
  contactedAt: null,
  approvedAt: null,
  placedAt: null,
  declinedAt: null,
  stalledDays: null,
  latestFollowUp: null,
};

export const VETERAN: HousingVeteranView = {
  id: 'v-1',
  name: 'Maria Lopez',
  zipCode: '12207',
  hasVoucher: true,
  requiresAccessibility: false,
  hasPet: true,
  urgencyLevel: 'critical',
  isMatched: false,
  status: 'waiting',
  maxMonthlyRent: 1200,
  createdAt: '2025-01-28T12:00:00.000Z',
};

export const PROPERTY: HousingPropertyView = {
  id: 'p-1',
  landlordId: 'l-1',
  landlordName: 'Pat Landlord',
  landlordEmail: 'pat@example.com',
  landlordPhone: null,
  landlordTier: 'teal',
  address: '12 Elm St',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  status: 'available',
  monthlyRent: 950,
  acceptsVouchers: true,
  isAccessible: false,
  allowsPets: true,
  isAvailable: true,
  unitType: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  unitsAvailable: 1,
  availableDate: null,
  additionalFeatures: '',
  createdAt: '2025-01-20T12:00:00.000Z',
};

export const list = (rows: unknown[], total = rows.length): FakeAnswer => ({
  status: 200,
  body: rows,
  headers: { 'x-total-count': String(total) },
});

export const ROUTES = {
  analytics: 'GET /api/housing-matches/analytics',
  matches: 'GET /api/housing-matches',
  veterans: 'GET /api/veterans-housing',
  properties: 'GET /api/properties-housing',
  run: 'POST /api/housing-matches/run',
  patch: `PATCH /api/housing-matches/${MATCH.id}`,
  followUp: `POST /api/housing-matches/${MATCH.id}/follow-ups`,
  contacts: `GET /api/housing-matches/${MATCH.id}/contacts`,
} as const;

export const CONTACTS: MatchContacts = {
  matchId: MATCH.id,
  veteran: { name: 'Maria Lopez', phone: '5185550133', email: 'maria@example.com' },
  caseManagerEmail: 'cm@vso.example.org',
  organization: { name: 'Capital Region VSO', phone: '5185550111', email: null },
  landlord: null,
};

/** `count` matches, the ith with its own id ("0000000i-..."), veteran "Vet<i> Lopez" and score i. */
export const manyMatches = (count: number, from = 0): HousingMatchView[] =>
  Array.from({ length: count }, (_, n) => {
    const i = from + n;
    return {
      ...MATCH,
      id: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
      veteranName: `Vet${i} Lopez`,
      matchScore: i,
    };
  });

/** The query string of the last call to "METHOD /path". */
export function lastQuery(fetchMock: { mock: { calls: unknown[][] } }, key: string): URLSearchParams {
  const [method, path] = key.split(' ');
  const calls = fetchMock.mock.calls.filter(
    ([url, init]) =>
      ((init as RequestInit | undefined)?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
  const url = String(calls.at(-1)?.[0] ?? '');
  return new URLSearchParams(url.split('?')[1] ?? '');
}

/** The name staff read for MATCH, and for the ith of manyMatches. */
export const MATCH_NAME = 'Maria L. · 12 Elm St';
export const manyMatchName = (i: number) => `Vet${i} L. · 12 Elm St`;

/** The table row of a match, found by its row header, the match's name ("Maria L. · 12 Elm St"). */
export async function findMatchRow(name = MATCH_NAME): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: (text) => text.startsWith(name) });
  return header.closest('tr') as HTMLElement;
}
