import { TEST_PUBLIC_URL } from '@server/test/mail.fixtures';

/** A complete application; `change` replaces or adds fields. */
export const application = (change: Record<string, unknown> = {}) => ({
  name: 'Jordan Realtor',
  company: 'Capital Region Homes',
  license: 'NY-10401234',
  email: 'Jordan.Realtor@Example.com',
  phone: '518-555-0142',
  specialization: 'rental-properties',
  experience: '6-10',
  serviceArea: 'Albany and Schenectady counties',
  portfolioSize: '11-25',
  referralCapacity: '6-10',
  ...change,
});

/** The set-password link of an approval email (its token in group 1). */
export const LINK = new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`);
