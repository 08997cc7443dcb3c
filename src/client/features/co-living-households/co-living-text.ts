import type { BadgeVariant } from '@client/components/ui/badge';
import { formatMoney, formatNumber } from '@client/lib/format';
import type {
  CoLivingHomeView,
  FormationRunResult,
  HouseholdMember,
} from '@shared/contracts/co-living-households';
import { formatAddress } from '@shared/domain/address';
import {
  type CoLivingMatchStatus,
  type DeclinedBy,
  type FormationTrigger,
  HOUSEHOLD_STATUSES,
  type HouseholdStatus,
  SMOKING_LABELS,
} from '@shared/domain/co-living/vocabulary';
import { SHORTEST_TRIAL_PERIOD, TRIAL_PERIOD_RULES } from '@shared/domain/co-living/weights';
import { countText } from '@shared/domain/number-text';

export const HOUSEHOLD_STATUS_LABELS: Record<HouseholdStatus, string> = {
  forming: 'Forming',
  trial: 'On trial',
  active: 'Active',
  dissolved: 'Dissolved',
};

export const HOUSEHOLD_STATUS_BADGES: Record<HouseholdStatus, BadgeVariant> = {
  forming: 'warning',
  trial: 'secondary',
  active: 'success',
  dissolved: 'outline',
};

export const MATCH_STATUS_BADGES: Record<CoLivingMatchStatus, BadgeVariant> = {
  pending: 'warning',
  notified: 'secondary',
  interview: 'secondary',
  trial: 'accent',
  placed: 'success',
  declined: 'destructive',
};

/** The button that takes a member to each step. */
export const ADVANCE_LABELS: Record<Exclude<CoLivingMatchStatus, 'pending' | 'declined'>, string> = {
  notified: 'Send proposal',
  interview: 'Interview held',
  trial: 'Start trial',
  placed: 'Mark placed',
};

export const DECLINED_BY_LABELS: Record<DeclinedBy, string> = {
  veteran: 'The veteran',
  housemate: 'A housemate',
  landlord: 'The landlord',
  staff: 'Our staff',
};

export const TRIGGER_LABELS: Record<FormationTrigger, string> = {
  admin: 'an admin',
  schedule: 'the daily schedule',
};

export const HOUSEHOLD_FILTER_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...HOUSEHOLD_STATUSES.map((status) => ({ value: status, label: HOUSEHOLD_STATUS_LABELS[status] })),
];

/** The five compatibility parts, in the order they are explained. */
export const SCORE_PARTS = [
  { key: 'overall', label: 'Overall' },
  { key: 'serviceEra', label: 'Service era' },
  { key: 'social', label: 'Social' },
  { key: 'lifestyle', label: 'Lifestyle' },
  { key: 'financial', label: 'Financial' },
] as const;

export const score = (value: number) => `${formatNumber(Math.round(value), 0)} of 100`;
export const days = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'day' : 'days'}`;
export const veterans = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'veteran' : 'veterans'}`;

/**
 * What one formation run did, in a sentence true for every count (issue 37: never "1 veteran proposed to 0
 * households"). A run fills places in households already forming before it forms new ones, so veterans can be
 * proposed while no new household is formed; with nobody placed it says why as far as the run knows.
 */
export function formationRunText(
  run: Pick<FormationRunResult, 'applicantsConsidered' | 'householdsFormed' | 'veteransPlaced'>,
): string {
  const { applicantsConsidered: considered, householdsFormed: formed, veteransPlaced: placed } = run;
  if (placed === 0) {
    if (considered === 0) return 'Nobody was waiting for a household, so none was formed.';
    const who =
      considered === 1
        ? 'The one veteran considered could not'
        : `None of the ${countText(considered, 'veteran')} considered could`;
    return `${who} be grouped (same area, a home's free rooms and budget, no deal-breaker), so no household was formed.`;
  }
  if (formed === 0)
    return `${countText(placed, 'veteran')} proposed to join ${placed === 1 ? 'a household' : 'households'} already forming; no new household was formed.`;
  return `${countText(formed, 'new household')} formed, ${countText(placed, 'veteran')} proposed in all.`;
}

/** A member as staff name them: the name when the caller may see it, else "Housemate", with the reference. */
export function memberName(member: Pick<HouseholdMember, 'veteranName' | 'reference'>): string {
  return `${member.veteranName ?? 'Housemate'} (${member.reference})`;
}

/** Members that still count: every proposal that was not declined. */
export const activeMembers = (members: HouseholdMember[]) =>
  members.filter((member) => member.status !== 'declined');

const TIME = /^(\d{2}):(\d{2})$/;
/** "22:00" to "10pm", "07:30" to "7:30am". */
export function clockTime(value: string): string {
  const match = TIME.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = match[2] === '00' ? '' : `:${match[2]}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}${minutes}${hours < 12 ? 'am' : 'pm'}`;
}

type HomePolicies = Pick<
  CoLivingHomeView,
  | 'smokingPolicy'
  | 'allowsPets'
  | 'accessible'
  | 'quietHours'
  | 'utilitiesIncluded'
  | 'wifiIncluded'
  | 'parkingIncluded'
>;

/** A home's rules and inclusions in words, one phrase each. */
export function policiesInWords(home: HomePolicies): string[] {
  const included = [
    home.utilitiesIncluded ? 'utilities' : null,
    home.wifiIncluded ? 'wifi' : null,
    home.parkingIncluded ? 'parking' : null,
  ].filter((item) => item !== null);
  return [
    SMOKING_LABELS[home.smokingPolicy],
    home.allowsPets ? 'Pets welcome' : 'No pets (service animals welcome)',
    home.accessible ? 'Accessible' : 'Not accessible',
    `Quiet hours ${clockTime(home.quietHours.start)} to ${clockTime(home.quietHours.end)}`,
    included.length > 0 ? `Rent includes ${included.join(', ')}` : 'Rent includes no utilities',
  ];
}

export const homeAddress = (home: Pick<CoLivingHomeView, 'address' | 'city' | 'state' | 'zipCode'>) =>
  [formatAddress(home), home.zipCode].filter(Boolean).join(', ');

export const perRoom = (dollars: number) => `${formatMoney(dollars)} a room a month`;

/** Why the household got its trial period, following the rules that chose it. */
export function trialReason(period: number, weakestPair: number | null, concerns: number): string {
  const weakest = weakestPair === null ? null : Math.round(weakestPair);
  const concernText = `${formatNumber(concerns, 0)} ${concerns === 1 ? 'concern' : 'concerns'}`;
  const rule = TRIAL_PERIOD_RULES.find((r) => r.days === period);
  if (rule) {
    const reasons = [
      weakest !== null && weakest < rule.weakestBelow
        ? `the weakest pair scores ${score(weakest)} (below ${rule.weakestBelow})`
        : null,
      concerns >= rule.concernsAtLeast
        ? `there are ${concernText} to talk through (${rule.concernsAtLeast} or more)`
        : null,
    ].filter((text) => text !== null);
    if (reasons.length > 0) return `A ${period}-day trial, because ${reasons.join(' and ')}.`;
    return `A ${period}-day trial, the period the last formation run chose for this household.`;
  }
  const mildest = TRIAL_PERIOD_RULES.at(-1);
  if (period === SHORTEST_TRIAL_PERIOD && mildest)
    return `A ${period}-day trial, the shortest: every pair scores ${mildest.weakestBelow} or more and there are fewer than ${mildest.concernsAtLeast} concerns to talk through.`;
  return `A ${period}-day trial.`;
}
