import type { CoLivingMatchStatus, HouseholdStatus } from './vocabulary';

/**
 * What the veteran's page (/my) says about a co-living household proposed to them: where it stands and what
 * happens next. The same promise as the proposal's message: the veteran accepts or declines here, the trial
 * begins once every housemate accepted, and the landlord is told then.
 */

export interface HouseholdFacts {
  status: CoLivingMatchStatus;
  householdName: string;
  householdStatus: HouseholdStatus;
  rentShareCents: number;
  recommendedTrialPeriod: number;
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  declineReason: string | null;
  /** When the member's decision is due (the proposal's decision window), while it is theirs to make. */
  decideBy: string | null;
}

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'a date to be set';
const weekday = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export function householdWords(facts: HouseholdFacts): { statusText: string; nextStep: string } {
  const name = facts.householdName;
  switch (facts.status) {
    case 'notified':
    case 'interview':
      return {
        statusText: `A co-living household is proposed to you: ${name}`,
        nextStep: `Accept or decline it here${facts.decideBy ? ` by ${weekday(facts.decideBy)}` : ''}. Your monthly rent share would be ${usd(facts.rentShareCents)}. Once every housemate accepts, a trial of ${facts.recommendedTrialPeriod} days begins and the landlord is told.`,
      };
    case 'trial':
      return facts.householdStatus === 'trial'
        ? {
            statusText: `Your household's trial runs from ${day(facts.trialStartedAt)} to ${day(facts.trialEndsAt)}`,
            nextStep:
              'Your case worker or the housing team checks in during the trial; the move is final once it goes well for everyone.',
          }
        : {
            statusText: `You accepted ${name}`,
            nextStep:
              'Your housemates are deciding. Once every one of them accepts, the trial begins and the landlord is told.',
          };
    case 'placed':
      return {
        statusText: `You live in ${name}`,
        nextStep: 'Welcome home. Your case worker will check in with you.',
      };
    case 'declined':
      return {
        statusText: `This household will not go ahead${facts.declineReason ? `: ${facts.declineReason}` : ''}`,
        nextStep:
          'Your application is back on the waiting list: we look for another household and never propose the same housemates again.',
      };
    default:
      return {
        statusText: `A co-living household is being prepared: ${name}`,
        nextStep: 'We tell you when it is ready.',
      };
  }
}
