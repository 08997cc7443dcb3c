import { failingUntilRecovered, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { partnerPageTests } from '@client/test/partner-page.fixtures';
import { signInPartner } from '@client/test/partner-session.fixtures';
import type { PartnerCoLivingApplicant } from '@shared/contracts/co-living-households';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PartnerCoLivingPage from './partner-co-living-page';

const GET = 'GET /api/partner/co-living';

const waiting: PartnerCoLivingApplicant = {
  applicationId: 'c-1',
  reference: 'CL-7K2Q9M',
  veteranName: 'Maria Lopez',
  status: 'pending',
  personStatus: 'waiting',
  appliedAt: '2025-03-10T12:00:00.000Z',
  waitingReason: 'No home within 25 miles has a room within the budget',
  householdId: null,
  matchStatus: null,
};
const interviewing: PartnerCoLivingApplicant = {
  applicationId: 'c-2',
  reference: 'CL-3H8W2P',
  veteranName: 'Ben Ortiz',
  status: 'proposed',
  personStatus: 'offered',
  appliedAt: '2025-03-02T12:00:00.000Z',
  waitingReason: null,
  householdId: 'h-1',
  matchStatus: 'interview',
};
const placed: PartnerCoLivingApplicant = {
  ...interviewing,
  applicationId: 'c-3',
  reference: 'CL-9Z4T6R',
  veteranName: null,
  status: 'placed',
  householdId: 'h-2',
  matchStatus: 'placed',
};
const beforeAnyRun: PartnerCoLivingApplicant = {
  ...waiting,
  applicationId: 'c-4',
  reference: 'CL-2B5N8K',
  veteranName: 'Dee Park',
  waitingReason: null,
};

describe('PartnerCoLivingPage', () => {
  const renderPage = partnerPageTests('/partner/co-living', PartnerCoLivingPage);

  it("lists the organisation's applicants with where each stands and a link to their household", async () => {
    signInPartner();
    const fetchMock = mockFetchRoutes({
      [GET]: { status: 200, body: [waiting, interviewing, placed, beforeAnyRun] },
    });
    renderPage();
    expect(screen.getByText('Loading co-living applicants...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Applicants (4)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      [
        'Maria Lopez',
        'CL-7K2Q9M',
        'Mar 10, 2025',
        'Waiting for a householdWaitingNo home within 25 miles has a room within the budget',
        '',
      ],
      ['Ben Ortiz', 'CL-3H8W2P', 'Mar 2, 2025', 'Meeting the housematesOffered a home', 'View household'],
      ['Name not given', 'CL-9Z4T6R', 'Mar 2, 2025', 'PlacedOffered a home', 'View household'],
      [
        'Dee Park',
        'CL-2B5N8K',
        'Mar 10, 2025',
        'Waiting for a householdWaitingWe look for housemates at the next household run.',
        '',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'View household of Ben Ortiz' })).toHaveAttribute(
      'href',
      '/partner/co-living/households/h-1',
    );
    // small screens get the same applications as cards
    const cards = screen.getByRole('list', { name: 'Applicants (4)' });
    const maria = within(cards).getByRole('heading', { level: 3, name: 'Maria Lopez' }).closest('li');
    expect(maria).toHaveTextContent('No home within 25 miles has a room within the budget');
    expect(maria).toHaveTextContent('ReferenceCL-7K2Q9M');
    expect(within(cards).getAllByRole('link', { name: /^View household of/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Partner Dashboard' })).toHaveAttribute(
      'href',
      '/partner/dashboard',
    );
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
  });

  it('says when there are no applicants yet, with a way to apply', async () => {
    signInPartner();
    mockFetchRoutes({ [GET]: { status: 200, body: [] } });
    renderPage();
    expect(await screen.findByText('No co-living applicants yet.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Apply for Co-Living' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/co-living-intake',
      '/co-living-intake',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    signInPartner();
    const list = failingUntilRecovered([waiting]);
    mockFetchRoutes({
      [GET]: list.answer,
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("We couldn't load your co-living applicants")).toBeInTheDocument();
    list.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Applicants (1)' })).toBeInTheDocument();
  });

  it('sends the partner to sign in again when the session was refused', async () => {
    signInPartner();
    mockFetchRoutes({ [GET]: { status: 401, body: { message: 'Sign in to continue.' } } });
    const { current } = renderPage();
    await waitFor(() => expect(current()).toBe('/partner/login?next=%2Fpartner%2Fco-living'));
    expect(window.localStorage.getItem('partnerOrganization')).toBeNull();
  });
});
