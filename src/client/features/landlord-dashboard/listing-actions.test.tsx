import { callsTo, type FakeAnswer } from '@client/test/fetch-routes.fixtures';
import type { LandlordListing, LandlordMatch } from '@shared/contracts/landlord';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  LANDLORD,
  LISTING,
  LISTINGS,
  listingsAnswer,
  renderDashboard,
  STATS,
  STATS_PATH,
  signedIn,
} from './landlord-dashboard.fixtures';

const STATUS = 'POST /api/landlord/listings/p-1/status';
const MATCHES = 'GET /api/landlord/matches';
const AVAILABLE: LandlordListing = {
  ...LISTING,
  status: 'available',
  totalMatches: 0,
  successfulPlacements: 0,
};
const MATCH: LandlordMatch = {
  id: 'm-1',
  propertyAddress: '1 First St',
  propertyCity: 'Schenectady',
  propertyId: 'p-1',
  status: 'pending',
  score: 82,
  reason: 'accepts HUD-VASH',
  veteranFirstName: 'Maria',
  reference: 'VH-7K2Q9',
  landlordAnswer: null,
  createdAt: '2025-01-28T15:04:00.000Z',
};

/** The listing the server holds: the status route moves it, the listings route answers it. */
function listingServer(start: LandlordListing, answer?: FakeAnswer) {
  let current = start;
  return {
    [LISTINGS]: () => listingsAnswer([current]),
    [STATUS]: (init: RequestInit | undefined) => {
      if (answer) return answer;
      const { status } = JSON.parse(String(init?.body)) as { status: LandlordListing['status'] };
      const closed = status === 'available' ? 0 : current.totalMatches - current.successfulPlacements;
      current = { ...current, status, totalMatches: current.totalMatches - closed };
      return { status: 200, body: { listing: current, matchesClosed: closed } };
    },
  };
}

const table = () => screen.findByRole('table', { name: 'Your listings' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('listing actions on the landlord dashboard', () => {
  it('pauses and resumes a listing, says so, refreshes the lists and figures, and keeps the focus on the row', async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn(LANDLORD, undefined, listingServer(AVAILABLE));
    renderDashboard();
    const rows = await table();
    await user.click(within(rows).getByRole('button', { name: 'Pause: 1 First St' }));
    expect(await screen.findByText('Listing paused')).toBeInTheDocument();
    expect(screen.getByText("Veterans don't see 1 First St until you resume it.")).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)).toEqual([{ status: 'paused' }]);
    const resume = await within(rows).findByRole('button', { name: 'Resume: 1 First St' });
    expect(within(rows).getByText('Paused')).toBeInTheDocument();
    await waitFor(() => expect(resume).toHaveFocus());
    expect(callsTo(fetchMock, `GET ${STATS_PATH.slice(4)}`).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, LISTINGS)).toHaveLength(2);

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Listing available')).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)).toEqual([{ status: 'paused' }, { status: 'available' }]);
    await waitFor(() =>
      expect(within(rows).getByRole('button', { name: 'Pause: 1 First St' })).toHaveFocus(),
    );
  });

  it('asks before marking a listing filled, and sends nothing when you keep it', async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn(LANDLORD, undefined, listingServer({ ...AVAILABLE, totalMatches: 2 }));
    renderDashboard();
    const rows = await table();
    const fill = within(rows).getByRole('button', { name: 'Mark filled: 1 First St' });
    await user.click(fill);
    const question = within(rows).getByRole('group', { name: /Mark 1 First St as filled\?/ });
    expect(question).toHaveAccessibleName(
      'Mark 1 First St as filled? Veterans stop seeing it. The 2 open matches and requests on it are closed, and each veteran who asked is told.',
    );
    expect(within(question).getByRole('button', { name: 'Keep it as it is' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it as it is' }));
    await waitFor(() =>
      expect(within(rows).getByRole('button', { name: 'Mark filled: 1 First St' })).toHaveFocus(),
    );
    expect(callsTo(fetchMock, STATUS)).toEqual([]);

    await user.click(within(rows).getByRole('button', { name: 'Mark filled: 1 First St' }));
    await user.click(within(rows).getByRole('button', { name: 'Yes, mark filled' }));
    expect(await screen.findByText('Listing marked filled')).toBeInTheDocument();
    expect(
      screen.getByText('Veterans no longer see 1 First St. 2 open matches were closed.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)).toEqual([{ status: 'filled' }]);
    const reopen = await within(rows).findByRole('button', { name: 'Mark available: 1 First St' });
    await waitFor(() => expect(reopen).toHaveFocus());
  });

  it("shows the server's refusal on the listing and keeps the keyboard there", async () => {
    const user = userEvent.setup();
    const refusal = { status: 409, body: { message: 'This listing is already paused.' } };
    signedIn(LANDLORD, undefined, listingServer(AVAILABLE, refusal));
    renderDashboard();
    const rows = await table();
    await user.click(within(rows).getByRole('button', { name: 'Pause: 1 First St' }));
    expect(await within(rows).findByText('This listing is already paused.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rows).getByRole('button', { name: 'Pause: 1 First St' })).toHaveFocus(),
    );
  });

  it("links to the listing's edit page and offers no status move while it waits for review", async () => {
    signedIn(LANDLORD, listingsAnswer([{ ...AVAILABLE, status: 'pending_review' }]));
    renderDashboard();
    const rows = await table();
    expect(within(rows).getByRole('link', { name: 'Edit: 1 First St' })).toHaveAttribute(
      'href',
      '/landlord-listing?listing=p-1',
    );
    expect(within(rows).queryByRole('button', { name: /Pause|Mark filled/ })).not.toBeInTheDocument();
  });

  it("opens the listing's matches and requests, read for that listing only", async () => {
    const user = userEvent.setup();
    const fetchMock = signedIn(LANDLORD, listingsAnswer([{ ...AVAILABLE, totalMatches: 1 }]), {
      [MATCHES]: listingsAnswer([MATCH]),
    });
    renderDashboard();
    const rows = await table();
    const toggle = within(rows).getByRole('button', { name: 'Matches and requests (1): 1 First St' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await within(rows).findByRole('region', { name: 'Matches and requests for 1 First St' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(
      await within(panel).findByRole('heading', { level: 4, name: /Maria for 1 First St/ }),
    ).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/landlord/matches?limit=20&offset=0&propertyId=p-1');
    await user.click(toggle);
    expect(within(rows).queryByRole('region')).not.toBeInTheDocument();
  });

  it('gives an admin the moves and the edit link, without the landlord-only matches panel', async () => {
    signedIn(ADMIN, listingsAnswer([AVAILABLE]), { [STATS_PATH]: { status: 200, body: STATS } });
    renderDashboard();
    const rows = await screen.findByRole('table', { name: "All landlords' listings" });
    expect(within(rows).getByRole('button', { name: 'Pause: 1 First St' })).toBeInTheDocument();
    expect(within(rows).getByRole('link', { name: 'Edit: 1 First St' })).toBeInTheDocument();
    expect(within(rows).queryByRole('button', { name: /Matches and requests/ })).not.toBeInTheDocument();
  });

  it('gives the small-screen card the same actions', async () => {
    signedIn(LANDLORD, listingsAnswer([AVAILABLE]));
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'Your listings' });
    expect(within(cards).getByRole('button', { name: 'Pause: 1 First St' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Mark filled: 1 First St' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Edit: 1 First St' })).toBeInTheDocument();
  });
});
