import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink, phoneText, telHref } from './phone-link';

describe('PhoneLink', () => {
  it('shows stored digits as people read them and dials them with the country code', () => {
    render(<PhoneLink phone="5185550142" />);
    const link = screen.getByRole('link', { name: '518-555-0142' });
    expect(link).toHaveAttribute('href', 'tel:+15185550142');
  });

  it('reads a number as it was written, with or without the country code', () => {
    expect(telHref('(518) 555-0142')).toBe('tel:+15185550142');
    expect(telHref('+1 518 555 0142')).toBe('tel:+15185550142');
    expect(phoneText('1-518-555-0142')).toBe('518-555-0142');
  });

  it('keeps a number that is not a US one as written and still links it', () => {
    render(<PhoneLink phone="+44 20 7946 0958" />);
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });

  it('says there is no number instead of an empty link', () => {
    const { rerender } = render(<PhoneLink phone={null} />);
    expect(screen.getByText('Not given')).toBeInTheDocument();
    rerender(<PhoneLink phone="  " fallback="Not on record" />);
    expect(screen.getByText('Not on record')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
