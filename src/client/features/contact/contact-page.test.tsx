import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ContactPage from './contact-page';

function renderPage(search: string) {
  const location = memoryLocation({ path: '/contact', searchPath: search });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ContactPage />
      </Router>
    </Providers>,
  );
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="vhm-support"]')) meta.remove();
});

/** What the server writes into index.html for a deployment with this support contact. */
function supportContact(phone: string | null) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="vhm-support-email" content="help@example.org">${phone ? `<meta name="vhm-support-phone" content="${phone}">` : ''}`,
  );
}

describe('ContactPage', () => {
  it('fills in the subject for the paid plan you chose and explains how it is set up', () => {
    renderPage('plan=Community%20Partnership');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Community Partnership plan');
    expect(screen.getByText('You chose the Community Partnership plan')).toBeInTheDocument();
    expect(screen.getByText(/\$250 per successful placement/)).toBeInTheDocument();
  });

  it('ignores a plan it does not know', () => {
    renderPage('plan=Gold');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it('does not treat a free plan as a purchase', () => {
    renderPage('plan=VSO%20Resources');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.queryByText(/You chose the/)).not.toBeInTheDocument();
  });

  it("shows the deployment's support contacts, business hours, role addresses and the urgent help lines", async () => {
    supportContact('(518) 555-0142');
    renderPage('');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: '518-555-0142' })).toHaveAttribute('href', 'tel:+15185550142');
    for (const address of ['veterans', 'landlords', 'partners']) {
      expect(screen.getByRole('link', { name: `${address}@example.org` })).toBeInTheDocument();
    }
    expect(screen.getByText('Monday to Friday')).toBeInTheDocument();
    expect(screen.getByText('8 a.m. to 6 p.m. Eastern')).toBeInTheDocument();
    expect(screen.getByText('9 a.m. to 2 p.m. Eastern')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '877-424-3838' })).toHaveAttribute('href', 'tel:+18774243838');
    expect(screen.getByRole('link', { name: 'dial 988, then press 1' })).toHaveAttribute('href', 'tel:988');
  });

  it('offers no phone when the deployment has no support line', async () => {
    supportContact(null);
    renderPage('');
    await screen.findByRole('link', { name: 'help@example.org' });
    expect(screen.queryByText('Phone:')).not.toBeInTheDocument();
  });
});
