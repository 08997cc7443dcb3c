import { render, screen, within } from '@testing-library/react';
import { CrisisBanner } from './crisis-banner';

describe('CrisisBanner', () => {
  it('offers both crisis lines as phone links, in a landmark that is not a live region', () => {
    render(<CrisisBanner />);
    const banner = screen.getByRole('complementary', { name: 'Crisis support' });
    expect(banner).not.toHaveAttribute('aria-live');
    expect(within(banner).queryByRole('status')).toBeNull();
    expect(
      within(banner).getByRole('link', { name: 'Veterans Crisis Line: dial 988 then press 1' }),
    ).toHaveAttribute('href', 'tel:988');
    expect(within(banner).getByRole('link', { name: 'Homeless veterans: 877-424-3838' })).toHaveAttribute(
      'href',
      'tel:+18774243838',
    );
  });
});
