import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapStates, renderPage, routes, SHAPES_ROUTE, US_MAP_SHAPES, urls } from './admin-map-page.fixtures';

afterEach(() => vi.restoreAllMocks());

/** The shapes answered only when `arrive` is called. */
function shapesOnHold() {
  const fetchMock = routes();
  const answer = fetchMock.getMockImplementation();
  let arrive = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  fetchMock.mockImplementation(async (url, init) => {
    if (`GET ${String(url)}` === SHAPES_ROUTE) await held;
    return (answer as NonNullable<typeof answer>)(url, init);
  });
  return { fetchMock, arrive };
}

describe("the map's shapes (a JSON file, fetched beside the map data)", () => {
  it('shows a loading state the size of the map while they arrive; the table does not wait', async () => {
    const { fetchMock, arrive } = shapesOnHold();
    renderPage();
    expect(await screen.findByText('Loading the map...')).toBeInTheDocument();
    // the map data came first: its table is there, the map not yet
    expect(await screen.findByRole('table', { name: 'The map as a table' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Map of the United States/ })).not.toBeInTheDocument();
    // no layout shift: the placeholder has the map's proportions
    const placeholder = screen.getByText('Loading the map...').closest('[style]') as HTMLElement;
    expect(placeholder.style.aspectRatio).toBe('975 / 610');
    // both asked for at once, not one after the other
    expect(urls(fetchMock, '/api/admin/map-data')).toHaveLength(1);
    expect(fetchMock.mock.calls.filter(([url]) => `GET ${String(url)}` === SHAPES_ROUTE)).toHaveLength(1);

    arrive();
    expect(await mapStates()).toHaveLength(US_MAP_SHAPES.states.length);
    expect(screen.queryByText('Loading the map...')).not.toBeInTheDocument();
  });

  it.each([
    ['an error', { status: 500, body: { message: 'oops' } }],
    // a file gone after a new release: the server answers the app's page
    ['a page instead', { status: 200, body: '<!doctype html><title>Veterans housing</title>' }],
  ])('says so with Try again when they answer %s, and keeps the table', async (_, failure) => {
    let fail = true;
    routes({ [SHAPES_ROUTE]: () => (fail ? failure : { status: 200, body: US_MAP_SHAPES }) });
    const user = userEvent.setup();
    renderPage();
    // the map's own alert (the overview's other panels have theirs)
    const alert = (await screen.findByText("We couldn't load the map")).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent("We couldn't load the map");
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('table', { name: 'The map as a table' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await mapStates()).toHaveLength(51);
    await waitFor(() => expect(screen.queryByText("We couldn't load the map")).not.toBeInTheDocument());
  });
});
