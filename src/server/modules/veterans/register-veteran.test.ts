import { withTransaction } from '@server/db/client';
import {
  auditEvents,
  inboxItems,
  intakeReports,
  organizations,
  possibleDuplicates,
  veterans,
} from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { type IntakeSender, registerVeteran, type VeteranIntake } from './index';

const anonymous: IntakeSender = { kind: 'housing_intake', signedIn: null };

describeApi('registerVeteran: one person, one record, never two people in one', (ctx) => {
  const register = (intake: VeteranIntake, sender: IntakeSender = anonymous) =>
    withTransaction(ctx().handle.db, (tx) => registerVeteran(tx, intake, sender));
  const rowOf = async (id: string) =>
    (await ctx().handle.db.select().from(veterans).where(eq(veterans.id, id)))[0];
  const pairsOf = (id: string) =>
    ctx()
      .handle.db.select()
      .from(possibleDuplicates)
      .where(eq(possibleDuplicates.veteranAId, id))
      .then(async (a) => [
        ...a,
        ...(await ctx()
          .handle.db.select()
          .from(possibleDuplicates)
          .where(eq(possibleDuplicates.veteranBId, id))),
      ]);
  const organization = async (name: string) => {
    const [row] = await ctx()
      .handle.db.insert(organizations)
      .values({
        name,
        slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`,
        city: 'Albany',
        state: 'NY',
        zipCode: '12207',
      })
      .returning({ id: organizations.id });
    if (!row) throw new Error('no organisation');
    return row.id;
  };

  it('stores the phone as digits and the email in lower case, and keeps what the intake said', async () => {
    const { id, linked, reportId } = await register({
      name: 'Avery Stone',
      phone: '+1 (518) 555-0177',
      email: ' Avery@Example.ORG ',
      zipCode: '12207',
      source: 'housing_assessment',
    });
    expect(linked).toBe(false);
    expect(await rowOf(id)).toMatchObject({ phone: '5185550177', email: 'avery@example.org' });
    const [report] = await ctx().handle.db.select().from(intakeReports).where(eq(intakeReports.id, reportId));
    expect(report).toMatchObject({ veteranId: id, linked: false, kind: 'housing_intake' });
    expect(report?.reported).toMatchObject({ name: 'Avery Stone', phone: '5185550177' });
  });

  it('two people on one shelter phone stay two records, paired for an admin with an inbox item', async () => {
    const first = await register({
      name: 'Marcus Reed',
      phone: '518-555-0178',
      zipCode: '12207',
      source: 'referral',
    });
    const second = await register({
      name: 'Dana Cole',
      phone: '(518) 555 0178',
      zipCode: '12207',
      urgency: 'low',
      source: 'housing_intake',
    });
    expect(second.id).not.toBe(first.id);
    expect(second.linked).toBe(false);
    expect(await rowOf(first.id)).toMatchObject({ name: 'Marcus Reed', urgency: 'normal' });
    const pairs = await pairsOf(first.id);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ status: 'open', evidence: ['phone', 'zipCode'] });
    const items = await ctx()
      .handle.db.select()
      .from(inboxItems)
      .where(eq(inboxItems.subjectId, pairs[0]?.id ?? ''));
    expect(items).toMatchObject([{ type: 'possible_duplicate', status: 'open' }]);
  });

  it('the same person twice (name in another order, same phone) stays one record, and a signed-out form changes nothing on it', async () => {
    const first = await register({
      name: 'Blake Reyes',
      phone: '518-555-0179',
      zipCode: '12207',
      urgency: 'critical',
      hasVoucher: true,
      source: 'housing_intake',
    });
    const again = await register({
      name: 'REYES, Blake',
      phone: '5185550179',
      email: 'stranger@example.org',
      zipCode: '90210',
      urgency: 'low',
      hasVoucher: false,
      maxRentCents: 100,
      caseManagerEmail: 'stranger@example.org',
      source: 'housing_intake',
    });
    expect(again).toMatchObject({ id: first.id, linked: true });
    expect(await rowOf(first.id)).toMatchObject({
      name: 'Blake Reyes',
      email: null,
      zipCode: '12207',
      urgency: 'critical',
      hasVoucher: true,
      maxRentCents: null,
      caseManagerEmail: null,
    });
    const [report] = await ctx()
      .handle.db.select()
      .from(intakeReports)
      .where(eq(intakeReports.id, again.reportId));
    expect(report).toMatchObject({ linked: true });
    expect(report?.reported).toMatchObject({
      zipCode: '90210',
      urgency: 'low',
      email: 'stranger@example.org',
    });
    expect(await pairsOf(first.id)).toHaveLength(0);
  });

  it('the same name and ZIP with other contact details is a new person and a pair, not a link', async () => {
    const here = await register({ name: 'Drew Park', zipCode: '12207', source: 'bulk_intake' });
    const again = await register({ name: 'Drew Park', zipCode: '12207-1234', source: 'bulk_intake' });
    expect(again.id).not.toBe(here.id);
    expect((await pairsOf(here.id))[0]?.evidence).toEqual(['name', 'zipCode']);
    const elsewhere = await register({ name: 'Drew Park', zipCode: '59001', source: 'bulk_intake' });
    expect(await pairsOf(elsewhere.id)).toHaveLength(0);
  });

  it('a case worker updates only their own organisation’s person, audited with before and after; another organisation gets its own record', async () => {
    const mine = await organization('Mine VSO');
    const theirs = await organization('Theirs VSO');
    const owned = { kind: 'housing_intake' as const, signedIn: { organizationId: mine } };
    const first = await register(
      {
        name: 'Emery Cole',
        phone: '518-555-0181',
        zipCode: '12207',
        urgency: 'normal',
        source: 'housing_intake',
      },
      owned,
    );
    const update = await register(
      {
        name: 'Emery Cole',
        phone: '518-555-0181',
        zipCode: '12208',
        urgency: 'critical',
        source: 'housing_intake',
      },
      owned,
    );
    expect(update).toMatchObject({ id: first.id, linked: true });
    expect(await rowOf(first.id)).toMatchObject({
      urgency: 'critical',
      zipCode: '12208',
      organizationId: mine,
    });
    const audits = await ctx().handle.db.select().from(auditEvents).where(eq(auditEvents.targetId, first.id));
    expect(audits).toMatchObject([
      {
        action: 'veteran.updated',
        actorId: mine,
        details: { before: { urgency: 'normal' }, after: { urgency: 'critical' } },
      },
    ]);
    const other = await register(
      {
        name: 'Emery Cole',
        phone: '518-555-0181',
        zipCode: '12208',
        urgency: 'low',
        source: 'housing_intake',
      },
      { kind: 'housing_intake', signedIn: { organizationId: theirs } },
    );
    expect(other.id).not.toBe(first.id);
    expect(await rowOf(other.id)).toMatchObject({ organizationId: theirs });
    expect(await rowOf(first.id)).toMatchObject({ urgency: 'critical', organizationId: mine });
    expect((await pairsOf(first.id))[0]?.evidence).toEqual(['name', 'phone', 'zipCode']);
  });
});
