import { savePartnerSession } from '@client/lib/partner-session';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { OrganizationView } from '@shared/contracts/organizations';
import { EMPTY_PARTNER_REFERRALS } from '@shared/contracts/partner.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { METRICS, makePlacement, makeVso, OTHER_ID, VSO_ID } from './network.fixtures';
import PartnerInternalPage, { NOT_YOUR_ORGANIZATION } from './partner-internal-page';

function signInAs(id: string) {
  const { distanceMiles: _d, placementTier: _t, placements: _p, helpedThisYear: _h, ...rest } = makeVso();
  const organization: OrganizationView = { ...rest, id, phone: null, email: null };
  savePartnerSession({ organization });
}

const renderInternal = () =>
  renderRoutes(
    `/partner/internal/${VSO_ID}`,
    <Route path="/partner/internal/:vsoId" component={PartnerInternalPage} />,
  );

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function ownerBackend(report: Parameters<typeof mockFetchRoutes>[0][string]) {
  return mockFetchRoutes({
    [`GET /api/vsos/${VSO_ID}`]: { status: 200, body: makeVso() },
    'GET /api/placements': { status: 200, body: [makePlacement()] },
    'GET /api/partner/impact': { status: 200, body: METRICS },
    'GET /api/partner/referrals': { status: 200, body: EMPTY_PARTNER_REFERRALS },
    [`GET /api/vsos/${VSO_ID}/report`]: report,
  });
}

describe('the partner internal page', () => {
  it('sends a visitor to sign in and back', () => {
    mockFetchRoutes({});
    const location = renderInternal();
    expect(location.current()).toBe(
      `/partner/login?next=${encodeURIComponent(`/partner/internal/${VSO_ID}`)}`,
    );
  });

  it('sends a partner whose session is refused to sign in again and back', async () => {
    signInAs(VSO_ID);
    const refused = { status: 401, body: { message: 'Sign in to continue.' } };
    mockFetchRoutes({
      [`GET /api/vsos/${VSO_ID}`]: { status: 200, body: makeVso() },
      'GET /api/placements': refused,
      'GET /api/partner/impact': refused,
      'GET /api/partner/referrals': refused,
    });
    const location = renderInternal();
    await waitFor(() =>
      expect(location.current()).toBe(
        `/partner/login?next=${encodeURIComponent(`/partner/internal/${VSO_ID}`)}`,
      ),
    );
    expect(localStorage.getItem('partnerOrganization')).toBeNull();
  });

  it('tells another organization that the page is not theirs', async () => {
    signInAs(OTHER_ID);
    mockFetchRoutes({});
    renderInternal();
    expect(await screen.findByText(NOT_YOUR_ORGANIZATION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /your organization's tools/ })).toHaveAttribute(
      'href',
      `/partner/internal/${OTHER_ID}`,
    );
  });

  it('gives the owner placements, the impact report and recent referrals', async () => {
    const user = userEvent.setup();
    signInAs(VSO_ID);
    const fetchMock = ownerBackend({
      status: 200,
      body: '%PDF-1.7 fake',
      headers: {
        'Content-Disposition': 'attachment; filename="capital-region-veterans-alliance-impact-report.pdf"',
      },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInternal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Maria Lopez')).toBeInTheDocument();
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Impact Report/ }));
    expect(await screen.findByText('Impact report downloaded successfully')).toBeInTheDocument();
    expect(saved).toEqual(['capital-region-veterans-alliance-impact-report.pdf']);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/report')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
  });

  it("says 'Failed to generate report' when the report cannot be made", async () => {
    const user = userEvent.setup();
    signInAs(VSO_ID);
    ownerBackend({ status: 500, body: { message: 'Internal error' } });
    renderInternal();
    await user.click(await screen.findByRole('button', { name: /Impact Report/ }));
    expect(await screen.findByText('Failed to generate report')).toBeInTheDocument();
  });
});
