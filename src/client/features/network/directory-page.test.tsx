import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import type { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { directoryBackend, renderDirectory, searchAlbany } from './directory.fixtures';
import DirectoryPage from './directory-page';
import { makeVso, OTHER_ID } from './network.fixtures';
import { LOCATION_FORMAT_MESSAGE } from './search-rule';

const ALBANY = makeVso();
const TROY = makeVso({ id: OTHER_ID, name: 'Troy Veterans Housing', city: 'Troy', zipCode: '12180' });

function backend(overrides: Parameters<typeof directoryBackend>[1] = {}) {
  return directoryBackend([ALBANY, TROY], overrides);
}

const vsoCalls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/vsos?'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the Trusted Network page', () => {
  it('shows header stats and category counts from the data, the notice and the three buttons', async () => {
    backend();
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Trusted Network' })).toBeInTheDocument();
    // nothing is claimed while the figures load: they come from the data only
    expect(screen.queryByText(/\d+\+/)).not.toBeInTheDocument();
    const stats = screen.getByText('partner organizations in our network');
    await waitFor(() => expect(stats.parentElement).toHaveTextContent('163'));
    expect(screen.getByText('states with a partner organization').parentElement).toHaveTextContent('44');
    for (const [title, count] of [
      ['Housing Services', '81'],
      ['Mental Health', '52'],
      ['Legal Aid', '37'],
      ['Emergency Resources', '19'],
    ]) {
      const card = screen.getByRole('heading', { name: title }).closest('li');
      expect(card).toHaveTextContent(count as string);
    }
    expect(screen.getByText('A protected network')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Housing as Veteran' })).toHaveAttribute(
      'href',
      '/veterans',
    );
    expect(screen.getByRole('link', { name: 'Partner as Landlord' })).toHaveAttribute('href', '/landlords');
    expect(screen.getByRole('link', { name: 'Join as Housing Professional' })).toHaveAttribute(
      'href',
      '/housing-partners',
    );
  });

  it('filters by a category card, and opens with the place searched last, nearest first', async () => {
    const user = userEvent.setup();
    const fetchMock = backend();
    renderDirectory();
    await user.type(screen.getByLabelText(/^Location/), 'Schenectady, NY');
    await user.selectOptions(screen.getByLabelText(/^Within/), '25');
    await user.click(screen.getByRole('button', { name: 'Show legal aid' }));
    await waitFor(() => expect(vsoCalls(fetchMock)).toHaveLength(1));
    const query = new URLSearchParams(vsoCalls(fetchMock)[0]?.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      city: 'Schenectady',
      state: 'NY',
      orgTypes: 'legal',
      radius: '25',
    });
    expect(screen.getByRole('checkbox', { name: 'Legal Aid' })).toBeChecked();
    cleanup();

    // the next visit: the same place, searched at once
    const again = backend();
    renderDirectory();
    await waitFor(() => expect(vsoCalls(again)).toHaveLength(1));
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Schenectady, NY');
    const next = new URLSearchParams(vsoCalls(again)[0]?.split('?')[1]);
    expect(Object.fromEntries(next)).toMatchObject({ city: 'Schenectady', state: 'NY', radius: '25' });
    expect(next.get('orgTypes')).toBeNull();
  });

  it('on the page the server rendered ahead, searches the place searched last once the app takes over', async () => {
    const page = (
      <Providers client={createQueryClient()}>
        <Router ssrPath="/directory">
          <DirectoryPage />
        </Router>
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('input[autocomplete="postal-code"]')?.getAttribute('value')).toBe('');
    localStorage.setItem(
      'vhm.directory-search',
      JSON.stringify({ location: '', zipCode: '12207', radius: 50 }),
    );
    const fetchMock = backend();
    const mismatches: unknown[] = [];
    render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    await waitFor(() => expect(vsoCalls(fetchMock)).toHaveLength(1));
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('12207');
    expect(await screen.findByRole('article', { name: 'Capital Region Veterans Alliance' })).toBeVisible();
  });

  it('explains every badge', () => {
    backend();
    renderDirectory();
    const legend = screen.getByRole('region', { name: 'What the badges mean' });
    for (const badge of ['VA Accredited', 'Verified', 'Unverified Partner', 'Impact Champion']) {
      expect(within(legend).getByText(badge)).toBeInTheDocument();
    }
  });

  it('searches only when something is entered and the location looks like City, ST', async () => {
    const user = userEvent.setup();
    const fetchMock = backend();
    renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByText(/Enter a location, a ZIP code or choose an organization type/),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Location/), 'Albany New York');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription(
      expect.stringContaining(LOCATION_FORMAT_MESSAGE),
    );
    expect(vsoCalls(fetchMock)).toEqual([]);

    await user.clear(screen.getByLabelText(/^Location/));
    await searchAlbany(user);
    const [url] = vsoCalls(fetchMock);
    const query = new URLSearchParams(url?.split('?')[1]);
    expect(query.get('city')).toBe('Albany');
    expect(query.get('state')).toBe('NY');
  });

  it('sends ZIP and organization types, lists nearest first with distance, and loads more', async () => {
    const user = userEvent.setup();
    const near = makeVso({ distanceMiles: 1.2 });
    const fetchMock = backend({
      'GET /api/vsos': () => ({
        status: 200,
        body: vsoCalls(fetchMock).length > 1 ? [{ ...TROY, distanceMiles: 8.4 }] : [near],
        headers: { 'X-Total-Count': '2' },
      }),
    });
    renderDirectory();
    await user.type(screen.getByLabelText(/^ZIP code/), '12207');
    await user.click(screen.getByRole('checkbox', { name: 'Housing Services' }));
    await user.click(screen.getByRole('checkbox', { name: 'Legal Aid' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByRole('article', { name: 'Capital Region Veterans Alliance' });
    expect(card).toHaveTextContent('1.2 miles away');
    expect(card).toHaveTextContent('VA Accredited');
    expect(card).toHaveTextContent('Engaged Partner');
    expect(within(card).getByRole('link', { name: /View organization/ })).toHaveAttribute(
      'href',
      `/partner/${near.id}`,
    );
    expect(
      screen.getByText('Showing 1 of 2 organizations within 50 miles of 12207, nearest first'),
    ).toBeInTheDocument();
    const query = new URLSearchParams(vsoCalls(fetchMock)[0]?.split('?')[1]);
    expect(query.get('zipCode')).toBe('12207');
    expect(query.get('orgTypes')).toBe('housing,legal');
    expect(query.get('radius')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Troy Veterans Housing' })).toHaveTextContent(
      '8.4 miles away',
    );
    expect(new URLSearchParams(vsoCalls(fetchMock)[1]?.split('?')[1]).get('offset')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('clears the results of the search before when a search is refused, and puts the keyboard on what to fix', async () => {
    const user = userEvent.setup();
    backend();
    renderDirectory();
    await searchAlbany(user);
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    const location = screen.getByLabelText(/^Location/);
    await user.clear(location);
    await user.type(location, 'Albany New York');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByText(/^Showing/)).toBeNull();
    await waitFor(() => expect(location).toHaveFocus());

    // nothing entered at all: the reason takes the focus
    await user.clear(location);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const reason = screen.getByText(/Enter a location, a ZIP code or choose an organization type/);
    await waitFor(() => expect(reason.closest('[data-search-problem]')).toHaveFocus());
  });

  it('shows an empty state when nothing matches', async () => {
    const user = userEvent.setup();
    backend({ 'GET /api/vsos': { status: 200, body: [], headers: { 'X-Total-Count': '0' } } });
    renderDirectory();
    await user.type(screen.getByLabelText(/^Location/), 'Nome, AK');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No organizations found')).toBeInTheDocument();
  });
});
