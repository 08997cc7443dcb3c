import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import LandlordListingPage from './landlord-listing-page';

const ME = 'GET /api/user/me';
const POST = 'POST /api/properties';
const ID = '0b7c1d7e-8a6f-4a57-9a43-6f2b8f1b2c3d';
const EDIT = `GET /api/properties/${ID}/edit`;
const PUT = `PUT /api/properties/${ID}`;
const LANDLORD = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const SIGNED_OUT = { status: 401, body: { message: 'Sign in to continue.' } };
const VIEW = {
  id: ID,
  address: '12 Elm St',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  roomCount: 2,
  roomType: 'private',
  rentPerRoom: 950,
  acceptsVA: true,
  furnished: false,
  inspected: false,
  accessible: false,
  allowsPets: true,
  description: '',
  status: 'available',
  badges: ['benefit_help'],
  createdAt: '2025-01-28T12:00:00.000Z',
};
const LISTED = { status: 201, body: VIEW };
const WAITING = { status: 201, body: { ...VIEW, status: 'pending_review' } };
const REVIEW_STEP = /Our team reviews your listing before veterans see it/;

function renderPage(path = '/landlord-listing') {
  return renderRoutes(
    path,
    <>
      <Route path="/landlord-listing" component={LandlordListingPage} />
      <Route path="/landlord/dashboard">Dashboard page</Route>
    </>,
  );
}

async function fillListing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Street address/), '12 Elm St');
  await user.type(screen.getByLabelText(/ZIP code/), '12207');
  await user.type(screen.getByLabelText(/Rent per room/), '950');
}

describe('LandlordListingPage', () => {
  it('asks a signed-in landlord no contact and says the tier comes with the account', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD } });
    renderPage();
    expect(await screen.findByLabelText(/Street address/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your tier comes with your account, not this form/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/tier/i)).not.toBeInTheDocument();
  });

  it("shows the contract's messages in a summary and sends nothing while required fields are empty", async () => {
    const fetchMock = mockFetchRoutes({ [ME]: SIGNED_OUT });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'List Property' }));
    const summary = await screen.findByRole('heading', { name: /problems with this form/ });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription(
      'Enter your name so our team can reach you about this listing',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter your email address so our team can reach you about this listing',
    );
    expect(screen.getByLabelText(/Rent per room/)).toHaveAccessibleDescription(
      'Monthly, in whole dollars Enter the monthly rent of one room, in dollars',
    );
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it("lists a signed-in landlord's home on POST /api/properties and clears the form for the next", async () => {
    const fetchMock = mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD }, [POST]: LISTED });
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(/Street address/);
    await fillListing(user);
    await user.selectOptions(screen.getByLabelText('Number of rooms'), '2');
    await user.selectOptions(screen.getByLabelText('Bathrooms'), '2');
    await user.selectOptions(screen.getByLabelText('Unit type'), 'apartment');
    await user.click(screen.getByRole('checkbox', { name: /Accepts VA benefits/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    await user.type(screen.getByLabelText('Available from'), '2030-02-01');
    await user.click(screen.getByRole('button', { name: 'List Property' }));

    expect(await screen.findByText('Property Listed Successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toEqual([
      {
        address: '12 Elm St',
        zipCode: '12207',
        unitType: 'apartment',
        roomCount: 2,
        bathrooms: 2,
        roomType: 'private',
        rentPerRoom: 950,
        acceptsVA: true,
        accessible: false,
        allowsPets: true,
        furnished: false,
        inspected: false,
        availableDate: '2030-02-01',
        description: '',
      },
    ]);
    expect(screen.getByText('Property listed').closest('[role="status"]')).toHaveFocus();
    // published at once (a verified landlord): no review step
    expect(screen.queryByText(REVIEW_STEP)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Street address/)).toHaveValue(''));
  });

  it("sends a visitor's contact and says the listing waits for review", async () => {
    const fetchMock = mockFetchRoutes({ [ME]: SIGNED_OUT, [POST]: WAITING });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Your name/), 'Sam Owner');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '518-555-0142');
    await fillListing(user);
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Property Listed Successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)[0]).toMatchObject({
      landlordName: 'Sam Owner',
      landlordEmail: 'sam@example.com',
      landlordPhone: '518-555-0142',
      address: '12 Elm St',
    });
    const confirmation = screen.getByText('Property listed').closest('[role="status"]') as HTMLElement;
    expect(within(confirmation).getAllByRole('listitem')[0]).toHaveTextContent(REVIEW_STEP);
  });

  it("keeps what was typed when the server refuses it, with the spec's toast", async () => {
    mockFetchRoutes({
      [ME]: SIGNED_OUT,
      [POST]: { status: 500, body: { message: 'Something went wrong.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Your name/), 'Sam Owner');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await fillListing(user);
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Listing Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to list your property.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Elm St');
    expect(screen.getByLabelText(/Rent per room/)).toHaveValue('950');
  });
});

describe('LandlordListingPage rendered ahead on the server', () => {
  /** The server's HTML of the page (no session known), in the document, and the tree that hydrates it. */
  function serverRendered() {
    const page = (
      <Providers client={createQueryClient()}>
        <Router ssrPath="/landlord-listing">
          <LandlordListingPage />
        </Router>
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    return { page, container };
  }

  it("is a visitor's form at once, which the app takes over without a change, and takes what is typed", async () => {
    const { page, container } = serverRendered();
    expect(container.textContent).toContain('Your name');
    expect(container.textContent).not.toContain('Loading');
    mockFetchRoutes({ [ME]: SIGNED_OUT });
    const mismatches: unknown[] = [];
    render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'List Property' })).toBeEnabled());
    expect(mismatches).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your name/), 'Sam Owner');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Sam Owner');
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
  });

  it('follows the session once it answers: a signed-in landlord is asked no contact', async () => {
    const { page, container } = serverRendered();
    mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD } });
    const mismatches: unknown[] = [];
    render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
    await waitFor(() => expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Street address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/landlord/dashboard');
    expect(mismatches).toEqual([]);
  });
});

