import { findPricingPlan, PRICING_PLANS, planButtonTarget, planContactSubject } from './pricing-plans';

describe('pricing plans (spec 1, section 9)', () => {
  it('lists the four plans with their prices, periods, buttons and the popular flag', () => {
    expect(PRICING_PLANS.map((p) => [p.name, p.price, p.period, p.buttonText, p.popular])).toEqual([
      ['VSO Resources', 0, 'always free', 'Access Resources', false],
      ['Property Assessment', 0, 'free consultation', 'Get Assessment', true],
      ['Community Partnership', 250, 'per successful placement', 'Partner With Us', false],
      ['Ongoing Support', 149, 'per property per month', 'Subscribe', false],
    ]);
  });

  it('explains every feature with a tooltip and has no tooltip without a feature', () => {
    for (const plan of PRICING_PLANS) {
      expect(plan.features).toHaveLength(4);
      expect(Object.keys(plan.tooltips).sort()).toEqual([...plan.features].sort());
      for (const feature of plan.features) expect(plan.tooltips[feature]?.length).toBeGreaterThan(20);
    }
  });

  it('gives only the popular plan the filled button', () => {
    for (const plan of PRICING_PLANS) expect(plan.buttonVariant).toBe(plan.popular ? 'default' : 'outline');
  });
});

describe('planButtonTarget', () => {
  const byName = (name: string) => {
    const plan = findPricingPlan(name);
    if (!plan) throw new Error(`no plan ${name}`);
    return plan;
  };

  it('opens the page where a free plan is used', () => {
    expect(planButtonTarget(byName('VSO Resources'))).toEqual({ kind: 'free', path: '/support' });
    expect(planButtonTarget(byName('Property Assessment'))).toEqual({ kind: 'free', path: '/landlords' });
  });

  it('sends a paid plan to the contact form with the plan in the query', () => {
    expect(planButtonTarget(byName('Community Partnership'))).toEqual({
      kind: 'checkout',
      path: '/contact?plan=Community%20Partnership',
    });
    expect(planButtonTarget(byName('Ongoing Support')).path).toBe('/contact?plan=Ongoing%20Support');
  });
});

describe('findPricingPlan and planContactSubject', () => {
  it('finds a plan by exact name only', () => {
    expect(findPricingPlan('Ongoing Support')?.price).toBe(149);
    expect(findPricingPlan('ongoing support')).toBeUndefined();
    expect(findPricingPlan('Free')).toBeUndefined();
    expect(findPricingPlan(null)).toBeUndefined();
    expect(findPricingPlan('')).toBeUndefined();
  });

  it('makes the subject "{plan} plan"', () => {
    const plan = findPricingPlan('Community Partnership');
    expect(plan && planContactSubject(plan)).toBe('Community Partnership plan');
  });
});
