import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import type { LandlordListing, LandlordMatch } from '@shared/contracts/landlord';
import { render } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import LandlordDashboardPage from './landlord-dashboard-page';
import { MatchesSection } from './matches-section';

export const LANDLORD = {
  id: 'u-1',
  username: 'pat@example.com',
  role: 'landlord',
  displayName: 'Pat Landlord',
};
export const ADMIN = { id: 'u-2', username: 'admin', role: 'admin', displayName: 'Ada Admin' };
export const STATS = { totalUnits: 1234, vaCompatibleUnits: 4, veteransMatched: 2, successfulPlacements: 1 };
export const LISTING: LandlordListing = {
  id: 'p-1',
  propertyAddress: '1 First St',
  city: 'Schenectady',
  state: 'NY',
  zipCode: '12345',
  availableUnits: 3,
  unitCount: 4,
  bedrooms: 4,
  bathrooms: 1,
  monthlyRent: 380_000,
  acceptsVABenefits: true,
  status: 'matched',
  declineReason: null,
  totalMatches: 2,
  successfulPlacements: 1,
  allowsPets: false,
  isAccessible: false,
  landlordName: 'Pat Landlord',
};

export const ME = 'GET /api/user/me';
export const STATS_PATH = 'GET /api/landlord/stats';
export const LISTINGS = 'GET /api/landlord/listings';
export const EXPORT = 'GET /api/landlord/export';

/** A list answer (listings or matches) with its total in x-total-count. */
export const listingsAnswer = (listings: readonly object[], total = listings.length): FakeAnswer => ({
  status: 200,
  body: listings,
  headers: { 'x-total-count': String(total) },
});

/** The dashboard's calls answered for a signed-in user; `extra` adds or replaces routes. */
export function signedIn(user: object, listings: FakeAnswer = listingsAnswer([LISTING]), extra = {}) {
  return mockFetchRoutes({
    [ME]: { status: 200, body: user },
    [STATS_PATH]: { status: 200, body: STATS },
    [LISTINGS]: listings,
    // the matches section (matches-section.test.tsx)
    'GET /api/landlord/matches': listingsAnswer([]),
    // the co-living homes section (co-living-homes-section.test.tsx)
    'GET /api/co-living/homes': { status: 200, body: [] },
    // the co-living households section (co-living-households-section.test.tsx)
    'GET /api/landlord/co-living-households': { status: 200, body: [] },
    ...extra,
  });
}

/** The dashboard at /landlord/dashboard; `current()` is where the page sent you. */
export function renderDashboard() {
  const location = memoryLocation({ path: '/landlord/dashboard', record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path="/landlord/dashboard" component={LandlordDashboardPage} />
          <Route>Another page</Route>
        </Switch>
      </Router>
    </Providers>,
  );
  return { current: () => location.history.at(-1) };
}

/** The dashboard's matches section alone, for the landlord "u-1", against these API answers. */
export function renderMatchesSection(routes: Record<string, FakeAnswer>) {
  const fetchMock = mockFetchRoutes(routes);
  render(
    <Providers client={createQueryClient()}>
      <MatchesSection userId="u-1" />
    </Providers>,
  );
  return fetchMock;
}

/** A landlord's match waiting for their answer, and one they approved. */
export const PENDING_MATCH: LandlordMatch = {
  id: 'm-1',
  propertyAddress: '1 First St',
  propertyCity: 'Schenectady',
  status: 'pending',
  score: 82,
  reason: 'accepts HUD-VASH; 3.2 miles',
  propertyId: 'p-1',
  veteranFirstName: 'Maria',
  reference: 'VH-7K2Q9',
  landlordAnswer: null,
  createdAt: '2025-01-28T15:04:00.000Z',
};
export const APPROVED_MATCH: LandlordMatch = {
  ...PENDING_MATCH,
  id: 'm-2',
  status: 'approved',
  veteranFirstName: 'Sam',
  reference: null,
};

export const MATCHES = 'GET /api/landlord/matches';
/** The matches list's answer: these rows, of `total` in all. */
export const matchesAnswer = (rows: LandlordMatch[], total = rows.length): FakeAnswer => ({
  status: 200,
  body: rows,
  headers: { 'x-total-count': String(total) },
});
