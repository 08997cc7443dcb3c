import { savePartnerSession } from '@client/lib/partner-session';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { OrganizationView } from '@shared/contracts/organizations';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { METRICS, makePlacement, makeVso, OTHER_ID, VSO_ID } from './network.fixtures';
import PartnerPage from './partner-page';
import { partnerPageAt, partnerPageRenderedAhead } from './partner-page.fixtures';
import { vsoQueryKey } from './use-network-api';

const VSO = makeVso();

function signInAs(id: string) {
  const { distanceMiles: _d, placementTier: _t, placements: _p, helpedThisYear: _h, ...rest } = VSO;
  const organization: OrganizationView = { ...rest, id, phone: null, email: 'partner@demo.org' };
  savePartnerSession({ organization });
}

function backend(overrides: Parameters<typeof mockFetchRoutes>[0] = {}) {
  return mockFetchRoutes({
    [`GET /api/vsos/${VSO_ID}`]: { status: 200, body: VSO },
    'GET /api/placements': {
      status: 200,
      body: [
        makePlacement({ id: 'a', veteranName: 'Maria Lopez' }),
        makePlacement({ id: 'b', veteranName: 'Sam Reed', isVABenefitBased: false, monthlyRent: 1200 }),
        makePlacement({ id: 'c', veteranName: 'Ana Cruz' }),
        makePlacement({ id: 'd', veteranName: 'Old Placement' }),
      ],
    },
    'GET /api/partner/impact': { status: 200, body: METRICS },
    'POST /api/placements': { status: 201, body: makePlacement({ id: 'new' }) },
    'POST /api/referrals': {
      status: 201,
      body: {
        id: 'r1',
        reference: 'RF-4M7P2Q',
        message: 'Thanks for referring a veteran to Capital Region Veterans Alliance',
      },
    },
    ...overrides,
  });
}

function renderPartner(path: string) {
  return renderRoutes(path, <Route path="/partner/:idOrSlug" component={PartnerPage} />);
}

beforeEach(() => localStorage.clear());

