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

/** The step before this one, for the Back button; none before the first. */
export function previousStep(step: LandlordStep): (typeof LANDLORD_STEPS)[number] | undefined {
  return LANDLORD_STEPS[stepIndex(step) - 1];
}

/** `/landlords?step=listing` opens that step (the dashboard's "Add New Property"); anything else, the first. */
export function stepFromQuery(search: string): LandlordStep {
  const asked = new URLSearchParams(search).get('step');
  return LANDLORD_STEPS.find((s) => s.id === asked)?.id ?? 'assessment';
}
