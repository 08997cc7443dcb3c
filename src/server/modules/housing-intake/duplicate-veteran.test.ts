import { veterans } from '@server/db/schema';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const form = {
  name: 'Riley Shaw',
  phone: '518-555-0177',
  caseManagerEmail: 'cm@vso.org',
  zipCode: '12207',
};

describeApi('POST /api/veterans-housing: a veteran already on record', (ctx) => {
  const { actors, send, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));

  it('tells a signed-in case worker the veteran was already on record, by phone, and keeps one record', async () => {
    const first = await asPartner('POST', '/api/veterans-housing', form);
    expect(first.json()).toMatchObject({ existingVeteran: false });
    // same phone, written another way, another name: the same person
    const again = await asPartner('POST', '/api/veterans-housing', {
      ...form,
      name: 'R. Shaw',
      phone: '(518) 555-0177',
      urgencyLevel: 'high',
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toMatchObject({ message: 'Veteran housing profile created', existingVeteran: true });
    const rows = await db().select().from(veterans);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Riley Shaw', urgency: 'high' });
  });

  it('refuses a bad partner token before reading the form', async () => {
    const refused = await send('POST', '/api/veterans-housing', { authorization: 'Bearer not-a-token' }, {});
    expect(refused.statusCode).toBe(401);
    expect(await db().select().from(veterans)).toHaveLength(0);
  });

  it('never tells an anonymous visitor who is on record, and still keeps one record', async () => {
    await send('POST', '/api/veterans-housing', {}, form);
    const again = await send('POST', '/api/veterans-housing', {}, { ...form, phone: '(518) 555-0177' });
    expect(again.json()).toEqual({
      message: 'Veteran housing profile created',
      existingVeteran: false,
      caseloadVeteranId: null,
      referral: null,
    });
    expect(await db().select().from(veterans)).toHaveLength(1);
  });

  it('finds the same name and ZIP, and gives a partner the record to open in its caseload', async () => {
    const noPhone = { name: 'Riley Shaw', caseManagerEmail: 'cm@vso.org', zipCode: '12207' };
    const first = await asPartner('POST', '/api/veterans-housing', noPhone);
    const [row] = await db().select().from(veterans);
    expect(first.json()).toMatchObject({ existingVeteran: false, caseloadVeteranId: row?.id });
    const again = await asPartner('POST', '/api/veterans-housing', { ...noPhone, name: 'riley  SHAW' });
    expect(again.json()).toEqual({
      message: 'Veteran housing profile created',
      existingVeteran: true,
      caseloadVeteranId: row?.id,
      referral: null,
    });
    expect(await db().select().from(veterans)).toHaveLength(1);
  });

  it("warns another organisation without handing it the first organisation's record", async () => {
    await asPartner('POST', '/api/veterans-housing', form);
    const other = await asPartner('POST', '/api/veterans-housing', form, true);
    expect(other.json()).toMatchObject({ existingVeteran: true, caseloadVeteranId: null });
    const rows = await db().select().from(veterans).where(eq(veterans.phone, '5185550177'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.organizationId).toBe(actors.partnerOrgId);
  });
});
