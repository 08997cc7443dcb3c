import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { PersonListItem } from '@shared/contracts/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import PeoplePage from './people-page';

const LIST = 'GET /api/admin/people';

const person = (id: string, name: string, status: PersonListItem['status']): PersonListItem => ({
  id,
  name,
  phone: null,
  email: null,
  zipCode: '12207',
  organizationName: 'Capital Region Veterans',
  createdAt: '2025-03-01T12:00:00.000Z',
  status,
  timeline: [
    {
      type: 'identified',
      occurredAt: '2025-03-01T12:00:00.000Z',
      recordedAt: '2025-03-01T12:00:00.000Z',
      recordedBy: 'Capital Region Veterans',
      sentence: 'Identified as homeless: in an emergency shelter',
      lateReason: null,
    },
  ],
});

const renderPage = () => renderRoutes('/admin/people', <Route path="/admin/people" component={PeoplePage} />);
const queries = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/people')
    .map((url) => Object.fromEntries(url.searchParams));

describe('PeoplePage', () => {
  it('lists people with their status, latest event and a link to each person; searches, filters and pages', async () => {
    const fetchMock = mockFetchRoutes({
      [LIST]: {
        status: 200,
        body: [person('a0000000-0000-4000-8000-000000000001', 'Ann Shelter', 'referred')],
        headers: { 'x-total-count': '30' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: /People/ });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Ann Shelter' })).toHaveAttribute(
      'href',
      '/admin/people/a0000000-0000-4000-8000-000000000001',
    );
    expect(within(row).getByText('Referred')).toBeInTheDocument();
    expect(within(row).getByText('Identified as homeless: in an emergency shelter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toMatchObject({ offset: '25' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, ZIP, email or phone' }), ' ann ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'moved_in');
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({
        limit: '25',
        offset: '0',
        search: 'ann',
        status: 'moved_in',
      }),
    );
  });

  it('says when nobody matches, and shows everyone again', async () => {
    mockFetchRoutes({ [LIST]: { status: 200, body: [], headers: { 'x-total-count': '0' } } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Nobody is on record yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'exited');
    expect(await screen.findByText('Nobody matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });
});
