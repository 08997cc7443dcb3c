import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOME, WAITING_HOME } from './co-living-homes.fixtures';
import { CoLivingHomesSection } from './co-living-homes-section';

const LIST = 'GET /api/co-living/homes';
const POST = 'POST /api/co-living/homes';

function renderSection(routes: Record<string, FakeAnswer | (() => FakeAnswer)>, isAdmin = false) {
  const fetchMock = mockFetchRoutes(routes);
  render(
    <Providers client={createQueryClient()}>
      <CoLivingHomesSection userId="u-1" isAdmin={isAdmin} />
    </Providers>,
  );
  return fetchMock;
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Opens the form; its code loads on first use, so it shows a moment after the click. */
async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'List a co-living home' }));
  await screen.findByRole('heading', { level: 3, name: 'List a co-living home' });
}

/** Fills every required field (and a few optional ones) of the form. */
async function fillHome(user: UserEvent) {
  await user.type(field(/Street address/), '12 Maple St');
  await user.type(field(/ZIP code/), '78701');
  await user.type(field(/Rooms in the home/), '4');
  await user.type(field(/Rooms open to veterans/), '3');
  await user.type(field(/Bathrooms/), '2');
  await user.click(screen.getByRole('checkbox', { name: 'Private room with private bath' }));
  await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
  await user.click(screen.getByRole('checkbox', { name: 'Laundry' }));
  await user.type(field(/Base room rate/), '$850');
  await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
  await user.click(screen.getByRole('checkbox', { name: 'Yard' }));
  await user.selectOptions(field(/Smoking policy/), 'outdoor_only');
}

