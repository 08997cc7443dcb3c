import { financialPart } from './financial';
import { lifestylePart } from './lifestyle';
import { pairCompatibility } from './pair';
import { profileFromApplication } from './profiles';
import { profile } from './profiles.fixtures';
import { clockWords, quietHoursOverlap, quietHoursWords } from './quiet-hours';
import { serviceEraPart } from './service-era';
import { socialPart } from './social';
import { FINANCIAL_WEIGHTS, LIFESTYLE_WEIGHTS, PART_WEIGHTS, SOCIAL_WEIGHTS } from './weights';

const b = (overrides: Parameters<typeof profile>[0] = {}) => profile({ id: 'b', ...overrides });

describe('pairCompatibility', () => {
  it('scores two like-minded applicants high, with the reasons and no concern', () => {
    const result = pairCompatibility(profile(), b());
    expect(result).toMatchObject({
      serviceEra: 100,
      social: 100,
      lifestyle: 98,
      financial: 100,
      overall: 99,
      potentialConcerns: [],
      dealBreaker: null,
      compatible: true,
    });
    expect(result.reasons).toEqual(
      expect.arrayContaining([
        'both non-smokers',
        'same quiet hours (10pm to 7am)',
        'both served in the Army',
      ]),
    );
  });

  it('makes the overall score the weighted sum of the parts', () => {
    const result = pairCompatibility(
      profile({ cleanliness: 'very_clean', preferredServiceEra: 'vietnam' }),
      b({ cleanliness: 'relaxed', socialLevel: 'introverted', maxRoomBudgetCents: 40_000 }),
    );
    const sum =
      result.serviceEra * PART_WEIGHTS.serviceEra +
      result.social * PART_WEIGHTS.social +
      result.lifestyle * PART_WEIGHTS.lifestyle +
      result.financial * PART_WEIGHTS.financial;
    expect(result.overall).toBe(Math.round(sum));
  });
});

describe('service era part', () => {
  it('gives the same era and branch full marks', () => {
    expect(serviceEraPart(profile(), b())).toEqual({
      score: 100,
      reasons: ['same service era (Post-9/11)', 'both served in the Army'],
      concerns: [],
    });
  });

  it("treats 'any' as matching every era", () => {
    expect(serviceEraPart(profile({ preferredServiceEra: 'any' }), b({ serviceBranch: 'navy' }))).toEqual({
      score: 75,
      reasons: ['one is happy to live with any era'],
      concerns: [],
    });
    expect(
      serviceEraPart(profile({ preferredServiceEra: 'any' }), b({ preferredServiceEra: 'any' })).reasons,
    ).toEqual(['both are happy to live with veterans of any era', 'both served in the Army']);
  });

  it('scores neighbouring eras above distant ones, each with a concern', () => {
    const gulf = serviceEraPart(profile({ serviceBranch: 'navy' }), b({ preferredServiceEra: 'gulf_war' }));
    const vietnam = serviceEraPart(profile({ serviceBranch: 'navy' }), b({ preferredServiceEra: 'vietnam' }));
    expect(gulf.score).toBe(50);
    expect(vietnam.score).toBe(30);
    expect(vietnam.concerns).toEqual([
      'different service eras (Vietnam era and Post-9/11): talk about what each of you expects from the house',
    ]);
  });
});

describe('social part', () => {
  it('names the introvert’s quiet hours against an extrovert (the issue’s example)', () => {
    const part = socialPart(profile({ socialLevel: 'introverted' }), b({ socialLevel: 'extroverted' }));
    expect(part.concerns).toContain(
      'one prefers quiet after 10pm, the other is extroverted: agree quiet hours and when guests come',
    );
    expect(part.score).toBe(Math.round(0.4 * 35 + 0.3 * 100 + 0.2 * 100 + 0.1 * 100));
  });

  it('weighs conflict styles: direct with avoidant raises a concern', () => {
    const part = socialPart(profile(), b({ conflictResolutionStyle: 'avoidant' }));
    expect(part.score).toBe(Math.round(0.4 * 100 + 0.3 * 40 + 0.2 * 100 + 0.1 * 100));
    expect(part.concerns).toEqual([
      'one talks problems through at once, the other prefers to give it time: agree how to raise a problem',
    ]);
  });

  it('counts community interest, event organizers and shared-living experience', () => {
    const keen = socialPart(profile({ willingToOrganizeEvents: true }), b());
    expect(keen.reasons).toEqual(
      expect.arrayContaining([
        'both want to join community activities',
        'one is ready to organize house events',
      ]),
    );
    const apart = socialPart(
      profile({ previousSharedLivingExperience: false }),
      b({ interestInCommunityActivities: false, previousSharedLivingExperience: false }),
    );
    expect(apart.score).toBe(Math.round(0.4 * 100 + 0.3 * 100 + 0.2 * 55 + 0.1 * 40));
    expect(apart.concerns).toHaveLength(2);
  });
});

