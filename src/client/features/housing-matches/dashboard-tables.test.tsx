import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { HousingMatchView } from '@shared/contracts/housing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  ANALYTICS,
  CONTACTS,
  findMatchRow,
  lastQuery,
  list,
  MATCH,
  manyMatches,
  manyMatchName,
  PROPERTY,
  ROUTES,
  VETERAN,
} from './housing-matches.fixtures';
import HousingMatchesPage from './housing-matches-page';

const TOTAL = 32;

/** The matches route answers the page the request asks for (by offset), out of 32 matches. */
function renderDashboard(extra: Record<string, FakeAnswer | ((init?: RequestInit) => FakeAnswer)> = {}) {
  const fetchMock = mockFetchRoutes({
    [ROUTES.analytics]: { status: 200, body: ANALYTICS },
    [ROUTES.matches]: () => {
      const offset = Number(lastQuery(fetchMock, ROUTES.matches).get('offset') ?? 0);
      return list(manyMatches(Math.min(10, TOTAL - offset), offset), TOTAL);
    },
    [ROUTES.veterans]: list([VETERAN], 60),
    [ROUTES.properties]: list([PROPERTY], 3),
    ...extra,
  });
  renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
  return fetchMock;
}

describe('the housing dashboard tables', () => {
  it('pages through every match, and any match (the 30th) can be actioned', async () => {
    const fetchMock = renderDashboard({
      [`PATCH /api/housing-matches/${manyMatches(1, 29)[0]?.id}`]: (init) => ({
        status: 200,
        body: { ...manyMatches(1, 29)[0], ...JSON.parse(String(init?.body)) },
      }),
    });
    const user = userEvent.setup();
    await findMatchRow(manyMatchName(0));
    expect(screen.getByText('Showing 1–10 of 32 matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const pages = screen.getByRole('navigation', { name: 'Match pages' });
    for (let page = 1; page <= 2; page++) {
      await user.click(within(pages).getByRole('button', { name: 'Next' }));
      await findMatchRow(manyMatchName(page * 10));
    }
    expect(lastQuery(fetchMock, ROUTES.matches).get('offset')).toBe('20');
    expect(lastQuery(fetchMock, ROUTES.matches).get('limit')).toBe('10');
    const thirtieth = await findMatchRow(manyMatchName(29));
    await user.click(within(thirtieth).getByRole('button', { name: `Mark Contacted: ${manyMatchName(29)}` }));
    expect(await screen.findByText(`${manyMatchName(29)} is now Contacted.`)).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await findMatchRow(manyMatchName(31));
    expect(screen.getByText('Showing 31–32 of 32 matches')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by a column header, says the order with aria-sort, and turns it around', async () => {
    const fetchMock = renderDashboard();
    const user = userEvent.setup();
    await findMatchRow(manyMatchName(0));
    const score = screen.getByRole('columnheader', { name: /Score/ });
    expect(score).toHaveAttribute('aria-sort', 'none');
    await user.click(within(score).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.matches).get('sort')).toBe('score:desc'));
    expect(score).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(score).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.matches).get('sort')).toBe('score:asc'));
    expect(score).toHaveAttribute('aria-sort', 'ascending');
    const veteran = screen.getByRole('columnheader', { name: /Veteran/ });
    await user.click(within(veteran).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.matches).get('sort')).toBe('veteranName:asc'));
    expect(score).toHaveAttribute('aria-sort', 'none');
  });

  it('filters by status and searches, from the first page again, and says when nothing fits', async () => {
    let answer: HousingMatchView[] = [MATCH];
    const fetchMock = renderDashboard({ [ROUTES.matches]: () => list(answer, answer.length) });
    const user = userEvent.setup();
    await findMatchRow();
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.matches).get('status')).toBe('approved'));
    expect(lastQuery(fetchMock, ROUTES.matches).get('offset')).toBe('0');

    answer = [];
    const search = screen.getByRole('searchbox', { name: /Search/ });
    expect(search).toHaveAccessibleDescription(/Veteran's name, home address/);
    await user.type(search, '  Maria {Enter}');
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.matches).get('search')).toBe('Maria'));
    expect(await screen.findByText('No matches fit this status and search.')).toBeInTheDocument();
    // clearing the search keeps the status: the approved matches come back
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await findMatchRow()).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
  });

  it('gives the veterans and properties tables the same controls, review statuses included', async () => {
    const fetchMock = renderDashboard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Veterans Queue' }));
    await screen.findByRole('table', { name: 'Veterans queue' });
    expect(screen.getByText('Showing 1–1 of 60 veterans')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Urgency/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.veterans).get('sort')).toBe('urgency:desc'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Unmatched');
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.veterans).get('status')).toBe('unmatched'));
    expect(lastQuery(fetchMock, ROUTES.veterans).get('limit')).toBe('25');

    await user.click(screen.getByRole('tab', { name: 'Properties Available' }));
    await screen.findByRole('table', { name: 'Properties' });
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Every status',
      'Waiting for review',
      'Available',
      'Paused by the landlord',
      'Matched',
      'Filled',
      'Declined',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'Waiting for review');
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.properties).get('status')).toBe('pending_review'));
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'Albany');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(fetchMock, ROUTES.properties).get('search')).toBe('Albany'));
  });
});

describe('contacts on a match', () => {
  it('loads them only when asked, then shows every contact with what is not on record', async () => {
    const fetchMock = mockFetchRoutes({
      [ROUTES.analytics]: { status: 200, body: ANALYTICS },
      [ROUTES.matches]: list([MATCH]),
      [ROUTES.contacts]: { status: 200, body: CONTACTS },
    });
    renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
    const user = userEvent.setup();
    const row = await findMatchRow();
    expect(callsTo(fetchMock, ROUTES.contacts)).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Show contacts: Maria L. · 12 Elm St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts for Maria L. · 12 Elm St' });
    expect(dialog).toHaveTextContent(/recorded in the audit log/);
    const veteran = await within(dialog).findByRole('region', { name: 'Veteran' });
    expect(within(veteran).getByRole('link', { name: '518-555-0133' })).toHaveAttribute(
      'href',
      'tel:+15185550133',
    );
    expect(within(veteran).getByRole('link', { name: 'maria@example.com' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Case manager' })).toHaveTextContent(
      'cm@vso.example.org',
    );
    const organization = within(dialog).getByRole('region', { name: 'Referring organization' });
    expect(organization).toHaveTextContent('Capital Region VSO');
    expect(organization).toHaveTextContent('Not on record');
    expect(within(dialog).getByRole('region', { name: 'Landlord' })).toHaveTextContent(
      'No landlord on record for this home.',
    );
    expect(callsTo(fetchMock, ROUTES.contacts)).toHaveLength(1);

    // each opening is a new, audited read
    await user.keyboard('{Escape}');
    await user.click(within(row).getByRole('button', { name: 'Show contacts: Maria L. · 12 Elm St' }));
    await screen.findByRole('region', { name: 'Veteran' });
    expect(callsTo(fetchMock, ROUTES.contacts)).toHaveLength(2);
  });

  it('says when the contacts could not be loaded, with a retry', async () => {
    mockFetchRoutes({
      [ROUTES.analytics]: { status: 200, body: ANALYTICS },
      [ROUTES.matches]: list([MATCH]),
      [ROUTES.contacts]: { status: 404, body: { message: 'Match not found' } },
    });
    renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
    const user = userEvent.setup();
    await user.click(within(await findMatchRow()).getByRole('button', { name: /Show contacts/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("We couldn't load the contacts")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
