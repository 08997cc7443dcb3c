import { integrationTier } from './partner-tiers';
import { canMoveReferral, REFERRAL_STATUSES, REFERRAL_TRANSITIONS } from './referral-status';

describe('integration tiers', () => {
  it('names each level and clamps out-of-range levels', () => {
    expect(integrationTier(1).label).toBe('Basic access');
    expect(integrationTier(4).label).toBe('Advanced access');
    expect(integrationTier(5).key).toBe('impact-champion');
    expect(integrationTier(0).level).toBe(1);
    expect(integrationTier(9).level).toBe(5);
  });
});

describe('referral transitions', () => {
  it('allows exactly the spec table', () => {
    const allowed = REFERRAL_STATUSES.flatMap((from) =>
      REFERRAL_STATUSES.filter((to) => canMoveReferral(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'new->contacted',
      'new->unable_to_reach',
      'contacted->in_progress',
      'in_progress->matched',
      'in_progress->closed',
      'matched->closed',
      'unable_to_reach->closed',
    ]);
    expect(REFERRAL_TRANSITIONS.closed).toEqual([]);
  });
});