describe('LandlordListingPage ?listing={id}: editing', () => {
  const STORED = {
    id: ID,
    status: 'available',
    values: {
      address: '12 Elm St',
      zipCode: '12207',
      unitType: 'apartment',
      roomCount: 7,
      bathrooms: 2,
      roomType: 'shared',
      rentPerRoom: 950,
      acceptsVA: true,
      accessible: false,
      allowsPets: true,
      furnished: false,
      inspected: true,
      availableDate: '2030-02-01',
      description: 'Near the bus.',
    },
  };

  it('fills the form with the listing, saves it with PUT and goes to the dashboard with a toast', async () => {
    const fetchMock = mockFetchRoutes({
      [ME]: { status: 200, body: LANDLORD },
      [EDIT]: { status: 200, body: STORED },
      [PUT]: { status: 200, body: VIEW },
    });
    const user = userEvent.setup();
    const page = renderPage(`/landlord-listing?listing=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit a Listing' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Elm St'));
    expect(screen.getByLabelText('Number of rooms')).toHaveValue('7');
    expect(screen.getByLabelText('Room type')).toHaveValue('shared');
    expect(screen.getByLabelText(/Rent per room/)).toHaveValue('950');
    expect(screen.getByRole('checkbox', { name: /Passed a housing inspection/ })).toBeChecked();
    expect(screen.queryByLabelText(/Your name/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Rent per room/));
    await user.type(screen.getByLabelText(/Rent per room/), '1000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(page.current()).toBe('/landlord/dashboard');
    expect(await screen.findByText('Listing Updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT)).toEqual([{ ...STORED.values, rentPerRoom: 1000 }]);
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('says a listing that is not yours was not found, with no form', async () => {
    mockFetchRoutes({
      [ME]: { status: 200, body: LANDLORD },
      [EDIT]: { status: 404, body: { message: 'Listing not found' } },
    });
    renderPage(`/landlord-listing?listing=${ID}`);
    expect(await screen.findByText('We could not find this listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in, coming back to the edit', async () => {
    const fetchMock = mockFetchRoutes({ [ME]: SIGNED_OUT });
    renderPage(`/landlord-listing?listing=${ID}`);
    expect(await screen.findByText('Sign in to edit your listing')).toBeInTheDocument();
    const back = `/landlord/login?next=${encodeURIComponent(`/landlord-listing?listing=${ID}`)}`;
    expect(
      screen.getAllByRole('link', { name: 'Sign in' }).map((link) => link.getAttribute('href')),
    ).toContain(back);
    expect(callsTo(fetchMock, EDIT)).toHaveLength(0);
  });
});
