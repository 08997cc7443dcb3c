import { lookupZip } from '@server/lib/zip-lookup';
import { REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { createRandom } from './random';
import { type DemoOrganization, planReferrals } from './referrals';

const NOW = new Date('2025-06-15T12:00:00Z');
const ORG: DemoOrganization = {
  id: '00000000-0000-4000-8000-000000000001',
  services: ['housing', 'legal'],
  count: 14,
  areaCode: '845',
  zips: ['12601', '12603'],
  caseManagers: ['cm@hudsonvalley.demo.org'],
};

describe('planReferrals', () => {
  it('is deterministic and covers every status and urgency with plausible dates', () => {
    const strip = (plan: ReturnType<typeof planReferrals>) =>
      plan.map(({ veteran: { id: _v, ...veteran }, referral: { veteranId: _r, ...referral } }) => ({
        veteran,
        referral,
      }));
    const plan = planReferrals(createRandom(7), ORG, NOW);
    expect(strip(planReferrals(createRandom(7), ORG, NOW))).toEqual(strip(plan));
    expect(plan).toHaveLength(14);
    expect(new Set(plan.map((p) => p.referral.status))).toEqual(
      new Set(REFERRAL_STATUSES.filter((status) => status !== 'placed')),
    );
    expect(new Set(plan.map((p) => p.referral.urgency))).toEqual(new Set(URGENCY_LEVELS));
    expect(new Set(plan.map((p) => p.veteran.name)).size).toBe(14);
    const yearAgo = NOW.getTime() - 366 * 24 * 3_600_000;
    for (const { veteran, referral } of plan) {
      expect(referral.veteranId).toBe(veteran.id);
      expect(veteran.source).toBe('referral');
      expect(ORG.zips).toContain(veteran.zipCode);
      expect(veteran.phone).toMatch(/^84555501\d\d$/);
      const created = (referral.createdAt as Date).getTime();
      expect(created).toBeGreaterThan(yearAgo);
      expect(created).toBeLessThan(NOW.getTime());
      if (referral.status === 'new') {
        expect(referral.contactedAt).toBeNull();
      } else {
        const contacted = (referral.contactedAt as Date).getTime();
        expect(contacted).toBeGreaterThan(created);
        expect(contacted).toBeLessThan(NOW.getTime());
      }
      expect((referral.notes ?? '').length).toBeLessThanOrEqual(280);
    }
  });

  it('only picks ZIPs in the ZIP data set for the demo organisations', () => {
    for (const zip of ['12207', '12203', '12205', '12180', '12601', '12590', '12550', '12401']) {
      expect(lookupZip(zip)?.state).toBe('NY');
    }
  });
});
