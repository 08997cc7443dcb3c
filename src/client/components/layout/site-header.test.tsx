import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteHeader } from './site-header';

function renderHeader(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SiteHeader />
    </Router>,
  );
  return location;
}

describe('SiteHeader', () => {
  it('shows the main navigation links and the logo link home', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['For Landlords', 'For Veterans', 'Our Network', 'Support', 'Pricing', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Veterans Housing Marketplace home/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('toggles the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const location = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'For Veterans' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(location.history.at(-1)).toBe('/veterans');
  });

  it('Get Started away from home goes to the role selection on the home page', async () => {
    const user = userEvent.setup();
    const location = renderHeader('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Get Started' }));
    expect(location.history.at(-1)).toBe('/#role-selection');
  });
});
