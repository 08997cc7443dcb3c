import { Providers } from '@client/app/providers';
import { savePartnerSession } from '@client/lib/partner-session';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import { makeOrganization } from '@client/test/organization.fixtures';
import type { OrganizationView } from '@shared/contracts/organizations';
import type { PartnerReferral, PartnerReferralList, ReferralStats } from '@shared/contracts/partner';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import PartnerDashboardPage from './partner-dashboard-page';

/** Test-only helpers for the partner portal's component tests. */

export { makeOrganization };

export function makeReferral(overrides: Partial<PartnerReferral> = {}): PartnerReferral {
  return {
    id: 'ref-1',
    reference: 'RF-7K2Q9M',
    veteranName: 'James Carter',
    veteranPhone: '(512) 555-0142',
    veteranEmail: null,
    contactMethod: null,
    referredBy: 'case_manager',
    caseManagerName: 'Dana Ruiz',
    caseManagerPhone: '(512) 555-0190',
    caseManagerEmail: 'case@va.example.gov',
    zipCode: '78702',
    urgencyLevel: 'high',
    needsDescription: 'Needs a one-bedroom near the VA clinic.',
    serviceType: 'housing',
    status: 'new',
    personStatus: 'referred',
    caseloadVeteranId: null,
    notes: '',
    createdAt: '2025-01-28T15:00:00.000Z',
    contactedAt: null,
    ...overrides,
  };
}

export const STATS: ReferralStats = {
  total: 12,
  pending: 4,
  inProgress: 3,
  completed: 5,
  thisMonth: 2,
  contactedPercent: 67,
  matchedPercent: 25,
  topZip: '78702',
};

export function referralList(referrals: PartnerReferral[], stats = STATS): PartnerReferralList {
  const count = (status: string) => referrals.filter((r) => r.status === status).length;
  return {
    stats,
    statusCounts: {
      all: referrals.length,
      new: count('new'),
      contacted: count('contacted'),
      in_progress: count('in_progress'),
      matched: count('matched'),
      closed: count('closed'),
      unable_to_reach: count('unable_to_reach'),
      placed: count('placed'),
    },
    referrals,
    total: referrals.length,
  };
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeRoute = (url: string, init: RequestInit) => FakeAnswer | undefined;

/** A fetch mock that answers by URL: the first route returning an answer wins, else 404. */
export function routeFetch(...routes: FakeRoute[]) {
  const fetchMock = mockFetch(404, { message: 'Not found' });
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    for (const route of routes) {
      const answer = route(url, init ?? {});
      if (answer) {
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
        return new Response(text, { status: answer.status ?? 200 });
      }
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  return fetchMock;
}

/** Renders a page at `path` with fresh providers; `history` records where it navigated. */
export function renderAt(path: string, page: ReactElement) {
  const location = memoryLocation({ path, record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </Providers>,
  );
  return location;
}

export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
    ([url, init]) => (init?.method ?? 'GET') === method && url.split('?')[0] === path,
  );
}

export interface Backend {
  organization?: OrganizationView;
  referrals?: PartnerReferral[];
  profileStatus?: number;
  extra?: FakeRoute[];
}

/** A signed-in partner and a fake API: profile, and the referral list filtered by ?status=. */
export function openDashboard({
  organization = makeOrganization(),
  referrals = [],
  profileStatus = 200,
  extra = [],
}: Backend = {}) {
  savePartnerSession({ organization });
  const fetchMock = routeFetch(
    ...extra,
    (url) =>
      url === '/api/partner/profile'
        ? { status: profileStatus, body: profileStatus === 200 ? organization : { message: 'Unauthorized' } }
        : undefined,
    (url) => {
      if (!url.startsWith('/api/partner/referrals?')) return undefined;
      const status = new URLSearchParams(url.split('?')[1]).get('status');
      return { body: referralList(referrals.filter((r) => status === 'all' || r.status === status)) };
    },
  );
  const location = renderAt('/partner/dashboard', <PartnerDashboardPage />);
  return { fetchMock, location };
}

export async function findCard(name: string) {
  return screen.findByRole('article', { name });
}
