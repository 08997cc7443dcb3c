import { withTransaction } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { registerVeteran, type VeteranIntake } from './index';

describeApi('registerVeteran: one person, one record', (ctx) => {
  const register = (intake: VeteranIntake) =>
    withTransaction(ctx().handle.db, (tx) => registerVeteran(tx, intake));
  const rowOf = async (id: string) =>
    (await ctx().handle.db.select().from(veterans).where(eq(veterans.id, id)))[0];

  it('stores the phone as digits and the email in lower case', async () => {
    const { id, existing } = await register({
      name: 'Avery Stone',
      phone: '+1 (518) 555-0177',
      email: ' Avery@Example.ORG ',
      zipCode: '12207',
      source: 'housing_assessment',
    });
    expect(existing).toBe(false);
    expect(await rowOf(id)).toMatchObject({ phone: '5185550177', email: 'avery@example.org' });
  });

  it('finds the same veteran again by phone, by email, or by name and ZIP, and updates that record', async () => {
    const first = await register({
      name: 'Blake Reyes',
      phone: '518-555-0178',
      zipCode: '12207',
      source: 'referral',
    });
    const byPhone = await register({
      name: 'Blake Reyes',
      phone: '(518) 555 0178',
      email: 'blake@example.org',
      zipCode: '12208',
      hasVoucher: true,
      source: 'housing_intake',
      caseManagerEmail: 'CM@VSO.org',
    });
    expect(byPhone).toEqual({ id: first.id, existing: true });
    const byEmail = await register({
      name: 'B. Reyes',
      email: 'BLAKE@example.org',
      zipCode: '12208',
      source: 'referral',
    });
    expect(byEmail.id).toBe(first.id);
    const byName = await register({ name: '  blake   REYES ', zipCode: '12208-1234', source: 'bulk_intake' });
    expect(byName.id).toBe(first.id);
    expect(await rowOf(first.id)).toMatchObject({
      name: 'Blake Reyes',
      email: 'blake@example.org',
      caseManagerEmail: 'cm@vso.org',
      hasVoucher: true,
      // a case manager's intake put them in the housing queue; a later referral does not take them out
      source: 'housing_intake',
    });
    expect(
      await ctx().handle.db.select().from(veterans).where(eq(veterans.phone, '5185550178')),
    ).toHaveLength(1);
  });

  it('keeps the first organisation and does not erase what a later form leaves blank', async () => {
    const first = await register({
      name: 'Cory Diaz',
      email: 'cory@example.org',
      zipCode: '12207',
      source: 'referral',
    });
    const again = await register({
      name: 'Cory Diaz',
      email: '',
      phone: '',
      zipCode: '12207',
      source: 'referral',
    });
    expect(again.id).toBe(first.id);
    expect(await rowOf(first.id)).toMatchObject({ email: 'cory@example.org', phone: null });
  });

  it('never lets a later form replace a recorded phone or email', async () => {
    const first = await register({
      name: 'Emery Cole',
      phone: '518-555-0181',
      email: 'emery@example.org',
      zipCode: '12207',
      source: 'housing_intake',
    });
    const again = await register({
      name: 'Emery Cole',
      phone: '518-555-0181',
      email: 'someone.else@example.org',
      zipCode: '12207',
      urgency: 'critical',
      source: 'housing_assessment',
    });
    expect(again.id).toBe(first.id);
    expect(await rowOf(first.id)).toMatchObject({
      email: 'emery@example.org',
      urgency: 'critical',
      source: 'housing_intake',
    });
  });

  it('tells different people apart: same name in another ZIP, or only a ZIP', async () => {
    const here = await register({ name: 'Drew Park', zipCode: '12207', source: 'bulk_intake' });
    const there = await register({ name: 'Drew Park', zipCode: '59001', source: 'bulk_intake' });
    expect(there.id).not.toBe(here.id);
    const reachedElsewhere = await register({
      name: 'Drew Park',
      phone: '518-555-0199',
      zipCode: '12207',
      source: 'housing_assessment',
    });
    const withOtherPhone = await register({
      name: 'Drew Park',
      phone: '518-555-0198',
      zipCode: '12207',
      source: 'housing_assessment',
    });
    // the first Drew Park had no phone: the name and ZIP say it is them; a different phone says it is not
    expect(reachedElsewhere.id).toBe(here.id);
    expect(withOtherPhone.id).not.toBe(here.id);
    const anonymous = await register({ zipCode: '12207', source: 'referral' });
    const anotherAnonymous = await register({ zipCode: '12207', source: 'referral' });
    expect(anotherAnonymous.id).not.toBe(anonymous.id);
  });
});
