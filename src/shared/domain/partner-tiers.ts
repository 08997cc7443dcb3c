/** Integration tiers with their priority (spec 2, section 4); 1 is the default and lowest. */
export const INTEGRATION_TIERS = [
  { level: 1, key: 'bronze', label: 'Bronze Partner' },
  { level: 2, key: 'green', label: 'Green Partner' },
  { level: 3, key: 'teal', label: 'Teal Partner' },
  { level: 4, key: 'plum', label: 'Plum Partner' },
  { level: 5, key: 'impact-champion', label: 'Impact Champion' },
] as const;
export type IntegrationTierKey = (typeof INTEGRATION_TIERS)[number]['key'];
export const MIN_INTEGRATION_TIER = 1;
export const MAX_INTEGRATION_TIER = 5;

export function integrationTier(level: number) {
  const clamped = Math.min(MAX_INTEGRATION_TIER, Math.max(MIN_INTEGRATION_TIER, Math.trunc(level)));
  // biome-ignore lint/style/noNonNullAssertion: clamped into the table's range
  return INTEGRATION_TIERS[clamped - 1]!;
}

/** Service categories an organisation offers (spec 2, section 3). */
export const SERVICE_CATEGORIES = [
  'housing',
  'legal',
  'mental_health',
  'employment',
  'education',
  'healthcare',
  'benefits',
  'general',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
