import { createQueryClient } from '@client/lib/query-client';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from './providers';

// page chunks load lazily; give them time on a busy test machine
const SLOW = { timeout: 10_000 };

import { AppRouter } from './router';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Providers client={createQueryClient()}>
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
});
