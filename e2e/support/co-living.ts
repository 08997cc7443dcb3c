import type { Page } from 'playwright-core';

/** The answers compatible co-living housemates share (the form's own test covers every field). */
export const COMPATIBLE_ANSWERS = {
  hasDisabilityBenefits: true,
  hasSocialSecurityBenefits: true,
  monthlyDisabilityIncome: 1400,
  monthlySocialSecurityIncome: 900,
  preferredServiceEra: 'post_911',
  socialLevel: 'moderate',
  cleanliness: 'very_clean',
  smokingPreference: 'non_smoking',
  drinkingPreference: 'social_drinking',
  conflictResolutionStyle: 'direct',
  maxRoomBudget: 800,
  preferredRoomType: 'shared_bath',
} as const;

/** A three-room co-living home at `address` in `zipCode`, as a landlord lists it. */
export const coLivingHome = (address: string, zipCode: string) => ({
  address,
  zipCode,
  totalRooms: 3,
  availableRooms: 3,
  bathrooms: 2,
  roomTypes: ['shared_bath'],
  sharedSpaces: ['kitchen', 'living_room'],
  baseRoomRate: 600,
  utilitiesIncluded: true,
  wifiIncluded: true,
});

/** Waits for a toast with exactly `text`. */
export const waitForToast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .waitFor();