describe('lifestyle part', () => {
  it('says "both non-smokers" and lowers outdoor smoking with a non-smoker', () => {
    expect(lifestylePart(profile(), b()).reasons).toContain('both non-smokers');
    const outdoor = lifestylePart(profile(), b({ smokingPreference: 'outdoor_only' }));
    expect(outdoor.score).toBe(Math.round(0.25 * 100 + 0.25 * 60 + 0.2 * 90 + 0.2 * 100 + 0.1 * 100));
    expect(outdoor.concerns[0]).toMatch(/^one wants a smoke-free home/);
  });

  it('scores opposite cleanliness low with a cleaning rota to agree', () => {
    const part = lifestylePart(profile({ cleanliness: 'very_clean' }), b({ cleanliness: 'relaxed' }));
    expect(part.concerns).toEqual([
      'one keeps things very clean, the other is relaxed about it: agree a cleaning rota',
    ]);
  });

  it('makes no alcohol with social drinking a concern', () => {
    const part = lifestylePart(
      profile({ drinkingPreference: 'no_alcohol' }),
      b({ drinkingPreference: 'social_drinking' }),
    );
    expect(part.score).toBe(Math.round(0.25 * 100 + 0.25 * 100 + 0.2 * 25 + 0.2 * 100 + 0.1 * 100));
    expect(part.concerns[0]).toMatch(/^one wants no alcohol in the home/);
  });

  it('compares quiet hours by the minutes both keep quiet', () => {
    const close = lifestylePart(profile(), b({ quietHours: { start: '22:30', end: '07:00' } }));
    expect(close.reasons).toContain('quiet hours that nearly match');
    const apart = lifestylePart(profile(), b({ quietHours: { start: '00:00', end: '09:00' } }));
    expect(apart.concerns).toEqual([
      'one keeps quiet from midnight to 9am, the other from 10pm to 7am: agree shared quiet hours',
    ]);
  });

  it('asks a pet owner’s housemate to meet the pet; a service animal is no concern', () => {
    expect(lifestylePart(profile({ hasPets: true }), b()).concerns).toEqual([
      'one has a pet: meet it before moving in',
    ]);
    expect(lifestylePart(profile({ hasServiceAnimal: true }), b()).concerns).toEqual([]);
  });
});

describe('financial part', () => {
  it('scores similar, affordable budgets full', () => {
    expect(financialPart(profile(), b({ maxRoomBudgetCents: 65_000 }))).toEqual({
      score: Math.round(0.6 * 93 + 0.4 * 100),
      reasons: ['similar room budgets', 'a room both can easily afford'],
      concerns: [],
    });
  });

  it('lowers distant budgets and rent over half of an income, without amounts', () => {
    const part = financialPart(
      profile({ maxRoomBudgetCents: 120_000, totalVerifiedMonthlyIncomeCents: 400_000 }),
      b({ maxRoomBudgetCents: 60_000, totalVerifiedMonthlyIncomeCents: 100_000 }),
    );
    expect(part.score).toBe(Math.round(0.6 * 50 + 0.4 * 20));
    expect(part.concerns).toHaveLength(2);
    expect(part.concerns.join(' ')).not.toMatch(/\$|\d/);
  });

  it('steps affordability at 30, 40 and 50 percent of income', () => {
    const at = (income: number) =>
      financialPart(
        profile({ totalVerifiedMonthlyIncomeCents: income }),
        b({ totalVerifiedMonthlyIncomeCents: income }),
      ).score;
    expect([at(233_334), at(175_000), at(140_000), at(139_999), at(0)]).toEqual(
      [100, 80, 55, 20, 20].map((afford) => Math.round(0.6 * 100 + 0.4 * afford)),
    );
  });
});

describe('quiet hours', () => {
  it('reads times as words', () => {
    expect(['22:00', '07:30', '00:00', '12:00', '13:05'].map(clockWords)).toEqual([
      '10pm',
      '7:30am',
      'midnight',
      'noon',
      '1:05pm',
    ]);
    expect(quietHoursWords({ start: '22:00', end: '07:00' })).toBe('10pm to 7am');
  });

  it('measures overlap across midnight', () => {
    expect(quietHoursOverlap({ start: '22:00', end: '07:00' }, { start: '22:00', end: '07:00' })).toBe(100);
    expect(quietHoursOverlap({ start: '22:00', end: '07:00' }, { start: '23:00', end: '07:00' })).toBe(89);
    expect(quietHoursOverlap({ start: '22:00', end: '02:00' }, { start: '08:00', end: '12:00' })).toBe(0);
    expect(quietHoursOverlap({ start: '22:00', end: '22:00' }, { start: '10:00', end: '10:00' })).toBe(100);
  });
});

describe('profileFromApplication', () => {
  it('reads the stored row, quiet hours from their two columns, and nothing else', () => {
    const { quietHours, ...answers } = profile();
    const row = { ...answers, quietHoursStart: '21:00', quietHoursEnd: '06:30', reference: 'CL-7K2Q9M' };
    expect(profileFromApplication(row)).toEqual(profile({ quietHours: { start: '21:00', end: '06:30' } }));
  });
});

describe('weights', () => {
  it('adds up to 1 in every group', () => {
    for (const group of [PART_WEIGHTS, SOCIAL_WEIGHTS, LIFESTYLE_WEIGHTS, FINANCIAL_WEIGHTS]) {
      expect(Object.values(group).reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 10);
    }
  });
});
