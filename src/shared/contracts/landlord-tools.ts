import { ROOM_RENT_SOURCES } from '@shared/domain/income-estimate';
import { OWNERSHIP_TYPES } from '@shared/domain/property-score';
import { z } from 'zod';
import { textRule, zipCode } from './common';

export const PROPERTY_SCORE_PATH = '/api/property-score';
export const INCOME_CALCULATOR_PATH = '/api/income-calculator';
/** The free VA Property Checklist, a PDF to download (public). */
export const VA_PROPERTY_CHECKLIST_PATH = '/api/resources/va-property-checklist.pdf';
export const LISTING_SUMMARY_PATH = '/api/properties/summary';
export const MAX_SUMMARY_IDS = 20;

/** Each field's own message: it names the field and what to do (issue 37, in place of 'Please fill in all fields'). */
export const ASSESSMENT_MESSAGES = {
  zipCode: 'Enter the ZIP code of the home',
  bedrooms: 'Choose how many bedrooms the home has',
  ownershipType: 'Choose how you own the home',
} as const;
export const INCOME_MESSAGES = {
  rent: 'Enter the monthly rent the home earns now, in dollars',
  vacancyMonths: 'Enter how many months the home has stood empty',
} as const;

const bedrooms = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .int({ error: 'Enter a whole number of bedrooms' })
    .min(1, { error: requiredMessage })
    .max(50, { error: 'Use at most 50 bedrooms' });

/** POST /api/property-score. */
export const ZPropertyScoreInput = z.strictObject({
  zipCode: zipCode(ASSESSMENT_MESSAGES.zipCode),
  bedrooms: bedrooms(ASSESSMENT_MESSAGES.bedrooms),
  ownershipType: z.enum(OWNERSHIP_TYPES, { error: ASSESSMENT_MESSAGES.ownershipType }),
});
export type PropertyScoreInput = z.infer<typeof ZPropertyScoreInput>;

export const ZPropertyScoreFactor = z.object({
  label: z.string(),
  points: z.number().int(),
  maxPoints: z.number().int(),
  detail: z.string(),
});

export const ZPropertyScoreResult = z.object({
  score: z.number().int(),
  maxScore: z.literal(10),
  factors: z.array(ZPropertyScoreFactor),
});
export type PropertyScoreResult = z.infer<typeof ZPropertyScoreResult>;

/** POST /api/income-calculator. Whole dollars; the page turns an invalid number into 0. */
export const ZIncomeEstimateInput = z.strictObject({
  rent: z
    .number({ error: INCOME_MESSAGES.rent })
    .int({ error: 'Enter the rent in whole dollars' })
    .min(1, { error: INCOME_MESSAGES.rent })
    .max(100_000, { error: 'Rent must be at most $100,000' }),
  vacancyMonths: z
    .number({ error: INCOME_MESSAGES.vacancyMonths })
    .int({ error: 'Enter whole months' })
    .min(1, { error: INCOME_MESSAGES.vacancyMonths })
    .max(120, { error: 'Use at most 120 months' }),
  /** From the assessment step when the landlord did it; otherwise 3. */
  bedrooms: bedrooms('Enter the number of bedrooms').optional(),
  /** The home's ZIP code, from the assessment: rooms listed near it set the room rent (income-estimate.ts). */
  zipCode: zipCode('Enter the ZIP code of the home').optional(),
});
export type IncomeEstimateInput = z.infer<typeof ZIncomeEstimateInput>;

export const ZIncomeEstimateResult = z.object({
  vacancyLoss: z.number(),
  estimatedIncome: z.number(),
  monthlyIncome: z.number(),
  tenants: z.number().int(),
  roomRent: z.number(),
  /** Where roomRent comes from: the homes with rooms listed within 25 miles (how many), or the program rent. */
  roomRentSource: z.enum(ROOM_RENT_SOURCES),
  nearbyHomes: z.number().int(),
});
export type IncomeEstimateResult = z.infer<typeof ZIncomeEstimateResult>;

const TOO_MANY_IDS = `Ask for at most ${MAX_SUMMARY_IDS} listings at a time`;

/** Distinct, non-empty ids from a comma-separated list. */
export const splitIds = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

/** GET /api/properties/summary?ids=a,b,c: the landlord dashboard for listings made in this browser. */
export const ZListingSummaryQuery = z.strictObject({
  ids: z
    .string()
    .max(4000, { error: TOO_MANY_IDS })
    .check(textRule)
    .refine((value) => splitIds(value).length <= MAX_SUMMARY_IDS, { error: TOO_MANY_IDS })
    .default(''),
});

export const ZListingSummary = z.object({
  /** How many of the asked ids are listings we know. */
  listings: z.number().int(),
  /** Distinct veterans the matching engine would propose one of these listings to, or already matched to one. */
  veteranMatches: z.number().int(),
  /** What the listings earn a month at their own rents, whole dollars (income-estimate.ts). */
  listedMonthlyIncome: z.number().int(),
  /** The rooms those rents are for (a whole-unit rent counts its rooms too). */
  listedRooms: z.number().int(),
  /** Share of the readiness items met, over all listings (0-100). */
  readinessPercent: z.number().int(),
  /** Each item is met when every listing meets it. */
  readinessItems: z.array(z.object({ label: z.string(), met: z.boolean() })),
});
export type ListingSummary = z.infer<typeof ZListingSummary>;

/** The ids query value from a list of listing ids (the newest MAX_SUMMARY_IDS). */
export const summaryIdsParam = (ids: readonly string[]) => ids.slice(-MAX_SUMMARY_IDS).join(',');
