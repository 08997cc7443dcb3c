import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingStep } from './listing-step';

const REQUIRED = 'Please fill in required fields';

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

describe('ListingStep', () => {
  it('asks for address, ZIP and rent per room with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(201, {});
    const fields = renderStep();
    expect(screen.getByText(/Photo upload is coming soon/)).toBeInTheDocument();
    await user.click(fields.submit);
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(3);
    for (const field of [fields.address, fields.zip, fields.rent]) {
      expect(field).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fields.address).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a rent that is not a number into 0, which is missing', async () => {
    const user = userEvent.setup();
    mockFetch(201, {});
    const fields = renderStep();
    await user.type(fields.address, '12 Union St');
    await user.type(fields.zip, '12345');
    await user.type(fields.rent, 'abc');
    await user.click(fields.submit);
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(1);
    expect(fields.rent).toHaveFocus();
  });

  it('sends the listing, says so, refreshes the property list and moves on', async () => {
    const user = userEvent.setup();
    const listing = { id: '0b7c1d7e-8a6f-4a57-9a43-6f2b8f1b2c3d', address: '12 Union St' };
    const fetchMock = mockFetch(201, {
      ...listing,
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
    });
    const fields = renderStep();
    await fillRequired(user, fields);
    await user.selectOptions(fields.rooms, '4');
    await user.selectOptions(fields.roomType, 'Shared room');
    await user.click(fields.acceptsVA);
    await user.click(fields.submit);

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your listing will be reviewed and published shortly.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/properties');
    expect(JSON.parse(String(init?.body))).toEqual({
      address: '12 Union St',
      zipCode: '12345',
      roomCount: 4,
      rentPerRoom: 950,
      roomType: 'shared',
      acceptsVA: true,
      inspected: false,
      furnished: false,
      description: '',
    });
    await waitFor(() => expect(fields.onListed).toHaveBeenCalledWith(expect.objectContaining(listing)));
    expect(fields.invalidate).toHaveBeenCalledWith({ queryKey: ['/api/properties'] });
  });

  it('shows the failure toast, puts the server message on the field and keeps what you typed', async () => {
    const user = userEvent.setup();
    mockFetch(400, {
      message: 'Enter a 5-digit ZIP code',
      issues: [{ path: 'zipCode', message: 'Enter a 5-digit ZIP code' }],
    });
    const fields = renderStep();
    await fillRequired(user, fields);
    await user.click(fields.submit);
    expect(await screen.findByText('Failed to submit listing')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fields.zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(fields.address).toHaveValue('12 Union St');
    expect(fields.rent).toHaveValue('950');
    expect(fields.onListed).not.toHaveBeenCalled();
  });
});
