/** Which form brought a veteran in. One veteran record serves them all (one person, one record). */
export const VETERAN_SOURCES = [
  'bulk_intake',
  'housing_assessment',
  'housing_intake',
  'co_living',
  'referral',
  'seed',
] as const;
export type VeteranSource = (typeof VETERAN_SOURCES)[number];

/** Veterans waiting in the housing queue (the engine and the housing dashboard): case managers' intakes. */
export const HOUSING_QUEUE_SOURCES = [
  'housing_intake',
  'bulk_intake',
  'seed',
] as const satisfies readonly VeteranSource[];

export const isInHousingQueue = (source: string): boolean =>
  (HOUSING_QUEUE_SOURCES as readonly string[]).includes(source);

/**
 * The source a known veteran keeps when another form brings them in again: a case manager's intake puts
 * them in the housing queue, and nothing takes them out of it.
 */
export function mergedSource(current: VeteranSource, incoming: VeteranSource): VeteranSource {
  return !isInHousingQueue(current) && isInHousingQueue(incoming) ? incoming : current;
}

/** Fields that identify the same person across forms: phone digits, email, or name and ZIP. */
export interface VeteranIdentity {
  name: string | null;
  phone: string | null;
  email: string | null;
  zipCode: string;
}

/** The first five digits of a ZIP (ZIP+4 and 5-digit ZIPs name the same area). */
export const zip5 = (zipCode: string) => zipCode.trim().slice(0, 5);

/** Names compared without case or repeated spaces: 'Jane  DOE' is 'jane doe'. */
export const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
