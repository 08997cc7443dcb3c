import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The one link with this accessible name goes to `href`. */
export function expectLinkTo(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}
