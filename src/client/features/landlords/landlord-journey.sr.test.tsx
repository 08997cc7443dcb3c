import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { heard, markHeard, moveTo, startReading, waitToHear } from '@client/test/screen-reader.fixtures';
import { virtual } from '@guidepup/virtual-screen-reader';
import { ZUserView } from '@shared/contracts/auth';
import { ZListingSummary } from '@shared/contracts/landlord-tools';
import { ZPropertyView } from '@shared/contracts/properties';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import LandlordsPage from './landlords-page';

const NEEDED: Record<string, string> = {
  'Street address': 'Enter the street address of the home',
  'ZIP code': 'Enter the ZIP code of the home',
  'Rent per room': 'Enter the monthly rent of one room, in dollars',
};
// the bodies go through the shared contracts, so a contract change breaks this journey instead of passing it
const LANDLORD = ZUserView.parse({
  id: 'u-1',
  username: 'pat@example.com',
  role: 'landlord',
  displayName: 'Pat Landlord',
});
const LISTED = ZPropertyView.parse({
  id: '0b7c1d7e-8a6f-4a57-9a43-6f2b8f1b2c3d',
  address: '12 Union St',
  city: 'Schenectady',
  state: 'NY',
  zipCode: '12345',
  roomCount: 3,
  roomType: 'private',
  rentPerRoom: 950,
  acceptsVA: false,
  furnished: false,
  inspected: false,
  accessible: false,
  allowsPets: false,
  description: '',
  status: 'pending',
  badges: [],
  createdAt: '2025-01-28T12:00:00.000Z',
});
const SUMMARY = ZListingSummary.parse({
  listings: 1,
  veteranMatches: 0,
  listedMonthlyIncome: 3000,
  listedRooms: 3,
  readinessPercent: 50,
  readinessItems: [{ label: 'Accepts VA benefits', met: false }],
});

beforeEach(() => localStorage.clear());
afterEach(() => virtual.stop());

describe('Landlord journey with a screen reader', () => {
  it('hears what is missing through the error summary, then hears the listing is in', {
    timeout: 90_000,
  }, async () => {
    const fetchMock = mockFetchRoutes({
      'GET /api/user/me': { status: 200, body: LANDLORD },
      'POST /api/properties': { status: 201, body: LISTED },
      'GET /api/properties/summary': { status: 200, body: SUMMARY },
    });
    renderRoutes('/landlords?step=listing', <Route path="/landlords" component={LandlordsPage} />);
    // signed in, so the form asks about the home only
    await screen.findByText("You're listing as Pat Landlord.");
    await startReading();

    // the required fields, heard with their required state
    expect(await moveTo('form, Property listing')).toBe('form, Property listing');
    expect(await moveTo('textbox, Street address')).toBe('textbox, Street address(required), required');
    expect(await moveTo('textbox, ZIP code')).toBe('textbox, ZIP code(required), 5 digits, required');
    expect(await moveTo('textbox, Rent per room')).toBe(
      'textbox, Rent per room(required), Monthly, in whole dollars, required',
    );

    // an empty submit: focus on the summary, which names each field to fix
    await moveTo('button, Submit Listing');
    await markHeard();
    await virtual.act();
    await waitToHear('heading, There are 3 problems with this form, level 2');
    await markHeard();
    await moveTo('end of alert');
    const summary = await heard();
    for (const field of ['Street address', 'ZIP code', 'Rent per room'])
      expect(summary).toContain(`link, ${field}: ${NEEDED[field]}`);
    expect(callsTo(fetchMock, 'POST /api/properties')).toHaveLength(0);

    // a summary link takes the reader to its field, heard with its message
    await virtual.perform(virtual.commands.moveToPreviousLink);
    await virtual.perform(virtual.commands.moveToPreviousLink);
    await virtual.perform(virtual.commands.moveToPreviousLink);
    expect(await virtual.lastSpokenPhrase()).toBe(`link, Street address: ${NEEDED['Street address']}`);
    await markHeard();
    await virtual.act();
    await waitToHear(`textbox, Street address(required), ${NEEDED['Street address']}, invalid, required`);

    await virtual.type('12 Union St');
    await moveTo('textbox, ZIP code');
    await virtual.type('12345');
    await moveTo('textbox, Rent per room');
    await virtual.type('950');
    await moveTo('button, Submit Listing');
    await markHeard();
    await virtual.act();

    // listed: the spec's toast is announced and the reader is taken to the dashboard step
    await waitToHear('assertive: Your listing will be reviewed and published shortly.');
    expect(await heard()).toContain('assertive: Success!');
    await waitToHear('heading, Your Dashboard, level 2');
    expect(callsTo(fetchMock, 'POST /api/properties')).toEqual([
      expect.objectContaining({ address: '12 Union St', zipCode: '12345', rentPerRoom: 950 }),
    ]);
  });
});
