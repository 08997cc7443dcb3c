import { possibleDuplicates, veterans } from '@server/db/schema';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { asc, eq, sql } from 'drizzle-orm';

const form = {
  name: 'Riley Shaw',
  phone: '518-555-0177',
  caseManagerEmail: 'cm@vso.org',
  zipCode: '12207',
};

describeApi('POST /api/veterans-housing: a veteran already on record', (ctx) => {
  const { actors, send, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const people = () => db().select().from(veterans).orderBy(asc(veterans.createdAt));
  beforeEach(async () => {
    await clearHousing(db());
    await db().execute(sql`delete from possible_duplicates`);
  });

  it('tells a signed-in case worker the veteran was already theirs (same name and phone) and keeps one record', async () => {
    const first = await asPartner('POST', '/api/veterans-housing', form);
    expect(first.json()).toMatchObject({ existingVeteran: false });
    // the same name and phone, each written another way: the same person, whose situation the owner updates
    const again = await asPartner('POST', '/api/veterans-housing', {
      ...form,
      name: 'SHAW, Riley',
      phone: '(518) 555-0177',
      urgencyLevel: 'high',
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['cache-control']).toBe('no-store');
    const rows = await people();
    expect(again.json()).toMatchObject({
      message: 'Veteran housing profile created',
      existingVeteran: true,
      caseloadVeteranId: rows[0]?.id,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Riley Shaw', urgency: 'high' });
  });

  it('keeps two people who share a phone as two records, and opens a possible duplicate', async () => {
    await asPartner('POST', '/api/veterans-housing', form);
    const other = await asPartner('POST', '/api/veterans-housing', {
      ...form,
      name: 'R. Shaw',
      urgencyLevel: 'high',
    });
    expect(other.json()).toMatchObject({ existingVeteran: false });
    const rows = await people();
    expect(rows.map((row) => [row.name, row.urgency])).toEqual([
      ['Riley Shaw', 'normal'],
      ['R. Shaw', 'high'],
    ]);
    expect(other.json().caseloadVeteranId).toBe(rows[1]?.id);
    const pairs = await db().select().from(possibleDuplicates);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.evidence).toEqual(['phone', 'zipCode']);
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

  it('never links the same name and ZIP alone: a second record, paired for an admin', async () => {
    const noPhone = { name: 'Riley Shaw', caseManagerEmail: 'cm@vso.org', zipCode: '12207' };
    const first = await asPartner('POST', '/api/veterans-housing', noPhone);
    const [row] = await people();
    expect(first.json()).toMatchObject({ existingVeteran: false, caseloadVeteranId: row?.id });
    const again = await asPartner('POST', '/api/veterans-housing', { ...noPhone, name: 'riley  SHAW' });
    const rows = await people();
    expect(rows).toHaveLength(2);
    expect(again.json()).toEqual({
      message: 'Veteran housing profile created',
      existingVeteran: false,
      caseloadVeteranId: rows[1]?.id,
      referral: null,
    });
    const pairs = await db().select().from(possibleDuplicates);
    expect(pairs.map((pair) => pair.evidence)).toEqual([['name', 'zipCode']]);
  });

  it("gives another organisation its own record, never the first organisation's", async () => {
    await asPartner('POST', '/api/veterans-housing', form);
    const other = await asPartner('POST', '/api/veterans-housing', form, true);
    const rows = await db()
      .select()
      .from(veterans)
      .where(eq(veterans.phone, '5185550177'))
      .orderBy(asc(veterans.createdAt));
    expect(rows.map((row) => row.organizationId)).toEqual([actors.partnerOrgId, actors.otherPartnerOrgId]);
    expect(other.json()).toMatchObject({ existingVeteran: false, caseloadVeteranId: rows[1]?.id });
    expect(await db().select().from(possibleDuplicates)).toHaveLength(1);
  });
});
