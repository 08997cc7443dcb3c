import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoLivingHouseholdsSection } from './co-living-households-section';

const LIST = 'GET /api/landlord/co-living-households';

function renderSection(body: object[]) {
  mockFetchRoutes({ [LIST]: { status: 200, body } });
  return render(
    <Providers client={createQueryClient()}>
      <CoLivingHouseholdsSection userId="u-1" />
    </Providers>,
  );
}

describe('CoLivingHouseholdsSection', () => {
  it('shows each household in the landlord’s homes: first names and the trial dates', async () => {
    renderSection([
      {
        id: 'h-1',
        householdName: 'Maple House, Albany',
        address: '12 Maple St, Albany, NY',
        status: 'trial',
        trialStartedAt: '2026-12-01T12:00:00.000Z',
        trialEndsAt: '2027-01-30T12:00:00.000Z',
        firstNames: ['Dana', 'Lee', 'Sam'],
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Co-living households in your homes' });
    const card = within(section).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Maple House, Albany' })).toBeInTheDocument();
    expect(within(card).getByText('Dana, Lee and Sam')).toBeInTheDocument();
    expect(within(card).getByText('On trial')).toBeInTheDocument();
    expect(within(card).getByText(/^Trial: /)).toHaveTextContent(/Dec.* 1, 2026 to .*Jan.* 30, 2027/);
  });

  it('shows nothing when the landlord hosts no household', async () => {
    renderSection([]);
    await waitFor(() =>
      expect(screen.queryByText('Loading co-living households...')).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('heading', { name: 'Co-living households in your homes' }),
    ).not.toBeInTheDocument();
  });
});
