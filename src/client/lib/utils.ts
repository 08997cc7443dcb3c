import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts (no tailwind-merge: 9 kB on every page, decision 0022): a
 * component offers a variant or prop for what callers change, and the client tests fail on an element whose
 * classes set the same thing twice (src/client/test/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
