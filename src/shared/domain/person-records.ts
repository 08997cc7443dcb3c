/** The records that keep one person one record (decision 0030): intake reports, duplicate pairs, merges. */

/** The forms that take a person, each kept as its own intake report. */
export const INTAKE_KINDS = [
  'housing_intake',
  'bulk_intake',
  'referral',
  'match_request',
  'co_living_application',
  'seed',
] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

export const INTAKE_KIND_LABELS: Record<IntakeKind, string> = {
  housing_intake: 'Housing intake',
  bulk_intake: 'Bulk intake',
  referral: 'Referral',
  match_request: 'Request Match',
  co_living_application: 'Co-living application',
  seed: 'Demo data',
};

/** What an intake said about the person, as it said it (phone as digits, email in lower case). */
export interface IntakeReported {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  zipCode?: string | null;
  dischargeStatus?: string | null;
  hasVoucher?: boolean;
  giBill?: boolean;
  disability?: boolean;
  employment?: boolean;
  requiresAccessibility?: boolean;
  hasPet?: boolean;
  urgency?: string;
  maxRentCents?: number | null;
  caseManagerEmail?: string | null;
  additionalNotes?: string | null;
}

/** open: waiting for an admin; merged: "same person"; dismissed: "different people", never flagged again. */
export const DUPLICATE_PAIR_STATUSES = ['open', 'merged', 'dismissed'] as const;
export type DuplicatePairStatus = (typeof DUPLICATE_PAIR_STATUSES)[number];

/**
 * A row as JSON, as PostgreSQL writes it (`to_jsonb(row)`: column names as in the database, timestamps to the
 * microsecond), kept so a merge can be undone exactly (`jsonb_populate_record` reads it back).
 */
export type StoredRow = Record<string, unknown>;

/** Everything a merge changed: both people as they were and the ids of each record moved to the survivor. */
export interface MergeBeforeImage {
  survivor: StoredRow;
  merged: StoredRow;
  /** Ids of the rows moved from the merged person to the survivor, by table. */
  moved: Record<string, string[]>;
  /** Other duplicate pairs of the merged person as they were (they now name the survivor, or were dropped). */
  pairs: StoredRow[];
  /**
   * Rows of the merged person closed because the survivor already had their like (an open match for the same
   * home, an open engine match, an open co-living application), as they were, by table.
   */
  closed?: Record<string, StoredRow[]>;
}
