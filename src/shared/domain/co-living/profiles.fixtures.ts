import fc from 'fast-check';
import type { CoLivingHomeProfile, CoLivingProfile, QuietHours } from './profiles';
import {
  CLEANLINESS_LEVELS,
  CO_LIVING_ROOM_TYPES,
  CONFLICT_STYLES,
  DEFAULT_QUIET_HOURS,
  DRINKING_PREFERENCES,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
  SMOKING_PREFERENCES,
  SOCIAL_LEVELS,
} from './vocabulary';

/** An applicant who gets on with almost anyone; tests change the answers they are about. */
export function profile(overrides: Partial<CoLivingProfile> = {}): CoLivingProfile {
  return {
    id: 'a',
    serviceBranch: 'army',
    preferredServiceEra: 'post_911',
    socialLevel: 'moderate',
    cleanliness: 'moderate',
    smokingPreference: 'non_smoking',
    drinkingPreference: 'no_preference',
    conflictResolutionStyle: 'direct',
    quietHours: { ...DEFAULT_QUIET_HOURS },
    hasPets: false,
    hasServiceAnimal: false,
    maxRoomBudgetCents: 70_000,
    totalVerifiedMonthlyIncomeCents: 300_000,
    preferredRoomType: 'shared_bath',
    accessibilityNeeds: false,
    interestInCommunityActivities: true,
    willingToOrganizeEvents: false,
    previousSharedLivingExperience: true,
    ...overrides,
  };
}

/** A home that takes the default profile. */
export function home(overrides: Partial<CoLivingHomeProfile> = {}): CoLivingHomeProfile {
  return {
    baseRoomRateCents: 65_000,
    roomTypes: ['shared_bath', 'private_bath'],
    accessible: false,
    allowsPets: false,
    smokingPolicy: 'non_smoking',
    quietHours: { ...DEFAULT_QUIET_HOURS },
    ...overrides,
  };
}

const clockArb = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const quietHoursArb: fc.Arbitrary<QuietHours> = fc.oneof(
  fc.constant({ ...DEFAULT_QUIET_HOURS }),
  fc.record({ start: clockArb, end: clockArb }),
);
const centsArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 30_000, max: 200_000 }),
  fc.integer({ min: 0, max: 2_000_000 }),
);

export const profileArb: fc.Arbitrary<CoLivingProfile> = fc.record({
  id: fc.uuid(),
  serviceBranch: fc.constantFrom(...SERVICE_BRANCHES),
  preferredServiceEra: fc.constantFrom(...SERVICE_ERAS),
  socialLevel: fc.constantFrom(...SOCIAL_LEVELS),
  cleanliness: fc.constantFrom(...CLEANLINESS_LEVELS),
  smokingPreference: fc.constantFrom(...SMOKING_PREFERENCES),
  drinkingPreference: fc.constantFrom(...DRINKING_PREFERENCES),
  conflictResolutionStyle: fc.constantFrom(...CONFLICT_STYLES),
  quietHours: quietHoursArb,
  hasPets: fc.boolean(),
  hasServiceAnimal: fc.boolean(),
  maxRoomBudgetCents: centsArb,
  totalVerifiedMonthlyIncomeCents: centsArb,
  preferredRoomType: fc.constantFrom(...CO_LIVING_ROOM_TYPES),
  accessibilityNeeds: fc.boolean(),
  interestInCommunityActivities: fc.boolean(),
  willingToOrganizeEvents: fc.boolean(),
  previousSharedLivingExperience: fc.boolean(),
});

export const homeArb: fc.Arbitrary<CoLivingHomeProfile> = fc.record({
  baseRoomRateCents: centsArb,
  roomTypes: fc.subarray([...CO_LIVING_ROOM_TYPES]),
  accessible: fc.boolean(),
  allowsPets: fc.boolean(),
  smokingPolicy: fc.constantFrom(...SMOKING_PREFERENCES),
  quietHours: quietHoursArb,
});
