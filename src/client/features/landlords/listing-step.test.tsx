import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingStep } from './listing-step';

const REQUIRED = 'Please fill in required fields';
const NEEDED = [
  'Enter the street address of the home',
  'Enter the ZIP code of the home',
  'Enter the monthly rent of one room, in dollars',
];
const LANDLORD = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const SIGNED_OUT: FakeAnswer = { status: 401, body: { message: 'Sign in to continue.' } };
const ME = 'GET /api/user/me';
const POST = 'POST /api/properties';
const LISTED = {
  id: '0b7c1d7e-8a6f-4a57-9a43-6f2b8f1b2c3d',
  address: '12 Union St',
  city: 'Schenectady',
  state: 'NY',
  zipCode: '12345',
  roomCount: 4,
  roomType: 'shared',
  rentPerRoom: 950,
  acceptsVA: true,
  furnished: false,
  inspected: false,
  accessible: false,
  allowsPets: false,
  description: '',
  status: 'available',
  badges: ['benefit_help'],
  createdAt: '2025-01-28T12:00:00.000Z',
};

/** POST /api/properties answers `listing`; GET /api/user/me answers `me` (signed out by default). */
function mockApi(listing: FakeAnswer, me: FakeAnswer = SIGNED_OUT, extra = {}) {
  return mockFetchRoutes({ [ME]: me, [POST]: listing, ...extra });
}

function renderStep() {
  const onListed = vi.fn();
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <Providers client={client}>
      <ListingStep onListed={onListed} />
    </Providers>,
  );
  return {
    onListed,
    invalidate,
    address: screen.getByRole('textbox', { name: /Street address/ }),
    zip: screen.getByRole('textbox', { name: /ZIP code/ }),
    rooms: screen.getByRole('combobox', { name: /Number of rooms/ }),
    rent: screen.getByRole('textbox', { name: /Rent per room/ }),
    roomType: screen.getByRole('combobox', { name: /Room type/ }),
    acceptsVA: screen.getByRole('checkbox', { name: /Accepts VA benefits/ }),
    description: screen.getByRole('textbox', { name: /Description/ }),
    submit: screen.getByRole('button', { name: 'Submit Listing' }),
  };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderStep>) {
  await user.type(fields.address, '12 Union St');
  await user.type(fields.zip, '12345');
  await user.type(fields.rent, '950');
}

/** A visitor (not signed in) also gives the contact the reviewer needs. */
async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Casey Visitor');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'casey@example.com');
}

