import { createQueryClient } from '@client/lib/query-client';
import { LANDLORD_CONFIRM_ROUTE } from '@shared/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from './providers';

// page chunks load lazily; give them time on a busy test machine
const SLOW = { timeout: 10_000 };

import { AppRouter, LANDLORD_CONFIRM_PATH } from './router';

function renderAt(path: string, client: QueryClient | undefined = createQueryClient()) {
  const { hook } = memoryLocation({ path });
  render(
    <Providers client={client}>
      <Router hook={hook}>
        <AppRouter />
      </Router>
    </Providers>,
  );
}

describe('AppRouter', () => {
  it('shows the not-found page for an unknown route', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('loads a page lazily', async () => {
    renderAt('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, SLOW),
    ).toBeInTheDocument();
  });

  it('opens the housing-partner application at /housing-partners and /network-partners', async () => {
    for (const path of ['/housing-partners', '/network-partners']) {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Become a Housing Partner' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Housing partner application' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('opens the co-living application', async () => {
    renderAt('/co-living-intake');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Co-Living Application' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Co-living application' })).toBeInTheDocument();
  });

  it('keeps /partner/login apart from /partner/:slug', async () => {
    renderAt('/partner/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Login' }, SLOW)).toBeInTheDocument();
  });

  it('serves the landlord confirmation at the path the emails link to', () => {
    expect(LANDLORD_CONFIRM_PATH).toBe(LANDLORD_CONFIRM_ROUTE);
  });

  it('shows the static pages without a query client, and gives the pages that read the API the app client', async () => {
    const staticPaths = ['/', '/pricing', '/income-calculator', '/legal-resources', '/success-stories'];
    for (const path of [
      ...staticPaths,
      '/benefits-guide',
      '/community',
      '/help',
      '/privacy',
      '/terms',
      '/no-such-page',
    ]) {
      renderAt(path, undefined);
      const heading = await screen.findByRole('heading', { level: 1 }, SLOW);
      expect(heading).not.toHaveTextContent('Something went wrong');
      cleanup();
    }
    renderAt('/partner/login', undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Login' }, SLOW)).toBeInTheDocument();
  });
});
