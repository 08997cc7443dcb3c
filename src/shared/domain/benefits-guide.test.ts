import {
  BENEFITS_USE_LEVELS,
  type BenefitsUse,
  buildBenefitsGuide,
  SERVICE_STATUSES,
  type ServiceStatus,
} from './benefits-guide';

const combinations = SERVICE_STATUSES.flatMap((status) =>
  BENEFITS_USE_LEVELS.map((use) => [status, use] as [ServiceStatus, BenefitsUse]),
);
const programs = (status: ServiceStatus, use: BenefitsUse) =>
  buildBenefitsGuide(status, use).recommendations.map((r) => r.program);

describe('buildBenefitsGuide', () => {
  it('gives a different guide for each of the 9 answer combinations', () => {
    const guides = combinations.map(([status, use]) => JSON.stringify(buildBenefitsGuide(status, use)));
    expect(new Set(guides).size).toBe(9);
    const headlines = combinations.map(([status, use]) => buildBenefitsGuide(status, use).headline);
    expect(new Set(headlines).size).toBe(9);
  });

  it.each(combinations)('gives %s / %s complete recommendations and the hotline', (status, use) => {
    const guide = buildBenefitsGuide(status, use);
    expect(guide.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const recommendation of guide.recommendations) {
      expect(recommendation.why.length).toBeGreaterThan(40);
      expect(recommendation.nextSteps.length).toBeGreaterThan(0);
    }
    expect(guide.checklist[0]).toBe('Photo ID');
    expect(guide.checklist.at(-1)).toContain('877-424-3838');
    expect(new Set(guide.checklist).size).toBe(guide.checklist.length);
  });

  it('never offers HUD-VASH or SSVF to active duty, and offers both to veterans', () => {
    for (const use of BENEFITS_USE_LEVELS) {
      expect(programs('active', use).join()).not.toMatch(/HUD-VASH|SSVF/);
      expect(programs('veteran', use).join()).toMatch(/HUD-VASH.*SSVF|SSVF.*HUD-VASH/);
    }
  });

  it('uses BAH for active duty and TAP for those leaving', () => {
    expect(programs('active', 'none')[0]).toMatch(/Basic Allowance for Housing/);
    expect(programs('transitioning', 'none')[0]).toMatch(/Transition Assistance Program/);
    expect(buildBenefitsGuide('transitioning', 'none').recommendations[1]?.why).toMatch(
      /stops when you separate/,
    );
  });

  it('explains the GI Bill by entitlement left, and points elsewhere when it is used up', () => {
    const gi = (status: ServiceStatus, use: BenefitsUse) =>
      buildBenefitsGuide(status, use).recommendations.find((r) => r.program.includes('GI Bill'));
    expect(gi('veteran', 'none')?.why).toMatch(/36 months/);
    expect(gi('veteran', 'some')?.why).toMatch(/entitlement left/);
    expect(gi('active', 'none')?.why).toMatch(/only after you leave/);
    for (const status of SERVICE_STATUSES) expect(gi(status, 'maxed')).toBeUndefined();
    expect(programs('veteran', 'maxed')).toContain('VR&E (Veteran Readiness and Employment)');
    expect(programs('transitioning', 'maxed')).toContain('VR&E (Veteran Readiness and Employment)');
    expect(programs('active', 'maxed')).toContain('Military OneSource financial counseling');
  });

  it('puts the programs that use no entitlement first when benefits are maxed out', () => {
    expect(programs('veteran', 'maxed').slice(0, 2)).toEqual([
      'SSVF (Supportive Services for Veteran Families)',
      'HUD-VASH (HUD-VA Supportive Housing)',
    ]);
    expect(programs('veteran', 'none')[0]).toBe('HUD-VASH (HUD-VA Supportive Housing)');
  });

  it('tailors disability compensation: file early when leaving, file first, or ask for an increase', () => {
    const comp = (status: ServiceStatus, use: BenefitsUse) =>
      buildBenefitsGuide(status, use).recommendations.find((r) => r.program === 'VA disability compensation');
    expect(comp('transitioning', 'some')?.why).toMatch(/180 to 90 days/);
    expect(comp('veteran', 'none')?.nextSteps[0]).toMatch(/File a claim/);
    expect(comp('veteran', 'some')?.nextSteps[0]).toMatch(/increase/);
  });

  it('lists the documents of the recommended programs only', () => {
    expect(buildBenefitsGuide('active', 'none').checklist).toContain(
      'Statement of service signed by your commander',
    );
    expect(buildBenefitsGuide('active', 'none').checklist.join()).not.toMatch(/DD-214/);
    expect(buildBenefitsGuide('veteran', 'maxed').checklist).toContain(
      'VA disability rating decision letter',
    );
    expect(buildBenefitsGuide('veteran', 'none').checklist.join()).not.toMatch(/rating decision/);
  });
});
