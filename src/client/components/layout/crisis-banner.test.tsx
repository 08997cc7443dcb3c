import { render, screen, within } from '@testing-library/react';
import { CrisisBanner, CrisisMenuLinks } from './crisis-banner';

describe('CrisisBanner', () => {
  it('offers a call, a text and a chat with the Veterans Crisis Line and the homeless line, in a region that is not live', () => {
    render(<CrisisBanner />);
    const banner = screen.getByRole('region', { name: 'Crisis support' });
    expect(banner).not.toHaveAttribute('aria-live');
    expect(within(banner).queryByRole('status')).toBeNull();
    const links = within(banner).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:988',
      'sms:838255',
      'https://www.veteranscrisisline.net/get-help-now/chat/',
      'tel:+18774243838',
    ]);
    expect(within(banner).getByRole('link', { name: /Text 838255/ })).toBeInTheDocument();
  });

  it('lists the same lines in the phone menu, one per row', () => {
    render(<CrisisMenuLinks linkClassName="" />);
    const help = screen.getByRole('region', { name: 'Help right now' });
    expect(within(help).getAllByRole('listitem')).toHaveLength(4);
    expect(within(help).getByRole('link', { name: 'Chat with the Veterans Crisis Line' })).toHaveAttribute(
      'href',
      'https://www.veteranscrisisline.net/get-help-now/chat/',
    );
  });
});
