import { inboxItems, partnerCredentials } from '@server/db/schema';
import { makePartner } from '@server/test/accounts.fixtures';
import { directoryReferral, makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

describeApi('network: public requests that wait for the operations inbox', (context) => {
  let partner: { organizationId: string };
  const db = () => context().handle.db;

  beforeAll(async () => {
    // makePartner gives the organisation an active partner sign-in
    partner = await makePartner(db(), { name: 'Hudson Valley Veterans Network' });
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    context().app.inject({ method: 'POST', url, payload });
  const modal = (overrides: Record<string, unknown> = {}) =>
    directoryReferral(partner.organizationId, overrides);
  const itemsFor = (subjectId: string) =>
    db().select().from(inboxItems).where(eq(inboxItems.subjectId, subjectId));

  describe('the operations inbox', () => {
    it('opens an item for a referral to an organisation without a sign-in, naming no one', async () => {
      const { id: orgId } = await makeOrganization(db(), {
        name: 'Unclaimed Veterans Outreach',
        zipCode: '12601',
      });
      const res = await post('/api/veteran-referrals', modal({ orgId }));
      expect(res.statusCode).toBe(201);
      const items = await itemsFor(res.json().id);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        type: 'unclaimed_referral',
        status: 'open',
        summary:
          'Referral to Unclaimed Veterans Outreach (no sign-in): Mental Health Support, normal urgency',
      });
      expect(items[0]?.summary).not.toMatch(/Avery|555|@/);

      const named = await post('/api/referrals', {
        veteranName: 'Riley Shore',
        veteranPhone: '845-555-0500',
        zipCode: '12601',
        urgency: 'critical',
        vsoId: orgId,
      });
      expect(named.statusCode).toBe(201);
      expect((await itemsFor(named.json().id))[0]?.summary).toBe(
        'Referral to Unclaimed Veterans Outreach (no sign-in): Service not stated, critical urgency',
      );
    });

    it('opens one for an organisation whose sign-in was switched off, and none for an active sign-in', async () => {
      const switchedOff = await makePartner(db(), { name: 'Switched Off Services' });
      await db()
        .update(partnerCredentials)
        .set({ isActive: false })
        .where(eq(partnerCredentials.organizationId, switchedOff.organizationId));
      const off = await post('/api/veteran-referrals', modal({ orgId: switchedOff.organizationId }));
      expect(off.statusCode).toBe(201);
      expect((await itemsFor(off.json().id)).map((item) => item.type)).toEqual(['unclaimed_referral']);

      const active = await post('/api/veteran-referrals', modal());
      expect(active.statusCode).toBe(201);
      expect(await itemsFor(active.json().id)).toEqual([]);
      const named = await post('/api/referrals', {
        veteranName: 'Active Partner Referral',
        veteranPhone: '845-555-0600',
        zipCode: '12601',
        vsoId: partner.organizationId,
      });
      expect(await itemsFor(named.json().id)).toEqual([]);
    });

    it('opens an item for every Offer Housing lead, and none when the lead is refused', async () => {
      const offer = {
        contactName: 'Dana Owner',
        contactEmail: 'dana@example.com',
        propertyAddress: '44 Market Street',
        zipCode: '12601',
        unitCount: 3,
        organizationId: partner.organizationId,
      };
      const res = await post('/api/landlord-leads', offer);
      expect(res.statusCode).toBe(201);
      const items = await itemsFor(res.json().id);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        type: 'landlord_lead',
        status: 'open',
        summary: 'Dana Owner offers 3 units at 44 Market Street, 12601',
      });

      const before = await db().select().from(inboxItems).where(eq(inboxItems.type, 'landlord_lead'));
      const refused = await post('/api/landlord-leads', {
        ...offer,
        organizationId: '3f1c2b7e-0000-4000-8000-000000000000',
      });
      expect(refused.statusCode).toBe(404);
      const after = await db().select().from(inboxItems).where(eq(inboxItems.type, 'landlord_lead'));
      expect(after).toHaveLength(before.length);
    });
  });
});