describe('the organization page (/partner/{uuid})', () => {
  it('shows loading, then the organization without phone or email, and a sign-in prompt for visitors', async () => {
    const fetchMock = backend();
    renderPartner(`/partner/${VSO_ID}`);
    expect(await screen.findByText('Loading organization details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: VSO.name })).toBeInTheDocument();
    expect(screen.getByText('VA Accredited')).toBeInTheDocument();
    expect(screen.getByText(/Contact them through a referral/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /crva\.example\.org/ })).toHaveAttribute('href', VSO.website);
    expect(screen.getByText('No veteran without a home.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Housing Placement/ })).toHaveAttribute(
      'href',
      `/veteran-intake?organization=${VSO_ID}`,
    );
    expect(screen.getByRole('link', { name: /Partner sign in/ })).toHaveAttribute(
      'href',
      `/partner/login?next=${encodeURIComponent(`/partner/${VSO_ID}`)}`,
    );
    expect(screen.queryByRole('button', { name: /Record New Placement/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/placements')).toHaveLength(0);
  });

  it("says 'Organization Not Found' for an unknown id", async () => {
    backend({ [`GET /api/vsos/${VSO_ID}`]: { status: 404, body: { message: 'VSO not found' } } });
    renderPartner(`/partner/${VSO_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organization Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The organization you're looking for could not be found.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Trusted Network' })).toHaveAttribute(
      'href',
      '/directory',
    );
  });

  it('submits a referral with an urgency and its timeline, then shows the success banner and reference', async () => {
    const user = userEvent.setup();
    const fetchMock = backend();
    renderPartner(`/partner/${VSO_ID}`);
    await user.click(await screen.findByRole('button', { name: /Submit Veteran Referral/ }));
    const form = screen.getByRole('form', { name: `Refer a veteran to ${VSO.name}` });
    await user.click(within(form).getByRole('button', { name: 'Submit Referral' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    for (const message of [
      "Enter the veteran's name",
      "Enter the veteran's phone number",
      'Enter the ZIP code where the veteran needs housing',
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Please fill in/)).toBeNull();
    expect(within(form).getByText('Please select the type of service needed')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Critical: within 7 days' })).toHaveAccessibleDescription(
      'For example: sleeping outside, in a car or somewhere unsafe tonight, or fleeing violence',
    );
    expect(within(form).getByRole('radio', { name: 'Low: no set timeline' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Veteran's name/), 'James Carter');
    await user.type(within(form).getByLabelText(/Veteran's phone/), '(518) 555-0142');
    await user.type(within(form).getByLabelText(/ZIP code/), '12207');
    await user.selectOptions(within(form).getByLabelText(/Type of service/), 'Housing Assistance');
    await user.click(within(form).getByRole('radio', { name: 'Critical: within 7 days' }));
    // a case manager must leave a name and a way to be called back
    await user.click(within(form).getByRole('radio', { name: /case manager/ }));
    await user.click(within(form).getByRole('button', { name: 'Submit Referral' }));
    expect(
      await within(form).findByText('Enter your name, so the organization can call you back'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Your phone/)).toHaveAccessibleDescription(
      expect.stringContaining('Give your phone number or email, so the organization can call you back'),
    );
    await user.type(within(form).getByLabelText(/Your name/), 'Dana Ruiz');
    await user.type(within(form).getByLabelText(/Your email/), 'dana@va.example.gov');
    await user.click(within(form).getByRole('button', { name: 'Submit Referral' }));
    expect(
      await screen.findByText('Thanks for referring a veteran to Capital Region Veterans Alliance'),
    ).toBeInTheDocument();
    const banner = screen
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('Thanks for referring'));
    expect(banner).toHaveTextContent('Your reference: RF-4M7P2Q');
    expect(screen.queryByText('r1')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/referrals')).toEqual([
      expect.objectContaining({
        veteranName: 'James Carter',
        zipCode: '12207',
        urgency: 'critical',
        needType: 'housing',
        referredBy: 'case_manager',
        caseManagerName: 'Dana Ruiz',
        caseManagerEmail: 'dana@va.example.gov',
        vsoId: VSO_ID,
      }),
    ]);
  });

  it('gives the owner its placements (3 most recent), records a new one and closes the form', async () => {
    const user = userEvent.setup();
    signInAs(VSO_ID);
    const fetchMock = backend();
    renderPartner(`/partner/${VSO_ID}`);
    const card = await screen.findByRole('region', { name: 'Placement management' });
    expect(await within(card).findByText('Maria Lopez')).toBeInTheDocument();
    expect(within(card).getByText('Ana Cruz')).toBeInTheDocument();
    expect(within(card).queryByText('Old Placement')).not.toBeInTheDocument();
    expect(within(card).getByText(/\$1,200 per month/)).toBeInTheDocument();
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(within(card).getAllByText('VA Benefits')).toHaveLength(2);
    expect(within(card).getByText(/Engaged Partner · 4 placements/)).toBeInTheDocument();
    expect(within(card).getByText('placements this month').parentElement).toHaveTextContent(
      '1 placements this month',
    );
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/placements?'))?.[0]),
    ).toContain(`vsoId=${VSO_ID}`);

    await user.click(within(card).getByRole('button', { name: /Record New Placement/ }));
    const form = await within(card).findByRole('form', { name: 'Record New Placement' });
    await user.click(within(form).getByRole('button', { name: 'Save Placement' }));
    expect(await within(form).findByText('Veteran name is required')).toBeInTheDocument();
    expect(within(form).getByText('Property address is required')).toBeInTheDocument();
    expect(within(form).getByText('Monthly rent must be greater than 0')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Veteran name/), 'Lee Park');
    await user.type(within(form).getByLabelText(/Property address/), '5 Oak Ave, Albany, NY');
    await user.type(within(form).getByLabelText(/Monthly rent/), '950');
    await user.click(within(form).getByRole('checkbox', { name: /VA benefits/ }));
    await user.click(within(form).getByRole('button', { name: 'Save Placement' }));
    expect(await screen.findByText('Placement recorded successfully')).toBeInTheDocument();
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/placements')).toEqual([
      expect.objectContaining({
        veteranName: 'Lee Park',
        monthlyRent: 950,
        isVABenefitBased: true,
        vsoId: VSO_ID,
      }),
    ]);
  });

  it('shows another organization no placement tools', async () => {
    signInAs(OTHER_ID);
    const fetchMock = backend();
    renderPartner(`/partner/${VSO_ID}`);
    expect(await screen.findByText(/signed in for another organization/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Impact Report/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/placements')).toHaveLength(0);
  });

  it('sends organizations without direct referrals to the short referral modal', async () => {
    const user = userEvent.setup();
    backend({
      [`GET /api/vsos/${VSO_ID}`]: { status: 200, body: makeVso({ allowsDirectReferrals: false }) },
    });
    renderPartner(`/partner/${VSO_ID}`);
    await user.click(await screen.findByRole('button', { name: /Submit Veteran Referral/ }));
    expect(await screen.findByRole('dialog', { name: 'Refer a Veteran in Need' })).toBeInTheDocument();
  });

  it("takes over the page the server rendered with its public answer: no loading state, no second request, then the owner's tools", async () => {
    const { container, answers } = await partnerPageRenderedAhead(
      `/partner/${VSO_ID}`,
      vsoQueryKey(VSO_ID),
      VSO,
    );
    expect(container.querySelector('h1')?.textContent).toBe(VSO.name);
    // nothing but what any visitor sees: the owner's tools are not in the server's page
    expect(container.textContent).not.toMatch(/Record New Placement|placements this month/);

    window.history.replaceState(null, '', `/partner/${VSO_ID}`);
    signInAs(VSO_ID);
    const fetchMock = backend();
    const mismatches: unknown[] = [];
    render(partnerPageAt(createQueryClient()), {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });
    const card = await screen.findByRole('region', { name: 'Placement management' });
    expect(await within(card).findByRole('button', { name: /Record New Placement/ })).toBeVisible();
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: VSO.name })).toBeVisible();
    expect(callsTo(fetchMock, `GET /api/vsos/${VSO_ID}`)).toHaveLength(0);
    answers.remove();
    container.remove();
    window.history.replaceState(null, '', '/');
  });
});
