/** Housing-partner applications (/housing-partners): the spec's choice lists and the review's statuses. */
export const PARTNER_SPECIALIZATIONS = [
  'residential-sales',
  'rental-properties',
  'property-management',
  'investment-properties',
  'commercial-real-estate',
] as const;
export type PartnerSpecialization = (typeof PARTNER_SPECIALIZATIONS)[number];

export const PARTNER_EXPERIENCE = ['1-2', '3-5', '6-10', '10+'] as const;
export const PARTNER_PORTFOLIO_SIZES = ['1-10', '11-25', '26-50', '50+'] as const;
export const PARTNER_REFERRAL_CAPACITIES = ['1-5', '6-10', '11-20', '20+'] as const;

/** pending until an admin decides; approved invites the professional to a landlord-side account */
export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];
