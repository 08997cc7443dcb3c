import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  EXPORT,
  LANDLORD,
  LISTING,
  LISTINGS,
  listingsAnswer,
  ME,
  renderDashboard,
  STATS_PATH,
  signedIn,
} from './landlord-dashboard.fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LandlordDashboardPage', () => {
  it('sends you to sign in when nobody is signed in', async () => {
    mockFetchRoutes({ [ME]: { status: 401, body: { message: 'Sign in to continue.' } } });
    const location = renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    await waitFor(() => expect(location.current()).toBe('/landlord/login?next=/landlord/dashboard'));
  });

  it("shows the landlord's links, figures and listings", async () => {
    signedIn(LANDLORD);
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Landlord Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Housing Partners', '/housing-partners'],
      ['Directory', '/directory'],
    ]);
    expect(screen.getByText('Pat Landlord', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Property' })).toHaveAttribute(
      'href',
      '/landlords?step=listing',
    );

    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByText('Total Units', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Total Units')).toHaveTextContent('1,234');
    expect(figure('VA-Compatible Units')).toHaveTextContent('4');
    expect(figure('Veterans Matched')).toHaveTextContent('2');
    expect(figure('Successful Placements')).toHaveTextContent('1');

    const table = await screen.findByRole('table', { name: 'Your listings' });
    const cells = within(table).getAllByRole('row')[1]?.querySelectorAll('th, td') as NodeListOf<HTMLElement>;
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      '1 First StSchenectady, NY 12345',
      '3 of 4 rooms available',
      '4 beds, 1 bath',
      '$3,800',
      'Accepted',
      'Matched',
      '2',
      '1',
      // a matched home can only be marked filled; every listing can be edited and its matches opened
      'Mark filledEditMatches and requests (2)',
    ]);
    expect(within(table).queryByRole('columnheader', { name: 'Landlord' })).not.toBeInTheDocument();
    // small screens get the same listing as a card
    const cards = screen.getByRole('list', { name: 'Your listings' });
    expect(within(cards).getByRole('heading', { level: 3, name: '1 First St' })).toBeInTheDocument();
    expect(within(cards).getByText('$3,800')).toBeInTheDocument();
    // rooms are rooms on the card, beside its bedrooms: never units
    expect(within(cards).getByText('Rooms to let')).toBeInTheDocument();
    expect(within(cards).getByText('3 of 4 rooms available')).toBeInTheDocument();
    expect(within(cards).queryByText(/\bunits?\b/i)).not.toBeInTheDocument();
  });

  it('says which listings wait for review and why a declined one was not published', async () => {
    signedIn(
      LANDLORD,
      listingsAnswer([
        { ...LISTING, id: 'p-2', propertyAddress: '2 Waiting Rd', status: 'pending_review' },
        {
          ...LISTING,
          id: 'p-3',
          propertyAddress: '3 Declined Rd',
          status: 'declined',
          declineReason: 'The photos show a different house.',
        },
      ]),
    );
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Your listings' });
    const statusOf = (address: string) => {
      const row = within(table)
        .getByRole('rowheader', { name: new RegExp(address) })
        .closest('tr');
      return row?.querySelectorAll('td')[4]?.textContent;
    };
    expect(statusOf('2 Waiting Rd')).toBe('Waiting for reviewVeterans see it once our team approves it.');
    expect(statusOf('3 Declined Rd')).toBe('DeclinedReason: The photos show a different house.');
    // the cards for small screens say the same
    const cards = screen.getByRole('list', { name: 'Your listings' });
    expect(within(cards).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(cards).getByText('Reason: The photos show a different house.')).toBeInTheDocument();
  });

  it('shows an empty state with a way to list a property', async () => {
    signedIn(LANDLORD, listingsAnswer([]));
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: "You haven't listed a property yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List a property' })).toHaveAttribute(
      'href',
      '/landlords?step=listing',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the listings fail to load', async () => {
    const user = userEvent.setup();
    let fail = true;
    signedIn(LANDLORD, undefined, {
      [LISTINGS]: () =>
        fail ? { status: 500, body: { message: 'Something broke.' } } : listingsAnswer([LISTING]),
    });
    renderDashboard();
    expect(await screen.findByText("We couldn't load your listings")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your listings' })).toBeInTheDocument();
  });

  it('pages through more than 100 listings', async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn(LANDLORD, listingsAnswer([LISTING], 150));
    renderDashboard();
    expect(await screen.findByText('Showing 1–1 of 150 listings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/landlord/listings?limit=100&offset=100',
      ),
    );
  });

  it("shows an admin every landlord's listings with whose they are", async () => {
    signedIn(
      ADMIN,
      listingsAnswer([LISTING, { ...LISTING, id: 'p-2', landlordName: null, monthlyRent: null }]),
    );
    renderDashboard();
    const table = await screen.findByRole('table', { name: "All landlords' listings" });
    expect(within(table).getByRole('columnheader', { name: 'Landlord' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Pat Landlord' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'No account' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Not set' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as an admin/)).toBeInTheDocument();
  });

  it('exports the listings as a CSV file and says so', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:listings');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signedIn(LANDLORD, undefined, {
      [EXPORT]: {
        status: 200,
        body: 'Address\r\n1 First St\r\n',
        headers: { 'content-disposition': 'attachment; filename="listings-2025-01-28.csv"' },
      },
    });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Saved listings-2025-01-28.csv.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
  });

  it('says when the export fails', async () => {
    const user = userEvent.setup();
    signedIn(LANDLORD, undefined, { [EXPORT]: { status: 500, body: { message: 'boom' } } });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to export data. Please try again.')).toBeInTheDocument();
  });

  it('signs out and goes to /landlords', async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn(LANDLORD, undefined, {
      'POST /api/user/logout': { status: 200, body: { success: true } },
    });
    const location = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.current()).toBe('/landlords'));
    expect(callsTo(fetchMock, 'POST /api/user/logout')).toHaveLength(1);
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('sends you to sign in again when the session has ended', async () => {
    signedIn(LANDLORD, undefined, {
      [STATS_PATH]: { status: 401, body: { message: 'Sign in to continue.' } },
    });
    const location = renderDashboard();
    await waitFor(() => expect(location.current()).toBe('/landlord/login?next=/landlord/dashboard'));
  });
});
