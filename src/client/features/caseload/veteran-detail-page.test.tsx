import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { signInPartner, veteranRecord } from './caseload.fixtures';
import VeteranDetailPage from './veteran-detail-page';

const id = veteranRecord.veteranId;
const GET = `GET /api/partner/caseload/${id}`;

function renderPage() {
  return renderRoutes(
    `/partner/caseload/${id}`,
    <Route path="/partner/caseload/:veteranId">
      {(params) => <VeteranDetailPage veteranId={params.veteranId} />}
    </Route>,
  );
}

afterEach(() => {
  window.localStorage.clear();
});

describe('VeteranDetailPage', () => {
  it('shows the veteran, their contact, situation, referral and every home proposed', async () => {
    signInPartner();
    mockFetchRoutes({ [GET]: { status: 200, body: veteranRecord } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Matched' })).toBeInTheDocument();
    expect(
      screen.getByText('A home is offered. The veteran and the landlord or provider decide next.'),
    ).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      'Identified as homeless: place not meant for habitationMar 1, 2025 · recorded by Capital Region Veterans Alliance',
      'Offered a homeMar 2, 2025 · recorded by The platform',
    ]);
    expect(screen.getByRole('link', { name: '518-555-0123' })).toHaveAttribute('href', 'tel:+15185550123');
    expect(screen.getByText('ben@example.com')).toBeInTheDocument();
    expect(screen.getByText('HUD-VASH voucher, Disability compensation')).toBeInTheDocument();
    expect(screen.getByText('Has a pet')).toBeInTheDocument();
    expect(screen.getByText('RF-7K2Q9M: Contacted, received Feb 27, 2025')).toBeInTheDocument();
    const homes = within(screen.getByRole('region', { name: 'Homes proposed' })).getAllByRole('listitem');
    expect(homes).toHaveLength(2);
    expect(within(homes[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(homes[0] as HTMLElement).getByText(/Accepts HUD-VASH; same ZIP code/)).toBeInTheDocument();
    expect(within(homes[1] as HTMLElement).getByText('No pets allowed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to caseload' })).toHaveAttribute(
      'href',
      '/partner/caseload',
    );
    expect(document.title).not.toContain('Ben');
  });

  it('says the veteran is not in the caseload for a 404', async () => {
    signInPartner();
    mockFetchRoutes({
      [GET]: { status: 404, body: { message: 'We could not find this veteran in your caseload.' } },
    });
    renderPage();
    expect(await screen.findByText('We could not find this veteran in your caseload.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Veteran record' })).toBeInTheDocument();
  });

  it('sends a partner who is not signed in to sign in, and back to this veteran after', () => {
    mockFetchRoutes({});
    const { current } = renderPage();
    expect(current()).toBe(`/partner/login?next=${encodeURIComponent(`/partner/caseload/${id}`)}`);
  });

  it('records the move-in into a home the veteran was matched with: nothing typed but the date and the rent', async () => {
    signInPartner();
    const matchId = 'b0000000-0000-4000-8000-000000000001';
    const record = {
      ...veteranRecord,
      matches: veteranRecord.matches.map((match, index) => (index === 0 ? { ...match, matchId } : match)),
    };
    const fetchMock = mockFetchRoutes({
      [GET]: { status: 200, body: record },
      'POST /api/placements': { status: 500, body: { message: 'down' } },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Record move-in' });
    // only the open match is a home to choose, chosen already when it is the only one
    expect(within(section).getAllByRole('radio')).toHaveLength(1);
    expect(within(section).getByRole('radio', { name: '10 Voucher Way, Schenectady, NY' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Record move-in' }));
    expect(await within(section).findByText('Monthly rent must be greater than 0')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/placements')).toEqual([]);
    await user.type(within(section).getByLabelText(/Monthly rent/), '1200');
    await user.click(within(section).getByRole('button', { name: 'Record move-in' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/placements')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/placements')[0]).toEqual({
      matchId,
      placementDate: new Date().toISOString().slice(0, 10),
      monthlyRent: 1200,
      isVABenefitBased: false,
      vsoId: 'o-1',
    });
  });
});
