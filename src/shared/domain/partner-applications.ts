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

/** The choices in words, as the form and the admin's review show them. */
export const PARTNER_SPECIALIZATION_LABELS: Record<PartnerSpecialization, string> = {
  'residential-sales': 'Residential sales',
  'rental-properties': 'Rental properties',
  'property-management': 'Property management',
  'investment-properties': 'Investment properties',
  'commercial-real-estate': 'Commercial real estate',
};
export type PartnerExperience = (typeof PARTNER_EXPERIENCE)[number];
export const PARTNER_EXPERIENCE_LABELS: Record<PartnerExperience, string> = {
  '1-2': '1 to 2 years',
  '3-5': '3 to 5 years',
  '6-10': '6 to 10 years',
  '10+': 'More than 10 years',
};
export type PartnerPortfolioSize = (typeof PARTNER_PORTFOLIO_SIZES)[number];
export const PARTNER_PORTFOLIO_LABELS: Record<PartnerPortfolioSize, string> = {
  '1-10': '1 to 10 properties',
  '11-25': '11 to 25 properties',
  '26-50': '26 to 50 properties',
  '50+': 'More than 50 properties',
};
export type PartnerReferralCapacity = (typeof PARTNER_REFERRAL_CAPACITIES)[number];
export const PARTNER_CAPACITY_LABELS: Record<PartnerReferralCapacity, string> = {
  '1-5': '1 to 5 veterans',
  '6-10': '6 to 10 veterans',
  '11-20': '11 to 20 veterans',
  '20+': 'More than 20 veterans',
};

export const PARTNER_APPLICATION_STATUS_LABELS: Record<PartnerApplicationStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
};

/** The spec's promises on the page (spec 2, sections 1 and 9). */
export const PARTNER_REVIEW_HOURS = 48;
export const PARTNER_COMMISSION_RANGE = '3-6%';
/** Veterans referred to housing partners have at least this much in monthly benefits (dollars). */
export const PARTNER_VETERAN_MIN_MONTHLY_BENEFITS = 2000;

/** The reference an applicant quotes: PA- and the first 8 characters of the application's id. */
export const partnerApplicationReference = (id: string): string =>
  `PA-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