describe('the co-living homes section', () => {
  it('lists each home with its status in words, rooms, free rooms, rate and households', async () => {
    renderSection({ [LIST]: { status: 200, body: [HOME, WAITING_HOME] } });
    expect(screen.getByText('Loading co-living homes...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Co-living homes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      [
        '12 Maple StAustin, TX 78701',
        'Available',
        '3 of 4 rooms open to veterans',
        '1 room',
        '$850 a month',
        '1',
      ],
      [
        '40 Oak Ave78702',
        'Waiting for reviewWe propose veterans once our team approves it.',
        '3 of 3 rooms open to veterans',
        '3 rooms',
        '$850 a month',
        '0',
      ],
    ]);
    // small screens get the same homes as cards
    const cards = screen.getByRole('list', { name: 'Co-living homes' });
    const oak = within(cards).getByRole('heading', { level: 3, name: '40 Oak Ave' }).closest('li');
    expect(oak).toHaveTextContent('Waiting for review');
    expect(oak).toHaveTextContent('Free rooms3 rooms');
  });

  it('names the section for an admin and offers the form from the empty state', async () => {
    const user = userEvent.setup();
    renderSection({ [LIST]: { status: 200, body: [] } }, true);
    expect(await screen.findByRole('heading', { name: 'No co-living homes yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All co-living homes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List a co-living home' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'List a co-living home' });
    expect(heading).toHaveFocus();
    expect(field(/Quiet hours start/)).toHaveValue('22:00');
    expect(field(/Quiet hours end/)).toHaveValue('07:00');
    expect(field(/Smoking policy/)).toHaveValue('non_smoking');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the contract's messages on the fields and sends nothing while they stand", async () => {
    const user = userEvent.setup();
    const fetchMock = renderSection({ [LIST]: { status: 200, body: [HOME] } });
    await openForm(user);
    await user.type(field(/Rooms in the home/), '2');
    await user.click(screen.getByRole('button', { name: 'List this home' }));
    // the error summary at the top takes the focus and links to each field to fix
    const summary = await screen.findByRole('heading', { name: /problems with this form/ });
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(screen.getByRole('link', { name: /^Street address/ }));
    expect(field(/Street address/)).toHaveFocus();
    expect(field(/Street address/)).toHaveAccessibleDescription(
      'Enter the street address of the shared home',
    );
    expect(field(/Rooms in the home/)).toHaveAccessibleDescription(
      'At least 3 A co-living home has at least 3 rooms',
    );
    expect(field(/Rooms open to veterans/)).toHaveAccessibleDescription(
      'Veterans share these Enter the rooms open to veterans',
    );
    const roomTypes = screen.getByRole('group', { name: /Room types offered/ });
    expect(roomTypes).toHaveAccessibleDescription('Choose the kinds of room the home offers');
    expect(field(/Base room rate/)).toHaveAccessibleDescription(
      'In dollars a month, for a room with a shared bath Enter the base room rate as a number',
    );
    expect(callsTo(fetchMock, POST)).toHaveLength(0);
  });

  it('lists a home, says an admin reviews it, and shows it in the list', async () => {
    const user = userEvent.setup();
    let homes = [HOME];
    const fetchMock = renderSection({
      [LIST]: () => ({ status: 200, body: homes }),
      [POST]: () => {
        homes = [WAITING_HOME, HOME];
        return { status: 201, body: WAITING_HOME };
      },
    });
    await openForm(user);
    await fillHome(user);
    await user.click(screen.getByRole('button', { name: 'List this home' }));
    expect(await screen.findByText('Co-living home sent for review')).toBeInTheDocument();
    expect(
      screen.getByText('An admin reviews 40 Oak Ave before we propose veterans for its rooms.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toEqual([
      {
        address: '12 Maple St',
        zipCode: '78701',
        totalRooms: 4,
        availableRooms: 3,
        bathrooms: 2,
        roomTypes: ['private_bath'],
        sharedSpaces: ['kitchen', 'laundry'],
        baseRoomRate: 850,
        utilitiesIncluded: false,
        wifiIncluded: true,
        parkingIncluded: false,
        accessible: false,
        allowsPets: false,
        smokingPolicy: 'outdoor_only',
        quietHours: { start: '22:00', end: '07:00' },
        hasYard: true,
        hasGarage: false,
        managementFeeMonthly: 0,
        description: '',
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'List a co-living home' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Co-living homes' });
    expect(await within(table).findByRole('rowheader', { name: /40 Oak Ave/ })).toBeInTheDocument();
  });

  it('says a home an admin lists is live at once', async () => {
    const user = userEvent.setup();
    renderSection({ [LIST]: { status: 200, body: [] }, [POST]: { status: 201, body: HOME } }, true);
    await openForm(user);
    await fillHome(user);
    await user.click(screen.getByRole('button', { name: 'List this home' }));
    expect(await screen.findByText('Co-living home listed')).toBeInTheDocument();
    expect(
      screen.getByText('12 Maple St is listed. We propose veterans for its rooms at the next household run.'),
    ).toBeInTheDocument();
  });

  it("keeps what was typed and puts the server's messages on the fields", async () => {
    const user = userEvent.setup();
    renderSection({
      [LIST]: { status: 200, body: [HOME] },
      [POST]: {
        status: 400,
        body: {
          message: 'Open at most as many rooms as the home has',
          issues: [
            { path: 'availableRooms', message: 'Open at most as many rooms as the home has' },
            { path: 'quietHours.start', message: 'Enter a time like 22:00' },
          ],
        },
      },
    });
    await openForm(user);
    await fillHome(user);
    await user.click(screen.getByRole('button', { name: 'List this home' }));
    expect(await screen.findByText("We couldn't list your home")).toBeInTheDocument();
    expect(screen.getByText('Check the fields marked in red.')).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/Rooms open to veterans/)).toHaveAccessibleDescription(
        'Veterans share these Open at most as many rooms as the home has',
      ),
    );
    expect(field(/Quiet hours start/)).toHaveAccessibleDescription('Enter a time like 22:00');
    expect(field(/Street address/)).toHaveValue('12 Maple St');
    expect(screen.getByRole('checkbox', { name: 'Private room with private bath' })).toBeChecked();
  });

  it('shows an error with a way to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSection({
      [LIST]: () =>
        fail ? { status: 500, body: { message: 'Something broke.' } } : { status: 200, body: [HOME] },
    });
    expect(await screen.findByText("We couldn't load your co-living homes")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Co-living homes' })).toBeInTheDocument();
  });
});