describe('ListingStep', () => {
  it('asks for address, ZIP, rent and a visitor contact, sums up the problems and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ status: 201, body: {} });
    const fields = renderStep();
    expect(screen.getByText(/Photo upload is coming soon/)).toBeInTheDocument();
    await screen.findByRole('textbox', { name: /Your name/ });
    await user.click(fields.submit);
    const summary = await screen.findByRole('heading', { name: 'There are 5 problems with this form' });
    await waitFor(() => expect(summary).toHaveFocus());
    // the spec's words sum up once; each field names itself and what to do
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    for (const [i, field] of [fields.address, fields.zip, fields.rent].entries()) {
      expect(field).toHaveAccessibleDescription(expect.stringContaining(NEEDED[i] as string));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(
      'Enter your name so our team can reach you about this listing',
    );
    expect(
      screen.getByRole('link', { name: 'Street address: Enter the street address of the home' }),
    ).toBeVisible();
    expect(callsTo(fetchMock, POST)).toEqual([]);
  });

  it('turns a rent that is not a number into 0, which is missing', async () => {
    const user = userEvent.setup();
    mockApi({ status: 201, body: {} });
    const fields = renderStep();
    await fillContact(user);
    await user.type(fields.address, '12 Union St');
    await user.type(fields.zip, '12345');
    await user.type(fields.rent, 'abc');
    await user.click(fields.submit);
    expect(await screen.findAllByText(NEEDED[2] as string)).toHaveLength(1);
    expect(fields.rent).toHaveAttribute('aria-invalid', 'true');
  });

  it("sends a visitor's listing with the contact, says so, refreshes the property lists and moves on", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ status: 201, body: LISTED });
    const fields = renderStep();
    await fillContact(user);
    await fillRequired(user, fields);
    await user.selectOptions(fields.rooms, '4');
    await user.selectOptions(fields.roomType, 'Shared room');
    await user.click(fields.acceptsVA);
    await user.click(fields.submit);

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your listing will be reviewed and published shortly.')).toBeInTheDocument();
    // no landlordId: the server takes the owner from the session or the contact
    expect(callsTo(fetchMock, POST)).toEqual([
      {
        landlordName: 'Casey Visitor',
        landlordEmail: 'casey@example.com',
        address: '12 Union St',
        zipCode: '12345',
        unitType: 'house',
        roomCount: 4,
        bathrooms: 1,
        rentPerRoom: 950,
        roomType: 'shared',
        acceptsVA: true,
        accessible: false,
        allowsPets: false,
        inspected: false,
        furnished: false,
        availableDate: '',
        description: '',
      },
    ]);
    await waitFor(() =>
      expect(fields.onListed).toHaveBeenCalledWith(expect.objectContaining({ id: LISTED.id })),
    );
    expect(fields.invalidate).toHaveBeenCalledWith({ queryKey: ['/api/properties'] });
    expect(fields.invalidate).toHaveBeenCalledWith({ queryKey: ['/api/landlord/listings'] });
    expect(fields.invalidate).toHaveBeenCalledWith({ queryKey: ['/api/landlord/stats'] });
  });

  it("sends a signed-in landlord's listing without a contact (none is asked)", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ status: 201, body: LISTED }, { status: 200, body: LANDLORD });
    const fields = renderStep();
    await screen.findByText("You're listing as Pat Landlord.");
    expect(screen.queryByRole('textbox', { name: /Your name/ })).not.toBeInTheDocument();
    await fillRequired(user, fields);
    await user.click(fields.submit);
    await screen.findByText('Success!');
    expect(callsTo(fetchMock, POST)[0]).not.toHaveProperty('landlordName');
  });

  it('shows the failure toast, puts the server message on the field and keeps what you typed', async () => {
    const user = userEvent.setup();
    mockApi({
      status: 400,
      body: {
        message: 'Enter a 5-digit ZIP code',
        issues: [{ path: 'zipCode', message: 'Enter a 5-digit ZIP code' }],
      },
    });
    const fields = renderStep();
    await fillContact(user);
    await fillRequired(user, fields);
    await user.click(fields.submit);
    expect(await screen.findByText('Failed to submit listing')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fields.zip).toHaveAccessibleDescription('5 digits Enter a 5-digit ZIP code');
    expect(fields.address).toHaveValue('12 Union St');
    expect(fields.rent).toHaveValue('950');
    expect(fields.onListed).not.toHaveBeenCalled();
  });
});

describe('ListingStep account panel', () => {
  it('tells a signed-in landlord the listing is theirs and links to the dashboard', async () => {
    mockApi({ status: 201, body: LISTED }, { status: 200, body: LANDLORD });
    renderStep();
    expect(await screen.findByText("You're listing as Pat Landlord.")).toBeInTheDocument();
    expect(screen.getByText(/This listing will appear on your dashboard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/landlord/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('signs in from a dialog, keeps the listing as typed and then says whose it is', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ status: 201, body: LISTED }, SIGNED_OUT, {
      'POST /api/user/login': { status: 200, body: { success: true, user: LANDLORD } },
    });
    const fields = renderStep();
    await fillRequired(user, fields);
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await user.click(signIn);

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your landlord account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const panel = await screen.findByText("You're listing as Pat Landlord.");
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(panel.closest('[tabindex="-1"]')).toHaveFocus());
    expect(fields.address).toHaveValue('12 Union St');
    expect(fields.rent).toHaveValue('950');
    expect(callsTo(fetchMock, 'POST /api/user/login')).toEqual([
      { username: 'pat@example.com', password: 'correct horse' },
    ]);
  });

  it('creates an account from the dialog (switching forms), then says to confirm it; the listing stays', async () => {
    const user = userEvent.setup();
    mockApi({ status: 201, body: LISTED }, SIGNED_OUT, {
      'POST /api/landlord/signup': { status: 202, body: { message: 'Check your email.' } },
    });
    const fields = renderStep();
    await user.type(fields.address, '12 Union St');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your landlord account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Pat Landlord');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/Once you've confirmed your email, sign in here/)).toBeInTheDocument();
    expect(fields.address).toHaveValue('12 Union St');
    expect(fields.submit).toBeEnabled();
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    mockApi({ status: 201, body: LISTED });
    renderStep();
    const create = await screen.findByRole('button', { name: 'Create account' });
    await user.click(create);
    await screen.findByRole('dialog', { name: 'Create your landlord account' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('tells an admin the listing is not tied to a landlord account', async () => {
    mockApi(
      { status: 201, body: LISTED },
      { status: 200, body: { id: 'a', username: 'admin', role: 'admin', displayName: 'Ada' } },
    );
    renderStep();
    expect(await screen.findByText(/not tied to a landlord account/)).toBeInTheDocument();
  });
});
