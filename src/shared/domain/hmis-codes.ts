/**
 * The HMIS meaning of what the timeline records (HUD's HMIS Data Standards, FY2026): living situations
 * (3.917 prior living situation, 4.12 current living situation), coordinated-entry events (4.20.2), their
 * results (4.20.D), destinations (3.12) and rental subsidy types (3.12.A). Codes are HUD's; the plain words are
 * ours, as a veteran or a case worker would say them.
 */

/** The group a living situation falls in: HUD's ranges 100 (homeless), 200 (institutional), 300, 400. */
export const LIVING_SITUATION_GROUPS = [
  'homeless',
  'institutional',
  'temporary',
  'permanent',
  'unknown',
] as const;
export type LivingSituationGroup = (typeof LIVING_SITUATION_GROUPS)[number];

interface LivingSituation {
  code: number;
  /** The plain words shown on the intake (VA.gov's "housing status" pattern: a list of situations). */
  label: string;
  group: LivingSituationGroup;
}

/** 3.917 and 4.12 share these codes; 4.12 alone adds 17 (other) and 37 (worker unable to determine). */
export const LIVING_SITUATIONS: readonly LivingSituation[] = [
  {
    code: 116,
    label: 'Sleeping outside, in a vehicle or another place not meant for living',
    group: 'homeless',
  },
  {
    code: 101,
    label: 'In an emergency shelter (or a hotel paid for by a shelter voucher)',
    group: 'homeless',
  },
  { code: 118, label: 'In a safe haven', group: 'homeless' },
  { code: 302, label: 'In transitional housing for people who were homeless', group: 'temporary' },
  { code: 314, label: 'In a hotel or motel I pay for myself', group: 'temporary' },
  { code: 335, label: "Staying in a family member's home for now", group: 'temporary' },
  { code: 336, label: "Staying in a friend's home for now", group: 'temporary' },
  { code: 332, label: 'In a host home', group: 'temporary' },
  { code: 329, label: 'In a residential project or halfway house', group: 'temporary' },
  { code: 206, label: 'In a hospital or medical facility', group: 'institutional' },
  { code: 204, label: 'In a psychiatric hospital or facility', group: 'institutional' },
  { code: 205, label: 'In a substance use treatment facility or detox', group: 'institutional' },
  { code: 207, label: 'In jail or prison', group: 'institutional' },
  { code: 225, label: 'In a long-term care facility or nursing home', group: 'institutional' },
  { code: 215, label: 'In foster care', group: 'institutional' },
  { code: 410, label: 'Renting, without a housing subsidy', group: 'permanent' },
  { code: 435, label: 'Renting, with a housing subsidy (such as HUD-VASH)', group: 'permanent' },
  { code: 411, label: 'In a home I own', group: 'permanent' },
  { code: 421, label: 'In a home I own, with a housing subsidy', group: 'permanent' },
  { code: 17, label: 'Somewhere else', group: 'unknown' },
  { code: 37, label: 'The case worker could not tell', group: 'unknown' },
  { code: 8, label: "Doesn't know", group: 'unknown' },
  { code: 9, label: 'Prefers not to say', group: 'unknown' },
  { code: 99, label: 'Not asked', group: 'unknown' },
];

export const LIVING_SITUATION_CODES = LIVING_SITUATIONS.map((situation) => situation.code);
export type LivingSituationCode = number;

const situationByCode = new Map(LIVING_SITUATIONS.map((situation) => [situation.code, situation]));

export const isLivingSituationCode = (code: number) => situationByCode.has(code);
export const livingSituationLabel = (code: number | null | undefined) =>
  (code == null ? undefined : situationByCode.get(code)?.label) ?? 'Not asked';
export const livingSituationGroup = (code: number | null | undefined): LivingSituationGroup =>
  (code == null ? undefined : situationByCode.get(code)?.group) ?? 'unknown';

/** Literally homeless (HUD category 1): the street, a shelter or a safe haven. */
export const isLiterallyHomeless = (code: number | null | undefined) =>
  livingSituationGroup(code) === 'homeless';

/** 4.20.2 coordinated-entry event types the product records (a subset of HUD's list). */
export const CE_EVENTS = {
  housingNavigation: 7,
  emergencyShelter: 10,
  transitionalHousing: 11,
  rapidRehousing: 13,
  permanentSupportiveHousing: 14,
  otherPermanentHousing: 15,
} as const;
export const CE_EVENT_LABELS: Record<number, string> = {
  7: 'Referral to housing navigation',
  10: 'Referral to an emergency shelter bed',
  11: 'Referral to a transitional housing bed or unit',
  13: 'Referral to a rapid re-housing opening',
  14: 'Referral to a permanent supportive housing opening',
  15: 'Referral to another permanent housing opening',
};

/** 4.20.D ReferralResult. */
export const REFERRAL_RESULTS = { accepted: 1, declinedByVeteran: 2, declinedByProvider: 3 } as const;

/** 3.12 destinations the product records, with their plain words. */
export const DESTINATIONS: readonly { code: number; label: string; permanent: boolean }[] = [
  { code: 435, label: 'Renting, with a housing subsidy', permanent: true },
  { code: 410, label: 'Renting, without a housing subsidy', permanent: true },
  { code: 411, label: 'A home of their own', permanent: true },
  { code: 422, label: 'With family, for good', permanent: true },
  { code: 423, label: 'With friends, for good', permanent: true },
  { code: 116, label: 'Back to a place not meant for living', permanent: false },
  { code: 101, label: 'An emergency shelter', permanent: false },
  { code: 302, label: 'Transitional housing', permanent: false },
  { code: 312, label: 'With family, for now', permanent: false },
  { code: 313, label: 'With friends, for now', permanent: false },
  { code: 206, label: 'A hospital or medical facility', permanent: false },
  { code: 207, label: 'Jail or prison', permanent: false },
  { code: 24, label: 'Deceased', permanent: false },
  { code: 17, label: 'Somewhere else', permanent: false },
  { code: 30, label: 'No exit interview was done', permanent: false },
];
export const DESTINATION_CODES = DESTINATIONS.map((destination) => destination.code);
export const destinationLabel = (code: number | null | undefined) =>
  DESTINATIONS.find((destination) => destination.code === code)?.label ?? 'Not recorded';

/** 3.12.A rental subsidy types the product records. */
export const RENTAL_SUBSIDIES = {
  hud_vash: { code: 419, label: 'HUD-VASH voucher' },
  gpd_tip: { code: 428, label: 'GPD TIP subsidy' },
  rrh: { code: 431, label: 'Rapid re-housing subsidy' },
  hcv: { code: 433, label: 'Housing Choice Voucher' },
  other: { code: 420, label: 'Another housing subsidy' },
} as const;
export type RentalSubsidy = keyof typeof RENTAL_SUBSIDIES;
export const RENTAL_SUBSIDY_KEYS = Object.keys(RENTAL_SUBSIDIES) as RentalSubsidy[];
