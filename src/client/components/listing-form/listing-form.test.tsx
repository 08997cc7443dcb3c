import { Providers } from '@client/app/providers';
import LandlordListingPage from '@client/features/housing-intake/landlord-listing-page';
import { ListingStep } from '@client/features/landlords/listing-step';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { countOptions } from './listing-form-values';

const SIGNED_OUT = { status: 401, body: { message: 'Sign in to continue.' } };

/** The labels of the form's fields, in order, once the visitor's contact is shown. */
async function questions(): Promise<string[]> {
  const form = await screen.findByRole('form', { name: 'Property listing' });
  await within(form).findByLabelText(/Your name/);
  return [...form.querySelectorAll('label')].map((label) => label.textContent?.trim() ?? '');
}

describe('the one listing form', () => {
  it('asks the same questions on the /landlords wizard and on /landlord-listing', async () => {
    mockFetchRoutes({ 'GET /api/user/me': SIGNED_OUT });
    render(
      <Providers client={createQueryClient()}>
        <ListingStep onListed={() => {}} />
      </Providers>,
    );
    const wizard = await questions();
    cleanup();
    renderRoutes('/landlord-listing', <Route path="/landlord-listing" component={LandlordListingPage} />);
    const page = await questions();
    expect(page).toEqual(wizard);
    expect(wizard).toEqual([
      'Your name (required)',
      'Email (required)',
      'Phone',
      'Street address (required)',
      'ZIP code (required)',
      'Unit type',
      'Number of rooms',
      'Bathrooms',
      'Rent per room (required)',
      'Room type',
      'Available from',
      'Accepts VA benefits / HUD-VASH vouchers',
      'Accessible (wheelchair, no steps)',
      'Pets allowed',
      'Furnished',
      'Passed a housing inspection (HQS)',
      'Description',
    ]);
  });

  it('offers 1 to 5+ rooms, and a larger stored count when editing', () => {
    expect(countOptions(3).map((option) => option.label)).toEqual(['1', '2', '3', '4', '5+']);
    expect(countOptions(8).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '8']);
    expect(countOptions(2, 4).map((option) => option.label)).toEqual(['1', '2', '3', '4+']);
  });
});
