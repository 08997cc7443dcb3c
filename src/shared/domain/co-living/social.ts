import type { CoLivingProfile, PartResult } from './profiles';
import { clockWords } from './quiet-hours';
import { unordered, weighted } from './scoring';
import type { SocialLevel } from './vocabulary';
import { SOCIAL_WEIGHTS } from './weights';

type Words = { points: number; reason?: string; concern?: string };

const SAME_SOCIAL_LEVEL: Record<SocialLevel, string> = {
  introverted: 'both enjoy quiet time',
  moderate: 'both enjoy some socializing',
  extroverted: 'both enjoy company',
};
export const SOCIAL_LEVEL_POINTS = { same: 100, nextTo: 75, opposite: 35 } as const;

/** Conflict styles, by unordered pair. */
export const CONFLICT_STYLE_PAIRS: Record<string, Words> = {
  [unordered('direct', 'direct')]: { points: 100, reason: 'both talk things through directly' },
  [unordered('mediated', 'mediated')]: {
    points: 100,
    reason: 'both prefer a mediator when there is a problem',
  },
  [unordered('avoidant', 'avoidant')]: {
    points: 70,
    concern: 'both prefer to give problems time: hold a short house meeting every week so nothing builds up',
  },
  [unordered('direct', 'mediated')]: { points: 80 },
  [unordered('avoidant', 'mediated')]: { points: 75 },
  [unordered('avoidant', 'direct')]: {
    points: 40,
    concern:
      'one talks problems through at once, the other prefers to give it time: agree how to raise a problem',
  },
};

export const COMMUNITY_POINTS = { bothInterested: 100, neitherInterested: 80, oneInterested: 55 } as const;
export const EXPERIENCE_POINTS = { both: 100, one: 70, neither: 40 } as const;

type Social = Pick<
  CoLivingProfile,
  | 'socialLevel'
  | 'conflictResolutionStyle'
  | 'quietHours'
  | 'interestInCommunityActivities'
  | 'willingToOrganizeEvents'
  | 'previousSharedLivingExperience'
>;

function socialLevelWords(a: Social, b: Social): Words {
  if (a.socialLevel === b.socialLevel) {
    return { points: SOCIAL_LEVEL_POINTS.same, reason: SAME_SOCIAL_LEVEL[a.socialLevel] };
  }
  if (a.socialLevel === 'moderate' || b.socialLevel === 'moderate')
    return { points: SOCIAL_LEVEL_POINTS.nextTo };
  const quiet = a.socialLevel === 'introverted' ? a : b;
  return {
    points: SOCIAL_LEVEL_POINTS.opposite,
    concern: `one prefers quiet after ${clockWords(quiet.quietHours.start)}, the other is extroverted: agree quiet hours and when guests come`,
  };
}

function communityWords(a: Social, b: Social): Words {
  const interested = [a, b].filter((p) => p.interestInCommunityActivities);
  if (interested.length === 0) return { points: COMMUNITY_POINTS.neitherInterested };
  if (interested.length === 1) {
    return {
      points: COMMUNITY_POINTS.oneInterested,
      concern:
        'one wants community activities, the other less so: agree how often the house does things together',
    };
  }
  return { points: COMMUNITY_POINTS.bothInterested, reason: 'both want to join community activities' };
}

function experienceWords(a: Social, b: Social): Words {
  const experienced = [a, b].filter((p) => p.previousSharedLivingExperience).length;
  if (experienced === 2) return { points: EXPERIENCE_POINTS.both, reason: 'both have shared a home before' };
  if (experienced === 1) return { points: EXPERIENCE_POINTS.one, reason: 'one has shared a home before' };
  return {
    points: EXPERIENCE_POINTS.neither,
    concern: 'neither has shared a home before: write down house rules in the first week',
  };
}

/** The social part: social level, conflict style, community activities and shared-living experience. */
export function socialPart(a: Social, b: Social): PartResult {
  const level = socialLevelWords(a, b);
  const conflict = CONFLICT_STYLE_PAIRS[unordered(a.conflictResolutionStyle, b.conflictResolutionStyle)] ?? {
    points: 0,
  };
  const community = communityWords(a, b);
  const experience = experienceWords(a, b);
  const all = [level, conflict, community, experience];
  const organizers = [a, b].filter((p) => p.willingToOrganizeEvents).length;
  const reasons = all.flatMap((w) => (w.reason ? [w.reason] : []));
  if (community.points === COMMUNITY_POINTS.bothInterested && organizers > 0) {
    reasons.push(
      organizers === 2 ? 'both are ready to organize house events' : 'one is ready to organize house events',
    );
  }
  return {
    score: weighted(
      {
        socialLevel: level.points,
        conflictStyle: conflict.points,
        community: community.points,
        sharedLivingExperience: experience.points,
      },
      SOCIAL_WEIGHTS,
    ),
    reasons,
    concerns: all.flatMap((w) => (w.concern ? [w.concern] : [])),
  };
}
