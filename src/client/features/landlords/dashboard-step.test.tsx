import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { LISTING_SUMMARY_PATH, type ListingSummary, ZListingSummary } from '@shared/contracts/landlord-tools';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardStep } from './dashboard-step';

function renderStep(listingIds: string[]) {
  render(
    <Providers client={createQueryClient()}>
      <DashboardStep income={null} listingIds={listingIds} onNext={vi.fn()} />
    </Providers>,
  );
}

/** The figure a card shows for `label` (the value comes first in the card, the label after it). */
const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;

describe('the landlord steps dashboard', () => {
  it('invents no figures before a listing: no matches or readiness, the income by the program rule', () => {
    renderStep([]);
    expect(figure('Veteran matches')).toBe('Not yet');
    expect(figure('Listing checklist')).toBe('Not yet');
    expect(figure('Estimated monthly income')).toBe('$3,600');
    expect(screen.getByText(/Typical for 3 bedrooms: 3 veteran tenants × \$1,200/)).toBeInTheDocument();
    expect(screen.queryByText('12')).not.toBeInTheDocument();
  });

  it("shows the listings' own counted figures once there are some", async () => {
    const summary: ListingSummary = ZListingSummary.parse({
      listings: 1,
      veteranMatches: 4,
      listedMonthlyIncome: 4400,
      listedRooms: 4,
      readinessPercent: 60,
      readinessItems: [{ label: 'Accepts HUD-VASH vouchers', met: true }],
    });
    mockFetchRoutes({ [`GET ${LISTING_SUMMARY_PATH}`]: { status: 200, body: summary } });
    renderStep(['home-1']);
    expect(
      await screen.findByText('Listing checklist: what veterans and case workers look for'),
    ).toBeInTheDocument();
    expect(figure('Veteran matches')).toBe('4');
    expect(figure('Listing checklist')).toBe('60%');
    // the listing just made, not the income step's estimate or the program's typical home
    expect(figure('Monthly income at your rents')).toBe('$4,400');
    expect(
      screen.getByText('From the listing you made: 4 rooms let at the rent you set'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Estimated monthly income')).toBeNull();
  });
});
