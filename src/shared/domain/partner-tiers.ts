/**
 * Integration tiers with their priority (spec 2, section 4); 1 is the default and lowest. They set what a partner's
 * account may do (CSV export from tier 2), so they are named for the access they give: the names 'Bronze Partner' to
 * 'Impact Champion' belong to the placement tier alone, the one tier an organisation shows everywhere (decision 0024).
 */
export const INTEGRATION_TIERS = [
  { level: 1, key: 'bronze', label: 'Basic access' },
  { level: 2, key: 'green', label: 'Standard access' },
  { level: 3, key: 'teal', label: 'Extended access' },
  { level: 4, key: 'plum', label: 'Advanced access' },
  { level: 5, key: 'impact-champion', label: 'Priority access' },
] as const;
export type IntegrationTierKey = (typeof INTEGRATION_TIERS)[number]['key'];
export const MIN_INTEGRATION_TIER = 1;
export const MAX_INTEGRATION_TIER = 5;

export function integrationTier(level: number) {
  const clamped = Math.min(MAX_INTEGRATION_TIER, Math.max(MIN_INTEGRATION_TIER, Math.trunc(level)));
  // biome-ignore lint/style/noNonNullAssertion: clamped into the table's range
  return INTEGRATION_TIERS[clamped - 1]!;
}

/** "Tier 2: Standard access": how every screen names an integration tier. */
export const integrationTierText = (level: number) => {
  const tier = integrationTier(level);
  return `Tier ${tier.level}: ${tier.label}`;
};

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

/** How each service category reads: on cards and profiles, and as the service's name in the HSDS feed. */
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  housing: 'Housing Services',
  mental_health: 'Mental Health',
  legal: 'Legal Aid',
  healthcare: 'Healthcare and Emergency',
  benefits: 'Benefits Navigation',
  employment: 'Employment',
  education: 'Education',
  general: 'General Support',
};
