export const LANDLORD_STEPS = [
  { id: 'assessment', title: 'Property Assessment Wizard', short: 'Assess' },
  { id: 'income', title: 'Vacancy Calculator & Income Estimator', short: 'Income' },
  { id: 'vault', title: 'Veteran-Ready Home Builder', short: 'Toolkit' },
  { id: 'listing', title: 'List Your Property', short: 'List' },
  { id: 'dashboard', title: 'Your Dashboard', short: 'Dashboard' },
] as const;

export type LandlordStep = (typeof LANDLORD_STEPS)[number]['id'];

export const stepIndex = (step: LandlordStep) => LANDLORD_STEPS.findIndex((s) => s.id === step);

/** The id of each step's h2, which gets focus when the step opens. */
export const stepHeadingId = (step: LandlordStep) => `landlord-step-${step}-heading`;
