import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import LandlordListingPage from './landlord-listing-page';

const ME = 'GET /api/user/me';
const POST = 'POST /api/properties-housing';
const LANDLORD = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const SIGNED_OUT = { status: 401, body: { message: 'Sign in to continue.' } };
const LISTED = { status: 201, body: { message: 'Property listed successfully', status: 'available' } };
const WAITING = { status: 201, body: { message: 'Property listed successfully', status: 'pending_review' } };
const REVIEW_STEP = /Our team reviews your listing before veterans see it/;

function renderPage() {
  renderRoutes('/landlord-listing', <Route path="/landlord-listing" component={LandlordListingPage} />);
}

async function fillListing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Street address/), '12 Elm St, Albany, NY');
  await user.type(screen.getByLabelText(/ZIP code/), '12207');
  await user.type(screen.getByLabelText(/Monthly rent/), '950');
}

describe('LandlordListingPage', () => {
  it('fills in a signed-in landlord and says the tier comes with the account', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD } });
    renderPage();
    expect(await screen.findByLabelText(/Your name/)).toHaveValue('Pat Landlord');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pat@example.com');
    expect(screen.getByText(/Your tier comes with your account, not this form/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/tier/i)).not.toBeInTheDocument();
  });

  it("shows the contract's messages and sends nothing while required fields are empty", async () => {
    const fetchMock = mockFetchRoutes({ [ME]: SIGNED_OUT });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'List Property' }));
    expect(await screen.findByText("Enter the landlord's name")).toBeInTheDocument();
    expect(screen.getByText("Enter the landlord's email address")).toBeInTheDocument();
    expect(screen.getByText('Enter the property address')).toBeInTheDocument();
    expect(screen.getByText('Enter the monthly rent as a number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Monthly rent/)).toHaveAccessibleDescription(
      'In dollars Enter the monthly rent as a number',
    );
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('lists the property in dollars; bedrooms and bathrooms fall back to 1, zero is refused', async () => {
    const fetchMock = mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD }, [POST]: LISTED });
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(/Your name/);
    await fillListing(user);
    await user.clear(screen.getByLabelText('Bathrooms'));
    await user.type(screen.getByLabelText('Bathrooms'), '0');
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Enter at least 1 for bathrooms')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Bathrooms'));
    await user.clear(screen.getByLabelText('Bedrooms'));
    await user.type(screen.getByLabelText('Bedrooms'), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Accepts HUD-VASH vouchers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    await user.selectOptions(screen.getByLabelText('Unit type'), 'house');
    await user.type(screen.getByLabelText('Available from'), '2030-02-01');
    await user.click(screen.getByRole('button', { name: 'List Property' }));

    expect(await screen.findByText('Property Listed Successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toEqual([
      {
        landlordName: 'Pat Landlord',
        landlordEmail: 'pat@example.com',
        landlordPhone: '',
        address: '12 Elm St, Albany, NY',
        zipCode: '12207',
        monthlyRent: 950,
        acceptsVouchers: true,
        isAccessible: false,
        allowsPets: true,
        isAvailable: true,
        unitType: 'house',
        bedrooms: 2,
        bathrooms: 1,
        unitsAvailable: 1,
        availableDate: '2030-02-01',
        additionalFeatures: '',
      },
    ]);
    expect(screen.getByText('Property listed').closest('[role="status"]')).toHaveFocus();
    // a verified landlord's listing is published at once: no review step
    expect(screen.queryByText(REVIEW_STEP)).not.toBeInTheDocument();
    // cleared for the next home, still filled in for the signed-in landlord
    await waitFor(() => expect(screen.getByLabelText(/Street address/)).toHaveValue(''));
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Pat Landlord');
  });

  it('tells a visitor that the listing waits for review before veterans see it', async () => {
    mockFetchRoutes({ [ME]: SIGNED_OUT, [POST]: WAITING });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Your name/), 'Sam Owner');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await fillListing(user);
    await user.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Property Listed Successfully')).toBeInTheDocument();
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
    expect(screen.getByLabelText(/Street address/)).toHaveValue('12 Elm St, Albany, NY');
    expect(screen.getByLabelText(/Monthly rent/)).toHaveValue('950');
  });
});
