import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('offers every sign-in, landlords included, and this year in the copyright line', () => {
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <SiteFooter />
      </Router>,
    );
    const landlords = screen.getByRole('navigation', { name: 'For landlords' });
    expect(within(landlords).getByRole('link', { name: 'Landlord Login' })).toHaveAttribute(
      'href',
      '/landlord/login',
    );
    const partners = screen.getByRole('navigation', { name: 'For partners' });
    expect(within(partners).getByRole('link', { name: 'Partner Login' })).toHaveAttribute(
      'href',
      '/partner/login',
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Veterans Housing Marketplace. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
