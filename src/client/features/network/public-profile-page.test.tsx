import { savePartnerSession } from '@client/lib/partner-session';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { OrganizationView } from '@shared/contracts/organizations';
import { referralStatusCounts } from '@shared/contracts/partner.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { METRICS, makeProfile, VSO_ID } from './network.fixtures';
import PartnerPage from './partner-page';
import { partnerPageAt, partnerPageRenderedAhead } from './partner-page.fixtures';
import { publicProfileQueryKey } from './use-network-api';

const SLUG = 'capital-region-veterans-alliance';
const PROFILE_PATH = `GET /api/partner/profile/${SLUG}`;

const OWN: OrganizationView = {
  ...(({ placementTier: _t, placements: _p, helpedThisYear: _h, topReferralPartner: _r, ...rest }) => rest)(
    makeProfile(),
  ),
  phone: '(518) 555-0100',
  email: 'partner@demo.org',
};

function backend(profile = makeProfile(), extra: Parameters<typeof mockFetchRoutes>[0] = {}) {
  return mockFetchRoutes({
    [PROFILE_PATH]: { status: 200, body: profile },
    'GET /api/partner/impact': { status: 200, body: METRICS },
    'GET /api/partner/profile': { status: 200, body: OWN },
    'PATCH /api/partner/profile': { status: 200, body: OWN },
    'GET /api/partner/referrals': {
      status: 200,
      body: {
        stats: {
          total: 5,
          pending: 1,
          inProgress: 1,
          completed: 1,
          thisMonth: 2,
          contactedPercent: 50,
          matchedPercent: 20,
          topZip: '12207',
        },
        statusCounts: referralStatusCounts({ all: 5, new: 5 }),
        total: 5,
        referrals: ['A', 'B', 'C', 'D', 'E'].map((letter, i) => ({
          id: `r${i}`,
          reference: null,
          veteranName: `Veteran ${letter}`,
          veteranPhone: null,
          veteranEmail: null,
          contactMethod: null,
          referredBy: null,
          caseManagerName: null,
          caseManagerPhone: null,
          caseManagerEmail: null,
          zipCode: '12207',
          urgencyLevel: 'normal',
          needsDescription: null,
          serviceType: 'housing',
          status: 'new',
          personStatus: 'referred',
          caseloadVeteranId: null,
          notes: '',
          createdAt: '2026-11-01T10:00:00.000Z',
          contactedAt: null,
        })),
      },
    },
    'POST /api/landlord-leads': {
      status: 201,
      body: { id: 'lead-1', message: 'Thanks for offering housing.' },
    },
    ...extra,
  });
}

const renderProfile = () =>
  renderRoutes(`/partner/${SLUG}`, <Route path="/partner/:idOrSlug" component={PartnerPage} />);

beforeEach(() => localStorage.clear());

describe('the public profile (/partner/{slug})', () => {
  it('shows a visitor the badges, the helped count, services, recognition and quick stats, with Get Started', async () => {
    const fetchMock = backend(
      makeProfile({ placements: 12, topReferralPartner: true, placementTier: 'teal' }),
    );
    renderProfile();
    expect(await screen.findByText('Loading organization profile...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }),
    ).toBeInTheDocument();
    for (const badge of ['Verified Partner', 'VA Accredited', 'Accepting Referrals', 'Housing Partner']) {
      expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('This partner helped 3 veterans in 2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Trusted Network');
    expect(
      within(screen.getByRole('region', { name: 'Recognition' })).getByText('Top Referral Partner'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick Stats' })).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/veteran-intake');
    expect(screen.getByRole('button', { name: /Refer a Veteran/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Profile/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Live Impact Metrics')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/partner/referrals')).toHaveLength(0);
  });

  it('hides Refer a Veteran and the tier cards, and prompts to connect and get verified', async () => {
    backend(
      makeProfile({
        allowsDirectReferrals: false,
        integrationTier: 1,
        isVerified: false,
        placementTier: 'unverified',
      }),
    );
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Refer a Veteran/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recognition' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connect to Unlock More' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us about verification' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('says the organization does not exist for an unknown slug', async () => {
    backend(makeProfile(), { [PROFILE_PATH]: { status: 404, body: { message: 'Not found' } } });
    renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The organization you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Organizations' })).toHaveAttribute(
      'href',
      '/directory',
    );
  });

  it('copies the link when the device cannot share', async () => {
    const user = userEvent.setup();
    backend();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('saves an Offer Housing dialog as a landlord lead for this organization', async () => {
    const user = userEvent.setup();
    const fetchMock = backend();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Offer Housing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer Housing' });
    await user.type(within(dialog).getByLabelText(/Your name/), 'Pat Owner');
    await user.type(within(dialog).getByLabelText(/^Email/), 'pat@example.com');
    await user.type(within(dialog).getByLabelText(/Property address/), '9 River Rd');
    await user.type(within(dialog).getByLabelText(/ZIP code/), '12208');
    await user.selectOptions(within(dialog).getByLabelText(/Property type/), 'apartment');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/landlord-leads')).toEqual([
      expect.objectContaining({
        contactName: 'Pat Owner',
        propertyType: 'apartment',
        organizationId: VSO_ID,
      }),
    ]);
  });

  it("takes over the profile the server rendered with its answer: no loading state, no second request, then the owner's tools", async () => {
    const profile = makeProfile();
    const { container, answers } = await partnerPageRenderedAhead(
      `/partner/${SLUG}`,
      publicProfileQueryKey(SLUG),
      profile,
    );
    expect(container.querySelector('h1')?.textContent).toBe(profile.name);

    window.history.replaceState(null, '', `/partner/${SLUG}`);
    savePartnerSession({ organization: OWN });
    const fetchMock = backend();
    const client = createQueryClient();
    const mismatches: unknown[] = [];
    render(partnerPageAt(client), {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });
    expect(await screen.findByRole('link', { name: /My Dashboard/ })).toBeVisible();
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    expect(callsTo(fetchMock, PROFILE_PATH)).toHaveLength(0);
    answers.remove();
    window.history.replaceState(null, '', '/');
  });

  it('gives the owner the dashboard, edit profile, live metrics and 3 recent referrals', async () => {
    const user = userEvent.setup();
    savePartnerSession({ organization: OWN });
    const fetchMock = backend();
    renderProfile();
    expect(await screen.findByRole('link', { name: /My Dashboard/ })).toHaveAttribute(
      'href',
      '/partner/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connect to Unlock More' })).not.toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Live Impact Metrics' });
    expect(await within(metrics).findByText('18.5 h')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Referrals' });
    expect(await within(recent).findByText('Veteran C')).toBeInTheDocument();
    expect(within(recent).queryByText('Veteran D')).not.toBeInTheDocument();
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/partner/referrals'))?.[0]),
    ).toContain('limit=5');

    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const mission = await within(dialog).findByLabelText(/Mission/);
    await user.clear(mission);
    await user.type(mission, 'Homes for every veteran.');
    await user.clear(within(dialog).getByLabelText(/Website/));
    await user.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH /api/partner/profile')).toEqual([
      expect.objectContaining({ mission: 'Homes for every veteran.', website: null }),
    ]);
  });
});
