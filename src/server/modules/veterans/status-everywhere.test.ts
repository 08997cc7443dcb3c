import { randomBytes } from 'node:crypto';
import { coLivingApplications } from '@server/db/schema';
import { signedInAdmin, signedInLandlord, signedInPartner } from '@server/test/accounts.fixtures';
import { insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { appendStory, type StoryStep } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { caseloadVeteranPath } from '@shared/contracts/caseload';
import { PARTNER_CO_LIVING_PATH } from '@shared/contracts/co-living-households';
import { adminPersonPath } from '@shared/contracts/duplicates';
import { SAMPLE_CHOICES } from '@shared/domain/co-living/profile-answers.fixtures';
import { isMatchedStatus } from '@shared/domain/housing-queue-status';
import type { PersonStatus } from '@shared/domain/person-timeline';

// Issue 33, point 3: one person, taken through each path, reads the same status on every page and API that shows it
// (the caseload, the admin's people, the housing queue, the partner's co-living page).
describeApi('one status on every page', (ctx) => {
  const tag = randomBytes(3).toString('hex');
  const name = `Jordan Path ${tag}`;
  let adminCookie = '';
  let partner: Record<string, string> = {};
  let other: Record<string, string> = {};
  let landlordCookie = '';
  let veteranId = '';
  /** The person's co-living application (the partner's co-living page lists them by it). */
  const reference = `CL-${tag.toUpperCase()}`.slice(0, 12);
  const get = (url: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const json = async (url: string, headers: Record<string, string>) => {
    const res = await get(url, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };

  /** Every answer that shows the person's status, as [where, what it says]. */
  async function statusesShown() {
    const admin = { cookie: adminCookie };
    const caseload = await json(`/api/partner/caseload?search=${tag}`, partner);
    const people = await json(`/api/admin/people?search=${tag}`, admin);
    const queue = await json(`/api/veterans-housing?search=${tag}`, admin);
    return {
      caseload: caseload.items[0]?.status,
      caseloadVeteran: (await json(caseloadVeteranPath(veteranId), partner)).status,
      adminPeople: people[0]?.status,
      adminPerson: (await json(adminPersonPath(veteranId), admin)).status,
      housingQueue: queue[0]?.status,
      partnerCoLiving: (await json(PARTNER_CO_LIVING_PATH, partner)).find(
        (applicant: { reference: string }) => applicant.reference === reference,
      )?.personStatus,
    };
  }

  beforeAll(async () => {
    const { db } = ctx().handle;
    adminCookie = (await signedInAdmin(ctx())).cookie;
    const organization = await signedInPartner(ctx());
    partner = organization.headers;
    other = (await signedInPartner(ctx())).headers;
    landlordCookie = (await signedInLandlord(ctx())).cookie;
    veteranId = await insertQueueVeteran(db, '12207', { name, organizationId: organization.organizationId });
    // the same person applied for co-living through the partner: its co-living page shows them too
    await db.insert(coLivingApplications).values({
      veteranId,
      reference,
      organizationId: organization.organizationId,
      hasDisabilityBenefits: true,
      hasSocialSecurityBenefits: false,
      monthlyDisabilityIncomeCents: 250_000,
      totalVerifiedMonthlyIncomeCents: 250_000,
      ...SAMPLE_CHOICES,
      maxRoomBudgetCents: 80_000,
    });
  });

  it('reads the same status on the caseload, the admin pages and the housing dashboard at each step', async () => {
    const { db } = ctx().handle;
    const steps: [StoryStep, PersonStatus][] = [
      ['identified', 'waiting'],
      ['referred', 'referred'],
      [{ type: 'offered', details: { offerId: 'offer-a' } }, 'offered'],
      [{ type: 'offer_decided', details: { offerId: 'offer-a', result: 'declined_by_veteran' } }, 'referred'],
      [{ type: 'offered', details: { offerId: 'offer-b' } }, 'offered'],
      [{ type: 'offer_decided', details: { offerId: 'offer-b' } }, 'accepted'],
      ['moved_in', 'moved_in'],
      ['exited', 'exited'],
    ];
    const unmatchedBefore = (await json('/api/housing-matches/analytics', { cookie: adminCookie }))
      .unmatchedVeterans as number;
    for (const [index, [step, status]] of steps.entries()) {
      // a second apart, oldest first
      await appendStory(db, veteranId, [step], new Date(Date.now() - (steps.length - index) * 1_000));
      expect(await statusesShown(), JSON.stringify(step)).toEqual({
        caseload: status,
        caseloadVeteran: status,
        adminPeople: status,
        adminPerson: status,
        housingQueue: status,
        partnerCoLiving: status,
      });
      const queue = await json(`/api/veterans-housing?search=${tag}`, { cookie: adminCookie });
      expect(queue[0]?.isMatched).toBe(isMatchedStatus(status));
      // the card moves with the person: one fewer unmatched while they are offered, accepted or moved in
      const unmatched = (await json('/api/housing-matches/analytics', { cookie: adminCookie }))
        .unmatchedVeterans as number;
      expect(unmatched - unmatchedBefore, status).toBe(isMatchedStatus(status) ? -1 : 0);
    }
  });

  it("keeps the person's status and timeline from another organisation, a landlord and the signed-out", async () => {
    const caseload = caseloadVeteranPath(veteranId);
    expect((await get(caseload, other)).statusCode).toBe(404);
    expect((await get(caseload, { cookie: landlordCookie })).statusCode).toBe(401);
    expect((await get(caseload, {})).statusCode).toBe(401);
    const theirs = await json(`/api/partner/caseload?search=${tag}`, other);
    expect(theirs).toEqual({ items: [], total: 0 });
    for (const url of [adminPersonPath(veteranId), `/api/admin/people?search=${tag}`]) {
      expect((await get(url, other)).statusCode, url).toBe(401);
      expect((await get(url, { cookie: landlordCookie })).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });
});
