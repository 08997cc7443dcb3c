import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { routeFor } from './router';
import * as Pages from './routes';

describe('a page loaded ahead', () => {
  it('renders at once, without suspending, once preloaded (React.lazy would show the fallback first)', async () => {
    await Pages.TermsPage.preload();
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Pages.TermsPage />
      </Suspense>,
    );
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('shows the fallback while a page that was not loaded ahead loads', async () => {
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Pages.PrivacyPage />
      </Suspense>,
    );
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('routeFor', () => {
  it('picks the page as the Switch does: specific paths before /partner/:idOrSlug, the not-found page last', () => {
    expect(routeFor('/').page).toBe(Pages.HomePage);
    expect(routeFor('/partner/login').page).toBe(Pages.PartnerLoginPage);
    expect(routeFor('/partner/caseload/7').page).toBe(Pages.CaseloadVeteranPage);
    expect(routeFor('/partner/capital-region-veterans-alliance').page).toBe(Pages.PartnerPage);
    expect(routeFor('/network-partners').page).toBe(Pages.HousingPartnersPage);
    expect(routeFor('/no-such-page').page).toBe(Pages.NotFoundPage);
    expect(routeFor('/admin/co-living/households/9').props?.({ householdId: '9' })).toEqual({
      householdId: '9',
      audience: 'admin',
    });
  });
});
