import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DARNELL_ID, LIST, MARCUS_ID, PAIR, PAIR_ID, page } from './duplicates.fixtures';
import DuplicatesPage from './duplicates-page';

function renderPage() {
  renderRoutes('/admin/duplicates', <Route path="/admin/duplicates" component={DuplicatesPage} />);
}

const listUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/duplicates?'));

describe('DuplicatesPage', () => {
  it('lists each pair: both people linked to their page, the evidence in words, the request to merge, the date', async () => {
    mockFetchRoutes({ [LIST]: page([PAIR], 1) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeInTheDocument();
    expect(screen.getByText('Loading possible duplicates...')).toBeInTheDocument();
    const item = (await screen.findByText('Same phone and ZIP code')).closest('li') as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Marcus Reed' })).toHaveAttribute(
      'href',
      `/admin/people/${MARCUS_ID}`,
    );
    expect(within(item).getByRole('link', { name: 'Darnell Hayes' })).toHaveAttribute(
      'href',
      `/admin/people/${DARNELL_ID}`,
    );
    expect(within(item).getAllByRole('link', { name: '518-555-0142' })[0]).toHaveAttribute(
      'href',
      'tel:+15185550142',
    );
    expect(within(item).getByText('A case worker asked to merge')).toBeInTheDocument();
    expect(within(item).getByText('Found Jan 20, 2025')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Compare Marcus Reed and Darnell Hayes' })).toHaveAttribute(
      'href',
      `/admin/duplicates/${PAIR_ID}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1');
  });

  it('shows open pairs first and the decided ones on request', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: page([]) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No possible duplicates are waiting.')).toBeInTheDocument();
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/duplicates?status=open&limit=25&offset=0');
    await user.selectOptions(screen.getByLabelText('Show'), 'Different people');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/duplicates?status=dismissed&limit=25&offset=0'),
    );
    expect(await screen.findByText('No pairs were marked as different people yet.')).toBeInTheDocument();
  });

  it('says what went wrong and loads again with Try again', async () => {
    let fail = true;
    mockFetchRoutes({
      [LIST]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : page([PAIR])),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("We couldn't load the possible duplicates")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Same phone and ZIP code')).toBeInTheDocument();
  });
});
